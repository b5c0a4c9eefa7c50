import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../http/env';
import { users } from '../auth/schema';
import { paymentOrders } from '../payments/schema';
import { DRIVERS, driverFor, type DriverContext } from '../payments/driver';
import { USER_TYPE } from '../../sync/product/accounts';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { awaitingDays } from '../../sync/rules/payments/settlement';
import type { SettlementRecords, SettlementRow, SettlementSums } from '../../sync/contract/personal/personal';

const CHUNK = 500;

/**
 * The settlement rows a user sees for some settlement dates: every payment connector's settlement report (the
 * channel's own figures: amount, fee, method, T+1 date, status), matched to our payment orders by trade number and
 * driver, newest trade first.
 *
 * Whose trades (spec part 4 §7 "Settlement sums by user id"): a trade is the collection of the account that made its
 * payment order (the operator who showed the QR code, or who issued the tenant's link the tenant paid through). The
 * boss sees every trade of the organisation; a manager or staff member only the trades they collected, whatever
 * projects they are in now (the money they took stays theirs to account for).
 */
async function settlementRows(ctx: DriverContext, user: AuthUser, dates: string[]): Promise<SettlementRow[]> {
  const rows: SettlementRow[] = [];
  for (const name of Object.keys(DRIVERS)) {
    const lines = await driverFor(name, ctx).settlements(user.orgId, dates);
    for (let i = 0; i < lines.length; i += CHUNK) {
      const part = lines.slice(i, i + CHUNK);
      const orders = await ctx.db
        .select({ tradeNo: paymentOrders.tradeNo, orderNo: paymentOrders.orderNo, operator: users.name })
        .from(paymentOrders)
        .leftJoin(users, eq(users.id, paymentOrders.creatorId))
        .where(
          and(
            eq(paymentOrders.orgId, user.orgId),
            eq(paymentOrders.driver, name),
            inArray(
              paymentOrders.tradeNo,
              part.map((l) => l.tradeNo),
            ),
            user.userType === USER_TYPE.boss ? undefined : eq(paymentOrders.creatorId, user.id),
          ),
        );
      const byTrade = new Map(orders.map((o) => [o.tradeNo, o]));
      for (const l of part) {
        const o = byTrade.get(l.tradeNo);
        if (!o) continue;
        rows.push({
          tradeNo: l.tradeNo,
          orderNo: o.orderNo,
          amount: l.amount,
          fee: l.fee,
          method: l.method,
          tradeDate: l.paidAt,
          realAmount: l.amount - l.fee,
          settleDate: l.settleDate,
          status: l.status,
          operator: o.operator ?? '',
        });
      }
    }
  }
  return rows.sort((a, b) => b.tradeDate - a.tradeDate || (a.tradeNo < b.tradeNo ? -1 : 1));
}

const sum = (rows: SettlementRow[], pick: (r: SettlementRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

/**
 * The actual amounts awaiting settlement (sync/rules/payments/settlement.ts awaitingDays): what settles today (the
 * trades paid yesterday, yesterdaySum) and tomorrow (paid today, todaySum).
 */
export async function settlementSums(ctx: DriverContext, user: AuthUser): Promise<SettlementSums> {
  const { today, tomorrow } = awaitingDays(shanghaiToday(ctx.now()));
  const rows = await settlementRows(ctx, user, [today, tomorrow]);
  const real = (date: string) =>
    sum(
      rows.filter((r) => r.settleDate === date),
      (r) => r.realAmount,
    );
  return { yesterdaySum: real(today), todaySum: real(tomorrow), today, tomorrow };
}

/**
 * The settlement records of one settlement date (yesterday, the last day whose settlement is over, by default):
 * the sums over the whole date (amount sumA, fee serviceA, actual realA) and one page of rows, 10 a page.
 */
export async function settlementRecords(
  ctx: DriverContext,
  user: AuthUser,
  q: { reconDate?: string; current: number; size: number },
): Promise<SettlementRecords> {
  const reconDate = q.reconDate ?? addDays(shanghaiToday(ctx.now()), -1);
  const rows = await settlementRows(ctx, user, [reconDate]);
  const start = (q.current - 1) * q.size;
  return {
    tradeHisList: rows.slice(start, start + q.size),
    total: rows.length,
    current: q.current,
    size: q.size,
    pages: Math.max(1, Math.ceil(rows.length / q.size)),
    reconDate,
    sumA: sum(rows, (r) => r.amount),
    serviceA: sum(rows, (r) => r.fee),
    realA: sum(rows, (r) => r.realAmount),
  };
}
