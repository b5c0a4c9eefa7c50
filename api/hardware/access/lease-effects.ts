import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/store';
import { leases, leaseTenants } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { DWELL_STATUS } from '../../../sync/rules/residents/resident-rules';
import { accessGrants } from './schema';
import { logAccess } from './access-log';
import { ACCESS_LOG_KIND } from '../../../sync/rules/hardware/access-rules';
import { GRANT_SOURCE, owePush, revokeGrants, setGrants, tenantDoors } from './grants';

const log = (tx: Tx, apartmentId: string, detail: string) =>
  logAccess(tx, '', [{ apartmentId, kind: ACCESS_LOG_KIND.permission, detail }]);

/**
 * Leases drive door access (issue 18.4), as a write effect of every unit that wrote leases (api/effects.ts):
 * - a lease that takes effect (signed) gives each resident staying in the room the room's doors and the apartment's
 *   unified (or public) doors, once: a door a manager later took away by hand does not come back with the next write
 *   of the lease;
 * - a lease checked out or deleted takes every grant of it away; a resident who moved out loses theirs.
 * The devices concerned are owed their state; the caller pushes them after the commit (pushOwedHardware).
 */
export async function accessLeaseEffects(tx: Tx) {
  if (!tx.orgId || !(tx.touched.has('leases') || tx.touched.has('lease_tenants'))) return;
  const changed = await tx
    .select()
    .from(leases)
    .where(and(eq(leases.orgId, tx.orgId), eq(leases.version, tx.version)));
  if (!changed.length) return;
  const owed = new Set<string>();
  const add = (s: Set<string>) => s.forEach((d) => owed.add(d));
  for (const lease of changed) {
    if (lease.deletedAt !== null || lease.status === LEASE_STATUS.checkedOut) {
      const taken = await revokeGrants(tx, eq(accessGrants.leaseId, lease.id));
      add(taken);
      if (taken.size) await log(tx, lease.apartmentId, '租约结束，收回租客的门禁权限');
      continue;
    }
    if (lease.status !== LEASE_STATUS.signed) continue;
    const residents = await tx.select().from(leaseTenants).where(eq(leaseTenants.leaseId, lease.id));
    const given = await tx
      .selectDistinct({ uid: accessGrants.uid })
      .from(accessGrants)
      .where(and(eq(accessGrants.leaseId, lease.id), inArray(accessGrants.uid, residents.map((r) => r.id).concat(''))));
    const had = new Set(given.map((g) => g.uid));
    let doors: string[] | null = null;
    for (const r of residents) {
      if (r.dwellStatus === DWELL_STATUS.movedOut) {
        add(await revokeGrants(tx, eq(accessGrants.uid, r.id)));
        continue;
      }
      if (had.has(r.id)) continue;
      doors ??= await tenantDoors(tx, lease.apartmentId, lease.roomId);
      const place = { apartmentId: lease.apartmentId, roomId: lease.roomId, uid: r.id, leaseId: lease.id };
      add(await setGrants(tx, place, doors, GRANT_SOURCE.lease, null, new Set()));
      await log(tx, lease.apartmentId, `租约生效，${r.name} 获得门禁权限`);
    }
  }
  await owePush(tx, owed);
}
