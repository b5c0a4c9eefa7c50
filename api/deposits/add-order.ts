import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { nextNumber } from '../db/numbers';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { checkDepositOrder, ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import type { NewDepositOrder } from '../../sync/contract/deposits/deposits';
import { checkReceiptPicture } from './receipt';
import { paidInstant, roomRefusal } from './access';
import { visibleRoom } from '../houses/scope';
import { bookOrderPayment } from './pay';
import { depositOrders } from './schema';

/**
 * Takes a deposit order for a free room the user may see. Paid at creation → the payment is booked in the same unit
 * of work (ledger entry, receipt number). The unit's write effect refreshes the room's board facts.
 */
export async function addDepositOrder(db: Db, now: number, user: AuthUser, input: NewDepositOrder) {
  const today = shanghaiToday(now);
  const msg = checkDepositOrder(input, today);
  if (msg) throw badRequest(msg);
  const picture =
    input.payStatus === ORDER_PAY.paid ? await checkReceiptPicture(db, user.orgId, input.receiptPicture) : '';
  return db.write(user.orgId, async (tx) => {
    const room = await visibleRoom(tx, user, input.houseId!);
    const refusal = roomRefusal(room, today);
    if (refusal) throw conflict(refusal);
    const id = ulid(now);
    const orderNo = await nextNumber(tx, user.orgId, 'DJ', now);
    await tx.insert(depositOrders).values({
      id,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      apartmentId: room.apartmentId,
      roomId: room.id,
      orderNo,
      promiseMan: input.promiseMan!.trim(),
      phone: input.phone!.trim(),
      advanceCost: input.advanceCost!,
      rentCost: input.rentCost!,
      startDate: input.startDate!,
      endDate: input.endDate!,
      latestDate: input.latestDate!,
      remark: (input.remark ?? '').trim(),
      creatorId: user.id,
    });
    let receiptNumber = '';
    if (input.payStatus === ORDER_PAY.paid) {
      receiptNumber = await bookOrderPayment(
        tx,
        now,
        {
          id,
          orgId: user.orgId,
          apartmentId: room.apartmentId,
          roomId: room.id,
          promiseMan: input.promiseMan!.trim(),
          advanceCost: input.advanceCost!,
        },
        {
          payWay: input.payWay!,
          paidAt: paidInstant(input.payTime!, today, now),
          operatorId: user.id,
          picture,
          remark: (input.remark ?? '').trim(),
        },
      );
    }
    return { advanceId: id, orderNo, receiptNumber };
  });
}
