import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES } from './harness';
import { pushSubscriptionRows } from './factories/auth';
import { makeBrowserKeys } from './push-service';

type Harness = Awaited<ReturnType<typeof makeHarness>>;

let h: Harness;
let boss: string;
let staff: string;
let otherBoss: string;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff, otherBoss] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.staff),
    h.login(PHONES.otherBoss),
  ]);
});

const keys = () => {
  const k = makeBrowserKeys();
  return { p256dh: k.p256dh, auth: k.authB64 };
};
const ENDPOINT = 'https://push.example.com/send/abc123';
const rowsOf = (endpoint: string) => pushSubscriptionRows(h.db, endpoint);
const subscribe = (token: string, endpoint = ENDPOINT, k = keys()) =>
  h.call('POST', '/api/push/subscriptions', { token, json: { endpoint, keys: k } });

describe('push routes need a signed-in user', () => {
  it.each([
    ['GET', '/api/push/public-key'],
    ['POST', '/api/push/subscriptions'],
    ['DELETE', '/api/push/subscriptions'],
    ['POST', '/api/push/test'],
  ])('%s %s → 401', async (method, path) => {
    const r = await h.call(method, path, method === 'GET' ? {} : { json: { endpoint: ENDPOINT } });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ code: 401, msg: '请先登录' });
  });
});

describe('GET /api/push/public-key', () => {
  it('answers the same 65-byte P-256 key to every user of every organisation', async () => {
    const a = await h.call('GET', '/api/push/public-key', { token: staff });
    expect(a.status).toBe(200);
    const key = a.json.data.publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(key, 'base64url')[0]).toBe(4);
    const b = await h.call('GET', '/api/push/public-key', { token: otherBoss });
    expect(b.json.data.publicKey).toBe(key);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the subscription for the caller with the user agent', async () => {
    const k = keys();
    const r = await h.call('POST', '/api/push/subscriptions', {
      token: staff,
      json: { endpoint: ENDPOINT, expirationTime: null, keys: k },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('消息推送已开启');
    const [row] = await rowsOf(ENDPOINT);
    expect(row).toMatchObject({
      p256dh: k.p256dh,
      auth: k.auth,
      userAgent: 'Mozilla/5.0 (iPhone) Test',
      failures: 0,
      lastSuccessAt: null,
    });
    expect(row.id).toBe(r.json.data.id);
  });

  it('upserts by endpoint; an endpoint of another account is not moved to the caller until that account turns push off', async () => {
    await subscribe(boss);
    const bossUser = (await rowsOf(ENDPOINT))[0].userId;
    const again = keys();
    await subscribe(boss, ENDPOINT, again);
    expect(await rowsOf(ENDPOINT)).toHaveLength(1);
    expect((await rowsOf(ENDPOINT))[0].p256dh).toBe(again.p256dh);

    // Another account (same org or another) naming the boss's endpoint: refused, the boss keeps it unchanged.
    for (const token of [staff, otherBoss]) {
      const r = await subscribe(token);
      expect(r.status).toBe(409);
      expect(r.json.msg).toBe('该设备已被其他账号订阅，请先在原账号关闭推送');
      expect(await rowsOf(ENDPOINT)).toHaveLength(1);
      expect((await rowsOf(ENDPOINT))[0]).toMatchObject({ userId: bossUser, p256dh: again.p256dh });
    }

    // The boss turns push off on that device (logging out does so too): now the device may subscribe for otherBoss.
    expect(
      (await h.call('DELETE', '/api/push/subscriptions', { token: boss, json: { endpoint: ENDPOINT } })).status,
    ).toBe(200);
    expect((await subscribe(otherBoss)).status).toBe(200);
    const rows = await rowsOf(ENDPOINT);
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).not.toBe(bossUser);
  });

  it('two accounts subscribing one endpoint at once: one keeps it, the other gets 409, never a 500', async () => {
    const replies = await Promise.all([subscribe(boss), subscribe(staff), subscribe(otherBoss)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await rowsOf(ENDPOINT);
    expect(rows).toHaveLength(1);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(rows[0].id).toBe(replies[winner].json.data.id);
  });

  it.each([
    [{ keys: keys() }, '推送地址不能为空'],
    [{ endpoint: '', keys: keys() }, '推送地址不能为空'],
    [{ endpoint: 'not a url', keys: keys() }, '推送地址不正确'],
    [{ endpoint: `https://push.example.com/${'x'.repeat(2100)}`, keys: keys() }, '推送地址不正确'],
    [{ endpoint: 'http://push.example.com/abc', keys: keys() }, '推送地址不安全，无法开启消息推送'],
    [{ endpoint: 'ftp://push.example.com/abc', keys: keys() }, '推送地址不安全，无法开启消息推送'],
    [{ endpoint: ENDPOINT }, '推送密钥不能为空'],
    [{ endpoint: ENDPOINT, keys: { ...keys(), p256dh: 'abc' } }, '推送密钥不正确'],
    [{ endpoint: ENDPOINT, keys: { ...keys(), p256dh: '!!!' } }, '推送密钥不正确'],
    [{ endpoint: ENDPOINT, keys: { ...keys(), auth: Buffer.alloc(8).toString('base64url') } }, '推送密钥不正确'],
    [{ endpoint: ENDPOINT, keys: { p256dh: keys().p256dh } }, '推送密钥不正确'],
  ])('refuses %j with 400 %s', async (json, msg) => {
    const r = await h.call('POST', '/api/push/subscriptions', { token: boss, json });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe(msg);
    expect(await pushSubscriptionRows(h.db)).toHaveLength(0);
  });

  it('accepts plain-http loopback endpoints only when the configuration allows them', async () => {
    expect((await subscribe(boss, 'http://127.0.0.1:9/push/a')).status).toBe(200);
    expect((await subscribe(boss, 'http://localhost:9/push/b')).status).toBe(200);
    h.deps.config.allowInsecurePushEndpoints = false;
    const r = await subscribe(boss, 'http://127.0.0.1:9/push/c');
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('推送地址不安全，无法开启消息推送');
    h.deps.config.allowInsecurePushEndpoints = undefined;
    expect((await subscribe(boss, 'http://localhost:9/push/d')).status).toBe(400);
    expect((await subscribe(boss, 'https://localhost:9/push/e')).status).toBe(200);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the caller own subscription, and only theirs', async () => {
    await subscribe(boss);
    for (const token of [staff, otherBoss]) {
      const r = await h.call('DELETE', '/api/push/subscriptions', { token, json: { endpoint: ENDPOINT } });
      expect(r.status).toBe(404);
      expect(r.json.msg).toBe('该设备的推送订阅不存在');
      expect(await rowsOf(ENDPOINT)).toHaveLength(1);
    }
    const r = await h.call('DELETE', '/api/push/subscriptions', { token: boss, json: { endpoint: ENDPOINT } });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('消息推送已关闭');
    expect(await rowsOf(ENDPOINT)).toHaveLength(0);
    expect(
      (await h.call('DELETE', '/api/push/subscriptions', { token: boss, json: { endpoint: ENDPOINT } })).status,
    ).toBe(404);
  });

  it('needs the endpoint', async () => {
    const r = await h.call('DELETE', '/api/push/subscriptions', { token: boss, json: {} });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('推送地址不能为空');
  });
});

describe('POST /api/push/test without a subscription', () => {
  it('answers 400 当前设备尚未开启消息推送, also when only someone else subscribed', async () => {
    await subscribe(staff);
    const r = await h.call('POST', '/api/push/test', { token: boss });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 400, msg: '当前设备尚未开启消息推送' });
  });
});
