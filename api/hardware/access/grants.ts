import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../../db/store';
import { accessApartmentDevices, accessDevices, accessGrants } from './schema';

/** Where a grant is: the resident (`uid`, a lease_tenants row) of a room of an apartment, under a lease if any. */
export interface GrantPlace {
  apartmentId: string;
  roomId: string;
  uid: string;
  leaseId: string | null;
}

/** How a grant came: a lease taking effect, the apartment's unified assignment, or by hand on the room. */
export const GRANT_SOURCE = { lease: 'lease', apartment: 'apartment', room: 'room' } as const;
export type GrantSource = (typeof GRANT_SOURCE)[keyof typeof GRANT_SOURCE];

/** The apartment's unified doors (§2.3 统一分配), or null when none were chosen. */
export async function unifiedDoors(q: Reader, apartmentId: string): Promise<string[] | null> {
  const rows = await q
    .select({ id: accessApartmentDevices.deviceId })
    .from(accessApartmentDevices)
    .innerJoin(accessDevices, eq(accessDevices.id, accessApartmentDevices.deviceId))
    .where(and(eq(accessApartmentDevices.apartmentId, apartmentId), isNull(accessDevices.deletedAt)));
  return rows.length ? rows.map((r) => r.id) : null;
}

/**
 * The doors a tenant of a room opens from the day the lease takes effect, for rooms of `apartmentIds`: the room's own
 * devices (an intercom, the room's door) and the apartment's unified ones — with none chosen, every public door of the
 * apartment. Read once for all the apartments; answers a lookup (apartment, room) → device ids.
 */
export async function tenantDoorsOf(q: Reader, apartmentIds: readonly string[]) {
  const ids = [...new Set(apartmentIds)];
  const live = ids.length
    ? await q
        .select({ id: accessDevices.id, apartmentId: accessDevices.apartmentId, roomId: accessDevices.roomId })
        .from(accessDevices)
        .where(and(inArray(accessDevices.apartmentId, ids), isNull(accessDevices.deletedAt)))
    : [];
  const unified = new Map<string, string[] | null>();
  for (const apt of ids) if (live.some((d) => d.apartmentId === apt)) unified.set(apt, await unifiedDoors(q, apt));
  return (apartmentId: string, roomId: string): string[] => {
    const inApt = live.filter((d) => d.apartmentId === apartmentId);
    const shared = unified.get(apartmentId) ?? inApt.filter((d) => d.roomId === null).map((d) => d.id);
    return [...new Set([...inApt.filter((d) => d.roomId === roomId).map((d) => d.id), ...shared])].sort();
  };
}

/** The live grants of a resident, device → grant id. */
async function liveGrants(q: Reader, roomId: string, uid: string) {
  const rows = await q
    .select({ id: accessGrants.id, deviceId: accessGrants.deviceId })
    .from(accessGrants)
    .where(and(eq(accessGrants.roomId, roomId), eq(accessGrants.uid, uid), isNull(accessGrants.revokedAt)));
  return new Map(rows.map((r) => [r.deviceId, r.id]));
}

/**
 * Makes a resident's live grants among `scope` (all devices when undefined) exactly `want`: new ones carry `source`
 * and who gave them, the others in scope are revoked. Answers the devices whose grants changed (to push).
 */
export async function setGrants(
  tx: Tx,
  place: GrantPlace,
  want: readonly string[],
  source: GrantSource,
  by: { id: string; name: string } | null,
  scope?: ReadonlySet<string>,
): Promise<Set<string>> {
  const have = await liveGrants(tx, place.roomId, place.uid);
  const wanted = new Set(want);
  const changed = new Set<string>();
  const add = [...wanted].filter((d) => !have.has(d));
  if (add.length)
    await tx.insert(accessGrants).values(
      add.map((deviceId) => ({
        id: ulid(tx.now),
        orgId: tx.orgId!,
        createdAt: tx.now,
        updatedAt: tx.now,
        deviceId,
        ...place,
        source,
        grantedBy: by?.id ?? null,
        grantedByName: by?.name ?? '',
      })),
    );
  add.forEach((d) => changed.add(d));
  const drop = [...have].filter(([d]) => !wanted.has(d) && (!scope || scope.has(d)));
  if (drop.length)
    await tx
      .update(accessGrants)
      .set({ revokedAt: tx.now, updatedAt: tx.now })
      .where(
        inArray(
          accessGrants.id,
          drop.map(([, id]) => id),
        ),
      );
  drop.forEach(([d]) => changed.add(d));
  return changed;
}

/** Revokes every live grant matching `where` (leases ended, residents moved out); answers what was revoked. */
export function revokeGrants(tx: Tx, where: SQL) {
  return tx
    .update(accessGrants)
    .set({ revokedAt: tx.now, updatedAt: tx.now })
    .where(and(where, isNull(accessGrants.revokedAt)))
    .returning({
      deviceId: accessGrants.deviceId,
      apartmentId: accessGrants.apartmentId,
      leaseId: accessGrants.leaseId,
    });
}

/** Marks devices as owed their state (pushed after the unit commits: pushOwedDoors). */
export async function owePush(tx: Tx, deviceIds: Iterable<string>) {
  const ids = [...new Set(deviceIds)];
  if (ids.length)
    await tx.update(accessDevices).set({ pushPending: 1, updatedAt: tx.now }).where(inArray(accessDevices.id, ids));
}
