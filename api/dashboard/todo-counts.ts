import { and, count, eq, exists, gte, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { pictures } from '../uploads/schema';
import { roomTemplates } from '../templates/schema';
import { owners } from '../owners/schema';
import { leases, bills } from '../leases/schema';
import { depositOrders } from '../deposits/schema';
import { appointments } from '../appointments/schema';
import { shanghaiMidnight } from '../../sync/shanghai-time';
import { todoWindows } from './windows';
import type { TodoCounts, TodoWindows } from '../../sync/dashboard';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Rooms (not deleted) of the apartments the user may see. */
function visibleRooms(db: Db, user: User) {
  const aptIds = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  return and(eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), inArray(rooms.apartmentId, aptIds))!;
}

/** SUM of a condition over the rooms scanned (portable SQL: CASE inside SUM). */
const tally = (cond: SQL | undefined) => sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`;

/** A lease in effect or to be confirmed (status 0/1, not deleted) on `rooms.id`: the room has a live lease. */
function liveLeaseOnRoom(db: Db) {
  return db
    .select({ one: sql`1` })
    .from(leases)
    .where(and(eq(leases.roomId, rooms.id), inArray(leases.status, [0, 1]), isNull(leases.deletedAt)));
}

/**
 * The room-based counters, in one pass over the visible rooms:
 *
 * registerCount (待登记): rooms marked rented (isRent 1) that have no lease in effect or to be confirmed (status 0/1,
 * not deleted) — the operator set the rent status but nobody signed the tenant in on /renterRegister.
 *
 * pictureCount (待补照片): rooms with no photo of their own and whose bound template (if any, not deleted) has none
 * either, so they cannot be shown to tenants with pictures.
 *
 * abnormalCount (异常房间): rooms whose recorded state contradicts itself, each a real fix-me for the operator:
 *  - rented (isRent 1) while under the decoration lock (decoration is only allowed when not rented, part 1 §4);
 *  - rented with no live template bound, so it has no lease terms (layout, payment months, deposit) to sign on;
 *  - owner-direct (type 2, groupType 2) with no owner record, so the owner cannot be paid or reviewed.
 */
export function roomCounters(db: Db, user: User) {
  const roomPhoto = db
    .select({ one: sql`1` })
    .from(pictures)
    .where(and(eq(pictures.ownerType, 'room'), eq(pictures.ownerId, rooms.id), eq(pictures.orgId, user.orgId)));
  const templatePhoto = db
    .select({ one: sql`1` })
    .from(pictures)
    .innerJoin(roomTemplates, and(eq(roomTemplates.id, pictures.ownerId), isNull(roomTemplates.deletedAt)))
    .where(and(eq(pictures.ownerType, 'template'), eq(pictures.ownerId, rooms.houseTempId), eq(pictures.orgId, user.orgId)));
  const liveTemplate = db
    .select({ one: sql`1` })
    .from(roomTemplates)
    .where(and(eq(roomTemplates.id, rooms.houseTempId), isNull(roomTemplates.deletedAt)));
  const ownerRow = db
    .select({ one: sql`1` })
    .from(owners)
    .where(and(eq(owners.roomId, rooms.id), isNull(owners.deletedAt)));
  const row = db
    .select({
      register: tally(and(eq(rooms.isRent, 1), not(exists(liveLeaseOnRoom(db))))),
      picture: tally(and(not(exists(roomPhoto)), not(exists(templatePhoto)))),
      abnormal: tally(
        or(
          and(eq(rooms.isRent, 1), eq(rooms.isDecoration, 1)),
          and(eq(rooms.isRent, 1), not(exists(liveTemplate))),
          and(eq(rooms.type, 2), eq(rooms.groupType, 2), not(exists(ownerRow))),
        ),
      ),
    })
    .from(rooms)
    .where(visibleRooms(db, user))
    .get()!;
  return { register: Number(row.register), picture: Number(row.picture), abnormal: Number(row.abnormal) };
}

/** Leases of live rooms the user may see (org, staff projects), not deleted, with one of `statuses`. */
function visibleLeases(db: Db, user: User, statuses: number[]) {
  return and(eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inArray(leases.status, statuses), visibleRooms(db, user))!;
}

/**
 * Bills to collect of live leases (in effect or to be confirmed) the user may see: unpaid and valid (not void, not bad
 * debt), of `types` (all when null), with a receivable date in [from, to]. `count` is the number of LEASES (one lease =
 * one room = one tenant to chase, as the board's 欠费 / 收租中 tiles the counters open), `cost` what those bills still owe.
 */
function billsToCollect(db: Db, user: User, types: number[] | null, from: string, to: string) {
  const row = db
    .select({
      count: sql<number>`count(distinct ${leases.id})`,
      cost: sql<number>`coalesce(sum(${bills.accountReceivable} - ${bills.amountReceived}), 0)`,
    })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(
      and(
        visibleLeases(db, user, [0, 1]),
        eq(bills.payStatus, 0),
        eq(bills.validStatus, 0),
        gte(bills.receivableDate, from),
        lte(bills.receivableDate, to),
        types ? inArray(bills.billsType, types) : undefined,
      ),
    )
    .get()!;
  return { count: Number(row.count), cost: Number(row.cost) };
}

/** Leases (joined to their live, visible rooms) matching `cond`. */
function countLeases(db: Db, user: User, statuses: number[], cond?: SQL) {
  const row = db
    .select({ n: count() })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(and(visibleLeases(db, user, statuses), cond))
    .get()!;
  return Number(row.n);
}

/** 逾期房租: leases with an unpaid valid rent bill (type 1) whose receivable date is in the overdue window (the last 30 days). */
const overdueRent = (db: Db, user: User, w: TodoWindows) => billsToCollect(db, user, [1], w.overdueFrom, w.overdueTo);
/** 水电欠费: the same for utility bills (type 3: water, electricity, gas, heating, network). */
const utilityArrears = (db: Db, user: User, w: TodoWindows) => billsToCollect(db, user, [3], w.overdueFrom, w.overdueTo);
/** 待收账单: leases with an unpaid valid bill of any type due today … today + 3 days. */
const billsDueSoon = (db: Db, user: User, w: TodoWindows) => billsToCollect(db, user, null, w.dueFrom, w.dueTo);
/** 待退房: signed leases (status 1) already past their end date and not checked out (the lease list's tab 3). */
const pendingCheckOuts = (db: Db, user: User, w: TodoWindows) => countLeases(db, user, [1], lt(leases.endDate, w.today));
/** 待确认租约: leases to be confirmed (status 0, the lease list's tab 1). */
const leasesToConfirm = (db: Db, user: User) => countLeases(db, user, [0]);
/** 定金待处理: open deposit orders of visible rooms: unpaid, or paid and awaiting signing (signStatus 0). */
function pendingDepositOrders(db: Db, user: User) {
  const row = db
    .select({ n: count() })
    .from(depositOrders)
    .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
    .where(and(eq(depositOrders.orgId, user.orgId), eq(depositOrders.signStatus, 0), visibleRooms(db, user)))
    .get()!;
  return Number(row.n);
}
/** 预约看房: viewing appointments still to come (from the start of today, Asia/Shanghai) of visible apartments. */
function pendingReservations(db: Db, user: User, w: TodoWindows) {
  const aptIds = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  const row = db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.orgId, user.orgId),
        isNull(appointments.deletedAt),
        inArray(appointments.apartmentId, aptIds),
        gte(appointments.appointmentTime, shanghaiMidnight(w.today)),
      ),
    )
    .get()!;
  return Number(row.n);
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

export function todoCounts(db: Db, now: number, user: User): TodoCounts {
  const windows = todoWindows(now);
  const rent = overdueRent(db, user, windows);
  const utility = utilityArrears(db, user, windows);
  const due = billsDueSoon(db, user, windows);
  const roomCounts = roomCounters(db, user);
  return {
    rentCount: rent.count,
    rentCost: rent.cost,
    hydroelectricCount: utility.count,
    hydroelectricCost: utility.cost,
    futureCount: due.count,
    futureCost: due.cost,
    registerCount: roomCounts.register,
    checkOutRoomCount: pendingCheckOuts(db, user, windows),
    changeRoomCount: pendingRoomChanges(),
    repairCount: openRepairs(),
    onlineCount: pendingOnlineApplications(),
    checkCount: leasesToConfirm(db, user),
    reservationCount: pendingReservations(db, user, windows),
    advanceCount: pendingDepositOrders(db, user),
    pictureCount: roomCounts.picture,
    abnormalCount: roomCounts.abnormal,
    securityCount: openSecurityAlarms(),
    windows,
  };
}
