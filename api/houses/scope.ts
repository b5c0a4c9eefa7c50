import { and, eq, exists, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from './schema';
import { userProjects } from '../admin/schema';
import { USER_TYPE } from '../../sync/accounts';

/**
 * The condition on `apartments` a user may see: their org, not deleted, and for staff only the apartments of the
 * projects they belong to (the apartment's own project, or a room of it assigned to one of their projects).
 * Bosses and managers see the whole org.
 */
export function visibleApartments(db: Db, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>, opts: { includeDeleted?: boolean } = {}): SQL {
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
