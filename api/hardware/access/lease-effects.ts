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
  if (!tx.orgId || !(tx.touched.has('leases') || tx.touched.has('lease_tenants'))) return;
  const changed = await tx
    .select()
    .from(leases)
    .where(and(eq(leases.orgId, tx.orgId), eq(leases.version, tx.version)));
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
  const given = new Set<string>();
  for (const part of chunks(live.map((l) => l.id))) {
    residents.push(...(await tx.select().from(leaseTenants).where(inArray(leaseTenants.leaseId, part))));
    const rows = await tx
      .selectDistinct({ uid: accessGrants.uid })
      .from(accessGrants)
      .where(inArray(accessGrants.leaseId, part));
    rows.forEach((r) => given.add(r.uid));
  }
  const movedOut = residents.filter((r) => r.dwellStatus === DWELL_STATUS.movedOut).map((r) => r.id);
  for (const part of chunks(movedOut))
    (await revokeGrants(tx, inArray(accessGrants.uid, part))).forEach((g) => owed.add(g.deviceId));

  const fresh = residents.filter((r) => r.dwellStatus !== DWELL_STATUS.movedOut && !given.has(r.id));
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
