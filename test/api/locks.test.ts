/**
 * Smart locks through HTTP (issue 17): adding locks to rooms through the connector (simulator), the lock tab's list
 * and room picker, remote opening with the rented-room rule, a lock out of reach, and the simulated lock's keypad
 * checking a phone's offline code by itself; other organisations and staff outside the project see nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { rooms } from '../../api/houses/schema';
import { leasesHarness } from './lease-helpers';
import { LOCK_MSG, LOCK_ONLINE, OPEN_RESULT, OPEN_TYPE } from '../../sync/rules/hardware/lock-rules';
import { lockOpenRecords } from '../../api/hardware/locks/schema';
import * as F from './factories/locks';
import { messages } from '../../api/messages/schema';
import { userByPhone } from './factories/leases';
import { PHONES } from './harness';

let t: Awaited<ReturnType<typeof leasesHarness>>;
let tokens: { boss: string; manager: string; staff: string; otherBoss: string };
beforeAll(async () => {
  t = await leasesHarness();
  tokens = { boss: t.boss, manager: t.manager, staff: t.staff, otherBoss: t.otherBoss };
});

const lockOf = (lockId: string) => F.lockById(t.h.db, lockId);
const lockOfRoom = (roomId: string) => F.lockOfRoom(t.h.db, roomId);
const recordsOf = (lockId: string) => t.h.db.select().from(lockOpenRecords).where(eq(lockOpenRecords.lockId, lockId));
const keypad = (sn: string, code: string) => F.keyIn(t.h, sn, code);
const simState = (sn: string, json: Record<string, unknown>) =>
  t.h.call('POST', `/api/simulator/locks/${sn}/state`, { json });

async function addLock(token: string, apartmentId: string, houseIds: string[], lockType = 1) {
  return t.call('POST', '/api/locks', token, { apartmentId, lockType, houseIds });
}

describe('the demo locks, adding and removing', () => {
  it('lists the demo locks: gateway locks in 东湖, cloud locks in 西城, 东湖 101 low on battery', async () => {
    const east = await t.call('GET', `/api/locks?apartmentId=${t.east}&size=100`, tokens.boss);
    expect(east.json.data.total).toBeGreaterThan(10);
    expect(east.json.data.records.every((x: any) => x.lockType === 1 && /^WL-DH-/.test(x.sn))).toBe(true);
    expect(east.json.data.records.find((x: any) => x.sn === 'WL-DH-101')).toMatchObject({
      lowBattery: 1,
      battery: 15,
      houseNumber: '101',
      lockTypeName: '网关门锁',
      onlineStatus: LOCK_ONLINE.online,
    });
    const west = await t.call('GET', `/api/locks?apartmentId=${t.west}&sn=YL-XC-1`, tokens.boss);
    expect(west.json.data.records.length).toBeGreaterThan(0);
    expect(west.json.data.records.every((x: any) => x.lockTypeName === '云门锁')).toBe(true);
    // The secret stays on the server.
    const one = east.json.data.records[0];
    expect(JSON.stringify(east.json)).not.toContain((await lockOf(one.lockId)).secret);
  });

  it('removes a lock and adds one back through the connector; the room picker follows', async () => {
    const room = await t.freeRoom('东湖公寓', 0);
    const demo = await lockOfRoom(room.id);
    expect((await t.call('DELETE', `/api/locks/${demo.id}`, tokens.boss)).json.msg).toBe('删除成功');
    const picker = async () =>
      (await t.call('GET', `/api/locks/rooms?apartmentId=${t.east}&size=100`, tokens.boss)).json.data.records.find(
        (x: any) => x.houseId === room.id,
      );
    expect((await picker()).isExist).toBe(0);
    const r = await addLock(tokens.boss, t.east, [room.id]);
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    expect(r.json.data.locks[0].sn).toMatch(/^WL/);
    expect((await picker()).isExist).toBe(1);
    const list = await t.call('GET', `/api/locks?sn=${r.json.data.locks[0].sn}`, tokens.boss);
    expect(list.json.data.records).toHaveLength(1);
    expect(list.json.data.records[0]).toMatchObject({
      houseId: room.id,
      battery: 100,
      onlineStatus: LOCK_ONLINE.online,
    });
  });

  it('refuses no room, no apartment, a room with a lock, and a room of another apartment', async () => {
    const none = await addLock(tokens.boss, t.east, []);
    expect(none.status).toBe(400);
    expect(none.json.msg).toBe(LOCK_MSG.selectRoom);
    const noApt = await t.call('POST', '/api/locks', tokens.boss, { lockType: 1, houseIds: ['x'] });
    expect(noApt.json.msg).toBe(LOCK_MSG.selectApartment);
    const c = await t.freeRoom('东湖公寓', 2);
    const again = await addLock(tokens.boss, t.east, [c.id]);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(LOCK_MSG.roomHasLock);
    const west = await t.freeRoom('西城公寓', 0);
    expect((await addLock(tokens.boss, t.east, [west.id])).json.msg).toBe(LOCK_MSG.selectRoom);
  });

  it('keeps other organisations and staff outside the project out', async () => {
    const lockId = (await lockOfRoom((await t.freeRoom('西城公寓', 1)).id)).id;
    // Staff of 东湖 only: the 西城 lock is invisible, as are its apartment's rooms.
    const staffList = await t.call('GET', '/api/locks?size=100', tokens.staff);
    expect(staffList.json.data.records.some((x: any) => x.lockId === lockId)).toBe(false);
    expect(staffList.json.data.records.every((x: any) => x.apartmentId === t.east)).toBe(true);
    expect((await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {})).status).toBe(404);
    expect((await t.call('GET', `/api/locks/rooms?apartmentId=${t.west}`, tokens.staff)).status).toBe(404);
    expect((await t.call('GET', '/api/locks', tokens.otherBoss)).json.data.total).toBe(0);
    expect((await t.call('POST', `/api/locks/${lockId}/open`, tokens.otherBoss, {})).status).toBe(404);
    expect((await t.call('DELETE', `/api/locks/${lockId}`, tokens.otherBoss)).status).toBe(404);
  });
});

describe('opening a lock', () => {
  it('opens a vacant room remotely and records it; a lock out of reach says so and is listed offline', async () => {
    const { id: lockId, sn } = await lockOfRoom((await t.freeRoom('东湖公寓', 3)).id);
    const open = await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {});
    expect(open.json).toMatchObject({ code: 200, msg: LOCK_MSG.opened, data: { result: 'opened' } });
    await simState(sn, { online: false });
    const off = await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {});
    expect(off.json).toMatchObject({ msg: LOCK_MSG.lockOffline, data: { result: 'offline' } });
    expect((await lockOf(lockId)).onlineStatus).toBe(LOCK_ONLINE.offline);
    const rec = await recordsOf(lockId);
    expect(rec.map((r) => [r.openType, r.result]).sort()).toEqual([
      [OPEN_TYPE.network, OPEN_RESULT.failed],
      [OPEN_TYPE.network, OPEN_RESULT.opened],
    ]);
    await simState(sn, { online: true });
    expect((await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {})).json.data.result).toBe('opened');
  });

  it('asks a reason to open a rented room, tells the tenant, and lets managers in when General_7 says so', async () => {
    const [rented] = await t.h.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.apartmentId, t.east), eq(rooms.isRent, 1)))
      .orderBy(asc(rooms.houseNumber))
      .limit(1);
    const lockId = (await lockOfRoom(rented.id)).id;
    const refused = await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {});
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(LOCK_MSG.reasonRequired);
    const open = await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, { reason: '维修' });
    expect(open.json.data.result).toBe('opened');
    const [rec] = (await recordsOf(lockId)).filter((r) => r.id === open.json.data.recordId);
    expect(rec.reason).toBe('维修');
    const boss = await userByPhone(t.h.db, PHONES.boss);
    const told = await t.h.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, boss.id), eq(messages.url, `/suoJiLu?lockId=${lockId}`)));
    expect(told).toHaveLength(1);
    expect(told[0].content).toMatch(/^致租客.+因「维修」远程打开了\d+房间的门锁。$/);
    const bad = await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, { reason: '随便' });
    expect(bad.json.msg).toBe('开门原因不正确');
    const cfg = `/api/settings/device/${t.east}`;
    await t.call('PUT', cfg, tokens.boss, { doorLock: 0, freezeSwitch: 1, staffOpenRented: 1 });
    expect((await t.call('GET', cfg, tokens.boss)).json.data).toMatchObject({ staffOpenRented: 1, freezeDays: 7 });
    expect((await t.call('POST', `/api/locks/${lockId}/open`, tokens.staff, {})).json.data.result).toBe('opened');
    await t.call('PUT', cfg, tokens.boss, { doorLock: 0, freezeSwitch: 1, staffOpenRented: 0 });
  });
});

describe('the simulated lock keypad', () => {
  it('opens once for a staff member’s offline code, records it through the connector, and refuses a replay', async () => {
    const { id: lockId, sn } = await lockOfRoom((await t.freeRoom('东湖公寓', 4)).id);
    const staff = await userByPhone(t.h.db, PHONES.staff);
    const code = await F.phoneCodeOf(t.h, lockId, staff.id);
    const first = await keypad(sn, code);
    expect(first.json).toMatchObject({ code: 200, data: { opened: true, reason: '已开门' } });
    const again = await keypad(sn, code);
    expect(again.json.data).toEqual({ opened: false, reason: '密码已使用' });
    // The lock's reports arrive when the product next reaches the connector (here: the lock list).
    await t.call('GET', '/api/locks', tokens.boss);
    const rec = await recordsOf(lockId);
    expect(rec.filter((r) => r.openType === OPEN_TYPE.offlineCode).map((r) => [r.result, r.uid])).toEqual(
      expect.arrayContaining([
        [OPEN_RESULT.opened, staff.id],
        [OPEN_RESULT.failed, staff.id],
      ]),
    );
    // Another organisation's boss has no key of this lock: a code from their id is just wrong.
    const other = await userByPhone(t.h.db, PHONES.otherBoss);
    const foreign = await F.phoneCodeOf(t.h, lockId, other.id);
    expect((await keypad(sn, foreign)).json.data.opened).toBe(false);
    expect((await keypad('NO-SUCH-LOCK', code)).status).toBe(404);
    expect((await keypad(sn, '')).json.msg).toBe('请输入密码');
  });
});
