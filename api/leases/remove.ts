import { and, eq, inArray, isNull } from 'drizzle-orm';
import { rooms as roomsTable } from '../houses/schema';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { LEASE_DELETE_ADVANCE_MSG, LEASE_DELETE_PAID_MSG } from '../../sync/rules/leases/lease-messages';
import { depositOrders } from '../deposits/schema';
import { visibleLease } from './access';
import { bills, leases } from './schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';

/**
 * Deletes leases (spec part 2 §2.1, §4), all or none, in ONE transaction: only a lease to be confirmed (0) or checked
 * out (2) and settled may be deleted, and a lease to be confirmed with a collected bill may not (its money is on the books). The
 * lease is soft-deleted (deletedAt), its unpaid valid bills are voided (nothing is owed on a deleted lease), and its
 * room's board facts are recomputed by the unit's write effects (deleting a lease to be confirmed frees the room).
 */
export async function removeLeases(db: Db, now: number, user: AuthUser, leaseIds: string[]) {
  return db.write(user.orgId, async (tx) => {
    const rooms = new Set<string>();
    for (const id of new Set(leaseIds)) {
      const lease = await visibleLease(tx, user, id);
      if (lease.status !== LEASE_STATUS.toConfirm && lease.status !== LEASE_STATUS.checkedOut)
        throw conflict(LEASE_OPS_MSG.deleteNotAllowed);
      if (lease.status === LEASE_STATUS.checkedOut && lease.settled !== 1)
        throw conflict(LEASE_OPS_MSG.deleteUnsettled);
      if (lease.status === LEASE_STATUS.toConfirm) {
        const [paid] = await tx
          .select({ id: bills.id })
          .from(bills)
          .where(and(eq(bills.leaseId, id), eq(bills.payStatus, BILL_PAY.paid)))
          .limit(1);
        if (paid) throw conflict(LEASE_DELETE_PAID_MSG);
        // The paid deposit order it was signed with is consumed by it (signed orders cannot be refunded on their own):
        // deleting the lease would leave that money with no lease to settle it.
        const [advance] = lease.advanceId
          ? await tx
              .select({ id: depositOrders.id })
              .from(depositOrders)
              .where(
                and(
                  eq(depositOrders.id, lease.advanceId),
                  eq(depositOrders.orgId, user.orgId),
                  eq(depositOrders.leaseId, id),
                  eq(depositOrders.payStatus, ORDER_PAY.paid),
                ),
              )
              .limit(1)
          : [];
        if (advance) throw conflict(LEASE_DELETE_ADVANCE_MSG);
      }
      await tx.update(leases).set({ deletedAt: now, updatedAt: now }).where(eq(leases.id, id));
      await tx
        .update(bills)
        .set({ validStatus: BILL_VALID.void, operatorId: user.id, updatedAt: now })
        .where(
          and(eq(bills.leaseId, id), eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.valid)),
        );
      rooms.add(lease.roomId);
    }
    for (const roomId of [...rooms].sort()) {
      // The room facts (refreshed by the unit's write effects) keep a room's manual rent flag when no lease speaks for
      // it any more: the room was free when its deleted lease was signed, so with no lease left in effect or to be
      // confirmed it is free again.
      const [open] = await tx
        .select({ id: leases.id })
        .from(leases)
        .where(
          and(
            eq(leases.orgId, user.orgId),
            eq(leases.roomId, roomId),
            isNull(leases.deletedAt),
            inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
          ),
        )
        .limit(1);
      if (!open)
        await tx
          .update(roomsTable)
          .set({ isRent: 0 })
          .where(and(eq(roomsTable.id, roomId), eq(roomsTable.orgId, user.orgId)));
    }
    return { deleted: leaseIds.length };
  });
}
