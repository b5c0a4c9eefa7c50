import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import { deviceConfigOf } from '../../settings/hardware-config';
import { PERMS } from '../../../sync/product/permissions';
import { LOCK_FROZEN } from '../../../sync/rules/hardware/lock-rules';
import { offlineKey } from '../../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import type { LockKey, LockKeys } from '../../../sync/protocol/protocol';
import { lockKeyGrants, locks, lockUsers } from './schema';

/** The Shanghai days a phone holds keys for at `now`: today and tomorrow. */
export const keyDaysAt = (now: number) => {
  const today = shanghaiToday(now);
  return [today, addDays(today, 1)];
};

/**
 * The offline keys the sync pull hands a phone (issue 17.5): when the device's first held day (`keyDay`) is missing or
 * before today, today's and tomorrow's key of every live lock the user may open — the remote-opening rule: the lock
 * permission (设备管理) and the lock's apartment visible to the user; not a lock where the user is frozen. Every
 * delivery with keys is recorded per user and day in lock_key_grants (the apartments, how many locks), so the server
 * knows which codes may still be live. The locks' secrets never leave: only keys derived from them. Undefined when the
 * device's keys are fresh.
 */
export async function offlineKeysFor(
  db: Db,
  now: number,
  user: AuthUser,
  keyDay: string | undefined,
): Promise<LockKeys | undefined> {
  const days = keyDaysAt(now);
  if (keyDay !== undefined && keyDay >= days[0]) return undefined;
  if (!user.can(PERMS.devices)) return { days, keys: [] };
  const live = await db
    .select({ id: locks.id, roomId: locks.roomId, apartmentId: locks.apartmentId, sn: locks.sn, secret: locks.secret })
    .from(locks)
    .where(
      and(
        eq(locks.orgId, user.orgId),
        isNull(locks.deletedAt),
        inArray(locks.apartmentId, visibleApartmentIds(db, user)),
        roomScope(db, user, locks.roomId),
      ),
    );
  const frozen = new Set(
    (
      await db
        .select({ lockId: lockUsers.lockId })
        .from(lockUsers)
        .where(and(eq(lockUsers.uid, user.id), eq(lockUsers.frozen, LOCK_FROZEN.yes), isNull(lockUsers.removedAt)))
    ).map((r) => r.lockId),
  );
  const open = live.filter((l) => !frozen.has(l.id));
  const apartmentIds = [...new Set(open.map((l) => l.apartmentId))].sort();
  const rentedRule = new Map<string, boolean>();
  for (const a of apartmentIds) rentedRule.set(a, (await deviceConfigOf(db, user.orgId, a)).staffOpenRented === 1);
  const keys: LockKey[] = days.flatMap((day) =>
    open.map((l) => ({
      lockId: l.id,
      roomId: l.roomId,
      apartmentId: l.apartmentId,
      sn: l.sn,
      day,
      key: offlineKey(l.secret, user.id, day),
      staffOpenRented: rentedRule.get(l.apartmentId) ?? false,
    })),
  );
  if (open.length) await recordGrants(db, now, user, days, apartmentIds, open.length);
  return { days, keys };
}

/** One grant row per user and day (a later delivery the same day widens it to what was sent last). */
async function recordGrants(
  db: Db,
  now: number,
  user: AuthUser,
  days: readonly string[],
  apartmentIds: readonly string[],
  lockCount: number,
) {
  const granted = { apartmentIds: JSON.stringify(apartmentIds), lockCount, updatedAt: now };
  // Outside the organisation's change versions: a grant is no synced data, so it must not move the pull cursor.
  await db.write(null, async (tx) => {
    for (const day of days)
      await tx
        .insert(lockKeyGrants)
        .values({ id: ulid(now), orgId: user.orgId, createdAt: now, userId: user.id, day, ...granted })
        .onConflictDoUpdate({ target: [lockKeyGrants.userId, lockKeyGrants.day], set: granted });
  });
}
