import { and, eq, exists, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { pictures } from '../uploads/schema';
import { roomTemplates } from '../templates/schema';
import { owners } from '../owners/schema';
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

/**
 * The room-based counters, in one pass over the visible rooms:
 *
 * registerCount (待登记): rooms marked rented (isRent 1) that have no registered tenant lease yet — the operator set
 * the rent status but nobody has signed the tenant in on /renterRegister. Leases do not exist yet (leases issue),
 * so today every rented room awaits registration; the leases issue must add "and no active lease on the room".
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
      register: tally(eq(rooms.isRent, 1)),
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

/*
 * Counters whose rows arrive with later issues. Each returns 0 until its table exists; the issue that creates the
 * table replaces the body with the real query, scoped by visibleRooms/visibleApartments and the windows.
 */
/** 逾期房租: unpaid rent bills (bill type 1) with a receivable date in windows.overdueFrom…overdueTo. Table: bills (bills issue). */
const overdueRent = (_w: TodoWindows) => ({ count: 0, cost: 0 });
/** 水电欠费: unpaid utility bills (bill type 3) in the overdue window. Table: bills / meter readings (meters issue). */
const utilityArrears = (_w: TodoWindows) => ({ count: 0, cost: 0 });
/** 待收账单: unpaid bills with a receivable date in windows.dueFrom…dueTo. Table: bills (bills issue). */
const billsDueSoon = (_w: TodoWindows) => ({ count: 0, cost: 0 });
/** 待退房: leases past their end date or with a check-out requested, not yet settled. Table: leases (leases issue). */
const pendingCheckOuts = () => 0;
/** 换房: room-change requests not yet handled. Table: leases / lease changes (leases issue). */
const pendingRoomChanges = () => 0;
/** 报修: repair orders not finished. Table: repairs (services issue). */
const openRepairs = () => 0;
/** 在线申请: online applications awaiting handling (/onlineAplly). Table: online applications (services issue). */
const pendingOnlineApplications = () => 0;
/** 待确认租约: leases in status "to be confirmed" (lease list tab 1). Table: leases (leases issue). */
const leasesToConfirm = () => 0;
/** 预约看房: viewing appointments not yet followed up. Table: viewing appointments (leases issue). */
const pendingReservations = () => 0;
/** 定金待处理: deposit (earnest-money) orders unpaid or awaiting signing. Table: deposit orders (leases issue). */
const pendingDepositOrders = () => 0;
/** 安全告警: door-access / lock alarms not acknowledged. Table: hardware alarms (hardware issue). */
const openSecurityAlarms = () => 0;

export function todoCounts(db: Db, now: number, user: User): TodoCounts {
  const windows = todoWindows(now);
  const rent = overdueRent(windows);
  const utility = utilityArrears(windows);
  const due = billsDueSoon(windows);
  const roomCounts = roomCounters(db, user);
  return {
    rentCount: rent.count,
    rentCost: rent.cost,
    hydroelectricCount: utility.count,
    hydroelectricCost: utility.cost,
    futureCount: due.count,
    futureCost: due.cost,
    registerCount: roomCounts.register,
    checkOutRoomCount: pendingCheckOuts(),
    changeRoomCount: pendingRoomChanges(),
    repairCount: openRepairs(),
    onlineCount: pendingOnlineApplications(),
    checkCount: leasesToConfirm(),
    reservationCount: pendingReservations(),
    advanceCount: pendingDepositOrders(),
    pictureCount: roomCounts.picture,
    abnormalCount: roomCounts.abnormal,
    securityCount: openSecurityAlarms(),
    windows,
  };
}
