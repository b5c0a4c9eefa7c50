import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { shanghaiToday } from '../../sync/board-status';
import { depositTimeline } from '../../sync/deposit-rules';
import { roomStatusOf } from '../../sync/room-facts';
import { rooms } from '../houses/schema';
import { findOrder, visibleRoom } from './access';
import { toRow } from './list';
import { depositOrders } from './schema';

/** One order with every field and its record timeline (§4). */
export function depositDetails(db: Db, now: number, user: AuthUser, advanceId: string) {
  const r = findOrder(db, user, advanceId);
  const room = db.select().from(rooms).where(eq(rooms.id, r.roomId)).get()!;
  return {
    ...toRow(r, roomStatusOf(room, shanghaiToday(now)).statusCode),
    receiptPicture: r.receiptPicture,
    receiptNumber: r.receiptNumber,
    remark: r.remark,
    confirmTime: r.confirmTime,
    leaseTime: r.leaseTime,
    cancelTime: r.cancelTime,
    voidTime: r.voidTime,
    refundTime: r.refundTime,
    refundWay: r.refundWay,
    timeline: depositTimeline(r),
  };
}

/**
 * The paid, unsigned order of a room (the signing form fills the advance from it), or null. The room must be one
 * the user may see (404 otherwise).
 */
export function activeDepositOrder(db: Db, user: AuthUser, houseId: string) {
  visibleRoom(db, user, houseId);
  const o = db
    .select({
      advanceId: depositOrders.id, advanceCost: depositOrders.advanceCost, promiseMan: depositOrders.promiseMan, phone: depositOrders.phone,
      rentCost: depositOrders.rentCost, startDate: depositOrders.startDate, endDate: depositOrders.endDate,
    })
    .from(depositOrders)
    .where(and(eq(depositOrders.orgId, user.orgId), eq(depositOrders.roomId, houseId), eq(depositOrders.payStatus, 1), eq(depositOrders.signStatus, 0), isNull(depositOrders.leaseId)))
    .get();
  return o ?? null;
}
