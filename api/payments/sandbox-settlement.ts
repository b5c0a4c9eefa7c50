import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { methodOfPayType, settlementDate, settlementFee, settlementStatus } from '../../sync/rules/payments/settlement';
import type { DriverContext, SettlementLine } from './driver';
import { paymentTrades, TRADE_STATUS } from './schema';

/**
 * The sandbox's settlement report, as a channel's daily reconciliation file would give it: the org's paid trades
 * that settle on the given Shanghai dates (T+1 after the day paid), each with the fee at the rate the trade was made
 * with (settlementFee) and its status on the sandbox's today (settlementStatus). Read from the sandbox's own trades
 * (payment_trades, by org and paid time), oldest first.
 */
export async function sandboxSettlements(
  ctx: DriverContext,
  orgId: string,
  settleDates: readonly string[],
): Promise<SettlementLine[]> {
  if (settleDates.length === 0) return [];
  const wanted = new Set(settleDates);
  const sorted = [...wanted].sort();
  // Trades paid from the day before the first settlement date up to the day before the last one, inclusive.
  const from = shanghaiMidnight(addDays(sorted[0]!, -1));
  const to = shanghaiMidnight(sorted.at(-1)!);
  const rows = await ctx.db
    .select()
    .from(paymentTrades)
    .where(
      and(
        eq(paymentTrades.orgId, orgId),
        gte(paymentTrades.paidAt, from),
        lt(paymentTrades.paidAt, to),
        eq(paymentTrades.status, TRADE_STATUS.paid),
      ),
    )
    .orderBy(asc(paymentTrades.paidAt), asc(paymentTrades.tradeNo));
  const today = shanghaiToday(ctx.now());
  return rows.flatMap((t) => {
    const settleDate = settlementDate(t.paidAt!);
    if (!wanted.has(settleDate)) return [];
    return [
      {
        tradeNo: t.tradeNo,
        amount: t.amount,
        fee: settlementFee(t.amount, t.feeBp),
        method: methodOfPayType(t.payType),
        paidAt: t.paidAt!,
        settleDate,
        status: settlementStatus(settleDate, today),
      },
    ];
  });
}
