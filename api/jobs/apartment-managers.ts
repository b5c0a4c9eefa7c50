import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { users } from '../auth/schema';
import { permsOf } from '../auth/permissions';
import { apartments, rooms } from '../houses/schema';
import { visibleApartments, visibleRooms } from '../houses/scope';
import { USER_TYPE } from '../../sync/product/accounts';
import { permKey, type Perm } from '../../sync/product/menu';
import { PERMS } from '../../sync/product/permissions';

/**
 * The accounts told about an apartment's matters of the screen `perm` (default the leases: arrears, expiry; repairs,
 * applications and complaints pass theirs), so that whoever is told can open what they were told of: the org's enabled
 * (isUsable 0, not deleted) bosses, plus enabled managers and staff who hold `perm` through a live role, staff only
 * when they may see the apartment (the rule of api/houses/scope.ts visibleApartments: its project, or a room of it, is
 * one of theirs) — or, for a matter of one room (`roomId`: a lease's arrears, its expiry), when they may see that room
 * (visibleRooms: its effective project is theirs). Sorted by id, so callers make rows in a stable order.
 */
export async function apartmentManagers(
  db: Reader,
  orgId: string,
  apartmentId: string,
  perm: Perm = PERMS.leases,
  roomId?: string,
): Promise<string[]> {
  const needed = permKey(perm);
  const enabled = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.isUsable, 0),
        isNull(users.deletedAt),
        inArray(users.userType, [USER_TYPE.boss, USER_TYPE.manager, USER_TYPE.staff]),
      ),
    )
    .orderBy(asc(users.id));
  const ids: string[] = [];
  for (const u of enabled) {
    if (u.userType === USER_TYPE.boss) {
      ids.push(u.id);
      continue;
    }
    if (!(await permsOf(db, u)).has(needed)) continue;
    if (u.userType !== USER_TYPE.staff) {
      ids.push(u.id);
      continue;
    }
    const who = { id: u.id, orgId, userType: u.userType };
    const [seen] = roomId
      ? await db
          .select({ id: rooms.id })
          .from(rooms)
          .where(and(eq(rooms.id, roomId), visibleRooms(db, who)))
          .limit(1)
      : await db
          .select({ id: apartments.id })
          .from(apartments)
          .where(and(eq(apartments.id, apartmentId), visibleApartments(db, who)))
          .limit(1);
    if (seen) ids.push(u.id);
  }
  return ids.sort();
}
