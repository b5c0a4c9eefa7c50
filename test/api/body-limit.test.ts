import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { makeHarness, PHONES, TINY_PNG, type Harness } from './harness';
import { registrationCount } from './factories/auth';
import { rssOf, sendBody, startServerProcess, type ServerProcess } from '../bench/body-limit';

const MB = 1024 * 1024;
const TOO_LARGE_1MB = { code: 413, msg: '请求内容过大，不能超过 1MB', data: null };
const valid = { regName: '陈先生', regPhone: '13512345678', locProvince: '33', locCity: '3301', locDistrict: '330106' };

/** A JSON text of about `bytes` bytes: a valid registration whose name is padded with spaces. */
const paddedJson = (bytes: number) => JSON.stringify({ ...valid, regName: '陈' + ' '.repeat(bytes) });

/** A body of `bytes` bytes made lazily in 64 KB chunks, counting how many bytes the server actually pulled. */
function lazyStream(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= bytes) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('request body limits (through the app)', () => {
  let h: Harness;
  let boss: string;
  beforeEach(async () => {
    h = await makeHarness();
    boss = await h.login(PHONES.boss);
  });
  const registrations = () => registrationCount(h.db);

  it('refuses a JSON body over 1 MB to the public registration route with 413 and a Chinese message', async () => {
    const body = paddedJson(1 * MB + 10);
    const withLength = await h.call('POST', '/api/public/register', {
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(withLength.status).toBe(413);
    expect(withLength.json).toEqual(TOO_LARGE_1MB);
    const noLength = await h.call('POST', '/api/public/register', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(noLength.status).toBe(413);
    expect(noLength.json).toEqual(TOO_LARGE_1MB);
    expect(await registrations()).toBe(0);
  });

  it('refuses a JSON body over 1 MB to a signed-in route', async () => {
    const r = await h.call('POST', '/api/leases/sign', {
      token: boss,
      json: { tenant: '刘晓东', remark: 'x'.repeat(1 * MB) },
    });
    expect(r.status).toBe(413);
    expect(r.json).toEqual(TOO_LARGE_1MB);
  });

  it('lets the bulk forms carry their largest real body (floor editor, utility bills) and refuses over 4 MB', async () => {
    const id = () => ulid();
    const floorData = Array.from({ length: 100 }, (_, f) => ({
      floor: f + 1,
      houseCount: 99,
      isChange: 1,
      houses: Array.from({ length: 198 }, (_, i) => ({
        houseId: id(),
        houseNumber: `${f + 1}${String((i % 99) + 1).padStart(2, '0')}`,
        isRent: 0,
        operate: i < 99 ? 3 : 1,
      })),
    }));
    const floors = JSON.stringify({ totalFloor: 100, floorData });
    expect(floors.length).toBeGreaterThan(1.5 * MB);
    const save = await h.call('PUT', `/api/houses/apartments/${id()}/floors`, {
      token: boss,
      body: floors,
      headers: { 'content-type': 'application/json' },
    });
    expect(save.status).not.toBe(413);
    const items = Array.from({ length: 10_000 }, () => ({
      houseId: id(),
      leaseId: id(),
      meterId: id(),
      devType: 1,
      startNum: 12_345_678,
      endNum: 12_345_999,
    }));
    const bills = await h.call('POST', '/api/meter-bills', { token: boss, json: { items } });
    expect(JSON.stringify({ items }).length).toBeGreaterThan(1 * MB);
    expect(bills.status).not.toBe(413);
    const over = await h.call('PUT', `/api/houses/apartments/${id()}/floors`, {
      token: boss,
      json: { totalFloor: 1, floorData: [], pad: 'x'.repeat(4 * MB) },
    });
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ code: 413, msg: '请求内容过大，不能超过 4MB', data: null });
  }, 60_000);

  it('refuses a chunked body without a Content-Length as soon as it passes the limit, without reading the rest', async () => {
    const { stream, counter } = lazyStream(50 * MB);
    const res = await h.app.request('/api/public/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE_1MB);
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it('keeps the upload limit: under 10 MB is stored, over it 413', async () => {
    const png = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(TINY_PNG.subarray(0, 8));
      return bytes;
    };
    const upload = (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'a.png'));
      return h.call('POST', '/api/upload/uploadfile', { token: boss, body: form });
    };
    const under = await upload(png(5 * MB));
    expect(under.status, under.text).toBe(200);
    const over = await upload(png(10 * MB + 200 * 1024));
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ code: 413, msg: '上传头像图片大小不能超过 10MB!', data: null });
  });

  it('lets a sync push batch of several MB through and refuses one over 10 MB', async () => {
    const remark = '备注'.repeat(100);
    const mutations = (n: number) =>
      Array.from({ length: n }, () => ({
        id: ulid(),
        clientId: 'dev',
        name: 'room.setRemark',
        args: { houseId: 'none', remark, pad: 'x'.repeat(8000) },
        clientTime: 1,
      }));
    const big = await h.call('POST', '/api/sync/push', {
      token: boss,
      json: { clientId: 'dev', mutations: mutations(400) },
    });
    expect(big.status, big.text.slice(0, 200)).toBe(200);
    expect(big.json.data.results).toHaveLength(400);
    const over = await h.call('POST', '/api/sync/push', {
      token: boss,
      json: { clientId: 'dev', mutations: [], pad: 'x'.repeat(10 * MB) },
    });
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ code: 413, msg: '请求内容过大，不能超过 10MB', data: null });
  });

  it('still answers normal requests', async () => {
    const r = await h.call('POST', '/api/public/register', { json: valid });
    expect(r.status, r.text).toBe(200);
    expect(await registrations()).toBe(1);
    const profile = await h.call('GET', '/api/auth/profile', { token: boss });
    expect(profile.status).toBe(200);
  });
});

describe('request body limits on a real server process over HTTP', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // The limits are the HTTP layer's, the same on both engines (the tests above run them on this run's engine): the
    // real process runs on its embedded SQLite file, whatever engine this worker was started for.
    const engine = process.env.DB_ENGINE;
    process.env.DB_ENGINE = 'sqlite';
    try {
      server = await startServerProcess();
    } finally {
      if (engine === undefined) delete process.env.DB_ENGINE;
      else process.env.DB_ENGINE = engine;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a 50 MB body (chunked, then with a Content-Length) with 413 while its memory stays flat', async () => {
    const before = rssOf(server.pid);
    expect(before).toBeGreaterThan(0);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 5);
    try {
      for (const chunked of [true, false]) {
        const r = await sendBody(server.port, '/api/public/register', 50 * MB, { chunked });
        expect(r.status).toBe(413);
        expect(r.json).toEqual(TOO_LARGE_1MB);
        expect(r.written).toBeLessThan(50 * MB);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(30 * MB);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/public/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(200);
  }, 60_000);
});
