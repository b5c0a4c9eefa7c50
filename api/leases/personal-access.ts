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

/**
 * True when `user` may see the personal data of lease `leaseId`: they hold lease or resident management and the lease's
 * apartment is one they may see (staff: their projects').
 */
export function mayReadLeasePersonal(db: Db, user: AuthUser, leaseId: string): boolean {
  if (!PERSONAL_PERMS.some((p) => user.can(p))) return false;
  const visible = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  const row = db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.id, leaseId), eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inArray(leases.apartmentId, visible)))
    .get();
  return row !== undefined;
}
