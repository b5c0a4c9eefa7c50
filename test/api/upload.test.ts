import { beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeHarness, newFileId, PHONES, TINY_PNG, uploadWith, type Harness } from './harness';

const MB10 = 10 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes starting with the PNG signature. */
function pngOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

let h: Harness;
let boss: string;
beforeEach(async () => {
  h = await makeHarness();
  boss = await h.login(PHONES.boss);
});

/** Posts `bytes` as the multipart field `file`; `token: null` sends no Authorization header. */
function upload(bytes: Uint8Array, name: string, token: string | null = boss, headers?: Record<string, string>) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return h.call('POST', '/api/upload/uploadfile', { token: token ?? undefined, body: form, headers });
}

async function fetchBytes(url: string, opts: { token?: string; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await h.app.request(url, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('POST /api/upload/uploadfile', () => {
  it('stores a PNG and serves it back to its uploader only while it is attached to nothing', async () => {
    const r = await upload(TINY_PNG, 'x.png');
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(200);
    expect(r.json.data).toHaveLength(1);
    const url = r.json.data[0] as string;
    expect(url.startsWith('/api/upload/files/')).toBe(true);

    const got = await fetchBytes(url, { token: boss });
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');
    expect(got.bytes).toEqual(TINY_PNG);

    // Not yet attached to a record: another user of the same org does not get it (issue 13 point 4).
    const sameOrg = await h.call('GET', url, { token: await h.login(PHONES.staff) });
    expect(sameOrg.status).toBe(404);
    expect(sameOrg.json.msg).toBe('文件不存在');

    const other = await h.call('GET', url, { token: await h.login(PHONES.otherBoss) });
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('文件不存在');

    expect((await h.call('GET', url)).status).toBe(401);
  });

  it('serves files to the session cookie set at login, which never authorises an upload', async () => {
    const login = await h.call('POST', '/api/auth/login', { json: { phone: PHONES.manager, password: 'Demo@2026' } });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/api/upload/files');
    const sid = cookie.split(';')[0];

    const url = (await upload(TINY_PNG, 'x.png', login.json.data.token)).json.data[0] as string;
    const byCookie = await fetchBytes(url, { headers: { cookie: sid } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.bytes).toEqual(TINY_PNG);

    const postByCookie = await upload(TINY_PNG, 'x.png', null, { cookie: sid });
    expect(postByCookie.status).toBe(401);
  });

  it('refuses an upload without a token', async () => {
    const r = await upload(TINY_PNG, 'x.png', null);
    expect(r.status).toBe(401);
    expect(r.json.code).toBe(401);
  });

  it('judges the type by the bytes, not the name', async () => {
    const text = await upload(new TextEncoder().encode('#!/bin/sh\necho pwned\n'), 'evil.png');
    expect(text.status).toBe(415);
    expect(text.json.msg).toBe('只能上传 JPG、PNG、GIF 或 WebP 格式的图片');

    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
    ]);
    const r = await upload(jpeg, 'a.txt');
    expect(r.status).toBe(200);
    const got = await fetchBytes(r.json.data[0], { token: boss });
    expect(got.type).toBe('image/jpeg');
    expect(got.bytes).toEqual(jpeg);
  });

  it('refuses a request without a file', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const r = await h.call('POST', '/api/upload/uploadfile', { token: boss, body: form });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('请选择要上传的文件');
  });

  it('accepts exactly 10 MB and refuses one byte more', async () => {
    const over = await upload(pngOfSize(MB10 + 1), 'big.png');
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ code: 413, msg: '上传头像图片大小不能超过 10MB!', data: null });
    expect(readdirSync(h.deps.config.uploadsDir)).toEqual([]);

    const exact = await upload(pngOfSize(MB10), 'exact.png');
    expect(exact.status).toBe(200);
  });

  it('refuses a body far over the limit before reading it as a form', async () => {
    const r = await upload(pngOfSize(MB10 + 200 * 1024), 'huge.png');
    expect(r.status).toBe(413);
    expect(r.json.msg).toBe('上传头像图片大小不能超过 10MB!');
  });

  it('stores the file under an unguessable id, not its original name', async () => {
    const r = await upload(TINY_PNG, 'x.png');
    const id = (r.json.data[0] as string).split('/').pop()!;
    expect(id.length).toBeGreaterThanOrEqual(24);

    const stored = readdirSync(h.deps.config.uploadsDir);
    expect(stored).toEqual([id]);
    expect(stored).not.toContain('x.png');
    expect(new Uint8Array(readFileSync(join(h.deps.config.uploadsDir, id)))).toEqual(TINY_PNG);
  });

  it('a device-made file id sent again while its first attempt runs: every attempt answers the one stored file', async () => {
    const fileId = newFileId();
    const replies = await Promise.all([1, 2, 3].map(() => uploadWith(h, boss, { fileId })));
    for (const r of replies) expect([r.status, r.json.data]).toEqual([200, [`/api/upload/files/${fileId}`]]);
    expect(readdirSync(h.deps.config.uploadsDir)).toEqual([fileId]);
    // Another account naming the same id is refused.
    const other = await uploadWith(h, await h.login(PHONES.manager), { fileId });
    expect([other.status, other.json.msg]).toEqual([409, '文件编号重复']);
  });
});
