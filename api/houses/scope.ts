import { and, eq, exists, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { notFound } from '../http/errors';
import { ROOM_NOT_FOUND } from '../../sync/protocol/protocol';
import { APARTMENT_NOT_FOUND } from '../../sync/rules/houses/apartment-not-found';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from './schema';
import { userProjects } from '../admin/schema';
import { USER_TYPE } from '../../sync/product/accounts';

/**
 * The one scoped helper of an organisation's data: what a user may read is their organisation's, and of it, for staff,
 * only what belongs to their projects. A room belongs to its effective project (roomProjectId: the room's own
 * projectId, else its apartment's). Features find their rows through these, never by their own org or project
 * condition:
 * - roomProjectId: the SQL expression of a room's effective project (where rooms is joined to its apartment);
 * - visibleRooms(db, user): the condition on `rooms` (room-level features: board, leases, bills, meters …);
 * - visibleApartments(db, user): the condition on `apartments` (apartment-level screens: doors, notices), an
 *   apartment being visible when its own project or any of its live rooms' effective project is one of theirs;
 * - visibleApartmentIds(db, user): the ids of those apartments, as a subquery (`inArray(x.apartmentId, …)`);
 * - visibleApartment / visibleRoom: one apartment or one room by id, else 404 as if missing;
 * - withRoomPlace(q): the room → floor → apartment join, written only here.
 */

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** A room's effective project: its own, else its apartment's. For queries where `rooms` is joined to its apartment. */
export const roomProjectId: SQL<string | null> = sql<
  string | null
>`coalesce(${rooms.projectId}, ${apartments.projectId})`;

/** The ids of the projects a staff member belongs to, as a subquery. */
function myProjects(db: Pick<Reader, 'select'>, user: Who) {
  return db.select({ id: userProjects.officeId }).from(userProjects).where(eq(userProjects.userId, user.id));
}

/**
 * The condition on `rooms` a user may see: their org, not deleted, and for staff only the rooms whose effective
 * project (roomProjectId) is one of theirs. Bosses and managers: the org only, no subquery (the board of 20,000 rooms
 * stays as cheap as before). Needs no join: the apartment's project is read by a subquery.
 */
export function visibleRooms(db: Pick<Reader, 'select'>, user: Who, opts: { includeDeleted?: boolean } = {}): SQL {
  const base = opts.includeDeleted
    ? eq(rooms.orgId, user.orgId)
    : and(eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt))!;
  if (user.userType !== USER_TYPE.staff) return base;
  const mine = myProjects(db, user);
  return and(
    base,
    or(
      inArray(rooms.projectId, mine),
      and(
        isNull(rooms.projectId),
        inArray(
          rooms.apartmentId,
          db.select({ id: apartments.id }).from(apartments).where(inArray(apartments.projectId, mine)),
        ),
      ),
    ),
  )!;
}

/** The ids of the rooms the user may see, as a subquery (`inArray(x.roomId, visibleRoomIds(db, user))`). */
export function visibleRoomIds(db: Pick<Reader, 'select'>, user: Who, opts: { includeDeleted?: boolean } = {}) {
  return db
    .select({ id: rooms.id })
    .from(rooms)
    .where(visibleRooms(db, user, opts));
}

/** The condition on `rooms` that a room's effective project is `officeId` (a project filter; needs no join). */
export function roomInProject(db: Pick<Reader, 'select'>, officeId: string): SQL {
  return or(
    eq(rooms.projectId, officeId),
    and(
      isNull(rooms.projectId),
      inArray(
        rooms.apartmentId,
        db.select({ id: apartments.id }).from(apartments).where(eq(apartments.projectId, officeId)),
      ),
    ),
  )!;
}

/** The condition on `apartments` that it holds a room of project `officeId` (its own project, or a live room's). */
export function apartmentInProject(db: Pick<Reader, 'select'>, officeId: string): SQL {
  return or(
    eq(apartments.projectId, officeId),
    exists(
      db
        .select({ one: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.apartmentId, apartments.id), isNull(rooms.deletedAt), eq(rooms.projectId, officeId))),
    ),
  )!;
}

