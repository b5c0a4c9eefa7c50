import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { refreshRoomFacts } from '../leases/room-facts';
import { depositOrders } from '../deposits/schema';
import { roomRefusal, visibleRoom } from '../deposits/access';
import { bookOrderPayment } from '../deposits/pay';
import { shanghaiToday } from '../../sync/board-status';
import { canCollect, DEPOSIT_LEDGER } from '../../sync/deposit-rules';
import { driverFor, type DriverContext } from './driver';
import { paymentOrders } from './schema';

/** Update offline trade result (§7): houseId, orderNo. */
export const refreshInput = z.object({
  houseId: z.string('房源编号不正确').min(1, '房源编号不正确').max(40, '房源编号不正确'),
  orderNo: z.string('订单号不正确').min(1, '订单号不正确').max(40, '订单号不正确'),
});
export type RefreshInput = z.infer<typeof refreshInput>;

const ONLINE = 0;

/**
 * Asks the driver whether a scan-to-pay trade is paid; when it is, books it exactly once (the payment order's
 * `appliedAt` is set by a conditional update in the same transaction as the booking): the deposit order becomes
 * paid (way 0 online, time now) with its ledger entry. When the order was collected, revoked or voided meanwhile,
 * the money still arrived: it is booked as an incoming ledger entry marked for refund (outcome 'orphan').
 */
export async function refreshTrade(ctx: DriverContext, user: AuthUser, input: RefreshInput) {
  const { db } = ctx;
  visibleRoom(db, user, input.houseId);
  const po = db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orgId, user.orgId), eq(paymentOrders.orderNo, input.orderNo), eq(paymentOrders.roomId, input.houseId)))
    .get();
  if (!po) throw notFound('支付订单不存在');
  const answer = (status: 'paid' | 'unpaid', applied: boolean, outcome: string | null) => ({ orderNo: po.orderNo, advanceId: po.sourceId, status, applied, outcome });
  if (po.appliedAt !== null) return answer('paid', false, po.outcome);
  const state = await driverFor(po.driver, ctx).query(po.tradeNo);
  if (state !== 'paid') return answer('unpaid', false, null);
  const now = ctx.now();
  return db.transaction((txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = tx.select().from(depositOrders).where(and(eq(depositOrders.id, po.sourceId), eq(depositOrders.orgId, user.orgId))).get();
    if (!order) throw notFound('定金订单不存在');
    const payable = canCollect(order) && roomRefusal(tx, visibleRoom(tx, user, order.roomId), shanghaiToday(now), order.id) === null;
    const outcome = payable ? 'paid' : 'orphan';
    const claimed = tx
      .update(paymentOrders)
      .set({ appliedAt: now, paidAt: now, outcome, updatedAt: now })
      .where(and(eq(paymentOrders.id, po.id), isNull(paymentOrders.appliedAt)))
      .run();
    if (claimed.changes !== 1) return answer('paid', false, tx.select({ o: paymentOrders.outcome }).from(paymentOrders).where(eq(paymentOrders.id, po.id)).get()?.o ?? null);
    if (payable) {
      bookOrderPayment(tx, now, order, { payWay: ONLINE, paidAt: now, operatorId: user.id, remark: `扫码支付 ${po.orderNo}` });
    } else {
      recordLedger(tx, now, {
        orgId: order.orgId, apartmentId: order.apartmentId, roomId: order.roomId, leaseId: null, inOut: 1, amount: po.amount,
        billType: DEPOSIT_LEDGER.billType, itemName: DEPOSIT_LEDGER.itemName, paymentWay: ONLINE, paidAt: now, trader: order.promiseMan,
        sourceType: 'deposit_order', sourceId: order.id, remark: `扫码支付 ${po.orderNo}：订单已收款或已失效，待退款`, operatorId: user.id,
      });
      refreshRoomFacts(tx, now, order.orgId, order.roomId);
    }
    return answer('paid', true, outcome);
  });
}
