import { ulid } from 'ulid';
import { z } from 'zod';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { nextNumber } from '../db/numbers';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { checkDepositOrder, DEPOSIT_MSG, DEPOSIT_REMARK_MAX } from '../../sync/rules/deposits/deposit-rules';
import type { NewDepositOrder } from '../../sync/contract/deposits/deposit-shape';
import { checkReceiptPicture } from './receipt';
import { paidInstant, roomRefusal } from './access';
import { visibleRoom } from '../houses/scope';
import { bookOrderPayment } from './pay';
import { depositOrders } from './schema';

const fen = (msg: string) => z.number(msg).int(msg).nullish();
const str = (msg: string) => z.string(msg).max(400, msg).nullish();

/**
 * The add-order form (§5, §7): the shape only; the rules (required fields, dates, phone, payment when paid) are
 * sync/deposit-rules.ts checkDepositOrder, shared with the web form. Money in fen, dates 'YYYY-MM-DD'.
 */
export const addOrderInput = z.object({
  houseId: str('请选择房源'),
  advanceCost: fen('定金金额不正确'),
  rentCost: fen('约定租金不正确'),
  startDate: str('租期开始日期不正确'),
  endDate: str('租期结束日期不正确'),
  latestDate: str('最晚签约日期不正确'),
  promiseMan: str('预订人姓名不正确'),
  phone: str('手机号不正确'),
  payStatus: z.number('请选择支付状态').int('请选择支付状态').nullish(),
  payTime: str('收款日期不正确'),
  payWay: z.number('请选择收款方式').int('请选择收款方式').nullish(),
  receiptPicture: str('收款凭证不正确'),
  remark: z.string('备注不正确').max(DEPOSIT_REMARK_MAX, DEPOSIT_MSG.remarkTooLong).nullish(),
});
/** The form as the web sends it (sync/deposit-shape.ts); `addOrderInput` parses into it. */
export type AddOrderInput = NewDepositOrder;

/**
 * Takes a deposit order for a free room the user may see. Paid at creation → the payment is booked in the same unit
 * of work (ledger entry, receipt number). The unit's write effect refreshes the room's board facts.
 */
export async function addDepositOrder(db: Db, now: number, user: AuthUser, input: AddOrderInput) {
  const today = shanghaiToday(now);
  const msg = checkDepositOrder(input, today);
  if (msg) throw badRequest(msg);
  const picture = input.payStatus === 1 ? await checkReceiptPicture(db, user.orgId, input.receiptPicture) : '';
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
    if (input.payStatus === 1) {
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
