import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { visibleLease } from '../leases/access';
import { bills } from '../leases/schema';
import { ledgerEntries } from '../ledger/schema';
import { checkReceiptPicture } from '../deposits/receipt';
import { paidInstant } from '../deposits/access';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  BILL_MSG,
  checkBatchSelection,
  checkBillCollection,
  COLLECT_CLOSED_MSG,
  collectOpen,
} from '../../sync/rules/bills/bill-rules';
import { checkMoneyDate, leaseEarliestDate } from '../../sync/rules/common/money-date';
import { bookBillsPayment } from './book';
import type { CollectInput } from '../../sync/contract/bills/bill-inputs';

/**
 * Collects one or several bills of one lease by hand, in the caller's unit of work (the idempotent route runs it in
 * the unit that keeps its reply; one receipt number for the collection). The lease is the one of the selected bills
 * (and `leaseId` when given must agree).
 */
export async function collectBillsIn(tx: Tx, now: number, user: AuthUser, input: CollectInput) {
  const today = shanghaiToday(now);
  const ids = [...new Set((input.bills ?? []).map((b) => b.pkId))];
  if (ids.length === 0) throw badRequest(BILL_MSG.noneSelected);
  const rows = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, user.orgId), inArray(bills.id, ids)));
  const leaseIds = [...new Set(rows.map((b) => b.leaseId))];
  // Unknown ids or another org's bills: as if missing.
  if (rows.length !== ids.length) throw notFound(BILL_MSG.billMissing);
  const lease = await visibleLease(tx, user, leaseIds[0]!);
  if (leaseIds.length !== 1 || (input.leaseId && input.leaseId !== lease.id)) throw badRequest(BILL_MSG.billNotFound);
  if (!collectOpen(lease)) throw conflict(COLLECT_CLOSED_MSG);
  const selection = checkBatchSelection(rows);
  if (selection) throw conflict(selection);
  const msg =
    checkBillCollection(input, today) ??
    checkMoneyDate(input.receiptDate!, {
      today,
      earliest: leaseEarliestDate(lease),
      what: 'collect',
      confirmOldDate: input.confirmOldDate,
    });
  if (msg) throw badRequest(msg);
  const typed = (input.receiptNumber ?? '').trim();
  if (typed) {
    const [taken] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, user.orgId), eq(ledgerEntries.receiptNumber, typed)))
      .limit(1);
    if (taken) throw conflict('收据编号已存在');
  }
  const picture = await checkReceiptPicture(tx, user.orgId, input.picture);
  return bookBillsPayment(tx, now, lease, ids, {
    paymentType: input.paymentType!,
    paidAt: paidInstant(input.receiptDate!, today, now),
    operatorId: user.id,
    receiptNumber: typed || undefined,
    picture,
    remark: (input.receiptRemark ?? '').trim(),
  });
}
