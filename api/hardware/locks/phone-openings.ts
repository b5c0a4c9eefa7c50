import { and, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { conflict, notFound } from '../../http/errors';
import { rooms } from '../../houses/schema';
import { LOCK_MSG, OPEN_RESULT, OPEN_TYPE, RECORD_SOURCE } from '../../../sync/rules/hardware/lock-rules';
import { dayOfStep, periodBounds } from '../../../sync/rules/hardware/lock-codes';
import { shanghaiHm } from '../../../sync/rules/common/shanghai-time';
import type { LockOpenedInput, LockPeriodCodeInput } from '../../../sync/protocol/lock-mutations';
import { visibleLock } from './access';
import { lockKeyGrants, lockOpenRecords, lockPeriodCodes } from './schema';
import { tellTenantOfEntry } from './tell-tenant';

/** The phone had no key of that day for this lock: it cannot have shown that code. */
export const NO_KEY_THAT_DAY = '该日没有发放此门锁的离线钥匙';

/**
 * The lock the phone named, when the user may open it (the lock permission is the mutation's; the apartment visible:
 * 404 LOCK_MSG.lockNotFound otherwise, also for a lock not on the named room), with its room, and the user's key of
 * `day` for it granted (lock_key_grants; else NO_KEY_THAT_DAY).
 */
async function openableLock(tx: Tx, user: AuthUser, a: { lockId: string; roomId: string }, day: string) {
  const lock = await visibleLock(tx, user, a.lockId);
  if (lock.roomId !== a.roomId) throw notFound(LOCK_MSG.lockNotFound);
  const [grant] = await tx
    .select({ apartmentIds: lockKeyGrants.apartmentIds })
    .from(lockKeyGrants)
    .where(and(eq(lockKeyGrants.userId, user.id), eq(lockKeyGrants.day, day)))
    .limit(1);
  if (!grant || !(JSON.parse(grant.apartmentIds) as string[]).includes(lock.apartmentId))
    throw conflict(NO_KEY_THAT_DAY);
  const [room] = await tx
    .select({ isRent: rooms.isRent, houseNumber: rooms.houseNumber, version: rooms.version })
    .from(rooms)
    .where(eq(rooms.id, lock.roomId))
    .limit(1);
  return { lock, room };
}

const byName = (user: AuthUser) => user.name || user.nickname;

/**
 * 'lock.opened': the user's phone showed its one-time code of `codeStep`. Appends the opening (offline code, result
 * pending, source phone, the reason given) unless the lock reported that step of this user first, whose record then
 * takes the reason and the mutation; the lock's later report confirms a pending one (take-events.ts). The tenant of a
 * rented room is told. Answers the room's version (the room itself is unchanged).
 */
export async function applyLockOpened(tx: Tx, now: number, user: AuthUser, a: LockOpenedInput, mutationId: string) {
  const { lock, room } = await openableLock(tx, user, a, dayOfStep(a.codeStep));
  const reason = a.reason ?? '';
  const at = Math.min(a.at, now);
  const merged = await tx
    .update(lockOpenRecords)
    .set({ mutationId, ...(reason ? { reason } : {}), updatedAt: tx.now })
    .where(
      and(
        eq(lockOpenRecords.lockId, lock.id),
        eq(lockOpenRecords.uid, user.id),
        eq(lockOpenRecords.codeStep, a.codeStep),
        eq(lockOpenRecords.source, RECORD_SOURCE.lock),
        isNull(lockOpenRecords.mutationId),
      ),
    )
    .returning({ id: lockOpenRecords.id });
  if (merged.length === 0)
    await tx.insert(lockOpenRecords).values({
      id: ulid(at),
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      lockId: lock.id,
      apartmentId: lock.apartmentId,
      roomId: lock.roomId,
      openedAt: at,
      openType: OPEN_TYPE.offlineCode,
      result: OPEN_RESULT.pending,
      uid: user.id,
      userName: byName(user),
      reason,
      source: RECORD_SOURCE.phone,
      codeStep: a.codeStep,
      mutationId,
    });
  if (room?.isRent === 1)
    await tellTenantOfEntry(tx, {
      lock,
      houseNumber: room.houseNumber,
      by: byName(user),
      reason,
      at,
      how: '用离线开门码',
    });
  return { version: room?.version ?? tx.version };
}

/**
 * 'lock.periodCode': the user's phone gave out a period code of `day` for half-hour slots [startSlot, endSlot).
 * Recorded in lock_period_codes (who issued it, for whom, the period, the reason); the tenant of a rented room is told.
 * Answers the room's version.
 */
export async function applyLockPeriodCode(
  tx: Tx,
  now: number,
  user: AuthUser,
  a: LockPeriodCodeInput,
  mutationId: string,
) {
  const { lock, room } = await openableLock(tx, user, a, a.day);
  const { from, until } = periodBounds(a.day, a.startSlot, a.endSlot);
  const reason = a.reason ?? '';
  await tx.insert(lockPeriodCodes).values({
    id: ulid(now),
    orgId: user.orgId,
    createdAt: tx.now,
    updatedAt: tx.now,
    lockId: lock.id,
    apartmentId: lock.apartmentId,
    roomId: lock.roomId,
    issuerId: user.id,
    forName: a.forWhom ?? '',
    fromAt: from,
    untilAt: until,
    reason,
    issuedAt: now,
    mutationId,
  });
  if (room?.isRent === 1) {
    const period = `${a.day} ${shanghaiHm(from)}–${a.endSlot === 48 ? '24:00' : shanghaiHm(until)}`;
    const forWhom = a.forWhom ? `给${a.forWhom}` : '';
    await tellTenantOfEntry(tx, {
      lock,
      houseNumber: room.houseNumber,
      by: byName(user),
      reason,
      action: `${forWhom}发放了${room.houseNumber}房间门锁的时段密码（${period}）。`,
    });
  }
  return { version: room?.version ?? tx.version };
}
