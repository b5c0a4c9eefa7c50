import { and, eq, exists, gte, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { Column } from '../db/kit';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { pictures } from '../uploads/schema';
import { roomTemplates } from '../templates/schema';
import { owners } from '../owners/schema';
import { bills, leases } from '../leases/schema';
import type { TodoWindows } from '../../sync/contract/dashboard/dashboard';
import type { TodoList } from '../../sync/rules/dashboard/todo-lists';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Rooms (not deleted) the user may see: of the apartments they may see, and for staff of their projects (roomScope). */
export function visibleRooms(db: Reader, user: User) {
  const aptIds = visibleApartmentIds(db, user);
  return and(
    eq(rooms.orgId, user.orgId),
    isNull(rooms.deletedAt),
    inArray(rooms.apartmentId, aptIds),
    roomScope(db, user),
  )!;
}

/** Leases of live rooms the user may see (org, staff projects), not deleted, with one of `statuses`. */
export function visibleLeases(db: Reader, user: User, statuses: number[]) {
  return and(
    eq(leases.orgId, user.orgId),
    isNull(leases.deletedAt),
    inArray(leases.status, statuses),
    visibleRooms(db, user),
  )!;
}

/**
 * Bills to collect of live leases (in effect or to be confirmed) the user may see: unpaid and valid (not void, not bad
 * debt), of `types` (all when null), with a receivable date in [from, to]. Used over bills ⋈ leases ⋈ rooms.
 */
export function billsToCollect(db: Reader, user: User, types: readonly number[] | null, from: string, to: string): SQL {
  return and(
    // A bill is its lease's organisation's: said on the bill too, so its (org, payStatus, date) index finds it.
    eq(bills.orgId, user.orgId),
    visibleLeases(db, user, [0, 1]),
    eq(bills.payStatus, BILL_PAY.unpaid),
    eq(bills.validStatus, BILL_VALID.valid),
    gte(bills.receivableDate, from),
    lte(bills.receivableDate, to),
    types ? inArray(bills.billsType, [...types]) : undefined,
  )!;
}

/** The bills condition of each bill counter: 逾期房租 rent (type 1) and 水电欠费 utilities (type 3) in the last 30 days, 待收账单 any type due in the next 3 days. */
export function billCondition(db: Reader, user: User, list: 'overdueRent' | 'utility' | 'due', w: TodoWindows): SQL {
  if (list === 'overdueRent') return billsToCollect(db, user, [1], w.overdueFrom, w.overdueTo);
  if (list === 'utility') return billsToCollect(db, user, [3], w.overdueFrom, w.overdueTo);
  return billsToCollect(db, user, null, w.dueFrom, w.dueTo);
}

/** A lease in effect or to be confirmed (status 0/1, not deleted) on `rooms.id`: the room has a live lease. */
function liveLeaseOnRoom(db: Reader) {
  return db
    .select({ one: sql`1` })
    .from(leases)
    .where(
      and(
        eq(leases.roomId, rooms.id),
        inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
        isNull(leases.deletedAt),
      ),
    );
}

/**
 * The room conditions of the room counters, on `rooms`:
 *
 * register (待登记): rooms marked rented (isRent 1) that have no lease in effect or to be confirmed (status 0/1,
 * not deleted) — rented by flag (e.g. an occupied building taken over) with nobody signed in on /renterRegister.
 * The board shows them 待登记 (status 8) and offers 租客登记.
 *
 * picture (待补照片): rooms with no photo of their own and whose bound template (if any, not deleted) has none
 * either, so they cannot be shown to tenants with pictures.
 *
 * abnormal (异常房间): rooms whose recorded state contradicts itself, each a real fix-me for the operator:
 *  - rented (isRent 1) while under the decoration lock (decoration is only allowed when not rented, part 1 §4);
 *  - rented with no live template bound, so it has no lease terms (layout, payment months, deposit) to sign on;
 *  - owner-direct (type 2, groupType 2) with no owner record, so the owner cannot be paid or reviewed.
 */
export function roomCondition(db: Reader, user: User, list: 'register' | 'picture' | 'abnormal'): SQL {
  if (list === 'register') return and(eq(rooms.isRent, 1), not(exists(liveLeaseOnRoom(db))))!;
  if (list === 'picture') {
    const roomPhoto = db
      .select({ one: sql`1` })
      .from(pictures)
      .where(and(eq(pictures.ownerType, 'room'), eq(pictures.ownerId, rooms.id), eq(pictures.orgId, user.orgId)));
    const templatePhoto = db
      .select({ one: sql`1` })
      .from(pictures)
      .innerJoin(roomTemplates, and(eq(roomTemplates.id, pictures.ownerId), isNull(roomTemplates.deletedAt)))
      .where(
        and(
          eq(pictures.ownerType, 'template'),
          eq(pictures.ownerId, rooms.houseTempId),
          eq(pictures.orgId, user.orgId),
        ),
      );
    // A room bound to no template has no template photo: nothing to look up.
    return and(not(exists(roomPhoto)), or(isNull(rooms.houseTempId), not(exists(templatePhoto))))!;
  }
  const liveTemplate = db
    .select({ one: sql`1` })
    .from(roomTemplates)
    .where(and(eq(roomTemplates.id, rooms.houseTempId), isNull(roomTemplates.deletedAt)));
  const ownerRow = db
    .select({ one: sql`1` })
    .from(owners)
    .where(and(eq(owners.roomId, rooms.id), isNull(owners.deletedAt)));
  return or(
    and(eq(rooms.isRent, 1), eq(rooms.isDecoration, 1)),
    and(eq(rooms.isRent, 1), not(exists(liveTemplate))),
    and(eq(rooms.type, 2), eq(rooms.groupType, 2), not(exists(ownerRow))),
  )!;
}

type BillList = 'overdueRent' | 'utility' | 'due';
export const isBillList = (list: TodoList): list is BillList =>
  list === 'overdueRent' || list === 'utility' || list === 'due';

/**
 * THE rule of each room-list counter of the dashboard (part 1 §2.5): the condition on the rows its rooms come from
 * (listQuery: a bill list's bills ⋈ leases ⋈ rooms, 待退房's leases ⋈ rooms, the others' rooms). The board's list
 * (todoRoomIds) and the counter (todo-families.ts) both select with this one condition, so the two cannot drift.
 */
export function listCondition(db: Reader, user: User, list: TodoList, w: TodoWindows): SQL {
  if (isBillList(list)) return billCondition(db, user, list, w);
  // 待退房: signed leases (status 1) already past their end date and not checked out (the lease list's 已到期 tab).
  if (list === 'checkOut') return and(visibleLeases(db, user, [1]), lt(leases.endDate, w.today))!;
  return and(visibleRooms(db, user), roomCondition(db, user, list))!;
}

/**
 * A list's rows, selecting `fields` (over `rooms` and, for the bill and lease lists, `bills`/`leases`), with `extra`
 * (e.g. some apartments only) and-ed in. One lease = one room (signing refuses a room with an open lease), so the
 * lease counters count rooms too.
 */
function listQuery(
  db: Reader,
  user: User,
  list: TodoList,
  w: TodoWindows,
  fields: Record<string, SQL | Column>,
  distinct: boolean,
  extra?: SQL,
) {
  const pick = distinct ? db.selectDistinct(fields) : db.select(fields);
  const where = and(listCondition(db, user, list, w), extra);
  if (isBillList(list))
    return pick
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .where(where);
  if (list === 'checkOut') return pick.from(leases).innerJoin(rooms, eq(rooms.id, leases.roomId)).where(where);
  return pick.from(rooms).where(where);
}

/** The ids of the rooms of a counter's list (the board's /jizhongHome?todo=… shows exactly these). */
export async function todoRoomIds(db: Reader, user: User, list: TodoList, w: TodoWindows): Promise<string[]> {
  const rows = (await listQuery(db, user, list, w, { id: rooms.id }, true)) as { id: string }[];
  return rows.map((r) => r.id);
}

/** The rooms of the apartments `within`, as a subquery. */
const roomsOf = (db: Reader, within: readonly string[]) =>
  db
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.apartmentId, [...within]));

