import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { compareApartments } from '../../sync/rules/board/board-page';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from '../houses/schema';
import { apartmentInProject, roomInProject, roomScope, visibleApartments } from '../houses/scope';
import { roomTemplates } from '../templates/schema';
import { owners } from '../owners/schema';
import { occupiedOf, parseFacts, roomStatusOf } from '../../sync/rules/board/room-facts';
import { FILTER_FLAGS, matchesFlags, type FilterFlag, type RoomStatus } from '../../sync/rules/board/board-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { BoardQuery } from '../../sync/contract/board/board-inputs';
import { todoRoomIds } from '../dashboard/todo-rooms';
import { todoWindows } from '../dashboard/windows';

/** The board's filters as the query carries them (sync/contract/board/board-inputs.ts). */
export type BoardFilters = BoardQuery;

export const chosenFlags = (f: BoardFilters): FilterFlag[] => FILTER_FLAGS.filter((k) => f[k] === '1');

export interface BoardApartment {
  apartmentId: string;
  name: string;
  projectId: string | null;
}

export interface BoardRoom {
  id: string;
  apartmentId: string;
  floorId: string;
  houseNumber: string;
  floor: number;
  serialNumber: number;
  isRent: number;
  isDecoration: number;
  isShow: number;
  remark: string;
  rentCost: number;
  type: number;
  groupType: number;
  area: number | null;
  ownerName: string;
  templateName: string | null;
  leaseId: string | null;
  status: RoomStatus;
}

/**
 * The apartments the user may see that match the place filters, in board order (sync/rules/board/board-page.ts);
 * with `firstApartment` and no apartmentId only the first of them (the phone's default apartment).
 */
export async function boardApartments(db: Reader, user: AuthUser, f: BoardFilters): Promise<BoardApartment[]> {
  const conds: (SQL | undefined)[] = [visibleApartments(db, user)];
  if (f.cityId) conds.push(eq(apartments.cityCode, f.cityId));
  if (f.districtId) conds.push(eq(apartments.districtCode, f.districtId));
  if (f.officeId) conds.push(apartmentInProject(db, f.officeId));
  if (f.apartmentId) conds.push(eq(apartments.id, f.apartmentId));
  const list = await db
    .select({ apartmentId: apartments.id, name: apartments.name, projectId: apartments.projectId })
    .from(apartments)
    .where(and(...conds));
  list.sort(compareApartments);
  return f.firstApartment && !f.apartmentId ? list.slice(0, 1) : list;
}

export interface RoomQuery {
  houseNumber?: string;
  /** Narrows the rows in SQL (e.g. the vacant list). */
  extra?: SQL;
  /** Statistics only: no template/owner joins and no ordering (templateName null, ownerName ''). */
  light?: boolean;
  /** The user's room scope (api/houses/scope.ts roomScope) and the project filter, on `rooms`. */
  scope?: SQL;
}

/**
 * The rooms of the given apartments in ONE query (floors for the floor number, templates for the name, owners for
 * the owner's name), ordered by apartment, floor and position, each with its derived board status on `today`.
 * A room's vacancy counts from the date it became vacant (rooms.vacant_since), not from its last change.
 */
export async function boardRooms(
  db: Reader,
  apartmentIds: string[],
  today: string,
  q: RoomQuery = {},
): Promise<BoardRoom[]> {
  if (apartmentIds.length === 0) return [];
  const where = and(
    inArray(rooms.apartmentId, apartmentIds),
    isNull(rooms.deletedAt),
    isNull(floors.deletedAt),
    q.houseNumber ? dialect.like(rooms.houseNumber, containsPattern(q.houseNumber)) : undefined,
    q.extra,
    q.scope,
  );
  const base = {
    id: rooms.id,
    apartmentId: rooms.apartmentId,
    floorId: rooms.floorId,
    houseNumber: rooms.houseNumber,
    floor: floors.floor,
    serialNumber: rooms.serialNumber,
    isRent: rooms.isRent,
    isDecoration: rooms.isDecoration,
    isShow: rooms.isShow,
    remark: rooms.remark,
    rentCost: rooms.rentCost,
    type: rooms.type,
    groupType: rooms.groupType,
    area: rooms.area,
    roomOwner: rooms.ownerName,
    updatedAt: rooms.updatedAt,
    vacantSince: rooms.vacantSince,
    facts: rooms.facts,
  };
  type Row = Awaited<ReturnType<typeof lightRows>>[number] & { owner?: string | null; templateName?: string | null };
  const lightRows = () => db.select(base).from(rooms).innerJoin(floors, eq(floors.id, rooms.floorId)).where(where);
  const rows: Row[] = q.light
    ? await lightRows()
    : await db
        .select({ ...base, owner: owners.name, templateName: roomTemplates.name })
        .from(rooms)
        .innerJoin(floors, eq(floors.id, rooms.floorId))
        .leftJoin(
          roomTemplates,
          and(
            eq(roomTemplates.id, rooms.houseTempId),
            eq(roomTemplates.orgId, rooms.orgId),
            isNull(roomTemplates.deletedAt),
          ),
        )
        .leftJoin(owners, and(eq(owners.roomId, rooms.id), eq(owners.orgId, rooms.orgId), isNull(owners.deletedAt)))
        .where(where)
        .orderBy(asc(rooms.apartmentId), asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber));
  return rows.map((r) => {
    const facts = parseFacts(r.facts);
    const status = roomStatusOf({ ...r, facts }, today);
    return {
      id: r.id,
      apartmentId: r.apartmentId,
      floorId: r.floorId,
      houseNumber: r.houseNumber,
      floor: r.floor,
      serialNumber: r.serialNumber,
      isRent: r.isRent,
      isDecoration: r.isDecoration,
      isShow: r.isShow,
      remark: r.remark,
      rentCost: r.rentCost,
      type: r.type,
      groupType: r.groupType,
      area: r.area,
      ownerName: r.owner ?? r.roomOwner,
      templateName: r.templateName ?? null,
      leaseId: facts.leaseId,
      status,
    };
  });
}

