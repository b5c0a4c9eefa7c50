import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { nextReceiptNumber, recordLedger } from '../ledger/record';
import { bills, leaseCheckouts, leases, leaseTenants } from '../leases/schema';
import { visibleLease, type VisibleLease } from '../leases/access';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { DEPOSIT_LEDGER } from '../../sync/rules/deposits/deposit-rules';
import {
  checkSettlement,
  checkUsableDate,
  DEDUCTION_BILL_TYPE,
  OFFSET_REMARK,
  OFFSET_WAY,
  OVERSTAY_BILL_TYPE,
  SOURCE_CUT,
  SOURCE_OVERSTAY,
  SETTLE_MSG,
  settlementTotals,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import { withOverstayEdit, sameComputedLines } from '../../sync/rules/checkout/settlement-overstay';
import { settlementMovements, splitArrears } from '../../sync/rules/checkout/settlement-movements';
import { computePreview, settlementDate } from './preview';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import type { CheckOutInput } from '../../sync/contract/checkout/checkout';

/**
 * Checks a lease out (mode 'checkOut', a signed lease, as of today) or settles a checked-out unsettled lease
 * ('settle', as of its check-out date), in ONE transaction: the settlement rules of sync/settlement.ts recomputed on
 * the server, bills voided / reduced / paid by offset / written off, deduction bills, ledger rows, the lease and its
 * lease_checkouts row, its residents moved out on the check-out date (the unit refreshes the room's board facts).
 */
export function checkOutLease(db: Db, now: number, user: AuthUser, input: CheckOutInput, mode: 'checkOut' | 'settle') {
  return db.write(user.orgId, (tx) => checkOutLeaseIn(tx, now, user, input, mode));
}

/** checkOutLease inside the caller's unit of work (the demo seed checks its leases out in the organisation's unit). */
export async function checkOutLeaseIn(
  tx: Tx,
  now: number,
  user: AuthUser,
  input: CheckOutInput,
  mode: 'checkOut' | 'settle',
) {
  const today = shanghaiToday(now);
  const lease = await visibleLease(tx, user, input.leaseId);
  const date = settlementDate(lease, now, mode);
  const withSettlement = mode === 'settle' || input.withSettlement;
  const usableDate = input.usableDate || null;
  if (mode === 'checkOut' || usableDate) {
    const msg = checkUsableDate(usableDate, today);
    if (msg) throw badRequest(msg);
  }
  const preview = await computePreview(tx, lease, date);
  let lines: SettlementLine[] = [];
  const badDebt = withSettlement ? input.badDebtCost : 0;
  let pathway = withSettlement ? (input.pathway ?? null) : null;
  if (withSettlement) {
    const form: SettlementLine[] = input.costVos.map((l) => ({
      name: l.name,
      cost: l.cost,
      refundStatus: l.refundStatus,
      billsDetailId: l.billsDetailId ?? null,
      ...(l.kind ? { kind: l.kind, reason: l.reason ?? '' } : {}),
    }));
    if (!sameComputedLines(preview.lines, form)) throw conflict(SETTLE_MSG.linesChanged);
    const computed = withOverstayEdit(preview.lines, form);
    if (typeof computed === 'string') throw badRequest(computed);
    const deductions = form
      .filter((l) => l.refundStatus === REFUND_STATUS.deduction)
      .map((l): SettlementLine => ({
        name: l.name.trim(),
        cost: l.cost,
        refundStatus: REFUND_STATUS.deduction,
        billsDetailId: null,
      }));
    lines = [...computed, ...deductions];
    const msg = checkSettlement({ lines, badDebtCost: badDebt, pathway });
    if (msg) throw badRequest(msg);
    if (settlementTotals(lines, badDebt).returnCost !== input.returnCost)
      throw badRequest(SETTLE_MSG.returnCostMismatch);
    // Nothing paid out: the refunds are all offset (rule 4: way 6 其他), whatever route the form still carries.
    if (input.returnCost === 0) pathway = null;
  }

  const [existing] = await tx.select().from(leaseCheckouts).where(eq(leaseCheckouts.leaseId, lease.id)).limit(1);
  const checkoutId = existing?.id ?? ulid(now);
  // Bills no longer owed after the check-out date.
  if (preview.voidIds.length) {
    await tx
      .update(bills)
      .set({ validStatus: BILL_VALID.void, operatorId: user.id, updatedAt: now })
      .where(
        and(
          inArray(bills.id, preview.voidIds),
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
        ),
      );
  }
  // Cut to the days up to the check-out date, and marked so a later settlement owes them in full (rule 5).
  for (const r of preview.reduce) {
    await tx
      .update(bills)
      .set({ accountReceivable: r.to, sourceType: SOURCE_CUT, sourceId: checkoutId, updatedAt: now })
      .where(eq(bills.id, r.id));
  }

  if (withSettlement) {
    lines = await billOverstay(tx, now, user, lease, checkoutId, date, lines);
    await bookSettlement(tx, now, user, lease, checkoutId, date, lines, badDebt, pathway);
  } else {
    // Without settlement the overstay is billed now, so it can be collected before the settlement (rule 6).
    await billOverstay(tx, now, user, lease, checkoutId, date, preview.lines);
  }

  const settledFields = withSettlement ? { settled: 1, settledAt: now } : {};
  if (mode === 'checkOut') {
    const res = await tx
      .update(leases)
      .set({
        status: LEASE_STATUS.checkedOut,
        checkOutAt: now,
        checkOutDate: date,
        usableDate,
        updatedAt: now,
        ...settledFields,
      })
      .where(and(eq(leases.id, lease.id), eq(leases.status, LEASE_STATUS.signed)))
      .returning({ id: leases.id });
    if (res.length !== 1) throw conflict('租约已退房，不能重复退房');
    // Everyone still living under the lease moves out with it, on the check-out date.
    await tx
      .update(leaseTenants)
      .set({ dwellStatus: DWELL_STATUS.movedOut, leaveDate: date, updatedAt: now })
      .where(and(eq(leaseTenants.leaseId, lease.id), eq(leaseTenants.dwellStatus, DWELL_STATUS.staying)));
    await tx.insert(leaseCheckouts).values({
      id: checkoutId,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      kind: withSettlement ? 1 : 0,
      checkOutDate: date,
      usableDate: usableDate!,
      isSend: input.isSend === true || input.isSend === 1 ? 1 : 0,
      returnCause: withSettlement ? input.returnCause.trim() : '',
      lines: JSON.stringify(lines),
      badDebtCost: badDebt,
      returnCost: withSettlement ? input.returnCost : 0,
      pathway,
      remark: withSettlement ? input.remark.trim() : '',
      operatorId: user.id,
      settledAt: withSettlement ? now : null,
      settledBy: withSettlement ? user.id : null,
    });
  } else {
    const res = await tx
      .update(leases)
      .set({ ...settledFields, ...(usableDate ? { usableDate } : {}), updatedAt: now })
      .where(and(eq(leases.id, lease.id), eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 0)))
      .returning({ id: leases.id });
    if (res.length !== 1) throw conflict(SETTLE_MSG.linesChanged);
    const values = {
      updatedAt: now,
      returnCause: input.returnCause.trim(),
      lines: JSON.stringify(lines),
      badDebtCost: badDebt,
      returnCost: input.returnCost,
      pathway,
      remark: input.remark.trim(),
      settledAt: now,
      settledBy: user.id,
      isSend: input.isSend === true || input.isSend === 1 ? 1 : 0,
      ...(usableDate ? { usableDate } : {}),
    };
    if (existing) await tx.update(leaseCheckouts).set(values).where(eq(leaseCheckouts.id, existing.id));
    else {
      // A lease checked out before lease_checkouts existed: the row is made now.
      await tx.insert(leaseCheckouts).values({
        id: checkoutId,
        orgId: user.orgId,
        createdAt: now,
        leaseId: lease.id,
        kind: 0,
        checkOutDate: date,
        usableDate: usableDate ?? lease.usableDate ?? date,
        operatorId: user.id,
        ...values,
      });
    }
  }
  return {
    leaseId: lease.id,
    checkOutDate: date,
    settled: withSettlement ? 1 : 0,
    returnCost: withSettlement ? input.returnCost : 0,
    badDebtCost: badDebt,
  };
}