/**
 * A list's rows in the apartments `within` only: the room's apartment, also said of the rows the list starts from (a
 * lease's room, a bill's lease) so that the database may find them from those apartments' rooms by their indexes
 * instead of going through every row of the organisation and dropping the other apartments'.
 */
export function inApartments(db: Reader, list: TodoList, within: readonly string[]): SQL {
  const apartmentsOnly = inArray(rooms.apartmentId, [...within]);
  // 待退房 from the apartments' rooms' leases (by both, the database went through every expired lease); a bill list
  // said of its lease and of its room, the database picks the way (by the lease alone it went through the window's
  // bills of a large apartment one by one).
  if (list === 'checkOut') return inArray(leases.roomId, roomsOf(db, within));
  if (isBillList(list))
    return and(
      apartmentsOnly,
      inArray(
        bills.leaseId,
        db
          .select({ id: leases.id })
          .from(leases)
          .where(inArray(leases.roomId, roomsOf(db, within))),
      ),
    )!;
  return apartmentsOnly;
}

/** A counter's figures by apartment: its rows (rooms) and, for the bill lists, what they still owe (fen). */
export type ByApartment = Map<string, { n: number; owed: number }>;

/** Rows of (apartment, n, owed) as a ByApartment. */
export const byApartment = (rows: Record<string, unknown>[]): ByApartment =>
  new Map(rows.map((r) => [String(r.apt), { n: Number(r.n), owed: Number(r.owed ?? 0) }]));
