import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import type { AccessDriver, AccessWanted } from './connector/driver';
import { accessDevices, accessGrants } from './schema';
import { passStates } from './passes';

/**
 * The wanted state of each door device: who may open it (its live grants) and, for a public door, its apartment's
 * visitor-pass key and withdrawn passes. Answers id → { sn, wanted }.
 */
export async function wantedDoorStates(db: Reader, now: number, orgId: string, deviceIds: readonly string[]) {
  const out = new Map<string, { sn: string; wanted: AccessWanted }>();
  if (!deviceIds.length) return out;
  const devices = await db
    .select({
      id: accessDevices.id,
      sn: accessDevices.sn,
      apartmentId: accessDevices.apartmentId,
      roomId: accessDevices.roomId,
    })
    .from(accessDevices)
    .where(
      and(eq(accessDevices.orgId, orgId), inArray(accessDevices.id, [...deviceIds]), isNull(accessDevices.deletedAt)),
    );
  const grants = await db
    .select({ deviceId: accessGrants.deviceId, uid: accessGrants.uid })
    .from(accessGrants)
    .where(and(inArray(accessGrants.deviceId, [...deviceIds]), isNull(accessGrants.revokedAt)));
  const passes = await passStates(db, now, [
    ...new Set(devices.filter((d) => d.roomId === null).map((d) => d.apartmentId)),
  ]);
  for (const d of devices) {
    const uids = [...new Set(grants.filter((g) => g.deviceId === d.id).map((g) => g.uid))].sort();
    // Visitor passes open the public doors only.
    const p = d.roomId === null ? passes.get(d.apartmentId) : undefined;
    out.set(d.id, { sn: d.sn, wanted: { uids, passKey: p?.key ?? '', withdrawn: p?.withdrawn ?? [] } });
  }
  return out;
}

/**
 * Hands each door device its wanted state through the connector and records what came of it: taken, or owed (out of
 * reach: pushed again by pushOwedDoors when it answers). Answers the devices that did not take it.
 */
export async function pushDoors(
  db: Db,
  driver: AccessDriver,
  now: number,
  orgId: string,
  deviceIds: readonly string[],
) {
  const wanted = await wantedDoorStates(db, now, orgId, deviceIds);
  const results: { id: string; answer: Awaited<ReturnType<AccessDriver['push']>> }[] = [];
  for (const [id, { sn, wanted: w }] of wanted) results.push({ id, answer: await driver.push(sn, w) });
  const changed = results.filter((r) => r.answer !== 'ok');
  const taken = results.filter((r) => r.answer === 'ok').map((r) => r.id);
  if (!results.length) return [];
  await db.write(orgId, async (tx) => {
    if (taken.length)
      await tx.update(accessDevices).set({ pushPending: 0, updatedAt: tx.now }).where(inArray(accessDevices.id, taken));
    if (changed.length)
      await tx
        .update(accessDevices)
        .set({ pushPending: 1, updatedAt: tx.now })
        .where(
          inArray(
            accessDevices.id,
            changed.map((r) => r.id),
          ),
        );
  });
  return changed;
}

/** Tries again every door device of the org still owed its state. */
export async function pushOwedDoors(db: Db, driver: AccessDriver, now: number, orgId: string) {
  const owed = await db
    .select({ id: accessDevices.id })
    .from(accessDevices)
    .where(and(eq(accessDevices.orgId, orgId), eq(accessDevices.pushPending, 1), isNull(accessDevices.deletedAt)));
  return owed.length
    ? pushDoors(
        db,
        driver,
        now,
        orgId,
        owed.map((d) => d.id),
      )
    : [];
}
