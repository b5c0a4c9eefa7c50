import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { conflict } from '../../http/errors';
import { leases } from '../../leases/schema';
import { currentLeaseOf } from '../../leases/room-facts';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { addDays, shanghaiDateTime, shanghaiMidnight } from '../../../sync/rules/common/shanghai-time';
import { LOCK_MSG, LOCK_USER_KIND, PASSWORD_TYPE } from '../../../sync/rules/hardware/lock-rules';
import { MSG_TYPE, postMessages } from '../../messages/post';
import type { LockDriver } from './connector';
import { lockPasswords, locks, lockUsers } from './schema';
import { freshCode, lockOfRoom, recordPasswords } from './passwords';
import { staffLookup, type StaffOf } from './lock-users';
import { pushLocks } from './push-lock';

type Lease = { id: string; orgId: string; roomId: string; tenant: string; phone: string; endDate: string };
type LockPlace = { id: string; orgId: string; apartmentId: string; roomId: string };

/**
 * Gives a lease's tenant a new password on its room's lock, valid until the lease ends (the end of its last day,
 * Asia/Shanghai): the tenant becomes (or stays) a user of the lock, passwords given before are revoked, and the
 * tenant is told the code (through the apartment's lock staff's message centre until the tenant page exists). Inside
 * a unit; the caller pushes the lock. Answers the code.
 */
export async function issueTenantPassword(
  tx: Tx,
  lease: Lease,
  lock: LockPlace,
  createdBy: string | null,
  staffOf: StaffOf = staffLookup(tx, lock.orgId),
) {
  const stamp = { orgId: lock.orgId, createdAt: tx.now, updatedAt: tx.now };
  const [known] = await tx
    .select({ id: lockUsers.id })
    .from(lockUsers)
    .where(and(eq(lockUsers.lockId, lock.id), eq(lockUsers.uid, lease.id)))
    .limit(1);
  if (known)
    await tx
      .update(lockUsers)
      .set({ name: lease.tenant, phone: lease.phone, removedAt: null, updatedAt: tx.now })
      .where(eq(lockUsers.id, known.id));
  else
    await tx.insert(lockUsers).values({
      ...stamp,
      id: ulid(tx.now),
      lockId: lock.id,
      uid: lease.id,
      kind: LOCK_USER_KIND.tenant,
      name: lease.tenant,
      phone: lease.phone,
      leaseId: lease.id,
    });
  await tx
    .update(lockPasswords)
    .set({ revokedAt: tx.now, updatedAt: tx.now })
    .where(and(eq(lockPasswords.lockId, lock.id), eq(lockPasswords.uid, lease.id), isNull(lockPasswords.revokedAt)));
  const code = await freshCode(tx, tx.now, [lock.id]);
  const endAt = shanghaiMidnight(addDays(lease.endDate, 1));
  await recordPasswords(tx, [lock], {
    uid: lease.id,
    userName: lease.tenant,
    phone: lease.phone,
    code,
    passwordType: PASSWORD_TYPE.user,
    startAt: tx.now,
    endAt,
    leaseId: lease.id,
    createdBy,
  });
  const staff = await staffOf(lock.apartmentId);
  await postMessages(
    tx,
    tx.now,
    staff.map((s) => ({
      orgId: lock.orgId,
      userId: s.uid,
      msgType: MSG_TYPE.lease,
      title: '租客门锁密码',
      content: `致租客${lease.tenant}：您的门锁密码为 ${code}，有效至 ${shanghaiDateTime(endAt - 1000)}。`,
      url: '/lockPswRecord',
    })),
  );
  return code;
}

/**
 * The tenant leaves (check-out): no longer a user of the room's lock, passwords revoked, the lock owed its new state
 * (pushOwedLocks after the unit). Inside the check-out's unit.
 */
export async function revokeTenant(tx: Tx, leaseId: string): Promise<void> {
  const held = await tx
    .select({ lockId: lockUsers.lockId })
    .from(lockUsers)
    .where(and(eq(lockUsers.uid, leaseId), isNull(lockUsers.removedAt)));
  if (held.length === 0) return;
  const lockIds = held.map((h) => h.lockId);
  await tx
    .update(lockUsers)
    .set({ removedAt: tx.now, updatedAt: tx.now })
    .where(and(eq(lockUsers.uid, leaseId), inArray(lockUsers.lockId, lockIds)));
  await tx
    .update(lockPasswords)
    .set({ revokedAt: tx.now, updatedAt: tx.now })
    .where(and(eq(lockPasswords.uid, leaseId), isNull(lockPasswords.revokedAt)));
  await tx.update(locks).set({ pushPending: 1, updatedAt: tx.now }).where(inArray(locks.id, lockIds));
}

/** Reset tenant password (§7: houseId): a new code for the room's tenant of the lease in effect; 重置成功，请查收. */
export async function resetTenantPassword(
  db: Db,
  driver: LockDriver,
  now: () => number,
  user: AuthUser,
  houseId: string,
) {
  const { lock } = await lockOfRoom(db, user, houseId);
  const open = await db
    .select()
    .from(leases)
    .where(and(eq(leases.roomId, lock.roomId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)));
  const lease = currentLeaseOf(open);
  if (!lease) throw conflict(LOCK_MSG.noTenant);
  const code = await db.write(user.orgId, (tx) => issueTenantPassword(tx, lease, lock, user.id));
  const missed = await pushLocks(db, driver, now, user.orgId, [lock.id]);
  return { password: code, locks: 1, pending: missed.length };
}
