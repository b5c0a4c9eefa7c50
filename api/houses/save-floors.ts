import { eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments } from './schema';
import { visibleApartment } from './scope';
import { applyFloorPlan, currentRooms, planFloors } from './apply-floors';
import type { SaveFloorsInput } from '../../sync/contract/houses/house-inputs';

/**
 * Saves floor and room edits of an existing apartment (spec part 1 §2.6 mode 3, §2.7): operate 1 inserts a room,
 * 2 renumbers it, 3 deletes it (tombstone; a rented room cannot be deleted); also the total floor count and elevator.
 */
export async function saveFloors(db: Db, now: number, user: AuthUser, apartmentId: string, input: SaveFloorsInput) {
  return db.write(user.orgId, async (tx) => {
    const apt = await visibleApartment(tx, user, apartmentId);
    const totalFloor = input.totalFloor ?? apt.totalFloor;
    const current = await currentRooms(tx, apt.id);
    const plan = planFloors(current.rooms, input.floorData, totalFloor);
    const counts = await applyFloorPlan(tx, now, apt, current, plan);
    await tx
      .update(apartments)
      .set({ totalFloor, isElevator: input.isElevator ?? apt.isElevator, updatedAt: now })
      .where(eq(apartments.id, apt.id));
    return { apartmentId: apt.id, ...counts };
  });
}
