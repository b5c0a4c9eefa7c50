import { roomLocation } from '../../sync/rules/board/room-location';
import { and, count, eq } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { users } from '../auth/schema';
import { whyRoomTaken, type RoomStatusRow, type TakenReason } from '../../sync/rules/board/room-facts';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { depositOrders } from './schema';

export const ORDER_NOT_FOUND = '定金订单不存在';

/**
 * The columns of an order with its room, floor, apartment and adder, as the list and details show them; with the room
 * row's status columns (flags, remark, last change, facts) so the room's board status is derived from the same row.
 */
export const orderColumns = {
  id: depositOrders.id,
  orgId: depositOrders.orgId,
  orderNo: depositOrders.orderNo,
  apartmentId: depositOrders.apartmentId,
  roomId: depositOrders.roomId,
  apartmentName: apartments.name,
  floor: floors.floor,
  houseNumber: rooms.houseNumber,
  area: rooms.area,
  promiseMan: depositOrders.promiseMan,
  phone: depositOrders.phone,
  advanceCost: depositOrders.advanceCost,
  rentCost: depositOrders.rentCost,
  startDate: depositOrders.startDate,
  endDate: depositOrders.endDate,
  latestDate: depositOrders.latestDate,
  payStatus: depositOrders.payStatus,
  signStatus: depositOrders.signStatus,
  payWay: depositOrders.payWay,
  payTime: depositOrders.payTime,
  receiptPicture: depositOrders.receiptPicture,
  receiptNumber: depositOrders.receiptNumber,
  remark: depositOrders.remark,
  creatorId: depositOrders.creatorId,
  creatorName: users.name,
  createdAt: depositOrders.createdAt,
  confirmTime: depositOrders.confirmTime,
  leaseId: depositOrders.leaseId,
  leaseTime: depositOrders.leaseTime,
  cancelTime: depositOrders.cancelTime,
  voidTime: depositOrders.voidTime,
  refundTime: depositOrders.refundTime,
  refundWay: depositOrders.refundWay,
  isRent: rooms.isRent,
  isDecoration: rooms.isDecoration,
  isShow: rooms.isShow,
  roomRemark: rooms.remark,
  roomUpdatedAt: rooms.updatedAt,
  facts: rooms.facts,
};

/** Joins an order query with the order's room, floor, apartment and adder (the list filters on all of them). */
function withJoins<Q extends SQLiteSelect>(q: Q) {
  return withRoomPlace(q.innerJoin(rooms, eq(rooms.id, depositOrders.roomId))).leftJoin(
    users,
    eq(users.id, depositOrders.creatorId),
  );
}

/** The joined order query, as rows of `orderColumns` or as a count, and the user's scope (org, visible apartments). */
export function ordersFrom(db: Reader, user: AuthUser) {
  return {
    select: () => withJoins(db.select(orderColumns).from(depositOrders).$dynamic()),
    count: () => withJoins(db.select({ n: count() }).from(depositOrders).$dynamic()),
    scope: and(eq(depositOrders.orgId, user.orgId), visibleApartments(db, user), roomScope(db, user))!,
  };
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersFrom>['select']>>[number];

/** An order the user may see (its org, a visible apartment), else 404. */
export async function findOrder(db: Reader, user: AuthUser, id: string): Promise<OrderRow> {
  const q = ordersFrom(db, user);
  const [row] = await q
    .select()
    .where(and(eq(depositOrders.id, id), q.scope))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

const DEPOSIT_REFUSAL: Record<TakenReason, string> = {
  decoration: '该房间装修中，不能预订',
  occupied: '该房间已出租，不能预订',
  awaiting: '该房间有待确认的租约，不能预订',
  reserved: '该房间已有已支付的定金订单，不能重复预订',
};

/** Why a room cannot take (or be paid) a deposit order now (sync/room-facts.ts whyRoomTaken), or null. */
export function roomRefusal(room: RoomStatusRow, today: string): string | null {
  const why = whyRoomTaken(room, today);
  return why ? DEPOSIT_REFUSAL[why] : null;
}

/** The instant booked for a collection dated `date`: now when it is today, else noon of that Shanghai day. */
export const paidInstant = (date: string, today: string, now: number) =>
  date === today ? now : shanghaiMidnight(date) + 12 * 3600_000;

/** House text of a row: '西城公寓 3层 301' (sync/rules/board/room-location.ts). */
export const houseText = (r: { apartmentName: string; floor: number; houseNumber: string }) =>
  roomLocation(r.apartmentName, r.floor, r.houseNumber);
