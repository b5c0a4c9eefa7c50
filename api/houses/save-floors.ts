import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { nextVersion } from '../db/versions';
import { notFound } from '../http/errors';
import { apartments } from './schema';
import { visibleApartments } from './scope';
import { applyFloorPlan, currentRooms, planFloors } from './apply-floors';
import type { SaveFloorsInput } from './inputs';

/** The apartment the user may see, or 404 as if it did not exist. */
export function findApartment(db: Db, user: AuthUser, apartmentId: string) {
  const apt = db
    .select()
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), visibleApartments(db, user)))
    .get();
  if (!apt) throw notFound('公寓不存在或无权查看');
  return apt;
}

/**
 * Saves floor and room edits of an existing apartment (spec part 1 §2.6 mode 3, §2.7): operate 1 inserts a room,
 * 2 renumbers it, 3 deletes it (tombstone; a rented room cannot be deleted); also the total floor count and elevator.
 */
export function saveFloors(db: Db, now: number, user: AuthUser, apartmentId: string, input: SaveFloorsInput) {
  const apt = findApartment(db, user, apartmentId);
  const totalFloor = input.totalFloor ?? apt.totalFloor;
  return db.transaction((tx) => {
    const current = currentRooms(tx, apt.id);
    const plan = planFloors(current.rooms, input.floorData, totalFloor);
    const counts = applyFloorPlan(tx, now, apt, current, plan);
    tx.update(apartments)
      .set({ totalFloor, isElevator: input.isElevator ?? apt.isElevator, updatedAt: now, version: nextVersion(tx, apt.orgId) })
      .where(eq(apartments.id, apt.id))
      .run();
    return { apartmentId: apt.id, ...counts };
  });
}
