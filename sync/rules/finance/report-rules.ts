import { addDays } from '../common/shanghai-time';
import { monthOf } from '../common/calendar-ranges';

/** The words of the reports (/ShuJuBaoBiao, /StatementDetails): the summary row and the rows of money of no room. */
export const REPORT_TEXT = {
  summary: '合计',
  /** Money of the organisation itself (the bookkeeping list calls its owner 公司 too). */
  orgOwn: '公司（公共）',
} as const;

/** The row of an apartment's own money (its bookkeeping, not one of its rooms'): '东湖公寓（公共）'. */
export const apartmentOwnName = (apartment: string) => `${apartment}（公共）`;

/**
 * THE name of the place a ledger entry's money belongs to, as the flow report's rows and the ledger's 房源 show it:
 * a room '东湖公寓 301', an apartment's own money '东湖公寓（公共）', the organisation's '公司（公共）'.
 */
export function placeName(apartment: string, houseNumber: string): string {
  if (houseNumber) return `${apartment} ${houseNumber}`;
  return apartment ? apartmentOwnName(apartment) : REPORT_TEXT.orgOwn;
}

/**
 * 收款日期 (part 4 §2 "Reports", §7 `paymentDate`) of the flow report: 本月 = the current Asia/Shanghai month, its first
 * day to today (no range chosen); 历史 = days before the current month (a range chosen, or all of them). Absent: the
 * range as given (the other screens' links, the property test).
 */
export const PAYMENT_SCOPES = ['month', 'history'] as const;
export type PaymentScope = (typeof PAYMENT_SCOPES)[number];
export const PAYMENT_SCOPE_TEXT: Record<PaymentScope, string> = { month: '本月', history: '历史' };

export const REPORT_MSG = {
  scope: '收款日期范围不正确',
  history: '历史查询只能选择本月以前的日期',
} as const;

/** The last day a 历史 range may reach: the day before the current month's first. */
export const historyLastDay = (today: string) => addDays(monthOf(today).from, -1);

/**
 * The days of a flow report under its scope, `today` the server's Shanghai day: 本月 its month up to today (the
 * range asked is ignored), 历史 the range asked (at most up to the last day before the month; a day of the month is
 * refused), none the range asked. `error` is the refusal's message.
 */
export function scopedDays(
  scope: PaymentScope | undefined,
  r: { startTime?: string; endTime?: string },
  today: string,
): { startTime?: string; endTime?: string; error?: string } {
  if (scope === 'month') return { startTime: monthOf(today).from, endTime: today };
  if (scope !== 'history') return { startTime: r.startTime, endTime: r.endTime };
  const last = historyLastDay(today);
  if ((r.startTime && r.startTime > last) || (r.endTime && r.endTime > last)) return { error: REPORT_MSG.history };
  return { startTime: r.startTime, endTime: r.endTime ?? last };
}
