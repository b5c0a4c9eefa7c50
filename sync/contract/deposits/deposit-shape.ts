/**
 * The shapes of the deposit-order API (part 2 §7), written once for the server that answers them (api/deposits) and
 * the screens that read them (web/deposits). Money in fen; instants epoch ms; business dates 'YYYY-MM-DD'
 * (Asia/Shanghai). The routes of /api/deposits are in deposits.ts; scan-to-pay is sync/contract/payments.
 */
import { z } from 'zod';
import { date, fen, id, int, ms, obj } from '../kit';
import { DEPOSIT_ACTIONS } from '../../rules/deposits/deposit-rules';

/** One step of an order's record timeline (§4); `time` null for a step not reached yet. */
const timelineEntry = obj({ title: z.string(), time: ms.nullable(), done: z.boolean() });
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** A row of the list (GET /api/deposits). */
export const depositRow = obj({
  advanceId: id,
  orderNo: z.string(),
  houseId: id,
  apartmentId: id,
  apartmentName: z.string(),
  floor: int,
  houseNumber: z.string(),
  /** '西城公寓 3层 301'. */
  house: z.string(),
  area: z.number().nullable(),
  /** The room's board status now (for /renterRegister?statusCode=). */
  statusCode: int,
  promiseMan: z.string(),
  phone: z.string(),
  createTime: ms,
  advanceCost: fen,
  rentCost: fen,
  startDate: date,
  endDate: date,
  latestDate: date,
  creatorName: z.string(),
  payStatus: int,
  signStatus: int,
  payWay: int.nullable(),
  payTime: ms.nullable(),
  leaseId: id.nullable(),
  statusText: z.string(),
  actions: z.array(z.enum(DEPOSIT_ACTIONS)),
});
export type DepositRow = z.infer<typeof depositRow>;

/** One order with every field and its record timeline (GET /api/deposits/:id). */
export const depositDetails = depositRow.extend({
  receiptPicture: z.string(),
  receiptNumber: z.string(),
  remark: z.string(),
  confirmTime: ms.nullable(),
  leaseTime: ms.nullable(),
  cancelTime: ms.nullable(),
  voidTime: ms.nullable(),
  refundTime: ms.nullable(),
  refundWay: int.nullable(),
  timeline: z.array(timelineEntry),
});
export type DepositDetails = z.infer<typeof depositDetails>;

/** A room that can take a deposit order (GET /api/deposits/rooms). */
export const freeRoom = obj({
  houseId: id,
  apartmentId: id,
  apartmentName: z.string(),
  houseNumber: z.string(),
  floor: int,
  /** '东湖公寓 1层 101'. */
  location: z.string(),
  rentCost: fen,
  area: z.number().nullable(),
});
export type FreeRoom = z.infer<typeof freeRoom>;
