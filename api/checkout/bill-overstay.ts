import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { bills } from '../leases/schema';
import type { VisibleLease } from '../leases/access';
import {
  OVERSTAY_BILL_TYPE,
  SOURCE_OVERSTAY,
  SETTLE_MSG,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

/** What a check-out writes with: its unit of work, clock, operator, lease, lease_checkouts row id and check-out date. */
export interface CheckoutWrite {
  tx: Tx;
  now: number;
  user: AuthUser;
  lease: VisibleLease;
  checkoutId: string;
  date: string;
}

/**
 * The overstay line as a bill (rule 6): a new unpaid 超期占用费 bill for a line not billed yet (none when waived to 0),
 * or the existing bill changed to the operator's amount (voided at 0), its reason kept as the bill's remark. Returns the
 * lines with the overstay line pointing at its bill.
 */
export async function billOverstay(w: CheckoutWrite, lines: SettlementLine[]): Promise<SettlementLine[]> {
  const out: SettlementLine[] = [];
  for (const l of lines) out.push(await billOverstayLine(w, l));
  return out;
}

async function billOverstayLine(
  { tx, now, user, lease, checkoutId, date }: CheckoutWrite,
  l: SettlementLine,
): Promise<SettlementLine> {
  if (l.kind !== 'overstay') return l;
  const remark = l.reason ? `${l.working ?? ''}；修改原因：${l.reason}` : (l.working ?? '');
  if (l.billsDetailId) {
    const set = l.cost > 0 ? { accountReceivable: l.cost } : { validStatus: BILL_VALID.void };
    const res = await tx
      .update(bills)
      .set({ ...set, receiptRemark: remark.slice(0, 200), operatorId: user.id, updatedAt: now })
      .where(
        and(
          eq(bills.id, l.billsDetailId),
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
        ),
      )
      .returning({ id: bills.id });
    if (res.length !== 1) throw conflict(SETTLE_MSG.linesChanged);
    return l;
  }
  if (l.cost <= 0) return l;
  const id = ulid(now);
  await tx.insert(bills).values({
    id,
    orgId: user.orgId,
    createdAt: now,
    updatedAt: now,
    leaseId: lease.id,
    stageId: null,
    stage: 0,
    billsType: OVERSTAY_BILL_TYPE,
    costName: l.name,
    accountReceivable: l.cost,
    receivableDate: date,
    receiptRemark: remark.slice(0, 200),
    operatorId: user.id,
    sourceType: SOURCE_OVERSTAY,
    sourceId: checkoutId,
  });
  return { ...l, billsDetailId: id };
}
