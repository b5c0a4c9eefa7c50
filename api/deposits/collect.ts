import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { canCollect, checkCollection, ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import type { CollectInput } from '../../sync/contract/deposits/deposits';
import { findOrder, paidInstant, roomRefusal } from './access';
import { visibleRoom } from '../houses/scope';
import { checkReceiptPicture } from './receipt';
import { bookOrderPayment } from './pay';
import { checkMoneyDate } from '../../sync/rules/common/money-date';

/**
 * Collects an unpaid, unsigned order by hand: the date may not be in the future; the room must still be free of a
 * lease and of another paid order. Books the payment (ledger, receipt number) in the caller's unit of work (the route's
 * idempotent `once`).
 */
export async function collectDepositOrder(tx: Tx, now: number, user: AuthUser, advanceId: string, input: CollectInput) {
  const today = shanghaiToday(now);
  const order = await findOrder(tx, user, advanceId);
  if (!canCollect(order))
    throw conflict(order.payStatus === ORDER_PAY.paid ? '该订单已收款，不能重复收款' : '该订单已失效，不能收款');
  const msg =
    checkCollection(input.payTime, input.payWay, today) ??
    checkMoneyDate(input.payTime!, {
      today,
      earliest: { date: shanghaiToday(order.createdAt), signed: false },
      what: 'order',
      confirmOldDate: input.confirmOldDate,
    });
  if (msg) throw badRequest(msg);
  const picture = await checkReceiptPicture(tx, user.orgId, input.receiptPicture);
  const refusal = roomRefusal(await visibleRoom(tx, user, order.roomId), today);
  if (refusal) throw conflict(refusal);
  const receiptNumber = await bookOrderPayment(tx, now, order, {
    payWay: input.payWay!,
    paidAt: paidInstant(input.payTime!, today, now),
    operatorId: user.id,
    picture,
    remark: (input.remark ?? '').trim(),
  });
  return { advanceId, payStatus: ORDER_PAY.paid, receiptNumber };
}
