import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES } from './harness';
import { pushSubscriptionRows } from './factories/auth';
import { PUSH_TTL_SECONDS, sendPushToUser } from '../../api/push/send-push';
import { decryptPush, makeBrowserKeys, startPushService, verifyVapid } from './push-service';

type Harness = Awaited<ReturnType<typeof makeHarness>>;
type Service = Awaited<ReturnType<typeof startPushService>>;

let h: Harness;
let boss: string;
let staff: string;
let service: Service;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff] = await Promise.all([h.login(PHONES.boss), h.login(PHONES.staff)]);
  service = await startPushService();
});
afterEach(async () => {
  await service.close();
});

/** Subscribes like a browser: real keys, an endpoint on the local push service. */
async function subscribe(token: string, path = '/push/device-1') {
  const browser = makeBrowserKeys();
  const endpoint = `${service.origin}${path}`;
  const r = await h.call('POST', '/api/push/subscriptions', {
    token,
    json: { endpoint, keys: { p256dh: browser.p256dh, auth: browser.authB64 } },
  });
  expect(r.status).toBe(200);
  return { ...browser, endpoint };
}
const rowOf = async (endpoint: string) => (await pushSubscriptionRows(h.db, endpoint))[0];

describe('POST /api/push/test through a real push service', () => {
  it('POSTs an aes128gcm payload signed with the VAPID key the browser subscribed with', async () => {
    const device = await subscribe(staff);
    const publicKey = (await h.call('GET', '/api/push/public-key', { token: staff })).json.data.publicKey as string;

    const r = await h.call('POST', '/api/push/test', { token: staff });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ sent: 1, failed: 0, removed: 0 });
    expect(r.json.msg).toBe('测试通知已发送到 1 台设备');
    expect(r.json.data.message).toBe(r.json.msg);

    expect(service.received).toHaveLength(1);
    const [req] = service.received;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/push/device-1');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers['content-type']).toBe('application/octet-stream');
    expect(req.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(req.body.length).toBeGreaterThan(86);

    const vapid = verifyVapid(String(req.headers.authorization));
    expect(vapid.valid).toBe(true);
    expect(vapid.k).toBe(publicKey);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:admin@example.com');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    // The browser can read it, and it is what the service worker shows.
    expect(JSON.parse(decryptPush(req.body, device.ecdh, device.auth))).toEqual({
      title: '测试通知',
      body: '这是一条来自公寓管家的测试通知',
      url: '/personalCenter',
      tag: 'push-test',
    });
    // Another browser's keys cannot decrypt it.
    const stranger = makeBrowserKeys();
    expect(() => decryptPush(req.body, stranger.ecdh, stranger.auth)).toThrow();

    expect(await rowOf(device.endpoint)).toMatchObject({ lastSuccessAt: h.deps.now(), failures: 0 });
  });

  it('reaches every device of the caller and nobody else', async () => {
    await subscribe(boss, '/push/boss-phone');
    await subscribe(boss, '/push/boss-pc');
    await subscribe(staff, '/push/staff-phone');
    const r = await h.call('POST', '/api/push/test', { token: boss });
    expect(r.json.data).toMatchObject({ sent: 2, failed: 0, removed: 0 });
    expect(r.json.msg).toBe('测试通知已发送到 2 台设备');
    expect(service.received.map((x) => x.path).sort()).toEqual(['/push/boss-pc', '/push/boss-phone']);
  });

  it('removes a subscription the push service answers 410 Gone (and 404), then says none is left', async () => {
    const device = await subscribe(staff);
    service.answer(410);
    const r = await h.call('POST', '/api/push/test', { token: staff });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ sent: 0, failed: 0, removed: 1 });
    expect(r.json.msg).toBe('推送订阅已失效，请重新开启消息推送');
    expect(service.received).toHaveLength(1);
    expect(await rowOf(device.endpoint)).toBeUndefined();
    const again = await h.call('POST', '/api/push/test', { token: staff });
    expect(again.status).toBe(400);
    expect(again.json.msg).toBe('当前设备尚未开启消息推送');

    const second = await subscribe(staff, '/push/device-2');
    service.answer(404);
    expect((await h.call('POST', '/api/push/test', { token: staff })).json.data.removed).toBe(1);
    expect(await rowOf(second.endpoint)).toBeUndefined();
  });

  it('keeps a subscription on other failures, counting them, and a success resets the count', async () => {
    const device = await subscribe(staff);
    service.answer(500);
    for (const n of [1, 2]) {
      const r = await h.call('POST', '/api/push/test', { token: staff });
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({ sent: 0, failed: 1, removed: 0 });
      expect(r.json.msg).toBe('测试通知发送失败，请稍后再试');
      expect((await rowOf(device.endpoint))?.failures).toBe(n);
    }
    service.answer(201);
    await h.call('POST', '/api/push/test', { token: staff });
    expect(await rowOf(device.endpoint)).toMatchObject({ failures: 0, lastSuccessAt: h.deps.now() });
  });

  it('counts an unreachable push service as a failure without failing the request', async () => {
    const device = await subscribe(staff);
    const old = service;
    service = await startPushService(); // started first so it cannot take the old port
    await old.close();
    const r = await h.call('POST', '/api/push/test', { token: staff });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ sent: 0, failed: 1, removed: 0 });
    expect((await rowOf(device.endpoint))?.failures).toBe(1);
  });
});

describe('sendPushToUser (for repairs, arrears …)', () => {
  it('sends the given title, body, url and tag to the user devices', async () => {
    const device = await subscribe(boss);
    const userId = (await rowOf(device.endpoint))!.userId;
    const out = await sendPushToUser(h.deps, userId, {
      title: '新的报修',
      body: '301 房间报修：水龙头漏水',
      url: '/repairs?id=1',
      tag: 'repair-1',
    });
    expect(out).toEqual({ sent: 1, failed: 0, removed: 0 });
    const [req] = service.received;
    expect(req.headers.topic).toBe('repair-1');
    expect(JSON.parse(decryptPush(req.body, device.ecdh, device.auth))).toEqual({
      title: '新的报修',
      body: '301 房间报修：水龙头漏水',
      url: '/repairs?id=1',
      tag: 'repair-1',
    });
  });

  it('does nothing for a user without subscriptions', async () => {
    expect(await sendPushToUser(h.deps, 'nobody', { title: 't', body: 'b', url: '/' })).toEqual({
      sent: 0,
      failed: 0,
      removed: 0,
    });
    expect(service.received).toHaveLength(0);
  });
});
