import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import { LOCK_ONLINE, LOCK_USER_KIND } from '../../../sync/rules/hardware/lock-rules';
import type { LockDriver, LockUserState, LockWanted } from './connector/driver';
import { lockPasswords, locks, lockUsers } from './schema';
import { lockStaffByApartment } from './lock-staff';

/**
 * What each lock should hold: its tenants and staff (frozen or not; staff with offline codes) and its passwords in
 * force. The product's tables are the truth; the lock gets all of it at every push.
 */
export async function wantedStates(db: Reader, now: number, orgId: string, lockIds: readonly string[]) {
  if (lockIds.length === 0) return new Map<string, { sn: string; wanted: LockWanted }>();
  const rows = await db
    .select({ id: locks.id, sn: locks.sn, apartmentId: locks.apartmentId })
    .from(locks)
    .where(and(eq(locks.orgId, orgId), inArray(locks.id, [...lockIds]), isNull(locks.deletedAt)));
  const known = await db
    .select({ lockId: lockUsers.lockId, uid: lockUsers.uid, kind: lockUsers.kind, frozen: lockUsers.frozen })
    .from(lockUsers)
    .where(and(inArray(lockUsers.lockId, [...lockIds]), isNull(lockUsers.removedAt)));
  const passwords = await db
    .select({
      lockId: lockPasswords.lockId,
      passwordId: lockPasswords.id,
      uid: lockPasswords.uid,
      code: lockPasswords.code,
      startAt: lockPasswords.startAt,
      endAt: lockPasswords.endAt,
    })
    .from(lockPasswords)
    .where(
      and(inArray(lockPasswords.lockId, [...lockIds]), isNull(lockPasswords.revokedAt), gt(lockPasswords.endAt, now)),
    );
  const staff = await lockStaffByApartment(db, orgId);
  const out = new Map<string, { sn: string; wanted: LockWanted }>();
  for (const lock of rows) {
    const users = new Map<string, LockUserState>();
    for (const s of staff.get(lock.apartmentId) ?? [])
      users.set(s.uid, { uid: s.uid, frozen: false, offlineCodes: true });
    for (const u of known.filter((k) => k.lockId === lock.id)) {
      const staffer = u.kind === LOCK_USER_KIND.staff;
      // A staff row only says whether someone the permissions allow is frozen; it never lets anyone else in.
      if (staffer && !users.has(u.uid)) continue;
      users.set(u.uid, { uid: u.uid, frozen: u.frozen === 1, offlineCodes: staffer });
    }
    out.set(lock.id, {
      sn: lock.sn,
      wanted: {
        users: [...users.values()],
        passwords: passwords
          .filter((p) => p.lockId === lock.id)
          .map(({ passwordId, uid, code, startAt, endAt }) => ({ passwordId, uid, code, startAt, endAt })),
      },
    });
  }
  return out;
}

/**
 * Hands each lock its wanted state through the connector and records what came of it: reached (online, nothing
 * pending) or not (offline, pushed again when it answers: takeLockEvents and the lock job retry). Answers the locks
 * that did not take it, with the reason.
 */
export async function pushLocks(
  db: Db,
  driver: LockDriver,
  now: () => number,
  orgId: string,
  lockIds: readonly string[],
) {
  const wanted = await wantedStates(db, now(), orgId, lockIds);
  const results: { lockId: string; answer: Awaited<ReturnType<LockDriver['push']>> }[] = [];
  for (const [lockId, { sn, wanted: w }] of wanted) results.push({ lockId, answer: await driver.push(sn, w) });
  if (results.length === 0) return [];
  await db.write(orgId, async (tx) => {
    for (const { lockId, answer } of results) {
      const reached = answer !== 'offline';
      await tx
        .update(locks)
        .set({
          pushPending: answer === 'ok' ? 0 : 1,
          onlineStatus: reached ? LOCK_ONLINE.online : LOCK_ONLINE.offline,
          ...(reached ? { lastSeenAt: tx.now } : {}),
          updatedAt: tx.now,
        })
        .where(eq(locks.id, lockId));
    }
  });
  return results.filter((r) => r.answer !== 'ok');
}

/** Tries again every lock of the org still owed its state (a lock back in reach catches up here at the latest). */
export async function pushOwedLocks(db: Db, driver: LockDriver, now: () => number, orgId: string) {
  const owed = await db
    .select({ id: locks.id })
    .from(locks)
    .where(and(eq(locks.orgId, orgId), eq(locks.pushPending, 1), isNull(locks.deletedAt)));
  return owed.length
    ? pushLocks(
        db,
        driver,
        now,
        orgId,
        owed.map((l) => l.id),
      )
    : [];
}

/** Marks every live lock of the org as owed its state (who may open it changed for all of them). */
export async function oweAllLocks(db: Db, orgId: string) {
  await db.write(orgId, (tx) =>
    tx
      .update(locks)
      .set({ pushPending: 1 })
      .where(and(eq(locks.orgId, orgId), eq(locks.pushPending, 0), isNull(locks.deletedAt))),
  );
}
