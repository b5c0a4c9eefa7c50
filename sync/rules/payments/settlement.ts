/**
 * Settlement of scan-to-pay trades (spec part 4 §2 "Personal centre", §3 "Settlement", §4): the rule the payment
 * connector's simulator follows and the personal centre shows. Money in fen; days are Asia/Shanghai dates.
 *
 * - The service fee of a paid trade is its amount × the channel's rate (basis points, 60 = 0.6 %), rounded to the
 *   nearest fen, half up (settlementFee). The actual amount settled is the amount less the fee.
 * - T+1: a trade paid on Shanghai day D settles on D + 1 (settlementDate). The money of a settlement day is paid out
 *   over that day, so a trade is 成功 (status 100) once its settlement day is over, and 结算中 (0) until then
 *   (settlementStatus).
 * - "Awaiting settlement today" is what settles today: the trades paid yesterday; "tomorrow" is what settles tomorrow:
 *   the trades paid today (awaitingDays). Both are still 结算中 by the rule above.
 */
import { addDays, shanghaiToday } from '../common/shanghai-time';

/** Settlement status: 100 成功 (spec §4), 0 结算中. */
export const SETTLE_STATUS = { settling: 0, settled: 100 } as const;
export type SettleStatus = (typeof SETTLE_STATUS)[keyof typeof SETTLE_STATUS];

export const SETTLE_STATUS_NAME: Record<number, string> = { 0: '结算中', 100: '成功' };

/** The trade method the connector reports: 'WXZF' WeChat pay; anything else is Alipay (spec §3). */
export const WECHAT_METHOD = 'WXZF';
export const ALIPAY_METHOD = 'ZFBZF';
export const methodOfPayType = (payType: number) => (payType === 1 ? WECHAT_METHOD : ALIPAY_METHOD);
export const methodName = (method: string) => (method === WECHAT_METHOD ? '微信支付' : '支付宝');

const BP_ONE = 10_000n;

/** The service fee (fen) of a paid trade of `amountFen` at `rateBp` basis points: nearest fen, half up. */
export function settlementFee(amountFen: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new Error(`amount must be a non-negative integer of fen, got ${amountFen}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp >= 10_000)
    throw new Error(`rate must be 0 ≤ bp < 10000, got ${rateBp}`);
  return Number((BigInt(amountFen) * BigInt(rateBp) * 2n + BP_ONE) / (2n * BP_ONE));
}

/** The Shanghai date a trade paid at `paidAtMs` settles on: the day after the day it was paid (T+1). */
export const settlementDate = (paidAtMs: number) => addDays(shanghaiToday(paidAtMs), 1);

/** 成功 (100) once the settlement day is over (before `today`), 结算中 (0) on it and before. */
export const settlementStatus = (settleDate: string, today: string): SettleStatus =>
  settleDate < today ? SETTLE_STATUS.settled : SETTLE_STATUS.settling;

/**
 * The two settlement days the personal centre says are awaited on `today`: today's (trades paid yesterday, the
 * spec's yesterdaySum) and tomorrow's (trades paid today, todaySum).
 */
export function awaitingDays(today: string) {
  return { today, tomorrow: addDays(today, 1) };
}
