import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { makeBrowserKeys, startPushService } from './push-service';
import { startRobotService } from './notify-robot-service';
import { notifyStaff, type StaffNotice } from '../../api/notify';
import { notifyOrgSettings, notifySimSends, notifyUserSettings } from '../../api/notify/schema';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { pushSubscriptions } from '../../api/push/schema';

let h: Harness;
let t: Tokens;
let push: Awaited<ReturnType<typeof startPushService>>;
let robot: Awaited<ReturnType<typeof startRobotService>>;
const WECOM = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=demo';

beforeAll(async () => {
  h = await makeHarness();
  t = await loginAll(h);
  push = await startPushService();
  robot = await startRobotService();
}, 120_000);
afterAll(async () => {
  await push.close();
  await robot.close();
});
beforeEach(async () => {
  delete process.env.NOTIFY_ROBOT_DRIVER;
  push.received.length = 0;
  robot.received.length = 0;
  robot.answer(200);
  await h.db.write(null, async (tx) => {
    await tx.delete(notifySimSends);
    await tx.delete(notifyUserSettings);
    await tx.delete(notifyOrgSettings);
    await tx.delete(pushSubscriptions);
  });
});
afterEach(() => {
  delete process.env.NOTIFY_ROBOT_DRIVER;
});

const channels = (token: string) => h.call('GET', '/api/notify/channels', { token });
const save = (token: string, s: { push: number; robot: number; sms: number }) =>
  h.call('PUT', '/api/notify/channels', { token, json: s });
const setRobot = (token: string, json: object) => h.call('PUT', '/api/notify/robot', { token, json });
const testSend = async (token: string) => {
  const r = await h.call('POST', '/api/notify/test', { token });
  expect(r.status).toBe(200);
  return Object.fromEntries((r.json.data.results as any[]).map((x) => [x.channel, x]));
};
const idOf = async (phone: string) =>
  (await h.db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.phone, phone)))[0]!;
async function subscribe(token: string, path: string) {
  const b = makeBrowserKeys();
  const r = await h.call('POST', '/api/push/subscriptions', {
    token,
    json: { endpoint: `${push.origin}${path}`, keys: { p256dh: b.p256dh, auth: b.authB64 } },
  });
  expect(r.status).toBe(200);
}
const sims = (channel: string) =>
  h.db.select().from(notifySimSends).where(eq(notifySimSends.channel, channel)).orderBy(notifySimSends.id);

describe('channel settings per user', () => {
  it('defaults: push and robot on, SMS off, the phone masked; each user changes only their own', async () => {
    const r = await channels(t.manager);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      push: { on: 1, devices: 0 },
      robot: { on: 1, configured: 0, kind: '' },
      sms: { on: 0, phone: '138****0002' },
      recent: [],
    });
    const saved = await save(t.manager, { push: 0, robot: 0, sms: 1 });
    expect(saved.json.msg).toBe('保存成功');
    expect(saved.json.data).toMatchObject({ push: { on: 0 }, robot: { on: 0 }, sms: { on: 1 } });
    // Nobody else's switches moved, in this organisation or the other.
    for (const token of [t.boss, t.staff, t.otherBoss])
      expect((await channels(token)).json.data).toMatchObject({ push: { on: 1 }, robot: { on: 1 }, sms: { on: 0 } });
    expect((await channels(t.manager)).json.data.sms.on).toBe(1);
    // Only the caller's own settings are addressed: there is no route taking another user's id.
    expect((await h.call('GET', '/api/notify/channels/other', { token: t.manager })).status).toBe(404);
    expect((await save(t.manager, { push: 2, robot: 0, sms: 0 } as any)).json.msg).toBe('开关不正确');
    expect((await h.call('GET', '/api/notify/channels')).status).toBe(401);
  });

  it('the group robot is set by an admin (系统配置), to the kind’s own https host only', async () => {
    expect((await h.call('GET', '/api/notify/robot', { token: t.staff })).status).toBe(403);
    expect((await setRobot(t.staff, { kind: 'wecom', webhook: WECOM })).status).toBe(403);
    const bad = await setRobot(t.boss, { kind: 'wecom', webhook: 'https://evil.example.com/send' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('Webhook 地址应为 https://qyapi.weixin.qq.com/ 开头的企业微信群机器人地址');
    expect((await setRobot(t.boss, { kind: 'dingtalk', webhook: WECOM })).status).toBe(400);
    const ok = await setRobot(t.boss, { kind: 'wecom', webhook: WECOM });
    expect(ok.json.data).toEqual({ kind: 'wecom', webhook: WECOM, secretSet: 0 });
    expect((await channels(t.staff)).json.data.robot).toEqual({
      on: 1,
      configured: 1,
      kind: 'wecom',
      kindName: '企业微信',
    });
    expect((await channels(t.staff)).json.data.canEditRobot).toBe(0);
    expect((await channels(t.boss)).json.data.canEditRobot).toBe(1);
    // The other organisation has no robot.
    expect((await channels(t.otherBoss)).json.data.robot.configured).toBe(0);
    expect((await h.call('GET', '/api/notify/robot', { token: t.otherBoss })).json.data.webhook).toBe('');
    // The DingTalk secret is kept when omitted and never sent back.
    const dd = 'https://oapi.dingtalk.com/robot/send?access_token=abc';
    await setRobot(t.boss, { kind: 'dingtalk', webhook: dd, secret: 'SECabc' });
    expect((await setRobot(t.boss, { kind: 'dingtalk', webhook: dd })).json.data).toEqual({
      kind: 'dingtalk',
      webhook: dd,
      secretSet: 1,
    });
    expect((await setRobot(t.boss, { kind: '', webhook: '' })).json.data).toEqual({
      kind: '',
      webhook: '',
      secretSet: 0,
    });
  });
});

