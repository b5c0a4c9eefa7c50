import { beforeEach, describe, expect, it } from 'vitest';
import { TINY_PNG as PNG } from './harness';
import { settingsHarness } from './settings-helpers';
import { TEMPLATE_STATUS } from '../../sync/rules/settings/settings';

let t: Awaited<ReturnType<typeof settingsHarness>>;
beforeEach(async () => {
  t = await settingsHarness();
});

const enc = (s: string) => new TextEncoder().encode(s);
const PDF = enc('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The start of a DOCX: a zip local header whose first entry is [Content_Types].xml. */
const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  20,
  0,
  0,
  0,
  8,
  0,
  ...enc('\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\x13\0\0\0[Content_Types].xml<Types/>'),
]);
/** A number that is no TEMPLATE_STATUS value (the API must refuse it). */
const NOT_A_TEMPLATE_STATUS = 2;
const ZIP_NOT_DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc('just a zip with readme.txt')]);

function upload(bytes: Uint8Array, name: string, token = t.tokens.boss) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return t.h.call('POST', '/api/settings/contract-templates/file', { token, body: form });
}

async function addTemplate(name: string, token = t.tokens.boss, bytes = PDF) {
  const f = await upload(bytes, `${name}.pdf`, token);
  expect(f.status).toBe(200);
  return t.h.call('POST', '/api/settings/contract-templates', {
    token,
    json: { sceneType: 1, name, remark: '备注', fileId: f.json.data.fileId },
  });
}

