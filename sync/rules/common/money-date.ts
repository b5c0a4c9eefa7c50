/**
 * The date a person types for money that moved (issue 12 point 16; spec part 2 §5 "Collect payment", "Add
 * bookkeeping", §9 "Collection and bookkeeping date pickers"): one rule for bill collection (one or a batch),
 * deposit-order collection and bookkeeping entries, run by the screens before sending and by the API.
 *
 * - Not in the future (each form's own "不能晚于今天" message, checked by its form rule).
 * - Not before the lease (or the deposit order) existed: a lease's earliest money date is the earlier of its signing
 *   date and its start date (a lease registered today for a tenant who moved in earlier — taking over an occupied
 *   building — may record what was paid since the start); a deposit order's is the day it was made.
 * - More than OLD_DATE_DAYS days back: accepted only with an explicit confirmation (`confirmOldDate: true` in the
 *   API; the screens ask with a dialog first). Ten days back exactly needs none.
 * Dates are 'YYYY-MM-DD' business dates (Asia/Shanghai).
 */
import { daysBetween, dayNumber, shanghaiToday } from './shanghai-time';

export const OLD_DATE_DAYS = 10;

export const MONEY_DATE_MSG = {
  beforeLeaseSigned: '收款日期不能早于租约签订日期',
  beforeLeaseStart: '收款日期不能早于租约开始日期',
  beforeOrder: '收款日期不能早于定金单创建日期',
  bookBeforeLeaseSigned: '记账日期不能早于租约签订日期',
  bookBeforeLeaseStart: '记账日期不能早于租约开始日期',
  oldDate: `收款日期早于${OLD_DATE_DAYS}天前，请确认日期无误后再提交`,
  bookOldDate: `记账日期早于${OLD_DATE_DAYS}天前，请确认日期无误后再提交`,
} as const;

/** The earliest money date of a lease: the earlier of its signing date and its start date. */
export function leaseEarliestDate(l: { signedAt: number; startDate: string }): { date: string; signed: boolean } {
  const signedDate = shanghaiToday(l.signedAt);
  return l.startDate < signedDate ? { date: l.startDate, signed: false } : { date: signedDate, signed: true };
}

/** Is `date` more than OLD_DATE_DAYS days before `today` (the case that needs an explicit confirmation)? */
export const isOldMoneyDate = (date: string, today: string) => daysBetween(date, today) > OLD_DATE_DAYS;

export interface MoneyDateContext {
  today: string;
  /** The earliest allowed date and whether it is the lease's signing date (else its start) or an order's date. */
  earliest: { date: string; signed: boolean } | null;
  what: 'collect' | 'order' | 'book';
  confirmOldDate?: boolean | null;
}

/**
 * The refusal of an otherwise valid date (already checked: a date, not in the future) for its lease or order, or
 * null. The old-date refusal comes last: it is the one the screens answer with a confirmation.
 */
export function checkMoneyDate(date: string, c: MoneyDateContext): string | null {
  if (c.earliest && dayNumber(date) < dayNumber(c.earliest.date)) {
    if (c.what === 'order') return MONEY_DATE_MSG.beforeOrder;
    if (c.what === 'book')
      return c.earliest.signed ? MONEY_DATE_MSG.bookBeforeLeaseSigned : MONEY_DATE_MSG.bookBeforeLeaseStart;
    return c.earliest.signed ? MONEY_DATE_MSG.beforeLeaseSigned : MONEY_DATE_MSG.beforeLeaseStart;
  }
  if (!c.confirmOldDate && isOldMoneyDate(date, c.today))
    return c.what === 'book' ? MONEY_DATE_MSG.bookOldDate : MONEY_DATE_MSG.oldDate;
  return null;
}
