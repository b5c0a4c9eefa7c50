import { and, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Tx } from '../db/store';
import { METER_TYPES } from '../../sync/rules/meters/meter-rules';
import { meters } from './schema';

/**
 * Every room has a cold-water, an electricity and a hot-water meter (issue 7): a room created on the floor editor gets
 * three manual meters at once, in the transaction that creates it (smart meters are bound later, with their device).
 */
export async function addRoomMeters(
  tx: Tx,
  now: number,
  orgId: string,
  apartmentId: string,
  roomId: string,
  houseNumber: string,
): Promise<void> {
  await tx.insert(meters).values(
    METER_TYPES.map((t) => ({
      id: ulid(now),
      orgId,
      createdAt: now,
      updatedAt: now,
      apartmentId,
      roomId,
      devType: t.devType,
      isAuto: 0,
      name: `${houseNumber}${t.name}`,
    })),
  );
}

/** A deleted room's meters are deleted with it (tombstones with a new version, so devices drop them). */
export async function deleteRoomMeters(tx: Tx, now: number, orgId: string, roomId: string): Promise<void> {
  await tx
    .update(meters)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(meters.roomId, roomId), eq(meters.orgId, orgId), isNull(meters.deletedAt)));
}
