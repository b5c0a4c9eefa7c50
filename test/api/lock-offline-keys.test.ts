/**
 * Offline lock keys with the sync pull (issue 17.5), through HTTP: today's and tomorrow's key of every lock the user
 * may open (the lock permission, the lock's apartment visible), only while the device's keys are stale, each delivery
 * recorded in lock_key_grants; the lock's secret never travels; the keys open the simulated lock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { staffWith } from './sync-helpers';
import { PHONES } from './harness';
import * as F from './factories/locks';
import { userByPhone } from './factories/leases';
import { lockKeyGrants, locks } from '../../api/hardware/locks/schema';
import { apartments } from '../../api/houses/schema';
import { offlineKey, oneTimeCode, stepOf } from '../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { PERMS } from '../../sync/product/permissions';
import type { LockKeys } from '../../sync/protocol/protocol';

let t: LeasesHarness;
let today: string;
let tomorrow: string;
beforeAll(async () => {
  t = await leasesHarness();
  today = shanghaiToday(t.h.deps.now());
  tomorrow = addDays(today, 1);
}, 60_000);

async function pull(token: string, keyDay?: string) {
  const q = keyDay ? `&keyDay=${keyDay}` : '';
  return t.call('GET', `/api/sync/pull?cursor=0&limit=1${q}`, token);
}
const keysOf = async (token: string, keyDay?: string) =>
  (await pull(token, keyDay)).json.data.lockKeys as LockKeys | undefined;
const grantsOf = async (phone: string) =>
  t.h.db
    .select()
    .from(lockKeyGrants)
    .where(eq(lockKeyGrants.userId, (await userByPhone(t.h.db, phone)).id));
const liveLocksOf = (apartmentIds: string[]) =>
  t.h.db
    .select({ id: locks.id, secret: locks.secret, apartmentId: locks.apartmentId })
    .from(locks)
    .where(and(inArray(locks.apartmentId, apartmentIds), isNull(locks.deletedAt)));

describe('offline keys in the sync pull', () => {
  it('the manager gets today’s and tomorrow’s key of every live lock of the org, each the lock’s own, no secret', async () => {
    const keys = await keysOf(t.manager);
    expect(keys?.days).toEqual([today, tomorrow]);
    const orgApartments = (await t.h.db.select({ id: apartments.id }).from(apartments)).map((a) => a.id);
    const live = await liveLocksOf(orgApartments);
    const mine = live.filter((l) => [t.east, t.west].includes(l.apartmentId));
    expect(keys!.keys).toHaveLength(mine.length * 2);
    const uid = (await userByPhone(t.h.db, PHONES.manager)).id;
    const sample = mine[0];
    for (const day of [today, tomorrow])
      expect(keys!.keys.find((k) => k.lockId === sample.id && k.day === day)?.key).toBe(
        offlineKey(sample.secret, uid, day),
      );
    const text = JSON.stringify(keys);
    for (const l of mine.slice(0, 20)) expect(text).not.toContain(l.secret);
  });

  it('records the grant per day with the apartments; not again while the device holds today’s keys', async () => {
    const grants = await grantsOf(PHONES.manager);
    expect(grants.map((g) => g.day).sort()).toEqual([today, tomorrow]);
    expect(JSON.parse(grants[0].apartmentIds).sort()).toEqual([t.east, t.west].sort());
    expect(grants[0].lockCount).toBeGreaterThan(10);
    expect(await keysOf(t.manager, today)).toBeUndefined();
    expect(await keysOf(t.manager, tomorrow)).toBeUndefined();
    // Yesterday's keys are stale: a new delivery, the grant rows stay one per day.
    expect((await keysOf(t.manager, addDays(today, -1)))?.days).toEqual([today, tomorrow]);
    expect(await grantsOf(PHONES.manager)).toHaveLength(2);
  });

  it('staff of 东湖 get the keys of 东湖 locks only; the other organisation gets none of ours', async () => {
    const staff = (await keysOf(t.staff))!;
    expect(staff.keys.length).toBeGreaterThan(0);
    expect(new Set(staff.keys.map((k) => k.apartmentId))).toEqual(new Set([t.east]));
    const other = (await keysOf(t.otherBoss))!;
    const ours = new Set((await liveLocksOf([t.east, t.west])).map((l) => l.id));
    expect(other.keys.some((k) => ours.has(k.lockId))).toBe(false);
  });

  it('no key of a lock where the user is frozen', async () => {
    const staffId = (await userByPhone(t.h.db, PHONES.staff)).id;
    const held = (await keysOf(t.staff))!;
    const lockId = held.keys[0].lockId;
    const frozen = await t.call('POST', `/api/locks/${lockId}/freeze`, t.boss, { frozen: 1, uids: [staffId] });
    expect(frozen.status).toBe(200);
    const after = (await keysOf(t.staff))!;
    expect(after.keys.some((k) => k.lockId === lockId)).toBe(false);
    expect(after.keys).toHaveLength(held.keys.length - 2);
    await t.call('POST', `/api/locks/${lockId}/freeze`, t.boss, { frozen: 0, uids: [staffId] });
  });

  it('a user without the lock permission gets no key and no grant', async () => {
    const token = await staffWith(t.h, '13700000171', [PERMS.board]);
    const keys = await keysOf(token);
    expect(keys).toEqual({ days: [today, tomorrow], keys: [] });
    expect(await grantsOf('13700000171')).toHaveLength(0);
  });

  it('the key opens the lock: a code from it is accepted once', async () => {
    const keys = (await keysOf(t.staff))!;
    const k = keys.keys.find((x) => x.day === today)!;
    const code = oneTimeCode(k.key, stepOf(t.h.deps.now()));
    expect(await F.keypad(t.h, k.sn, code)).toMatchObject({ opened: true });
    expect(await F.keypad(t.h, k.sn, code)).toMatchObject({ opened: false, reason: '密码已使用' });
  });

  it('a disabled account cannot pull at all', async () => {
    const token = await staffWith(t.h, '13700000172', [PERMS.board, PERMS.devices]);
    const id = (await userByPhone(t.h.db, '13700000172')).id;
    expect((await t.call('PUT', `/api/admin/staff/${id}/usable`, t.boss, { usable: 1 })).status).toBe(200);
    expect((await pull(token)).status).toBe(401);
    expect(await grantsOf('13700000172')).toHaveLength(0);
  });
  it('a member of staff disabled: the locks in reach refuse their codes at once', async () => {
    const token = await staffWith(t.h, '13700000173', [PERMS.board, PERMS.devices]);
    const k = (await keysOf(token))!.keys.find((x) => x.day === today)!;
    // The lock learns of the new member of staff with its next push (here: a temporary password issued on it).
    const now = t.h.deps.now();
    const issued = { passwordType: 3, startTime: now, endTime: now + 3600_000 };
    expect((await t.call('POST', `/api/locks/${k.lockId}/password`, t.boss, issued)).status).toBe(200);
    expect(await F.keypad(t.h, k.sn, oneTimeCode(k.key, stepOf(now)))).toMatchObject({ opened: true });
    const id = (await userByPhone(t.h.db, '13700000173')).id;
    // Disabling the account (a write of the staff tables) hands every lock of the org its new users after the commit.
    expect((await t.call('PUT', `/api/admin/staff/${id}/usable`, t.boss, { usable: 1 })).status).toBe(200);
    t.h.advance(5 * 60_000);
    const later = oneTimeCode(k.key, stepOf(t.h.deps.now()));
    expect(await F.keypad(t.h, k.sn, later)).toMatchObject({ opened: false });
    const [lock] = await t.h.db.select().from(locks).where(eq(locks.id, k.lockId));
    expect(lock!.pushPending).toBe(0);
  });

  it('the keys follow the clock into the next day; a bad keyDay is refused', async () => {
    t.h.advance(24 * 3600_000);
    const staff = await t.h.login(PHONES.staff);
    expect((await keysOf(staff, today))?.days).toEqual([tomorrow, addDays(tomorrow, 1)]);
    const bad = await pull(staff, '2026/11/22');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('钥匙日期不正确');
  });
});
