import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { users } from '../auth/schema';
import { roomStatusOf } from '../../sync/room-facts';
import { STATUS } from '../../sync/board-status';
import { depositOrders } from './schema';

export const ORDER_NOT_FOUND = '定金订单不存在';
export const ROOM_NOT_FOUND = '房间不存在或无权查看';

/** The columns of an order with its room, floor, apartment and adder, as the list and details show them. */
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
};

/** The order query joined with its room (visible apartments only) and adder. */
export function ordersFrom(db: Db, user: AuthUser) {
  return {
    select: () =>
      db
        .select(orderColumns)
        .from(depositOrders)
        .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
        .innerJoin(floors, eq(floors.id, rooms.floorId))
        .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
        .leftJoin(users, eq(users.id, depositOrders.creatorId)),
    scope: and(eq(depositOrders.orgId, user.orgId), visibleApartments(db, user))!,
  };
}

export type OrderRow = Awaited<ReturnType<ReturnType<ReturnType<typeof ordersFrom>['select']>['all']>>[number];

/** An order the user may see (its org, a visible apartment), else 404. */
export function findOrder(db: Db, user: AuthUser, id: string): OrderRow {
  const q = ordersFrom(db, user);
  const row = q.select().where(and(eq(depositOrders.id, id), q.scope)).get();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** A room the user may see (not deleted, its apartment visible), with its board facts; else 404. */
export function visibleRoom(db: Db, user: AuthUser, houseId: string) {
  const row = db
    .select({
      id: rooms.id, apartmentId: rooms.apartmentId, apartmentName: apartments.name, floor: floors.floor, houseNumber: rooms.houseNumber,
      area: rooms.area, isRent: rooms.isRent, isDecoration: rooms.isDecoration, isShow: rooms.isShow, remark: rooms.remark,
      updatedAt: rooms.updatedAt, facts: rooms.facts,
    })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(and(eq(rooms.id, houseId), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), visibleApartments(db, user)))
    .get();
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return row;
}

export type VisibleRoom = ReturnType<typeof visibleRoom>;

/**
 * Why a room cannot take (or be paid) a deposit order now, or null: under decoration, rented (a lease in effect or
 * the rented flag), a lease to be confirmed, or another open paid order (other than `exceptOrderId`).
 */
export function roomRefusal(db: Db, room: VisibleRoom, today: string, exceptOrderId?: string): string | null {
  const status = roomStatusOf(room, today);
  const has = (s: number) => status.statuses.some((x) => x.statusCode === s);
  if (has(STATUS.decoration)) return '该房间装修中，不能预订';
  if (status.occupied) return '该房间已出租，不能预订';
  if (has(STATUS.awaiting)) return '该房间有待登记的租约，不能预订';
  const paid = db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.roomId, room.id),
        eq(depositOrders.payStatus, 1),
        eq(depositOrders.signStatus, 0),
        exceptOrderId ? ne(depositOrders.id, exceptOrderId) : undefined,
      ),
    )
    .get();
  return paid ? '该房间已有已支付的定金订单，不能重复预订' : null;
}

/** 'YYYY-MM-DD HH:mm' wall time in Shanghai as epoch ms: midnight of a Shanghai date (UTC+8, no DST). */
export const shanghaiMidnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

/** The instant booked for a collection dated `date`: now when it is today, else noon of that Shanghai day. */
export const paidInstant = (date: string, today: string, now: number) => (date === today ? now : shanghaiMidnight(date) + 12 * 3600_000);

/** House text of a row: '西城公寓 3层 301'. */
export const houseText = (r: { apartmentName: string; floor: number; houseNumber: string }) => `${r.apartmentName} ${r.floor}层 ${r.houseNumber}`;
