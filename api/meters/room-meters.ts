import { and, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { nextVersion } from '../db/versions';
import { METER_TYPES } from '../../sync/meter-rules';
import { meters } from './schema';

/**
 * Every room has a cold-water, an electricity and a hot-water meter (issue 7): a room created on the floor editor gets
 * three manual meters at once, in the transaction that creates it (smart meters are bound later, with their device).
 */
export function addRoomMeters(tx: Pick<Db, 'insert'>, now: number, orgId: string, apartmentId: string, roomId: string, houseNumber: string) {
  for (const t of METER_TYPES) {
    tx.insert(meters)
      .values({
        id: ulid(now), orgId, createdAt: now, updatedAt: now, version: nextVersion(tx, orgId), apartmentId, roomId, devType: t.devType, isAuto: 0,
        name: `${houseNumber}${t.name}`,
      })
      .run();
  }
}

/** A deleted room's meters are deleted with it (tombstones with a new version, so devices drop them). */
export function deleteRoomMeters(tx: Pick<Db, 'select' | 'update' | 'insert'>, now: number, orgId: string, roomId: string) {
  const live = tx.select({ id: meters.id }).from(meters).where(and(eq(meters.roomId, roomId), eq(meters.orgId, orgId), isNull(meters.deletedAt))).all();
  for (const m of live) tx.update(meters).set({ deletedAt: now, updatedAt: now, version: nextVersion(tx, orgId) }).where(eq(meters.id, m.id)).run();
}
