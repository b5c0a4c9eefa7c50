import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { users } from '../auth/schema';
import { permsOf } from '../auth/permissions';
import { apartments } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { USER_TYPE } from '../../sync/product/accounts';
import { permKey } from '../../sync/product/menu';
import { PERMS } from '../../sync/product/permissions';

/** The lease permission (lease list / signing, spec part 2): staff must hold it to be told about an apartment's leases. */
const LEASE_PERM = permKey(PERMS.leases);

/**
 * The accounts that manage an apartment and are told about its leases (arrears, expiry): the org's enabled (isUsable 0,
 * not deleted) bosses and managers (userType 0, 1), plus enabled staff (userType 2) who may see the apartment (the
 * same rule as api/houses/scope.ts visibleApartments: its project, or a room of it, is one of theirs) AND hold the lease
 * permission (PERMS.leases) through a live role. Sorted by id, so callers make rows in a stable order.
 */
export async function apartmentManagers(db: Reader, orgId: string, apartmentId: string): Promise<string[]> {
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
    if (u.userType !== USER_TYPE.staff) {
      ids.push(u.id);
      continue;
    }
    if (!(await permsOf(db, u)).has(LEASE_PERM)) continue;
    const [seen] = await db
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(eq(apartments.id, apartmentId), visibleApartments(db, { id: u.id, orgId, userType: u.userType })))
      .limit(1);
    if (seen) ids.push(u.id);
  }
  return ids.sort();
}
