import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { conflict } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { DEPOSIT_LEDGER, ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { depositOrders } from './schema';

export interface PaidOrder {
  id: string;
  orgId: string;
  apartmentId: string;
  roomId: string;
  promiseMan: string;
  advanceCost: number;
}

export interface Payment {
  payWay: number;
  /** When the money moved (epoch ms). */
  paidAt: number;
  operatorId: string;
  picture?: string;
  remark?: string;
}

/**
 * Books the payment of an unpaid, unsigned order in the caller's unit of work: the order becomes paid (the update is
 * conditional, so a second payment of the same order is refused even when two requests race), one ledger entry
 * (incoming, 定金) is written; the unit's write effect refreshes the room's board facts. Returns the receipt number.
 */
export async function bookOrderPayment(tx: Tx, now: number, order: PaidOrder, p: Payment): Promise<string> {
  const ledger = await recordLedger(tx, now, {
    orgId: order.orgId,
    apartmentId: order.apartmentId,
    roomId: order.roomId,
    leaseId: null,
    inOut: 1,
    amount: order.advanceCost,
    billType: DEPOSIT_LEDGER.billType,
    itemName: DEPOSIT_LEDGER.itemName,
    paymentWay: p.payWay,
    paidAt: p.paidAt,
    trader: order.promiseMan,
    sourceType: 'deposit_order',
    sourceId: order.id,
    remark: p.remark ?? '',
    picture: p.picture ?? '',
    operatorId: p.operatorId,
  });
  const paid = await tx
    .update(depositOrders)
    .set({
      payStatus: ORDER_PAY.paid,
      payWay: p.payWay,
      payTime: p.paidAt,
      confirmTime: now,
      receiptNumber: ledger.receiptNumber,
      updatedAt: now,
      ...(p.picture !== undefined ? { receiptPicture: p.picture } : {}),
    })
    .where(
      and(
        eq(depositOrders.id, order.id),
        eq(depositOrders.payStatus, ORDER_PAY.unpaid),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
      ),
    )
    .returning({ id: depositOrders.id });
  // Throwing rolls the ledger entry back with the rest of the unit.
  if (paid.length !== 1) throw conflict('该订单已收款或已失效，不能重复收款');
  return ledger.receiptNumber;
}
