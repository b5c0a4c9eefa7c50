import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { leases } from './schema';
import type { PermName } from '../../sync/product/permissions';

/** Who may read a lease's personal data (ID number, ID photos, signature, signed contract): lease or resident management. */
export const PERSONAL_PERMS: readonly PermName[] = ['leases', 'residents'];

/** The id of lease `leaseId` when it is live and in an apartment the user may see (staff: their projects'); else null. */
export async function visibleLeaseId(db: Reader, user: AuthUser, leaseId: string): Promise<string | null> {
  const visible = visibleApartmentIds(db, user);
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.id, leaseId),
        eq(leases.orgId, user.orgId),
        isNull(leases.deletedAt),
        inArray(leases.apartmentId, visible),
        roomScope(db, user, leases.roomId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** True when `user` may see the personal data of lease `leaseId`: they hold lease or resident management and see the lease. */
export async function mayReadLeasePersonal(db: Reader, user: AuthUser, leaseId: string): Promise<boolean> {
  return PERSONAL_PERMS.some((p) => user.can(p)) && (await visibleLeaseId(db, user, leaseId)) !== null;
}
