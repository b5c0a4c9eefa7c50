/**
 * Device alarms through HTTP and the hourly 设备巡检 (issue 18.5; /intelligent; spec part 3 §2.4 alarm record): a door
 * forced open reaches the alarms as soon as it is reachable, its apartment's managers are told (message centre and a
 * web push to a subscribed device), a door out of reach for more than an hour raises one offline alarm; the
 * dashboard's 安全告警 is the number of open alarms its list shows, and handling one takes it off both; other
 * organisations and staff outside the project see none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signedIn, PHONES, type Harness, type Tokens } from './harness';
import { decryptPush, makeBrowserKeys, startPushService } from './push-service';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { DAILY_JOBS, runDailyJobs } from '../../api/jobs/daily';
import { ALARM_KIND } from '../../sync/rules/hardware/alarm-rules';
import { deviceCheck } from '../../api/hardware/alarms/device-check';
import { committedVersion } from '../../api/db/unit';

let h: Harness;
let tk: Tokens;
let east: string;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  const s = await signedIn();
  h = s.h;
  tk = s;
  east = s.east;
  service = await startPushService();
});
afterAll(() => service.close());

const HOUR = 3_600_000;
const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const alarms = async (query = '', token = tk.boss) =>
  (await call('GET', `/api/alarms?size=100&${query}`, token)).json.data as { total: number; records: any[] };
const securityCount = async (token = tk.boss) =>
  (await call('GET', '/api/dashboard/todo', token)).json.data.securityCount as number;
const door = (sn: string, json: unknown) => h.call('POST', `/api/simulator/doors/${sn}/state`, { json });
const check = () =>
  runDailyJobs(
    h.deps,
    DAILY_JOBS.filter((j) => j.name === '设备巡检'),
  );
const toldTo = async (phone: string) =>
  h.db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(users.phone, phone), eq(messages.title, '设备告警')));

describe('device alarms', () => {
  it('shows the demo alarms; 安全告警 counts exactly the open ones its list shows', async () => {
    const all = await alarms();
    expect(all.records.map((a) => [a.devName, a.kindName, a.handled])).toEqual(
      expect.arrayContaining([
        ['101门锁', '电量低', 0],
        ['西城1号网关', '设备离线', 0],
        ['南侧围墙机', '强行开门', 1],
      ]),
    );
    const open = await alarms('open=1');
    expect(open.records.every((a) => a.handled === 0)).toBe(true);
    expect(await securityCount()).toBe(open.total);
  });

  it('a door forced open: recorded when reachable, the managers told and pushed, counted until handled', async () => {
    const browser = makeBrowserKeys();
    const sub = await call('POST', '/api/push/subscriptions', tk.manager, {
      endpoint: `${service.origin}/push/manager`,
      keys: { p256dh: browser.p256dh, auth: browser.authB64 },
    });
    expect(sub.status).toBe(200);
    const before = await securityCount();
    await door('DU-DH-1', { forced: true });
    const [forced] = (await alarms(`houseNumber=&apartmentId=${east}&open=1`)).records.filter(
      (a) => a.kind === ALARM_KIND.forced && a.devName === '1号楼门口机',
    );
    expect(forced).toMatchObject({
      gyName: '东湖公寓',
      kindName: '强行开门',
      deviceKindName: '门禁',
      remark: '门被强行打开',
    });
    expect(await securityCount()).toBe(before + 1);
    // Told once: the message centre of each of 东湖's managers (staff of 东湖 too), and a web push.
    for (const phone of [PHONES.boss, PHONES.manager, PHONES.staff])
      expect((await toldTo(phone)).filter((m) => m.content.includes('1号楼门口机：强行开门'))).toHaveLength(1);
    expect((await toldTo(PHONES.otherBoss)).length).toBe(0);
    const pushed = service.received.filter((r) => r.path === '/push/manager');
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushed[0]!.body, browser.ecdh, browser.auth))).toMatchObject({
      title: '设备告警',
      url: '/intelligent',
    });
    await alarms();
    expect(service.received.filter((r) => r.path === '/push/manager')).toHaveLength(1);

    expect((await call('POST', `/api/alarms/${forced.id}/handle`, tk.manager)).json.msg).toBe('已处理');
    expect(await securityCount()).toBe(before);
    expect((await alarms('open=0')).records.find((a) => a.id === forced.id)).toMatchObject({
      handled: 1,
      handledByName: '李店长',
    });
  });

  it('a lock’s battery running low is told to the managers as soon as the lock list is read', async () => {
    await h.call('POST', '/api/simulator/locks/WL-DH-102/state', { json: { battery: 12 } });
    expect((await call('GET', '/api/locks?size=1', tk.boss)).status).toBe(200);
    expect((await toldTo(PHONES.manager)).filter((m) => m.content.includes('102门锁：电量低（电量12%）'))).toHaveLength(
      1,
    );
    expect((await alarms('open=1')).records.some((a) => a.devName === '102门锁' && a.kindName === '电量低')).toBe(true);
  });

  it('设备巡检 raises one offline alarm for a door out of reach for more than an hour', async () => {
    const offline = async () =>
      (await alarms(`open=1&apartmentId=${east}`)).records.filter(
        (a) => a.kind === ALARM_KIND.offline && a.devName === '大门门禁',
      );
    await deviceCheck(h.deps); // seen online now
    await door('DC-DH-1', { online: false });
    await deviceCheck(h.deps);
    expect(await offline()).toHaveLength(0);
    h.advance(HOUR + 60_000);
    await deviceCheck(h.deps);
    expect(await offline()).toHaveLength(1);
    h.advance(HOUR);
    await deviceCheck(h.deps);
    expect(await offline()).toHaveLength(1);
    expect(
      (await toldTo(PHONES.manager)).filter((m) => m.content.includes('东湖公寓 大门门禁：设备离线')),
    ).toHaveLength(1);
    // 西城's main door, behind its gateway offline for hours, was raised at the first check too.
    expect((await alarms('open=1')).records.some((a) => a.gyName === '西城公寓' && a.devName === '大门门禁')).toBe(
      true,
    );
    await door('DC-DH-1', { online: true });
  });

  it('设备巡检 runs once an hour', async () => {
    const ran = async () => (await check()).map((o) => o.ran);
    expect(await ran()).toEqual([true]);
    expect(await ran()).toEqual([false]);
    h.advance(HOUR);
    expect(await ran()).toEqual([true]);
  });

  it('reading the device lists with nothing new moves no change version (the dashboards keep their figures)', async () => {
    const orgId = (await h.db.select().from(users).where(eq(users.phone, PHONES.boss)))[0]!.orgId;
    const paths = ['/api/alarms', '/api/locks', '/api/locks/open-records', '/api/access/open-records'];
    for (const p of paths) await call('GET', p, tk.boss); // whatever was waiting is taken now
    const before = await committedVersion(h.db, orgId);
    for (const p of paths) expect((await call('GET', p, tk.boss)).status).toBe(200);
    expect(await committedVersion(h.db, orgId)).toBe(before);
  });

  it('keeps other organisations and staff outside the project out', async () => {
    const staff = await alarms('', tk.staff);
    expect(staff.records.every((a) => a.gyName === '东湖公寓')).toBe(true);
    expect(await securityCount(tk.staff)).toBe((await alarms('open=1', tk.staff)).total);
    const west = (await alarms('open=1')).records.find((a) => a.gyName === '西城公寓');
    expect((await call('POST', `/api/alarms/${west.id}/handle`, tk.staff)).status).toBe(404);
    expect((await call('POST', `/api/alarms/${west.id}/handle`, tk.otherBoss)).status).toBe(404);
    expect((await alarms('', tk.otherBoss)).total).toBe(0);
    expect((await call('GET', '/api/alarms?open=2', tk.boss)).json.msg).toBe('状态不正确');
  });
});
