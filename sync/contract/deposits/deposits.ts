/**
 * The contract of /api/deposits (spec part 2 §2.2, §4 "Deposit order", §5, §7): the order list and details, the rooms
 * that can take an order, adding, collecting and revoking. The rules (required fields, dates, payment) are
 * sync/rules/deposits/deposit-rules.ts, shared with the web form; the schemas here check only the shapes.
 */
import { z } from 'zod';
import { route } from '../route';
import { dateFilter, orderedDates, textFilter } from '../list-filters';
import { id, int, obj, page, pageQuery } from '../kit';
import { DEPOSIT_MSG, DEPOSIT_REMARK_MAX } from '../../rules/deposits/deposit-rules';
import { depositDetails, depositRow, freeRoom } from './deposit-shape';

const day = dateFilter('提交日期格式不正确');

/** Filters of the list (§2.2): apartment name, room number, submit date range, booker, phone, adder; page of 10. */
const depositListQuery = orderedDates(
  z.object({
    apartmentName: textFilter(40, '公寓名称不能超过40个字'),
    houseNumber: textFilter(20, '房间号不能超过20个字'),
    startDate: day,
    endDate: day,
    promiseMan: textFilter(20, '预订人不能超过20个字'),
    phone: textFilter(11, '手机号不能超过11位'),
    creatorName: textFilter(20, '添加人不能超过20个字'),
    /** '1': only the open orders (not signed into a lease, not voided or revoked): the dashboard's 定金订单 counter. */
    open: z.enum(['0', '1'], '筛选条件只能是0或1').optional(),
    ...pageQuery,
  }),
);
export type DepositListQuery = z.infer<typeof depositListQuery>;

const money = (msg: string) => z.number(msg).int(msg).nullish();
const str = (msg: string) => z.string(msg).max(400, msg).nullish();
const remark = z.string('备注不正确').max(DEPOSIT_REMARK_MAX, DEPOSIT_MSG.remarkTooLong).nullish();

/**
 * The add-order form (§5, §7): the shape only; the rules (required fields, dates, phone, payment when paid) are
 * deposit-rules.ts checkDepositOrder, shared with the web form. Money in fen, dates 'YYYY-MM-DD'.
 */
const addOrderInput = z.object({
  houseId: str('请选择房源'),
  advanceCost: money('定金金额不正确'),
  rentCost: money('约定租金不正确'),
  startDate: str('租期开始日期不正确'),
  endDate: str('租期结束日期不正确'),
  latestDate: str('最晚签约日期不正确'),
  promiseMan: str('预订人姓名不正确'),
  phone: str('手机号不正确'),
  payStatus: z.number('请选择支付状态').int('请选择支付状态').nullish(),
  payTime: str('收款日期不正确'),
  payWay: z.number('请选择收款方式').int('请选择收款方式').nullish(),
  receiptPicture: str('收款凭证不正确'),
  remark,
});
/** The add-order form as the web sends it. */
export type NewDepositOrder = z.input<typeof addOrderInput>;

/** Confirm payment collection (§5, §7): date and way required, one optional receipt photo, a remark. */
const collectInput = z.object({
  payTime: z.string('请选择应收款日期').nullish(),
  payWay: z.number('请选择收款方式').int('请选择收款方式').nullish(),
  receiptPicture: z.string('收款凭证不正确').max(400, '收款凭证不正确').nullish(),
  remark,
  /** A date more than 10 days back is taken only when the operator confirmed it (sync/rules/common/money-date.ts). */
  confirmOldDate: z.boolean().nullish(),
});
export type CollectInput = z.infer<typeof collectInput>;

/** Revoke (§7: advanceId). `refund: true` with a way recorded by hand (1–7) gives a paid, unsigned order's deposit back. */
const revokeInput = z.object({
  refund: z.boolean('退款选项不正确').optional(),
  payWay: z.number('请选择退款方式').int('请选择退款方式').nullish(),
  remark,
});
export type RevokeInput = z.infer<typeof revokeInput>;

const freeRoomsQuery = z.object({
  apartmentId: textFilter(40, '公寓编号不正确'),
  houseNumber: textFilter(20, '房间号不能超过20个字'),
});
export type FreeRoomsQuery = z.infer<typeof freeRoomsQuery>;

export const deposits = {
  list: route({ method: 'GET', path: '/api/deposits', query: depositListQuery, reply: page(depositRow) }),
  /** The new order, and its receipt number when it was paid at creation ('' otherwise). */
  add: route({
    method: 'POST',
    path: '/api/deposits',
    body: addOrderInput,
    reply: obj({ advanceId: id, orderNo: z.string(), receiptNumber: z.string() }),
  }),
  /** At most 100 rooms the user may see that can take an order now, by apartment, floor and position. */
  rooms: route({ method: 'GET', path: '/api/deposits/rooms', query: freeRoomsQuery, reply: z.array(freeRoom) }),
  details: route({ method: 'GET', path: '/api/deposits/:id', reply: depositDetails }),
  /** Idempotent by the Idempotency-Key header: a retry answers the first reply (same receipt number). */
  collect: route({
    method: 'POST',
    path: '/api/deposits/:id/collect',
    body: collectInput,
    reply: obj({ advanceId: id, payStatus: int, receiptNumber: z.string() }),
  }),
  revoke: route({
    method: 'POST',
    path: '/api/deposits/:id/revoke',
    body: revokeInput,
    reply: obj({ advanceId: id, signStatus: int, refunded: z.boolean() }),
  }),
};
