import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { conflict } from '../http/errors';
import { nextReceiptNumber, recordLedger } from '../ledger/record';
import { bills } from '../leases/schema';
import type { CheckoutWrite } from './bill-overstay';
import { DEPOSIT_LEDGER } from '../../sync/rules/deposits/deposit-rules';
import {
  DEDUCTION_BILL_TYPE,
  OFFSET_REMARK,
  OFFSET_WAY,
  SETTLE_MSG,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import { settlementMovements, splitArrears } from '../../sync/rules/checkout/settlement-movements';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

/** A paid-out part of a refund line (sync/rules/checkout/settlement-movements.ts payoutMovements). */
export interface RefundPayoutLine {
  name: string;
  billType: number;
  amount: number;
}

/**
 * The money of a settlement: bills paid by offset or written off, deduction bills, the offset parts of the refunds;
 * ledger rows. Returns the parts of the refunds paid out to the tenant (they total returnCost), not booked here.
 */
export async function bookSettlement(
  { tx, now, user, lease, checkoutId, date }: CheckoutWrite,
  lines: SettlementLine[],
  badDebt: number,
): Promise<RefundPayoutLine[]> {
  const movements = settlementMovements(lines, badDebt);
  const receiptNumber = movements.some((m) => m.inOut === 1) ? await nextReceiptNumber(tx, user.orgId, now) : undefined;
  const types = new Map(
    (await tx.select({ id: bills.id, billsType: bills.billsType }).from(bills).where(eq(bills.leaseId, lease.id))).map(
      (b) => [b.id, b.billsType],
    ),
  );
  const ledger = (m: {
    inOut: 0 | 1;
    amount: number;
    billType: number;
    name: string;
    way: number;
    kind?: 'cash' | 'bad_debt';
    remark?: string;
  }) =>
    recordLedger(tx, now, {
      orgId: user.orgId,
      apartmentId: lease.apartmentId,
      roomId: lease.roomId,
      leaseId: lease.id,
      inOut: m.inOut,
      amount: m.amount,
      billType: m.billType,
      itemName: m.name,
      paymentWay: m.way,
      paidAt: now,
      trader: lease.tenant,
      sourceType: 'settlement',
      sourceId: checkoutId,
      kind: m.kind ?? 'cash',
      receiptNumber: m.inOut === 1 ? receiptNumber : '',
      remark: m.remark ?? OFFSET_REMARK,
      operatorId: user.id,
    });

  // Arrears: covered part paid by offset, the rest written off (a bill split in two when both).
  for (const s of splitArrears(lines, badDebt)) {
    const [bill] = await tx.select().from(bills).where(eq(bills.id, s.billsDetailId)).limit(1);
    if (!bill || bill.payStatus !== BILL_PAY.unpaid || bill.validStatus !== BILL_VALID.valid)
      throw conflict(SETTLE_MSG.linesChanged);
    if (s.covered > 0) {
      await tx
        .update(bills)
        .set({
          accountReceivable: s.covered,
          amountReceived: s.covered,
          payStatus: BILL_PAY.paid,
          paymentType: OFFSET_WAY,
          receiptDate: now,
          receiptNumber: receiptNumber ?? '',
          receiptRemark: OFFSET_REMARK,
          operatorId: user.id,
          updatedAt: now,
        })
        .where(eq(bills.id, bill.id));
      await ledger({ inOut: 1, amount: s.covered, billType: bill.billsType, name: bill.costName, way: OFFSET_WAY });
    }
    if (s.badDebt > 0) {
      if (s.covered > 0) {
        await tx.insert(bills).values({
          ...bill,
          id: ulid(now),
          createdAt: now,
          updatedAt: now,
          accountReceivable: s.badDebt,
          validStatus: BILL_VALID.badDebt,
          operatorId: user.id,
          sourceType: 'settlement',
          sourceId: checkoutId,
          receiptRemark: '退房结算坏账',
        });
      } else
        await tx
          .update(bills)
          .set({ validStatus: BILL_VALID.badDebt, operatorId: user.id, updatedAt: now })
          .where(eq(bills.id, bill.id));
      await ledger({
        inOut: 0,
        amount: s.badDebt,
        billType: bill.billsType,
        name: bill.costName,
        way: OFFSET_WAY,
        kind: 'bad_debt',
        remark: '退房结算坏账',
      });
    }
  }
  // Deductions: new bills 退房费用 paid by offset.
  for (const l of lines.filter((x) => x.refundStatus === REFUND_STATUS.deduction)) {
    await tx.insert(bills).values({
      id: ulid(now),
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      stageId: null,
      stage: 0,
      billsType: DEDUCTION_BILL_TYPE,
      costName: l.name,
      accountReceivable: l.cost,
      receivableDate: date,
      amountReceived: l.cost,
      receiptDate: now,
      paymentType: OFFSET_WAY,
      payStatus: BILL_PAY.paid,
      validStatus: BILL_VALID.valid,
      receiptNumber: receiptNumber ?? '',
      receiptRemark: OFFSET_REMARK,
      operatorId: user.id,
      sourceType: 'settlement',
      sourceId: checkoutId,
    });
    await ledger({ inOut: 1, amount: l.cost, billType: DEDUCTION_BILL_TYPE, name: l.name, way: OFFSET_WAY });
  }
  // Refunds: the part offset against the arrears and deductions is booked now (way 其他); the part paid out to the
  // tenant is returned, to become a refund application booked with its payout way when paid (api/finance/refunds).
  const billTypeOf = (billsDetailId: string) =>
    // A bill's type; the deposit order the lease was signed with (api/checkout/preview.ts advanceRefundLine) is 定金.
    types.get(billsDetailId) ??
    (billsDetailId !== '' && billsDetailId === lease.advanceId ? DEPOSIT_LEDGER.billType : 12);
  const payouts: RefundPayoutLine[] = [];
  for (const m of movements) {
    if (m.what === 'refund') payouts.push({ name: m.name, billType: billTypeOf(m.ref), amount: m.amount });
    if (m.what !== 'refund_offset') continue;
    await ledger({ inOut: 0, amount: m.amount, billType: billTypeOf(m.ref), name: m.name, way: OFFSET_WAY });
  }
  return payouts;
}
