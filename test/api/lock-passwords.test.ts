/**
 * Lock users, freezing, passwords and the records (issue 17) through HTTP, checked against the simulated lock's own
 * keypad: what the API gives out is what the lock then accepts or refuses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { LOCK_MSG, OPEN_TYPE } from '../../sync/rules/hardware/lock-rules';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import * as F from './factories/locks';
import { userByPhone } from './factories/leases';
import { PHONES } from './harness';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeAll(async () => {
  t = await leasesHarness();
});

const HOUR = 3_600_000;
const lockOfRoom = (roomId: string) => F.lockOfRoom(t.h.db, roomId);
const keypad = (sn: string, code: string) => F.keypad(t.h, sn, code);
const staffCode = (lockId: string, uid: string) => F.phoneCodeOf(t.h, lockId, uid);

describe('lock users and freezing', () => {
  it('lists the staff who may open a lock; freezing one makes the lock refuse their codes until unfrozen', async () => {
    const lock = await lockOfRoom((await t.freeRoom('东湖公寓', 5)).id);
    const staff = await userByPhone(t.h.db, PHONES.staff);
    const users = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    expect(users.map((u: any) => u.name)).toEqual(expect.arrayContaining(['王老板', '李店长', '张管家']));
    expect(users.find((u: any) => u.uid === staff.id)).toMatchObject({ kind: 'staff', kindName: '员工', isFrozen: 0 });
    const frozen = await t.call('POST', `/api/locks/${lock.id}/freeze`, t.manager, {
      frozen: 1,
      uids: [staff.id],
      remark: '离职交接',
    });
    expect(frozen.json.msg).toBe('冻结成功');
    expect(frozen.json.data.find((u: any) => u.uid === staff.id).isFrozen).toBe(1);
    expect(await keypad(lock.sn, await staffCode(lock.id, staff.id))).toEqual({ opened: false, reason: '用户已冻结' });
    t.h.advance(6 * 60_000); // the next time step: a fresh code
    expect(
      (await t.call('POST', `/api/locks/${lock.id}/freeze`, t.manager, { frozen: 0, uids: [staff.id] })).json.msg,
    ).toBe('解冻成功');
    expect((await keypad(lock.sn, await staffCode(lock.id, staff.id))).opened).toBe(true);
    const records = (await t.call('GET', '/api/locks/frozen-records', t.boss)).json.data.records;
    expect(records.slice(0, 2).map((r: any) => [r.userName, r.frozen, r.sourceName, r.operatorName])).toEqual([
      ['张管家', 0, '手动', '李店长'],
      ['张管家', 1, '手动', '李店长'],
    ]);
    expect(records[1].remark).toBe('离职交接');
    const none = await t.call('POST', `/api/locks/${lock.id}/freeze`, t.manager, { frozen: 1, uids: [] });
    expect(none.json.msg).toBe(LOCK_MSG.selectUsers);
    const stranger = await t.call('POST', `/api/locks/${lock.id}/freeze`, t.manager, { frozen: 1, uids: ['nobody'] });
    expect(stranger.json.msg).toBe(LOCK_MSG.selectUsers);
    expect((await t.call('GET', `/api/locks/${lock.id}/users`, t.otherBoss)).status).toBe(404);
  });
});

describe('passwords', () => {
  it('gives an admin password the lock accepts within its period, refuses a reversed or too long period', async () => {
    const lock = await lockOfRoom((await t.freeRoom('东湖公寓', 6)).id);
    const now = t.h.deps.now();
    const reversed = await t.call('POST', `/api/locks/${lock.id}/password`, t.boss, {
      passwordType: 1,
      startTime: now + HOUR,
      endTime: now,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe(LOCK_MSG.timeOrder);
    const tooLong = await t.call('POST', `/api/locks/${lock.id}/password`, t.boss, {
      passwordType: 3,
      startTime: now,
      endTime: now + 31 * 24 * HOUR,
    });
    expect(tooLong.json.msg).toBe('临时密码最长30天');
    const got = await t.call('POST', `/api/locks/${lock.id}/password`, t.boss, {
      passwordType: 3,
      startTime: now - HOUR,
      endTime: now + 2 * HOUR,
    });
    expect(got.json).toMatchObject({ msg: '获取成功', data: { locks: 1, pending: 0 } });
    expect(got.json.data.password).toMatch(/^\d{6}$/);
    expect(await keypad(lock.sn, got.json.data.password)).toEqual({ opened: true, reason: '已开门' });
    t.h.advance(3 * HOUR);
    expect(await keypad(lock.sn, got.json.data.password)).toEqual({ opened: false, reason: '密码已过期或未生效' });
    const recs = (await t.call('GET', '/api/locks/password-records', t.boss)).json.data.records;
    expect(recs[0]).toMatchObject({ userName: '王老板', passwordType: 3, passwordTypeName: '临时密码', isInvalid: 1 });
  });

  it('a password given while the lock is out of reach waits, and reaches the lock once it answers', async () => {
    const lock = await lockOfRoom((await t.freeRoom('东湖公寓', 7)).id);
    await t.h.call('POST', `/api/simulator/locks/${lock.sn}/state`, { json: { online: false } });
    const now = t.h.deps.now();
    const got = await t.call('POST', `/api/locks/${lock.id}/password`, t.manager, {
      passwordType: 1,
      startTime: now,
      endTime: now + 24 * HOUR,
    });
    expect(got.json.data.pending).toBe(1);
    expect((await keypad(lock.sn, got.json.data.password)).opened).toBe(false);
    await t.h.call('POST', `/api/simulator/locks/${lock.sn}/state`, { json: { online: true } });
    await t.call('GET', '/api/locks', t.manager); // any visit to the locks tries the owed locks again
    expect((await keypad(lock.sn, got.json.data.password)).opened).toBe(true);
  });

  it('one unified admin password for a manager opens every chosen room', async () => {
    const rooms = [await t.freeRoom('东湖公寓', 8), await t.freeRoom('东湖公寓', 9)];
    const manager = await userByPhone(t.h.db, PHONES.manager);
    const now = t.h.deps.now();
    const r = await t.call('POST', '/api/locks/admin-password', t.boss, {
      apartmentId: t.east,
      houseIds: rooms.map((x) => x.id),
      userId: manager.id,
      startTime: now,
      endTime: now + 24 * HOUR,
    });
    expect(r.json).toMatchObject({ msg: '设置成功', data: { locks: 2, pending: 0 } });
    for (const room of rooms)
      expect((await keypad((await lockOfRoom(room.id)).sn, r.json.data.password)).opened).toBe(true);
    const none = await t.call('POST', '/api/locks/admin-password', t.boss, {
      apartmentId: t.east,
      houseIds: [],
      userId: manager.id,
      startTime: now,
      endTime: now + HOUR,
    });
    expect(none.json.msg).toBe(LOCK_MSG.selectRoom);
    const other = await t.call('POST', '/api/locks/admin-password', t.staff, {
      apartmentId: t.west,
      houseIds: rooms.map((x) => x.id),
      userId: manager.id,
      startTime: now,
      endTime: now + HOUR,
    });
    expect(other.status).toBe(404);
  });

  it('offers as managers the staff who may open the apartment’s locks, and refuses anyone else', async () => {
    const names = async (apartmentId: string) =>
      (await t.call('GET', `/api/locks/managers?apartmentId=${apartmentId}`, t.manager)).json.data.map(
        (m: { name: string; phone: string }) => m.phone,
      );
    expect(await names(t.east)).toEqual(expect.arrayContaining([PHONES.boss, PHONES.manager, PHONES.staff]));
    // The demo staff works in 东湖 only.
    expect(await names(t.west)).not.toContain(PHONES.staff);
    const staff = await userByPhone(t.h.db, PHONES.staff);
    const room = await t.freeRoom('西城公寓', 6);
    const now = t.h.deps.now();
    const r = await t.call('POST', '/api/locks/admin-password', t.boss, {
      apartmentId: t.west,
      houseIds: [room.id],
      userId: staff.id,
      startTime: now,
      endTime: now + HOUR,
    });
    expect([r.status, r.json.msg]).toEqual([400, '请选择管理员']);
    expect((await t.call('GET', '/api/locks/managers', t.boss)).json.msg).toBe(LOCK_MSG.selectApartment);
    expect((await t.call('GET', `/api/locks/managers?apartmentId=${t.west}`, t.staff)).status).toBe(404);
    expect((await t.call('GET', `/api/locks/managers?apartmentId=${t.east}`, t.otherBoss)).status).toBe(404);
  });

  it('resets the tenant password of a rented room: the new code opens, the old one no longer, none after check-out', async () => {
    const room = await t.freeRoom('东湖公寓', 10);
    const none = await t.call('POST', '/api/locks/reset-tenant-password', t.boss, { houseId: room.id });
    expect(none.status).toBe(409);
    expect(none.json.msg).toBe(LOCK_MSG.noTenant);
    const leaseId = await t.signLease(t.boss, room);
    expect((await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss)).status).toBe(200);
    const first = await t.call('POST', '/api/locks/reset-tenant-password', t.staff, { houseId: room.id });
    expect(first.json.msg).toBe(LOCK_MSG.resetDone);
    const lock = await lockOfRoom(room.id);
    expect((await keypad(lock.sn, first.json.data.password)).opened).toBe(true);
    const second = await t.call('POST', '/api/locks/reset-tenant-password', t.staff, { houseId: room.id });
    expect(second.json.data.password).not.toBe(first.json.data.password);
    expect((await keypad(lock.sn, first.json.data.password)).opened).toBe(false);
    expect((await keypad(lock.sn, second.json.data.password)).opened).toBe(true);
    const users = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    expect(users[0]).toMatchObject({ uid: leaseId, kind: 'tenant', kindName: '租客', isFrozen: 0 });
    // Checking out takes the tenant off the lock: the code no longer opens.
    const out = await t.call('POST', '/api/checkout', t.boss, {
      leaseId,
      withSettlement: false,
      usableDate: shanghaiToday(t.h.deps.now()),
    });
    expect(out.status).toBe(200);
    expect((await keypad(lock.sn, second.json.data.password)).opened).toBe(false);
    expect(
      (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data.some((u: any) => u.uid === leaseId),
    ).toBe(false);
    const westRoom = await t.freeRoom('西城公寓', 2);
    expect((await t.call('POST', '/api/locks/reset-tenant-password', t.staff, { houseId: westRoom.id })).status).toBe(
      404,
    );
  });
});

describe('records', () => {
  it('lists a lock’s openings with how and by whom, including what the lock reported; scoped like the locks', async () => {
    const lock = await lockOfRoom((await t.freeRoom('东湖公寓', 11)).id);
    await t.call('POST', `/api/locks/${lock.id}/open`, t.manager, {});
    const staff = await userByPhone(t.h.db, PHONES.staff);
    t.h.advance(6 * 60_000);
    await keypad(lock.sn, await staffCode(lock.id, staff.id));
    t.h.advance(1000); // one after the other, as on a real keypad
    await keypad(lock.sn, '12345678');
    const recs = (await t.call('GET', `/api/locks/open-records?lockId=${lock.id}`, t.staff)).json.data.records;
    expect(recs.map((r: any) => [r.openTypeName, r.resultName, r.userName, r.sourceName])).toEqual([
      ['离线开门码', '失败', '', '门锁上报'],
      ['离线开门码', '成功', '张管家', '门锁上报'],
      ['远程开门', '成功', '李店长', '远程'],
    ]);
    expect(recs[0].doorName).toMatch(/^东湖公寓\d+ \d+门锁$/);
    expect(recs[1].openType).toBe(OPEN_TYPE.offlineCode);
    expect((await t.call('GET', `/api/locks/open-records?lockId=${lock.id}`, t.otherBoss)).json.data.total).toBe(0);
    const west = await lockOfRoom((await t.freeRoom('西城公寓', 3)).id);
    await t.call('POST', `/api/locks/${west.id}/open`, t.boss, {});
    expect((await t.call('GET', `/api/locks/open-records?lockId=${west.id}`, t.staff)).json.data.total).toBe(0);
    const reversed = await t.call('GET', '/api/locks/open-records?startDate=2026-11-30&endDate=2026-11-01', t.boss);
    expect(reversed.status).toBe(400);
  });
});
