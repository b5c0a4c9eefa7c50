import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Tx } from '../../db/store';
import { chunks } from '../../db/chunks';
import { leases, leaseTenants } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { DWELL_STATUS } from '../../../sync/rules/residents/resident-rules';
import { ACCESS_LOG_KIND } from '../../../sync/rules/hardware/access-rules';
import { accessGrants } from './schema';
import { logAccess, type LogEntry } from './access-log';
import { GRANT_SOURCE, owePush, revokeGrants, tenantDoorsOf } from './grants';

/**
 * Leases drive door access (issue 18.4), as a write effect of every unit that wrote leases (api/effects.ts):
 * - a lease that takes effect (signed) gives each resident staying in the room the room's doors and the apartment's
 *   unified (or public) doors, once: a door a manager later took away by hand does not come back with the next write
 *   of the lease;
 * - a lease checked out or deleted takes every grant of it away; a resident who moved out loses theirs.
 * A unit writing many leases (a bulk import, the demo) costs a few statements, not a few per lease. The devices
 * concerned are owed their state, handed to them after the commit (api/hardware/push-owed.ts).
 */
export async function accessLeaseEffects(tx: Tx) {
  if (!tx.orgId || !tx.touched.has('leases')) return;
  const changed = await tx
    .select()
    .from(leases)
    .where(and(eq(leases.orgId, tx.orgId), eq(leases.version, tx.version)));
  await syncLeaseDoors(tx, changed);
}

/**
 * The residents of these leases as they are now (a resident added, moved out or deleted; the lease row itself need
 * not change): called by the residents' own writes (api/residents).
 */
export async function residentsChanged(tx: Tx, leaseIds: readonly string[]) {
  const rows = await tx
    .select()
    .from(leases)
    .where(inArray(leases.id, [...leaseIds]));
  await syncLeaseDoors(tx, rows);
}

/**
 * Door access follows leases: ended ones lose every grant; for those in effect, each resident staying gets the
 * room's and the apartment's doors once, and grants of residents no longer staying (moved out, deleted) end.
 */
async function syncLeaseDoors(tx: Tx, changed: (typeof leases.$inferSelect)[]) {
  if (!changed.length) return;
  const owed = new Set<string>();
  const logs: LogEntry[] = [];
  const log = (apartmentId: string, detail: string) =>
    logs.push({ apartmentId, kind: ACCESS_LOG_KIND.permission, detail });

  const ended = changed.filter((l) => l.deletedAt !== null || l.status === LEASE_STATUS.checkedOut);
  for (const part of chunks(ended.map((l) => l.id))) {
    const taken = await revokeGrants(tx, inArray(accessGrants.leaseId, part));
    taken.forEach((g) => owed.add(g.deviceId));
    for (const leaseId of new Set(taken.map((g) => g.leaseId)))
      log(taken.find((g) => g.leaseId === leaseId)!.apartmentId, '租约结束，收回租客的门禁权限');
  }

  const live = changed.filter((l) => l.deletedAt === null && l.status === LEASE_STATUS.signed);
  const residents = [];
  const grants: { id: string; uid: string; revokedAt: number | null }[] = [];
  for (const part of chunks(live.map((l) => l.id))) {
    residents.push(...(await tx.select().from(leaseTenants).where(inArray(leaseTenants.leaseId, part))));
    grants.push(
      ...(await tx
        .select({ id: accessGrants.id, uid: accessGrants.uid, revokedAt: accessGrants.revokedAt })
        .from(accessGrants)
        .where(inArray(accessGrants.leaseId, part))),
    );
  }
  const staying = new Set(residents.filter((r) => r.dwellStatus !== DWELL_STATUS.movedOut).map((r) => r.id));
  const gone = grants.filter((g) => g.revokedAt === null && !staying.has(g.uid)).map((g) => g.id);
  for (const part of chunks(gone))
    (await revokeGrants(tx, inArray(accessGrants.id, part))).forEach((g) => owed.add(g.deviceId));

  const given = new Set(grants.map((g) => g.uid));
  const fresh = residents.filter((r) => staying.has(r.id) && !given.has(r.id));
  if (fresh.length) {
    const doorsOf = await tenantDoorsOf(
      tx,
      live.map((l) => l.apartmentId),
    );
    const leaseOf = new Map(live.map((l) => [l.id, l]));
    const rows = fresh.flatMap((r) => {
      const lease = leaseOf.get(r.leaseId)!;
      const doors = doorsOf(lease.apartmentId, lease.roomId);
      if (doors.length) log(lease.apartmentId, `租约生效，${r.name} 获得门禁权限`);
      return doors.map((deviceId) => ({
        id: ulid(tx.now),
        orgId: tx.orgId!,
        createdAt: tx.now,
        updatedAt: tx.now,
        deviceId,
        apartmentId: lease.apartmentId,
        roomId: lease.roomId,
        uid: r.id,
        leaseId: lease.id,
        source: GRANT_SOURCE.lease,
      }));
    });
    for (const part of chunks(rows)) await tx.insert(accessGrants).values(part);
    rows.forEach((g) => owed.add(g.deviceId));
  }
  for (const part of chunks(logs)) await logAccess(tx, '', part);
  await owePush(tx, owed);
}
