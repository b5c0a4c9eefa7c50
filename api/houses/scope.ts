import { and, eq, exists, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { notFound } from '../http/errors';
import { ROOM_NOT_FOUND } from '../../sync/protocol';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from './schema';
import { userProjects } from '../admin/schema';
import { USER_TYPE } from '../../sync/accounts';

/**
 * The condition on `apartments` a user may see: their org, not deleted, and for staff only the apartments of the
 * projects they belong to (the apartment's own project, or a room of it assigned to one of their projects).
 * Bosses and managers see the whole org. Only builds the condition (its subqueries run inside the query that uses it),
 * so `db` may be the read handle or a unit of work alike.
 */
export function visibleApartments(db: Pick<Reader, 'select'>, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>, opts: { includeDeleted?: boolean } = {}): SQL {
  // Sync pulls deleted apartments too, so that they reach the device as tombstones.
  const base = opts.includeDeleted ? eq(apartments.orgId, user.orgId) : and(eq(apartments.orgId, user.orgId), isNull(apartments.deletedAt))!;
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

/**
 * A live room of an apartment the user may see, with its floor number and its apartment's name and address; else 404
 * ROOM_NOT_FOUND, as if missing (another org's, a deleted one, or outside a staff member's projects).
 */
export async function visibleRoom(db: Reader, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>, houseId: string) {
  const [row] = await db
    .select({ room: rooms, floor: floors.floor, apartmentName: apartments.name, apartmentAddress: apartments.address })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(rooms.id, houseId), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), visibleApartments(db, user)))
    .limit(1);
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return { ...row.room, floor: row.floor, apartmentName: row.apartmentName, apartmentAddress: row.apartmentAddress };
}

export type VisibleRoom = Awaited<ReturnType<typeof visibleRoom>>;
