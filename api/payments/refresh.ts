import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { refreshRoomFacts } from '../leases/room-facts';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { depositOrders } from '../deposits/schema';
import { roomRefusal } from '../deposits/access';
import { bookOrderPayment } from '../deposits/pay';
import { shanghaiToday } from '../../sync/board-status';
import { canCollect, DEPOSIT_LEDGER } from '../../sync/deposit-rules';
import type { PaymentOutcome, RefreshResult } from '../../sync/deposit-shape';
import { driverFor, type DriverContext } from './driver';
import { paymentOrders } from './schema';

/** Update offline trade result (§7): houseId, orderNo. */
export const refreshInput = z.object({
  houseId: z.string('房源编号不正确').min(1, '房源编号不正确').max(40, '房源编号不正确'),
  orderNo: z.string('订单号不正确').min(1, '订单号不正确').max(40, '订单号不正确'),
});
export type RefreshInput = z.infer<typeof refreshInput>;

const ONLINE = 0;
const PAYMENT_NOT_FOUND = '支付订单不存在';

/**
 * Asks the driver whether a scan-to-pay trade is paid; when it is, books it exactly once (the payment order's
 * `appliedAt` is set by a conditional update in the same transaction as the booking): the deposit order becomes
 * paid (way 0 online, time now) with its ledger entry. Money that arrived must always be booked: when the order was
 * collected, revoked or voided meanwhile, or its room was deleted or taken, it is booked as an incoming ledger entry
 * marked for refund (outcome 'orphan').
 *
 * Access is checked once, before asking the driver: the trade must be of the user's org and of an apartment the user
 * may see (deleted apartments and rooms included, so that a trade paid before a room was removed can still be
 * booked). The transaction reads the room by id and org only, so a change of the user's scope meanwhile cannot
 * leave a paid trade unbooked.
 */
export async function refreshTrade(ctx: DriverContext, user: AuthUser, input: RefreshInput): Promise<RefreshResult> {
  const { db } = ctx;
  const po = db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orgId, user.orgId), eq(paymentOrders.orderNo, input.orderNo), eq(paymentOrders.roomId, input.houseId)))
    .get();
  if (!po) throw notFound(PAYMENT_NOT_FOUND);
  const visible = db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, po.apartmentId), visibleApartments(db, user, { includeDeleted: true })))
    .get();
  if (!visible) throw notFound(PAYMENT_NOT_FOUND);
  const answer = (status: 'paid' | 'unpaid', applied: boolean, outcome: string | null): RefreshResult => ({
    orderNo: po.orderNo, advanceId: po.sourceId, status, applied, outcome: outcome as PaymentOutcome | null,
  });
  if (po.appliedAt !== null) return answer('paid', false, po.outcome);
  const state = await driverFor(po.driver, ctx).query(po.tradeNo);
  if (state !== 'paid') return answer('unpaid', false, null);
  const now = ctx.now();
  return db.transaction((txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = tx.select().from(depositOrders).where(and(eq(depositOrders.id, po.sourceId), eq(depositOrders.orgId, po.orgId))).get();
    const room = tx.select().from(rooms).where(and(eq(rooms.id, po.roomId), eq(rooms.orgId, po.orgId))).get();
    const live = room && room.deletedAt === null ? room : null;
    const payable = order !== undefined && live !== null && canCollect(order) && roomRefusal(live, shanghaiToday(now)) === null;
    const outcome: PaymentOutcome = payable ? 'paid' : 'orphan';
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
        orgId: po.orgId, apartmentId: po.apartmentId, roomId: po.roomId, leaseId: null, inOut: 1, amount: po.amount,
        billType: DEPOSIT_LEDGER.billType, itemName: DEPOSIT_LEDGER.itemName, paymentWay: ONLINE, paidAt: now, trader: order?.promiseMan ?? '',
        sourceType: 'deposit_order', sourceId: po.sourceId, remark: `扫码支付 ${po.orderNo}：订单已收款或已失效，待退款`, operatorId: user.id,
      });
      if (live) refreshRoomFacts(tx, now, po.orgId, po.roomId);
    }
    return answer('paid', true, outcome);
  });
}