/** The board's rooms of the user (staff: their projects', roomScope) and of the project filtered on, if any. */
const boardScope = (db: Reader, user: AuthUser, f: BoardFilters) =>
  and(roomScope(db, user), f.officeId ? roomInProject(db, f.officeId) : undefined);

/** The place filters' apartments, the room filters and whether any is on (a room number, flags, a counter's list). */
async function selection(db: Reader, now: number, user: AuthUser, f: BoardFilters) {
  const today = shanghaiToday(now);
  const apts = await boardApartments(db, user, f);
  const flags = chosenFlags(f);
  const number = f.houseNumber ?? '';
  const listed = f.todo ? new Set(await todoRoomIds(db, user, f.todo, todoWindows(now))) : null;
  const roomFilterOn = flags.length > 0 || number !== '' || listed !== null;
  const passes = (r: { id: string; houseNumber: string }) =>
    r.houseNumber.includes(number) && (!listed || listed.has(r.id));
  return { today, apts, flags, roomFilterOn, passes };
}

/**
 * Apartments and their rooms for the board's filters, light (no template or owner, no order), each with its derived
 * status (the statistics): `all` the rooms of the matching apartments, `matching` those passing the room number
 * (contains), the flags (any of) and, with `todo`, in the list of that dashboard counter (the same todoRoomIds the
 * counter is the size of).
 */
export async function loadBoard(db: Reader, now: number, user: AuthUser, f: BoardFilters) {
  const { today, apts, flags, roomFilterOn, passes } = await selection(db, now, user, f);
  const all = await boardRooms(
    db,
    apts.map((a) => a.apartmentId),
    today,
    { light: true, scope: boardScope(db, user, f) },
  );
  const matching = roomFilterOn ? all.filter((r) => passes(r) && matchesFlags(r.status.flags, flags)) : all;
  return { today, apartments: apts, all, matching, roomFilterOn };
}

/** A room as the board's pages count it: where it is and whether it is rented (for the rent rates). */
export interface CountedRoom {
  id: string;
  apartmentId: string;
  floorId: string;
  floor: number;
  houseNumber: string;
  status: { occupied: boolean };
}

/**
 * What the board's pages are cut from (sync/rules/board/board-page.ts): the rooms of the selection, where they are
 * and whether they are rented. Statuses are derived only when flags are chosen (they filter by them); otherwise the
 * rent flag and the leases of each room's facts say whether it is rented, the whole status being left to the tiles.
 */
export async function countBoard(db: Reader, now: number, user: AuthUser, f: BoardFilters) {
  if (chosenFlags(f).length > 0) return loadBoard(db, now, user, f);
  const { today, apts, roomFilterOn, passes } = await selection(db, now, user, f);
  const ids = apts.map((a) => a.apartmentId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: rooms.id,
            apartmentId: rooms.apartmentId,
            floorId: rooms.floorId,
            floor: floors.floor,
            houseNumber: rooms.houseNumber,
            isRent: rooms.isRent,
            facts: rooms.facts,
          })
          .from(rooms)
          .innerJoin(floors, eq(floors.id, rooms.floorId))
          .where(
            and(
              inArray(rooms.apartmentId, ids),
              isNull(rooms.deletedAt),
              isNull(floors.deletedAt),
              boardScope(db, user, f),
            ),
          );
  const all: CountedRoom[] = rows.map((r) => ({
    id: r.id,
    apartmentId: r.apartmentId,
    floorId: r.floorId,
    floor: r.floor,
    houseNumber: r.houseNumber,
    status: { occupied: occupiedOf(r) },
  }));
  const matching = roomFilterOn ? all.filter(passes) : all;
  return { today, apartments: apts, all, matching, roomFilterOn };
}