describe('发送测试通知', () => {
  it('goes through every channel on, recorded by the simulators; each says 已发送 or 未开通 and why', async () => {
    let r = await testSend(t.staff);
    expect(r.push).toMatchObject({ status: 'off', reason: '尚未在任何设备开启推送' });
    expect(r.centre).toMatchObject({ status: 'sent', name: '消息中心' });
    expect(r.robot).toMatchObject({ status: 'off', reason: '管理员尚未配置群机器人' });
    expect(r.sms).toMatchObject({ status: 'off', reason: '已关闭' });

    await setRobot(t.boss, { kind: 'wecom', webhook: WECOM });
    await save(t.staff, { push: 1, robot: 1, sms: 1 });
    await subscribe(t.staff, '/push/staff-phone');
    r = await testSend(t.staff);
    expect(r.push).toMatchObject({ status: 'sent', reason: '已送达 1 台设备' });
    expect(r.robot).toMatchObject({ status: 'sent' });
    expect(r.sms).toMatchObject({ status: 'sent', reason: '已发送至 138****0003' });
    expect(push.received).toHaveLength(1);
    const [post] = await sims('robot');
    expect(post!.target).toBe('wecom');
    expect(JSON.parse(post!.body)).toEqual({
      msgtype: 'text',
      text: { content: '测试通知\n这是一条测试通知，收到即表示此通知方式可用', mentioned_mobile_list: [PHONES.staff] },
    });
    const [sms] = await sims('sms');
    expect(sms).toMatchObject({
      target: PHONES.staff,
      body: '【租房管家】测试通知：这是一条测试通知，收到即表示此通知方式可用',
    });
    const staff = await idOf(PHONES.staff);
    const centre = await h.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, staff.id), eq(messages.title, '测试通知')));
    expect(centre).toHaveLength(2);
    // 我的 → 通知方式 shows the simulated sends of the user.
    const seen = (await channels(t.staff)).json.data;
    expect(seen.push.devices).toBe(1);
    expect(seen.recent.map((x: any) => x.channel).sort()).toEqual(['robot', 'sms']);
    // Switched off: 未开通 (已关闭), nothing sent.
    await save(t.staff, { push: 0, robot: 0, sms: 0 });
    r = await testSend(t.staff);
    expect([r.push.status, r.robot.status, r.sms.status]).toEqual(['off', 'off', 'off']);
    expect(push.received).toHaveLength(1);
  });

  it('a failing robot (webhook answers 500) is 失败 with its reason; push and the message centre still go', async () => {
    process.env.NOTIFY_ROBOT_DRIVER = 'webhook';
    await setRobot(t.boss, { kind: 'wecom', webhook: robot.webhook });
    await subscribe(t.manager, '/push/manager-phone');
    robot.answer(500, {});
    const r = await testSend(t.manager);
    expect(r.robot).toMatchObject({ status: 'failed', reason: '群机器人返回 HTTP 500' });
    expect(r.push.status).toBe('sent');
    expect(r.centre.status).toBe('sent');
    expect(robot.received).toHaveLength(1);
    // A robot refusing in its answer (errcode) fails too, with the robot's words.
    robot.answer(200, { errcode: 93000, errmsg: 'invalid webhook url' });
    expect((await testSend(t.manager)).robot.reason).toBe('群机器人拒绝：invalid webhook url');
  });
});

