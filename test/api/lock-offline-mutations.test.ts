/**
 * The phone's offline openings reach the server through the sync push (issue 17.5): 'lock.opened' appends a pending
 * open record that the lock's own report confirms (or merges into the lock's record when that came first),
 * 'lock.periodCode' records the period code given out; the tenant of a rented room is told; refused for a lock the user
 * may not open, without the permission, with bad arguments or without a key of that day; a replay is a duplicate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { mutation, staffWith } from './sync-helpers';
import { PHONES } from './harness';
import * as F from './factories/locks';
import { userByPhone } from './factories/leases';
import { lockOpenRecords, lockPeriodCodes } from '../../api/hardware/locks/schema';
import { rooms } from '../../api/houses/schema';
import { messages } from '../../api/messages/schema';
import { LOCK_MSG, OPEN_RESULT, OPEN_TYPE, RECORD_SOURCE } from '../../sync/rules/hardware/lock-rules';
import { periodBounds, stepOf } from '../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BAD_ARGS, NO_PERMISSION } from '../../sync/protocol/protocol';
import { NO_KEY_THAT_DAY } from '../../api/hardware/locks/phone-openings';
import { PERMS } from '../../sync/product/permissions';

let t: LeasesHarness;
let managerId: string;
beforeAll(async () => {
  t = await leasesHarness();
  managerId = (await userByPhone(t.h.db, PHONES.manager)).id;
  // The phones hold their keys: the pull records the grants.
  for (const token of [t.manager, t.staff, t.otherBoss]) await t.call('GET', '/api/sync/pull?limit=1', token);
}, 60_000);

const push = async (token: string, ...ms: ReturnType<typeof mutation>[]) =>
  (await t.call('POST', '/api/sync/push', token, { clientId: 'phone', mutations: ms })).json.data.results as {
    status: string;
    reason?: string;
    original?: string;
  }[];
const recordsOf = (lockId: string) => t.h.db.select().from(lockOpenRecords).where(eq(lockOpenRecords.lockId, lockId));
const eastLock = async (n: number) => F.lockOfRoom(t.h.db, (await t.freeRoom('东湖公寓', 20 + n)).id);
const opened = (lock: { id: string; roomId: string }, over: Record<string, unknown> = {}) => {
  const now = t.h.deps.now();
  return { lockId: lock.id, roomId: lock.roomId, at: now, codeStep: stepOf(now), ...over };
};

describe('lock.opened', () => {
  it('appends a pending record of the phone; the lock’s report of that step confirms it', async () => {
    const lock = await eastLock(0);
    const m = mutation('lock.opened', opened(lock));
    expect(await push(t.manager, m)).toMatchObject([{ status: 'applied' }]);
    const [rec] = await recordsOf(lock.id);
    expect(rec).toMatchObject({
      openType: OPEN_TYPE.offlineCode,
      result: OPEN_RESULT.pending,
      source: RECORD_SOURCE.phone,
      uid: managerId,
      codeStep: stepOf(t.h.deps.now()),
      mutationId: m.id,
    });
    // A replay of the same mutation is a duplicate: still one record.
    expect(await push(t.manager, m)).toMatchObject([{ status: 'duplicate', original: 'applied' }]);
    expect(await recordsOf(lock.id)).toHaveLength(1);

    const code = await F.phoneCodeOf(t.h, lock.id, managerId);
    expect(await F.keypad(t.h, lock.sn, code)).toMatchObject({ opened: true });
    const list = await t.call('GET', `/api/locks/open-records?lockId=${lock.id}`, t.manager);
    expect(list.status).toBe(200);
    const after = await recordsOf(lock.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ result: OPEN_RESULT.opened, source: RECORD_SOURCE.phone, mutationId: m.id });
    expect(after[0].eventId).not.toBeNull();
  });

  it('when the lock reported first, the phone’s record merges into the lock’s (its reason added)', async () => {
    const lock = await eastLock(1);
    const code = await F.phoneCodeOf(t.h, lock.id, managerId);
    expect(await F.keypad(t.h, lock.sn, code)).toMatchObject({ opened: true });
    await t.call('GET', `/api/locks/open-records?lockId=${lock.id}`, t.manager);
    expect(await push(t.manager, mutation('lock.opened', opened(lock, { reason: '维修' })))).toMatchObject([
      { status: 'applied' },
    ]);
    const recs = await recordsOf(lock.id);
    expect(recs).toHaveLength(1);
    expect(recs[0]).toMatchObject({ source: RECORD_SOURCE.lock, result: OPEN_RESULT.opened, reason: '维修' });
  });

  it('an opening of a rented room, and a period code for it, are recorded with the reason and the tenant is told', async () => {
    const [rented] = await t.h.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.apartmentId, t.east), eq(rooms.isRent, 1)))
      .limit(1);
    const lock = await F.lockOfRoom(t.h.db, rented.id);
    expect(await push(t.staff, mutation('lock.opened', opened(lock, { reason: '紧急情况' })))).toMatchObject([
      { status: 'applied' },
    ]);
    const [rec] = (await recordsOf(lock.id)).filter((r) => r.source === RECORD_SOURCE.phone);
    expect(rec.reason).toBe('紧急情况');
    const told = async () =>
      (
        await t.h.db
          .select()
          .from(messages)
          .where(eq(messages.url, `/suoJiLu?lockId=${lock.id}`))
      ).map((m) => m.content);
    expect((await told()).some((c) => c.includes('因「紧急情况」用离线开门码打开了'))).toBe(true);
    // A period code given out for the rented room: the tenant is told who may come, and when.
    const day = addDays(shanghaiToday(t.h.deps.now()), 1);
    const period = { lockId: lock.id, roomId: lock.roomId, day, startSlot: 18, endSlot: 24, forWhom: '维修师傅' };
    expect(await push(t.staff, mutation('lock.periodCode', { ...period, reason: '维修' }))).toMatchObject([
      { status: 'applied' },
    ]);
    expect(
      (await told()).some((c) =>
        c.includes(`因「维修」给维修师傅发放了${rented.houseNumber}房间门锁的时段密码（${day} 09:00–12:00）`),
      ),
    ).toBe(true);
  });

  it('refuses a lock the user may not open, a lock not on the named room, bad arguments and no key that day', async () => {
    const west = await F.lockOfRoom(t.h.db, (await t.freeRoom('西城公寓', 0)).id);
    expect(await push(t.staff, mutation('lock.opened', opened(west)))).toMatchObject([
      { status: 'rejected', reason: LOCK_MSG.lockNotFound },
    ]);
    expect(await push(t.otherBoss, mutation('lock.opened', opened(west)))).toMatchObject([
      { status: 'rejected', reason: LOCK_MSG.lockNotFound },
    ]);
    const east = await eastLock(2);
    const other = await eastLock(3);
    expect(await push(t.manager, mutation('lock.opened', opened(east, { roomId: other.roomId })))).toMatchObject([
      { status: 'rejected', reason: LOCK_MSG.lockNotFound },
    ]);
    expect(await push(t.manager, mutation('lock.opened', opened(east, { codeStep: -1 })))).toMatchObject([
      { status: 'rejected', reason: BAD_ARGS },
    ]);
    expect(await push(t.manager, mutation('lock.opened', opened(east, { reason: '想进去' })))).toMatchObject([
      { status: 'rejected', reason: BAD_ARGS },
    ]);
    const nextWeek = stepOf(t.h.deps.now() + 7 * 86_400_000);
    expect(await push(t.manager, mutation('lock.opened', opened(east, { codeStep: nextWeek })))).toMatchObject([
      { status: 'rejected', reason: NO_KEY_THAT_DAY },
    ]);
    const noLocks = await staffWith(t.h, '13700000181', [PERMS.board]);
    expect(await push(noLocks, mutation('lock.opened', opened(east)))).toMatchObject([
      { status: 'rejected', reason: NO_PERMISSION },
    ]);
    expect(await recordsOf(east.id)).toHaveLength(0);
    expect(await recordsOf(west.id)).toHaveLength(0);
  });
});

describe('lock.periodCode', () => {
  const periodOf = (lock: { id: string; roomId: string }, over: Record<string, unknown> = {}) => ({
    lockId: lock.id,
    roomId: lock.roomId,
    day: addDays(shanghaiToday(t.h.deps.now()), 1),
    startSlot: 18,
    endSlot: 24,
    forWhom: '保洁王阿姨',
    ...over,
  });

  it('records the period code given out (who, for whom, the period); a replay is a duplicate', async () => {
    const lock = await eastLock(4);
    const m = mutation('lock.periodCode', periodOf(lock));
    expect(await push(t.manager, m)).toMatchObject([{ status: 'applied' }]);
    expect(await push(t.manager, m)).toMatchObject([{ status: 'duplicate', original: 'applied' }]);
    const rows = await t.h.db.select().from(lockPeriodCodes).where(eq(lockPeriodCodes.lockId, lock.id));
    const day = addDays(shanghaiToday(t.h.deps.now()), 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      issuerId: managerId,
      forName: '保洁王阿姨',
      fromAt: periodBounds(day, 18, 24).from,
      untilAt: periodBounds(day, 18, 24).until,
      mutationId: m.id,
    });
  });

  it('refuses a period ending before it starts, another organisation’s lock and a day without a key', async () => {
    const lock = await eastLock(5);
    expect(await push(t.manager, mutation('lock.periodCode', periodOf(lock, { endSlot: 18 })))).toMatchObject([
      { status: 'rejected', reason: BAD_ARGS },
    ]);
    expect(await push(t.otherBoss, mutation('lock.periodCode', periodOf(lock)))).toMatchObject([
      { status: 'rejected', reason: LOCK_MSG.lockNotFound },
    ]);
    const later = addDays(shanghaiToday(t.h.deps.now()), 5);
    expect(await push(t.manager, mutation('lock.periodCode', periodOf(lock, { day: later })))).toMatchObject([
      { status: 'rejected', reason: NO_KEY_THAT_DAY },
    ]);
    expect(await t.h.db.select().from(lockPeriodCodes).where(eq(lockPeriodCodes.lockId, lock.id))).toHaveLength(0);
  });
});