/**
 * The overstay line as a bill (rule 6): a new unpaid 超期占用费 bill for a line not billed yet (none when waived to 0),
 * or the existing bill changed to the operator's amount (voided at 0), its reason kept as the bill's remark. Returns the
 * lines with the overstay line pointing at its bill.
 */
async function billOverstay(
  tx: Tx,
  now: number,
  user: AuthUser,
  lease: VisibleLease,
  checkoutId: string,
  date: string,
  lines: SettlementLine[],
): Promise<SettlementLine[]> {
  const out: SettlementLine[] = [];
  for (const l of lines) out.push(await billOverstayLine(tx, now, user, lease, checkoutId, date, l));
  return out;
}

async function billOverstayLine(
  tx: Tx,
  now: number,
  user: AuthUser,
  lease: VisibleLease,
  checkoutId: string,
  date: string,
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

/** The money of a settlement: bills paid by offset or written off, deduction bills, refund payouts; ledger rows. */
async function bookSettlement(
  tx: Tx,
  now: number,
  user: AuthUser,
  lease: VisibleLease,
  checkoutId: string,
  date: string,
  lines: SettlementLine[],
  badDebt: number,
  pathway: number | null,
) {
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
  // Refunds: paid out (the payout way; 其他 when everything was offset).
  for (const l of lines.filter((x) => x.refundStatus === REFUND_STATUS.refund)) {
    // A bill's type; the deposit order the lease was signed with (api/checkout/preview.ts advanceRefundLine) is 定金.
    const billType =
      types.get(l.billsDetailId ?? '') ??
      (l.billsDetailId !== null && l.billsDetailId === lease.advanceId ? DEPOSIT_LEDGER.billType : 12);
    await ledger({
      inOut: 0,
      amount: l.cost,
      billType,
      name: `${l.name}退还`,
      way: pathway ?? OFFSET_WAY,
      remark: '退房结算退款',
    });
  }
}
