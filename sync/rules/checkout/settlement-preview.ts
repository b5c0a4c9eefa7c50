/**
 * The preview of a lease's settlement as of its check-out date: the refund and arrears lines with their working, the
 * unpaid bills voided or cut at check-out (rules 2, 5 and 6 at the top of settlement.ts).
 */
import { dailyOf } from '../bills/bill-plan';
import { addDays } from '../common/shanghai-time';
import { formatFen } from '../common/money';
import { days, monthDay, OVERSTAY_NAME, overstayCharge, perDay, span } from './settlement-overstay';
import { REFUND_STATUS, type RefundStatus } from './refund-status';
import { BILL_PAY, BILL_VALID } from '../bills/bill-status';
import { DEPOSIT_TYPES, RENT_TYPE, type SettlementLine } from './settlement';

/** A bill of the lease as the preview reads it (its stage's period when it has one). */
export interface SettlementBill {
  id: string;
  billsType: number;
  costName: string;
  accountReceivable: number;
  receivableDate: string;
  payStatus: number;
  validStatus: number;
  /** The stage's period; null for a bill outside the plan (stage 0). */
  stageStart: string | null;
  stageEnd: string | null;
  /** A utility bill made from meter readings: usage already consumed, whatever stage it joined. */
  metered?: boolean;
  /** Already cut at check-out to the days up to the check-out date (SOURCE_CUT): owed in full, never refunded. */
  cut?: boolean;
  /** The overstay charge billed at check-out (SOURCE_OVERSTAY). */
  overstay?: boolean;
}

/** The lease terms the preview needs beyond its bills. */
export interface SettlementTerms {
  rentCost: number;
  /** The lease's last day: days after it are charged at the holdover rate (rule 6). */
  endDate?: string;
  /** The per-period fees of the lease (amount per month), prorated like rent (rule 5). */
  fees?: readonly { name: string; billsType: number; amount: number; perPeriod: boolean }[];
}

export interface SettlementPreview {
  checkOutDate: string;
  lines: SettlementLine[];
  /** Unpaid bills no longer owed: voided at check-out. */
  voidIds: string[];
  /** Unpaid bills of the stage containing the date: receivable reduced to `to`. */
  reduce: { id: string; to: number }[];
}

