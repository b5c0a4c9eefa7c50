import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { rooms } from '../../houses/schema';
import { roomInProject, visibleRooms } from '../../houses/scope';
import { listOffices } from '../../admin/offices';
import { userProjects } from '../../admin/schema';
import { USER_TYPE } from '../../../sync/product/accounts';

/**
 * The branches of the rental statistics: the organisation's projects (api/admin/offices.ts listOffices), a staff
 * member's own only.
 */
export async function rentalBranches(db: Reader, user: AuthUser): Promise<{ officeId: string; name: string }[]> {
  const all = await listOffices(db, user.orgId, 2);
  const mine =
    user.userType === USER_TYPE.staff
      ? new Set(
          (
            await db.select({ id: userProjects.officeId }).from(userProjects).where(eq(userProjects.userId, user.id))
          ).map((r) => r.id),
        )
      : null;
  return all.filter((o) => !mine || mine.has(o.officeId)).map((o) => ({ officeId: o.officeId, name: o.name }));
}

/**
 * The condition that a row's room (`roomId`, e.g. leases.roomId) is one the user sees (deleted rooms too: their past
 * leases still count) and, with a branch, one of that project (its effective project, api/houses/scope.ts).
 */
export function branchRooms(db: Reader, user: AuthUser, roomId: SQLWrapper, officeId?: string) {
  return inArray(
    roomId,
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(visibleRooms(db, user, { includeDeleted: true }), officeId ? roomInProject(db, officeId) : undefined)),
  );
}
