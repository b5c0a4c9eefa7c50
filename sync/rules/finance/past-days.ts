/**
 * The ranges of money that moved (the ledger, the flow report and the dashboard's flow, the bookkeeping list,
 * receipts, refunds) end today: a day after today (Asia/Shanghai) has no money yet, so a filter reaching it is refused
 * — as a collection's or a bookkeeping entry's date is (sync/rules/deposits/deposit-rules.ts checkCollection,
 * '收款日期不能晚于今天'). The screens' date pickers offer no such day (the filter bar's `past`).
 */
export const PAST_DAYS_MSG = {
  start: '开始日期不能晚于今天',
  end: '结束日期不能晚于今天',
} as const;

/** The refusal of a range that reaches past `today` ('YYYY-MM-DD' days compare as strings), or null. */
export function checkPastDays(r: { startTime?: string; endTime?: string }, today: string): string | null {
  if (r.startTime && r.startTime > today) return PAST_DAYS_MSG.start;
  if (r.endTime && r.endTime > today) return PAST_DAYS_MSG.end;
  return null;
}
