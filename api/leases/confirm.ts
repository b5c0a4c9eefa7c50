import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/lease-status';
import { visibleLease } from './access';
import { refreshRoomFacts } from './room-facts';
import { leases } from './schema';

/**
 * The tenant confirms signing a paper lease (spec part 2 §4): a lease to be confirmed (0) takes effect (1, effectiveAt
 * now) and its room's board facts follow (收租中), in one transaction. Any other status: 409 '只有待确认的租约可以确认'.
 */
export function confirmLease(db: Db, now: number, user: AuthUser, leaseId: string) {
  return db.transaction((tx) => {
    const t = tx as unknown as Db;
    const lease = visibleLease(t, user, leaseId);
    if (lease.status !== LEASE_STATUS.toConfirm) throw conflict(LEASE_OPS_MSG.confirmNotAllowed);
    t.update(leases).set({ status: LEASE_STATUS.signed, effectiveAt: now, updatedAt: now }).where(eq(leases.id, lease.id)).run();
    const roomVersion = refreshRoomFacts(t, now, user.orgId, lease.roomId);
    return { leaseId: lease.id, status: LEASE_STATUS.signed, roomVersion };
  });
}
