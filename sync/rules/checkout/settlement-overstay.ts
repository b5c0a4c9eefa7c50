/**
 * The overstay line of a settlement (sync/rules/checkout/settlement.ts rule 6): days past the lease end at the
 * contract's holdover rate, the operator's edit of it with a reason, and the working text every settlement line shows.
 */
import { addDays, dayNumber } from '../common/shanghai-time';
import { dailyOf } from '../bills/bill-plan';
import { CONTRACT_TERMS } from '../leases/contract-text';
import { formatFen } from '../common/money';
import type { SettlementLine } from './settlement';
import { REFUND_STATUS } from './refund-status';

export const OVERSTAY_NAME = '超期占用费';
export const OVERSTAY_MSG = {
  reasonRequired: '修改超期占用费时请填写原因',
  amountInvalid: '请输入正确的超期占用费金额',
} as const;

export const days = (from: string, to: string) => dayNumber(to) - dayNumber(from);
/** '2026-11-05' → '11月5日'. */
export const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
export const perDay = (n: number, daily: number) => `${n}天 × ${formatFen(daily)}/天`;
export const span = (from: string, to: string) => `${monthDay(from)}–${monthDay(to)}`;

/** The holdover charge of a check-out on `checkOutDate` after `endDate` (rule 6), or null when not after the end. */
export function overstayCharge(
  checkOutDate: string,
  endDate: string,
  rentCost: number,
): { days: number; cost: number; working: string } | null {
  const n = days(endDate, checkOutDate);
  if (n <= 0) return null;
  const daily = dailyOf(rentCost);
  const m = CONTRACT_TERMS.holdoverMultiplier;
  return {
    days: n,
    cost: n * daily * m,
    working: `${span(addDays(endDate, 1), checkOutDate)} ${perDay(n, daily)} × ${m}倍（合同约定：逾期不搬离按日租金${m}倍收取房屋占用费）`,
  };
}

export const OVERSTAY_REASON_MAX = 100;

/**
 * The lines to settle: the preview's, with the operator's amount and reason on the overstay line (rule 6), and the
 * form's deductions. Returns the refusal instead when the overstay edit is not acceptable.
 */
export function withOverstayEdit(
  preview: readonly SettlementLine[],
  form: readonly SettlementLine[],
): SettlementLine[] | string {
  const edited = form.find((l) => l.kind === 'overstay');
  const out: SettlementLine[] = [];
  for (const l of preview) {
    if (l.kind !== 'overstay' || !edited) {
      out.push(l);
      continue;
    }
    if (!Number.isSafeInteger(edited.cost) || edited.cost < 0 || edited.cost > 100_000_000_00)
      return OVERSTAY_MSG.amountInvalid;
    const reason = (edited.reason ?? '').trim();
    if (edited.cost !== l.computedCost && !reason) return OVERSTAY_MSG.reasonRequired;
    if ([...reason].length > OVERSTAY_REASON_MAX) return OVERSTAY_MSG.reasonRequired;
    out.push({ ...l, cost: edited.cost, ...(reason ? { reason } : {}) });
  }
  return out;
}

/**
 * The server's lines must be exactly the preview's refund and arrears lines (same bill, status and amount); the
 * form's deduction lines are free. Returns whether the form's non-deduction lines match.
 */
export function sameComputedLines(preview: readonly SettlementLine[], form: readonly SettlementLine[]): boolean {
  const key = (l: SettlementLine) =>
    l.kind === 'overstay' ? `${l.billsDetailId ?? ''}|overstay` : `${l.billsDetailId}|${l.refundStatus}|${l.cost}`;
  const computed = (lines: readonly SettlementLine[]) =>
    lines
      .filter((l) => l.refundStatus !== REFUND_STATUS.deduction)
      .map(key)
      .sort();
  const a = computed(preview);
  const b = computed(form);
  return a.length === b.length && a.every((k, i) => k === b[i]);
}