describe('General_4 contract template files', () => {
  it('accepts a PDF and a DOCX, served to the same org only (to its uploader until a template uses it)', async () => {
    const p = await upload(PDF, '租赁合同.pdf');
    expect(p.status).toBe(200);
    expect(p.json.data).toMatchObject({ mime: 'application/pdf', fileName: '租赁合同.pdf' });
    const d = await upload(DOCX, '续签.docx');
    expect(d.status).toBe(200);
    expect(d.json.data.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Not used by a template yet: only the uploader reads it.
    expect((await t.h.call('GET', p.json.data.url, { token: t.tokens.boss })).status).toBe(200);
    expect((await t.h.call('GET', p.json.data.url, { token: t.tokens.staff })).status).toBe(404);
    const saved = await t.h.call('POST', '/api/settings/contract-templates', {
      token: t.tokens.boss,
      json: { sceneType: 1, name: '租赁合同', remark: '', fileId: p.json.data.fileId },
    });
    expect(saved.status).toBe(200);
    const got = await t.h.app.request(p.json.data.url, { headers: { authorization: `Bearer ${t.tokens.staff}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PDF);
    expect((await t.h.call('GET', p.json.data.url, { token: t.tokens.otherBoss })).status).toBe(404);
    expect((await t.h.call('GET', p.json.data.url)).status).toBe(401);
  });

  it('refuses PNG, text and a zip that is not a DOCX with 415 (by content, not by name)', async () => {
    for (const [bytes, name] of [
      [PNG, 'x.pdf'],
      [enc('hello, not a contract'), 'x.docx'],
      [ZIP_NOT_DOCX, 'x.docx'],
    ] as const) {
      const r = await upload(bytes, name);
      expect(r.status, name).toBe(415);
      expect(r.json.msg).toBe('只能上传 PDF 或 Word（docx）格式的合同模板');
    }
    const missing = await t.h.call('POST', '/api/settings/contract-templates/file', {
      token: t.tokens.boss,
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('请上传模板文件');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(enc('%PDF-'));
    const r = await upload(big, 'big.pdf');
    expect(r.status).toBe(413);
    expect(r.json.msg).toBe('合同模板文件不能超过 10MB');
  });
});

describe('General_4 contract templates', () => {
  it('adds records with server-made numbers and pages them by 10, newest first', async () => {
    for (let i = 1; i <= 12; i++) {
      const r = await addTemplate(`模板${i}`);
      expect(r.status).toBe(200);
      expect(r.json.msg).toBe('添加成功');
      expect(r.json.data).toMatchObject({
        number: `HT-${String(i).padStart(4, '0')}`,
        sceneName: '新签',
        status: TEMPLATE_STATUS.enabled,
        remark: '备注',
      });
    }
    const p1 = await t.h.call('GET', '/api/settings/contract-templates', { token: t.tokens.manager });
    expect(p1.json.data).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(p1.json.data.records).toHaveLength(10);
    expect(p1.json.data.records[0]).toMatchObject({ number: 'HT-0012', name: '模板12', fileMime: 'application/pdf' });
    const p2 = await t.h.call('GET', '/api/settings/contract-templates?current=2', { token: t.tokens.manager });
    expect(p2.json.data.records.map((r: { number: string }) => r.number)).toEqual(['HT-0002', 'HT-0001']);
    // numbers are per organisation
    const theirs = await addTemplate('他们的模板', t.tokens.otherBoss);
    expect(theirs.json.data.number).toBe('HT-0001');
    const theirList = await t.h.call('GET', '/api/settings/contract-templates', { token: t.tokens.otherBoss });
    expect(theirList.json.data.total).toBe(1);
  });

  it('validates the add form', async () => {
    const f = await upload(PDF, 'a.pdf');
    const fileId = f.json.data.fileId as string;
    const cases = [
      [{ sceneType: 1, name: '', fileId }, '请输入模板名称'],
      [{ sceneType: 9, name: '新签合同', fileId }, '请选择场景类型'],
      [{ name: '新签合同', fileId }, '请选择场景类型'],
      [{ sceneType: 1, name: '新签合同' }, '请上传模板文件'],
      [{ sceneType: 1, name: '新签合同', fileId: 'nope' }, '请上传模板文件'],
      [{ sceneType: 1, name: '新签合同', fileId, remark: 'x'.repeat(201) }, '备注不能超过200个字'],
    ] as const;
    for (const [json, msg] of cases) {
      const r = await t.h.call('POST', '/api/settings/contract-templates', { token: t.tokens.boss, json });
      expect(r.status, msg).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    // an image upload of the org is not a template file
    const form = new FormData();
    form.append('file', new File([PNG as Uint8Array<ArrayBuffer>], 'x.png'));
    const img = await t.h.call('POST', '/api/upload/uploadfile', { token: t.tokens.boss, body: form });
    const imgId = (img.json.data[0] as string).split('/').pop();
    const r = await t.h.call('POST', '/api/settings/contract-templates', {
      token: t.tokens.boss,
      json: { sceneType: 1, name: 'x', fileId: imgId },
    });
    expect(r.json.msg).toBe('请上传模板文件');
    // another org's file is not usable either
    const theirs = await upload(PDF, 't.pdf', t.tokens.otherBoss);
    const r2 = await t.h.call('POST', '/api/settings/contract-templates', {
      token: t.tokens.boss,
      json: { sceneType: 1, name: 'x', fileId: theirs.json.data.fileId },
    });
    expect(r2.status).toBe(400);
  });

  it('enables and disables; another org 404; staff 403', async () => {
    const a = await addTemplate('退房合同');
    const id = a.json.data.templateId as string;
    const off = await t.h.call('PUT', `/api/settings/contract-templates/${id}/status`, {
      token: t.tokens.manager,
      json: { status: TEMPLATE_STATUS.disabled },
    });
    expect(off.status).toBe(200);
    expect(off.json.msg).toBe('修改成功');
    const list = await t.h.call('GET', '/api/settings/contract-templates', { token: t.tokens.boss });
    expect(list.json.data.records[0].status).toBe(TEMPLATE_STATUS.disabled);
    expect(
      (
        await t.h.call('PUT', `/api/settings/contract-templates/${id}/status`, {
          token: t.tokens.boss,
          json: { status: NOT_A_TEMPLATE_STATUS },
        })
      ).json.msg,
    ).toBe('状态不正确');
    expect(
      (
        await t.h.call('PUT', `/api/settings/contract-templates/${id}/status`, {
          token: t.tokens.otherBoss,
          json: { status: TEMPLATE_STATUS.enabled },
        })
      ).status,
    ).toBe(404);
    expect((await t.h.call('GET', '/api/settings/contract-templates', { token: t.tokens.staff })).status).toBe(403);
    expect((await upload(PDF, 'x.pdf', t.tokens.staff)).status).toBe(403);
  });
});
