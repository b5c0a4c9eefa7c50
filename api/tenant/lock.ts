import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { lockPasswords, locks } from '../hardware/locks/schema';
import { PASSWORD_TYPE } from '../../sync/rules/hardware/lock-rules';
import type { TenantContext } from './auth';

/**
 * The door password of the tenant's room (GET /api/tenant/lock): the lease's tenant password on the room's live lock,
 * in force now (given at the lease's start or by 重置租客密码), else null.
 */
export async function tenantLockPassword(db: Reader, now: number, tenant: TenantContext) {
  const [row] = await db
    .select({ code: lockPasswords.code, validTo: lockPasswords.endAt, lockName: locks.name })
    .from(lockPasswords)
    .innerJoin(locks, eq(locks.id, lockPasswords.lockId))
    .where(
      and(
        eq(lockPasswords.orgId, tenant.orgId),
        eq(lockPasswords.leaseId, tenant.leaseId),
        eq(lockPasswords.uid, tenant.leaseId),
        eq(lockPasswords.passwordType, PASSWORD_TYPE.user),
        isNull(lockPasswords.revokedAt),
        lte(lockPasswords.startAt, now),
        gt(lockPasswords.endAt, now),
        eq(locks.roomId, tenant.roomId),
        isNull(locks.deletedAt),
      ),
    )
    .orderBy(desc(lockPasswords.createdAt))
    .limit(1);
  return row ?? null;
}
