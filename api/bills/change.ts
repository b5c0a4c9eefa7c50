import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertBillsOpen, visibleLease, type VisibleLease } from '../leases/access';
import { bills } from '../leases/schema';
import { BILL_MSG, checkBillAmount, checkBillRemark, voidRefusal } from '../../sync/rules/bills/bill-rules';
import { canEditBill } from '../../sync/rules/leases/lease-status';
import type { EditBillInput, RemarkBillInput } from '../../sync/contract/bills/bill-inputs';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

type Bill = typeof bills.$inferSelect;

/** A bill of the user's org whose lease the user may see and whose bills are still open; else 404 / 409. */
async function openBill(tx: Tx, user: AuthUser, billId: string): Promise<{ bill: Bill; lease: VisibleLease }> {
  const [bill] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.orgId, user.orgId)))
    .limit(1);
  if (!bill) throw notFound(BILL_MSG.billMissing);
  const lease = await visibleLease(tx, user, bill.leaseId);
  assertBillsOpen(lease);
  return { bill, lease };
}

/** Voids unpaid valid bills (§4): all or nothing (the unit refreshes the rooms: a voided overdue bill can end arrears). */
export function voidBills(db: Db, now: number, user: AuthUser, pkIds: string[]) {
  const ids = [...new Set(pkIds)];
  return db.write(user.orgId, async (tx) => {
    const found = [];
    for (const id of ids) found.push(await openBill(tx, user, id));
    // One rule with the account view's 作废 action (sync/bill-rules.ts voidRefusal): unpaid valid, never metered.
    const refusal = found.map(({ bill }) => voidRefusal(bill)).find((m) => m !== null);
    if (refusal) throw conflict(refusal);
    const res = await tx
      .update(bills)
      .set({ validStatus: BILL_VALID.void, operatorId: user.id, updatedAt: now })
      .where(and(inArray(bills.id, ids), eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.valid)))
      .returning({ id: bills.id });
    if (res.length !== ids.length) throw conflict(BILL_MSG.voidNotAllowed);
    return { voided: ids.length };
  });
}

/** Edits the receivable amount (unpaid, not void bills only) and the remark. */
export function editBill(db: Db, now: number, user: AuthUser, input: EditBillInput) {
  const amountMsg = checkBillAmount(input.accountReceivable);
  if (amountMsg) throw badRequest(amountMsg);
  const remarkMsg = checkBillRemark(input.receiptRemark);
  if (remarkMsg) throw badRequest(remarkMsg);
  return db.write(user.orgId, async (tx) => {
    const { bill } = await openBill(tx, user, input.billsDetailId);
    if (!canEditBill(bill)) throw conflict(BILL_MSG.editNotAllowed);
    const res = await tx
      .update(bills)
      .set({
        accountReceivable: input.accountReceivable!,
        ...(input.receiptRemark != null ? { receiptRemark: input.receiptRemark.trim() } : {}),
        updatedAt: now,
      })
      .where(and(eq(bills.id, bill.id), eq(bills.payStatus, BILL_PAY.unpaid)))
      .returning({ id: bills.id });
    if (res.length !== 1) throw conflict(BILL_MSG.editNotAllowed);
    return { billsDetailId: bill.id, accountReceivable: input.accountReceivable! };
  });
}

/** Changes the remark of any bill of an open lease (≤ 200). */
export function remarkBill(db: Db, now: number, user: AuthUser, input: RemarkBillInput) {
  const msg = checkBillRemark(input.receiptRemark);
  if (msg) throw badRequest(msg);
  return db.write(user.orgId, async (tx) => {
    const { bill } = await openBill(tx, user, input.billsDetailId);
    const receiptRemark = (input.receiptRemark ?? '').trim();
    await tx.update(bills).set({ receiptRemark, updatedAt: now }).where(eq(bills.id, bill.id));
    return { billsDetailId: bill.id, receiptRemark };
  });
}