describe('notifyStaff', () => {
  const notice = (userId: string, orgId: string): StaffNotice => ({
    orgId,
    userId,
    kind: 'repair',
    title: '新报修',
    body: '东湖公寓 3层 301：水龙头漏水',
    url: '/repairs',
    tag: 'repair-1',
  });

  it('per each user’s channels: one robot post for the group mentioning them all, SMS to who wants it', async () => {
    await setRobot(t.boss, { kind: 'wecom', webhook: WECOM });
    await save(t.manager, { push: 1, robot: 1, sms: 1 });
    await save(t.staff, { push: 1, robot: 0, sms: 0 });
    await subscribe(t.boss, '/push/boss');
    const [boss, manager, staff] = await Promise.all([PHONES.boss, PHONES.manager, PHONES.staff].map(idOf));
    const n = await notifyStaff(
      h.deps,
      [boss, manager, staff].map((u) => notice(u.id, u.orgId)),
    );
    expect(n).toBe(3); // the boss's device, one robot post, the manager's SMS
    expect(push.received.filter((x) => x.path === '/push/boss')).toHaveLength(1);
    const posts = await sims('robot');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body).text.mentioned_mobile_list).toEqual([PHONES.boss, PHONES.manager]);
    expect((await sims('sms')).map((s) => s.target)).toEqual([PHONES.manager]);
  });

  it('a failing robot or push service stops nothing else and never throws', async () => {
    process.env.NOTIFY_ROBOT_DRIVER = 'webhook';
    robot.answer(500, {});
    await setRobot(t.boss, { kind: 'wecom', webhook: robot.webhook });
    await save(t.manager, { push: 1, robot: 1, sms: 1 });
    await subscribe(t.manager, '/push/manager-2');
    const manager = await idOf(PHONES.manager);
    expect(await notifyStaff(h.deps, [notice(manager.id, manager.orgId)])).toBe(2); // push + SMS
    expect(robot.received).toHaveLength(1);
    push.answer(500);
    expect(await notifyStaff(h.deps, [notice(manager.id, manager.orgId)])).toBe(1); // SMS only
    push.answer(201);
    expect((await sims('sms')).length).toBe(2);
  });

  it('DingTalk: the text message with @mobiles, signed with the secret (timestamp and HMAC-SHA256 sign)', async () => {
    process.env.NOTIFY_ROBOT_DRIVER = 'webhook';
    await setRobot(t.boss, { kind: 'dingtalk', webhook: robot.webhook, secret: 'SECtest' });
    const manager = await idOf(PHONES.manager);
    expect(await notifyStaff(h.deps, [notice(manager.id, manager.orgId)])).toBe(1);
    const [got] = robot.received;
    expect(got!.body).toEqual({
      msgtype: 'text',
      text: { content: '新报修\n东湖公寓 3层 301：水龙头漏水' },
      at: { atMobiles: [PHONES.manager], isAtAll: false },
    });
    const q = new URL(got!.url, 'http://x').searchParams;
    expect(q.get('timestamp')).toBe(String(h.deps.now()));
    const sign = createHmac('sha256', 'SECtest')
      .update(`${q.get('timestamp')}\nSECtest`)
      .digest('base64');
    expect(q.get('sign')).toBe(sign);
  });
});