/** The preview of a lease's settlement as of `checkOutDate` (rules 2, 5, 6). */
export function previewSettlement(
  checkOutDate: string,
  rentOrTerms: number | SettlementTerms,
  bills: readonly SettlementBill[],
): SettlementPreview {
  const terms: SettlementTerms = typeof rentOrTerms === 'number' ? { rentCost: rentOrTerms } : rentOrTerms;
  const rentDaily = dailyOf(terms.rentCost);
  // The daily amount of a prorated bill: rent's, or its per-period fee's (same name and type); null = not prorated.
  const dailyFor = (b: SettlementBill): number | null => {
    if (b.billsType === RENT_TYPE) return rentDaily;
    const fee = (terms.fees ?? []).find((f) => f.perPeriod && f.name === b.costName && f.billsType === b.billsType);
    return fee ? dailyOf(fee.amount) : null;
  };
  const refunds: SettlementLine[] = [];
  const arrears: SettlementLine[] = [];
  const voidIds: string[] = [];
  const reduce: { id: string; to: number }[] = [];
  // Stable: bills of one date keep the caller's order (the plan's).
  const sorted = [...bills].sort((a, b) =>
    a.receivableDate < b.receivableDate ? -1 : a.receivableDate > b.receivableDate ? 1 : 0,
  );
  for (const b of sorted) {
    if (b.validStatus !== BILL_VALID.valid || b.accountReceivable <= 0) continue;
    const line = (cost: number, refundStatus: RefundStatus, working: string): SettlementLine => ({
      name: b.costName,
      cost,
      refundStatus,
      billsDetailId: b.id,
      working,
    });
    const starts = b.stageStart ?? b.receivableDate;
    const period =
      b.stageStart && b.stageEnd ? `账期 ${span(b.stageStart, b.stageEnd)}` : `应收日 ${monthDay(b.receivableDate)}`;
    const contains =
      b.stageStart !== null && b.stageEnd !== null && b.stageStart <= checkOutDate && checkOutDate <= b.stageEnd;
    // Metered utilities were used before the check-out: paid ones stay paid, unpaid ones are owed in full.
    if (b.metered) {
      if (b.payStatus === BILL_PAY.unpaid)
        arrears.push(
          line(b.accountReceivable, REFUND_STATUS.arrears, `抄表水电费，全额 ${formatFen(b.accountReceivable)}`),
        );
      continue;
    }
    if (b.overstay) {
      if (b.payStatus === BILL_PAY.unpaid)
        arrears.push({
          ...line(
            b.accountReceivable,
            REFUND_STATUS.arrears,
            `退房时计入的超期占用费，全额 ${formatFen(b.accountReceivable)}`,
          ),
          kind: 'overstay',
          computedCost: b.accountReceivable,
        });
      continue;
    }
    if (b.cut) {
      // Cut at check-out to the days up to D: owed as it is, never refunded (rule 5).
      const d = dailyFor(b);
      const n = b.stageStart ? days(b.stageStart, checkOutDate) + 1 : 0;
      const how =
        d !== null && b.stageStart && n > 0
          ? `${span(b.stageStart, checkOutDate)} ${perDay(n, d)}，退房时已按天折算为 ${formatFen(b.accountReceivable)}`
          : `退房时已按天折算为 ${formatFen(b.accountReceivable)}`;
      if (b.payStatus === BILL_PAY.unpaid) arrears.push(line(b.accountReceivable, REFUND_STATUS.arrears, how));
      continue;
    }
    const daily = dailyFor(b);
    if (b.payStatus === BILL_PAY.paid) {
      // Deposits come back; so does any bill paid for a period starting after D (its unpaid twin would be voided).
      if (DEPOSIT_TYPES.includes(b.billsType))
        refunds.push(
          line(b.accountReceivable, REFUND_STATUS.refund, `已付押金，全额退还 ${formatFen(b.accountReceivable)}`),
        );
      else if (starts > checkOutDate)
        refunds.push(
          line(
            b.accountReceivable,
            REFUND_STATUS.refund,
            `${period} 在退房日之后，全额退还 ${formatFen(b.accountReceivable)}`,
          ),
        );
      else if (daily !== null && contains && checkOutDate < b.stageEnd!) {
        const n = days(checkOutDate, b.stageEnd!);
        const cost = Math.min(b.accountReceivable, n * daily);
        const capped = cost < n * daily ? `，以已付 ${formatFen(b.accountReceivable)} 为限` : '';
        if (cost > 0)
          refunds.push(
            line(
              cost,
              REFUND_STATUS.refund,
              `${span(addDays(checkOutDate, 1), b.stageEnd!)} ${perDay(n, daily)}${capped}`,
            ),
          );
      }
      continue;
    }
    if (DEPOSIT_TYPES.includes(b.billsType) || starts > checkOutDate) {
      voidIds.push(b.id);
      continue;
    }
    if (daily !== null && contains) {
      const n = days(b.stageStart!, checkOutDate) + 1;
      const owed = Math.min(b.accountReceivable, n * daily);
      if (owed <= 0) {
        voidIds.push(b.id);
        continue;
      }
      if (owed < b.accountReceivable) reduce.push({ id: b.id, to: owed });
      const capped = owed < n * daily ? `，以账单 ${formatFen(b.accountReceivable)} 为限` : '';
      arrears.push(
        line(owed, REFUND_STATUS.arrears, `${span(b.stageStart!, checkOutDate)} ${perDay(n, daily)}${capped}`),
      );
    } else
      arrears.push(
        line(b.accountReceivable, REFUND_STATUS.arrears, `${period}，全额 ${formatFen(b.accountReceivable)}`),
      );
  }
  // Rule 6: staying past the end is charged at the contract's holdover rate, unless the check-out already billed it.
  const billed = bills.some((b) => b.overstay);
  const over = terms.endDate && !billed ? overstayCharge(checkOutDate, terms.endDate, terms.rentCost) : null;
  if (over)
    arrears.push({
      name: OVERSTAY_NAME,
      cost: over.cost,
      refundStatus: REFUND_STATUS.arrears,
      billsDetailId: null,
      working: over.working,
      kind: 'overstay',
      computedCost: over.cost,
    });
  return { checkOutDate, lines: [...refunds, ...arrears], voidIds, reduce };
}
