import { eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { visibleLease } from './access';
import { leases } from './schema';

/**
 * The tenant confirms signing a paper lease (spec part 2 §4): a lease to be confirmed (0) takes effect (1, effectiveAt
 * now) and its room's board facts follow (收租中, by the unit's write effects), in one unit of work. Any other status:
 * 409 '只有待确认的租约可以确认'. `roomVersion` is the unit's version, which the room's refreshed facts carry.
 */
export async function confirmLease(db: Db, now: number, user: AuthUser, leaseId: string) {
  return db.write(user.orgId, async (tx) => {
    const lease = await visibleLease(tx, user, leaseId);
    if (lease.status !== LEASE_STATUS.toConfirm) throw conflict(LEASE_OPS_MSG.confirmNotAllowed);
    await tx
      .update(leases)
      .set({ status: LEASE_STATUS.signed, effectiveAt: now, updatedAt: now })
      .where(eq(leases.id, lease.id));
    return { leaseId: lease.id, status: LEASE_STATUS.signed, roomVersion: tx.version };
  });
}
