import { and, count, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { readAside } from '../db/read-aside';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { visibleApartmentIds } from '../houses/scope';
import { leases } from '../leases/schema';
import { depositOrders } from '../deposits/schema';
import { appointments } from '../appointments/schema';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { todoWindows } from './windows';
import type { TodoCounts, TodoWindows } from '../../sync/contract/dashboard/dashboard';
import type { TodoList } from '../../sync/rules/dashboard/todo-lists';
import { todoRoomCount, visibleLeases, visibleRooms } from './todo-rooms';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Leases (joined to their live, visible rooms) matching `cond`. */
async function countLeases(db: Reader, user: User, statuses: number[], cond?: SQL) {
  const fields = { n: count() };
  const q = db
    .select(fields)
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(and(visibleLeases(db, user, statuses), cond));
  const [row] = await readAside(db, fields, q);
  return Number(row!.n);
}

/** 待确认租约: leases to be confirmed (status 0, the lease list's tab 1). */
const leasesToConfirm = (db: Reader, user: User) => countLeases(db, user, [0]);
/** 定金待处理: open deposit orders of visible rooms: unpaid, or paid and awaiting signing (signStatus 0). */
async function pendingDepositOrders(db: Reader, user: User) {
  const fields = { n: count() };
  const q = db
    .select(fields)
    .from(depositOrders)
    .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
    .where(
      and(
        eq(depositOrders.orgId, user.orgId),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
        visibleRooms(db, user),
      ),
    );
  const [row] = await readAside(db, fields, q);
  return Number(row!.n);
}
/** 预约看房: viewing appointments still to come (from the start of today, Asia/Shanghai) of visible apartments. */
async function pendingReservations(db: Reader, user: User, w: TodoWindows) {
  const aptIds = visibleApartmentIds(db, user);
  const fields = { n: count() };
  const q = db
    .select(fields)
    .from(appointments)
    .where(
      and(
        eq(appointments.orgId, user.orgId),
        isNull(appointments.deletedAt),
        inArray(appointments.apartmentId, aptIds),
        gte(appointments.appointmentTime, shanghaiMidnight(w.today)),
      ),
    );
  const [row] = await readAside(db, fields, q);
  return Number(row!.n);
}

/*
 * Counters whose rows arrive with later issues. Each returns 0 until its table exists; the issue that creates the
 * table replaces the body with the real query, scoped by visibleRooms/visibleApartments and the windows.
 */
/** 换房: room-change requests not yet handled. Table: lease changes (no room-change feature yet). */
const pendingRoomChanges = () => 0;
/** 报修: repair orders not finished. Table: repairs (services issue). */
const openRepairs = () => 0;
/** 在线申请: online applications awaiting handling (/onlineAplly). Table: online applications (services issue). */
const pendingOnlineApplications = () => 0;
/** 安全告警: door-access / lock alarms not acknowledged. Table: hardware alarms (hardware issue). */
const openSecurityAlarms = () => 0;

/**
 * The dashboard's counters. Those that open a room list on the board (逾期房租, 水电欠费, 待收账单, 待退房, 待登记,
 * 待补照片, 异常房间) are the sizes of their lists (todoRoomIds); 待确认租约, 定金订单 and 预约看房 count the rows of the
 * lease list's tab 1, the open deposit orders and the viewings from today that their screens open on.
 */
export async function todoCounts(db: Reader, now: number, user: User): Promise<TodoCounts> {
  const windows = todoWindows(now);
  // All asked at once: each is read aside (api/db/read-aside.ts), on SQLite on worker threads side by side while the
  // request loop serves others, on PostgreSQL over the pool's connections; a unit of work runs them in turn.
  const rooms = (list: TodoList) => todoRoomCount(db, user, list, windows);
  // The longest first (on the large organisation), so the workers share the work evenly.
  const [picture, register, abnormal, checkOut, due, checkCount, rent, advanceCount, utility, reservationCount] =
    await Promise.all([
      rooms('picture'),
      rooms('register'),
      rooms('abnormal'),
      rooms('checkOut'),
      rooms('due'),
      leasesToConfirm(db, user),
      rooms('overdueRent'),
      pendingDepositOrders(db, user),
      rooms('utility'),
      pendingReservations(db, user, windows),
    ]);
  return {
    rentCount: rent.rooms,
    rentCost: rent.owed,
    hydroelectricCount: utility.rooms,
    hydroelectricCost: utility.owed,
    futureCount: due.rooms,
    futureCost: due.owed,
    registerCount: register.rooms,
    checkOutRoomCount: checkOut.rooms,
    changeRoomCount: pendingRoomChanges(),
    repairCount: openRepairs(),
    onlineCount: pendingOnlineApplications(),
    checkCount,
    reservationCount,
    advanceCount,
    pictureCount: picture.rooms,
    abnormalCount: abnormal.rooms,
    securityCount: openSecurityAlarms(),
    windows,
  };
}
