import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { recordLedger } from '../ledger/record';
import {
  checkManualWay,
  DEPOSIT_LEDGER,
  DEPOSIT_MSG,
  ORDER_PAY,
  ORDER_SIGN,
} from '../../sync/rules/deposits/deposit-rules';
import type { RevokeInput } from '../../sync/contract/deposits/deposits';
import { findOrder } from './access';
import { depositOrders } from './schema';

/**
 * Revokes an order unless it is already revoked (§4). Revoking records no money movement by itself; with
 * `refund: true` (only for a paid, unsigned order) an outgoing ledger entry '定金退还' of the deposit is written in the
 * same unit of work. A signed order can be revoked (the spec allows it) but its lease is left alone and nothing is
 * refunded: its deposit belongs to the lease now.
 */
export async function revokeDepositOrder(db: Db, now: number, user: AuthUser, advanceId: string, input: RevokeInput) {
  return db.write(user.orgId, async (tx) => {
    const order = await findOrder(tx, user, advanceId);
    if (order.signStatus === ORDER_SIGN.revoked) throw conflict('该订单已撤销');
    let refundWay: number | null = null;
    if (input.refund) {
      if (order.payStatus !== ORDER_PAY.paid) throw conflict('该订单未支付，无需退款');
      if (order.signStatus !== ORDER_SIGN.unsigned) throw conflict('该订单已签约或已作废，不能退款');
      const bad = checkManualWay(input.payWay, DEPOSIT_MSG.refundWayRequired, DEPOSIT_MSG.refundWayOnline);
      if (bad) throw badRequest(bad);
      refundWay = input.payWay!;
    }
    const revoked = await tx
      .update(depositOrders)
      .set({
        signStatus: ORDER_SIGN.revoked,
        cancelTime: now,
        updatedAt: now,
        ...(refundWay !== null ? { refundTime: now, refundWay } : {}),
      })
      .where(and(eq(depositOrders.id, order.id), ne(depositOrders.signStatus, ORDER_SIGN.revoked)))
      .returning({ id: depositOrders.id });
    if (revoked.length !== 1) throw conflict('该订单已撤销');
    if (refundWay !== null) {
      await recordLedger(tx, now, {
        orgId: order.orgId,
        apartmentId: order.apartmentId,
        roomId: order.roomId,
        leaseId: null,
        inOut: 0,
        amount: order.advanceCost,
        billType: DEPOSIT_LEDGER.billType,
        itemName: DEPOSIT_LEDGER.refundItemName,
        paymentWay: refundWay,
        paidAt: now,
        trader: order.promiseMan,
        sourceType: 'deposit_order',
        sourceId: order.id,
        remark: (input.remark ?? '').trim(),
        operatorId: user.id,
      });
    }
    return { advanceId, signStatus: ORDER_SIGN.revoked, refunded: refundWay !== null };
  });
}