/**
 * The room half of a room-level feature's scope, added beside its org and apartment condition: for staff, the row's
 * room (`roomId`, e.g. leases.roomId; absent: the `rooms` of the query) is one they may see (visibleRooms); for
 * bosses and managers nothing (undefined: their rows are already bounded by the org, and their queries stay as cheap
 * as before). `includeDeleted`: deleted rooms count too (lists that show deleted rows, sync tombstones); `orNone`: a
 * row without a room (an apartment's door, an alarm of a gateway) stays seen by the apartment condition alone.
 */
export function roomScope(
  db: Pick<Reader, 'select'>,
  user: Who,
  roomId?: SQLWrapper,
  opts: { includeDeleted?: boolean; orNone?: boolean } = {},
): SQL | undefined {
  if (user.userType !== USER_TYPE.staff) return undefined;
  if (!roomId) return visibleRooms(db, user, opts);
  const mine = inArray(roomId, visibleRoomIds(db, user, opts));
  return opts.orNone ? or(isNull(roomId), mine) : mine;
}

/**
 * The condition on `apartments` a user may see: their org, not deleted, and for staff only the apartments of the
 * projects they belong to (the apartment's own project, or a room of it assigned to one of their projects).
 * Bosses and managers see the whole org. Only builds the condition (its subqueries run inside the query that uses it),
 * so `db` may be the read handle or a unit of work alike.
 */
export function visibleApartments(db: Pick<Reader, 'select'>, user: Who, opts: { includeDeleted?: boolean } = {}): SQL {
  // Sync pulls deleted apartments too, so that they reach the device as tombstones.
  const base = opts.includeDeleted
    ? eq(apartments.orgId, user.orgId)
    : and(eq(apartments.orgId, user.orgId), isNull(apartments.deletedAt))!;
  if (user.userType !== USER_TYPE.staff) return base;
  const mine = db.select({ id: userProjects.officeId }).from(userProjects).where(eq(userProjects.userId, user.id));
  return and(
    base,
    or(
      inArray(apartments.projectId, mine),
      exists(
        db
          .select({ one: rooms.id })
          .from(rooms)
          .where(and(eq(rooms.apartmentId, apartments.id), isNull(rooms.deletedAt), inArray(rooms.projectId, mine))),
      ),
    ),
  )!;
}

/** The ids of the apartments the user may see, as a subquery (runs inside the query that uses it). */
export function visibleApartmentIds(db: Pick<Reader, 'select'>, user: Who, opts: { includeDeleted?: boolean } = {}) {
  return db
    .select({ id: apartments.id })
    .from(apartments)
    .where(visibleApartments(db, user, opts));
}

export { APARTMENT_NOT_FOUND };

/** The apartment (its row) when the user may see it; else 404 APARTMENT_NOT_FOUND as if missing. */
export async function visibleApartment(db: Reader, user: Who, apartmentId: string) {
  const [apt] = await db
    .select()
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), visibleApartments(db, user)))
    .limit(1);
  if (!apt) throw notFound(APARTMENT_NOT_FOUND);
  return apt;
}

/**
 * The room → floor → apartment join, the one place it is written: adds the floor and the apartment of `rooms` to a
 * dynamic query (`.$dynamic()`) that already has `rooms` (as its from, or joined, e.g. withRoomPlace(q.innerJoin(rooms,
 * eq(rooms.id, leases.roomId)))). Select `floors.floor`, `apartments.name` … from it.
 */
export function withRoomPlace<Q extends SQLiteSelect>(q: Q) {
  return q.innerJoin(floors, eq(floors.id, rooms.floorId)).innerJoin(apartments, eq(apartments.id, rooms.apartmentId));
}

/**
 * A live room the user may see (visibleRooms) of a live apartment, with its floor number and its apartment's name and address; else 404
 * ROOM_NOT_FOUND, as if missing (another org's, a deleted one, or outside a staff member's projects).
 */
export async function visibleRoom(db: Reader, user: Who, houseId: string) {
  const [row] = await withRoomPlace(
    db
      .select({
        room: rooms,
        floor: floors.floor,
        apartmentName: apartments.name,
        apartmentAddress: apartments.address,
      })
      .from(rooms)
      .$dynamic(),
  )
    .where(and(eq(rooms.id, houseId), visibleRooms(db, user), isNull(apartments.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return { ...row.room, floor: row.floor, apartmentName: row.apartmentName, apartmentAddress: row.apartmentAddress };
}

export type VisibleRoom = Awaited<ReturnType<typeof visibleRoom>>;
