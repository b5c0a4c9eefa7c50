import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { apartments } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { leases } from './schema';

/** Who may read a lease's personal data (ID number, ID photos, signature, signed contract): lease or resident management. */
export const PERSONAL_PERMS = [
  [2, 9],
  [2, 14],
] as const;

/** The id of lease `leaseId` when it is live and in an apartment the user may see (staff: their projects'); else null. */
export function visibleLeaseId(db: Db, user: AuthUser, leaseId: string): string | null {
  const visible = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  const row = db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.id, leaseId), eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inArray(leases.apartmentId, visible)))
    .get();
  return row?.id ?? null;
}

/** True when `user` may see the personal data of lease `leaseId`: they hold lease or resident management and see the lease. */
export function mayReadLeasePersonal(db: Db, user: AuthUser, leaseId: string): boolean {
  return PERSONAL_PERMS.some((p) => user.can(p)) && visibleLeaseId(db, user, leaseId) !== null;
}
