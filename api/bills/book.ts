import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { badRequest, conflict, notFound } from '../http/errors';
import { nextReceiptNumber, recordLedger } from '../ledger/record';
import { bills, leases } from '../leases/schema';
import { canCollectBill, EFFECTIVE_BILL_TYPES, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';

export interface BookedLease {
  id: string;
  orgId: string;
  apartmentId: string;
  roomId: string;
  tenant: string;
  status: number;
}

export interface BillPayment {
  paymentType: number;
  /** When the money moved (epoch ms). */
  paidAt: number;
  operatorId: string;
  /** A number typed by the operator; else one 'SJ…' number is made for the whole collection. */
  receiptNumber?: string;
  picture?: string;
  remark?: string;
}

/**
 * Books the collection of `billIds` (all of `lease`) inside the caller's transaction: each bill becomes paid with
 * amountReceived = accountReceivable (the update is conditional on payStatus 0, so a bill is never collected twice even
 * when two requests race: the second throws 409 and its transaction rolls back), one ledger entry per bill sharing one
 * receipt number, a lease to be confirmed takes effect when a rent or deposit bill is paid (the unit refreshes the
 * room's board facts). Returns the receipt number and the total in fen.
 */
export async function bookBillsPayment(
  tx: Tx,
  now: number,
  lease: BookedLease,
  billIds: string[],
  p: BillPayment,
): Promise<{ receiptNumber: string; total: number }> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) throw badRequest(BILL_MSG.noneSelected);
  const rows = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, lease.orgId), eq(bills.leaseId, lease.id), inArray(bills.id, ids)));
  if (rows.length !== ids.length) throw notFound(BILL_MSG.billMissing);
  if (rows.some((b) => !canCollectBill(b))) throw conflict(BILL_MSG.paidSelected);
  const receiptNumber = (p.receiptNumber ?? '').trim() || (await nextReceiptNumber(tx, lease.orgId, now));
  let total = 0;
  for (const b of rows) {
    const res = await tx
      .update(bills)
      .set({
        payStatus: BILL_PAY.paid,
        amountReceived: b.accountReceivable,
        receiptDate: p.paidAt,
        paymentType: p.paymentType,
        receiptNumber,
        ...(p.picture ? { receiptPicture: p.picture } : {}),
        ...(p.remark ? { receiptRemark: p.remark } : {}),
        operatorId: p.operatorId,
        updatedAt: now,
      })
      .where(and(eq(bills.id, b.id), eq(bills.payStatus, BILL_PAY.unpaid)))
      .returning({ id: bills.id });
    // Throwing rolls back every bill and ledger entry written so far in the caller's transaction.
    if (res.length !== 1) throw conflict(BILL_MSG.paidSelected);
    if (b.accountReceivable > 0) {
      await recordLedger(tx, now, {
        orgId: lease.orgId,
        apartmentId: lease.apartmentId,
        roomId: lease.roomId,
        leaseId: lease.id,
        inOut: 1,
        amount: b.accountReceivable,
        billType: b.billsType,
        itemName: b.costName,
        paymentWay: p.paymentType,
        paidAt: p.paidAt,
        trader: lease.tenant,
        sourceType: 'bill',
        sourceId: b.id,
        receiptNumber,
        remark: p.remark ?? '',
        picture: p.picture ?? '',
        operatorId: p.operatorId,
      });
    }
    total += b.accountReceivable;
  }
  if (lease.status === LEASE_STATUS.toConfirm && rows.some((b) => EFFECTIVE_BILL_TYPES.includes(b.billsType))) {
    await tx
      .update(leases)
      .set({ status: LEASE_STATUS.signed, effectiveAt: now, updatedAt: now })
      .where(and(eq(leases.id, lease.id), eq(leases.status, LEASE_STATUS.toConfirm)));
  }
  return { receiptNumber, total };
}
