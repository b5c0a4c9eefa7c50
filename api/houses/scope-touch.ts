import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { offices } from '../admin/schema';
import { meters } from '../meters/schema';
import { repairs } from '../repairs/schema';
import { roomTemplates } from '../templates/schema';
import { apartments, floors, rooms } from './schema';
import { chunks } from '../db/chunks';
import { roomProjectId } from './scope';

/**
 * A change of who sees what (rooms moved to another project, a staff member's projects changed) must reach the
 * devices though the rows themselves did not change: the unit stamps its version on the rows whose visibility moved
 * (the rooms, their apartments with the floors and templates, the rooms' meters and repairs) and on the projects
 * involved. A staff device's next pull (api/sync/pull.ts) then sees a project changed after its cursor, reads the
 * changed rows of the whole organisation and gets those it may see as rows and the others as tombstones.
 */
export async function touchRoomScope(tx: Tx, roomIds: string[]) {
  const now = tx.now;
  for (const ids of chunks([...new Set(roomIds)], 500)) {
    await tx.update(rooms).set({ updatedAt: now }).where(inArray(rooms.id, ids));
    const apts = tx.select({ id: rooms.apartmentId }).from(rooms).where(inArray(rooms.id, ids));
    await tx.update(apartments).set({ updatedAt: now }).where(inArray(apartments.id, apts));
    await tx.update(floors).set({ updatedAt: now }).where(inArray(floors.apartmentId, apts));
    await tx.update(roomTemplates).set({ updatedAt: now }).where(inArray(roomTemplates.apartmentId, apts));
    await tx.update(meters).set({ updatedAt: now }).where(inArray(meters.roomId, ids));
    await tx.update(repairs).set({ updatedAt: now }).where(inArray(repairs.roomId, ids));
  }
}

/** Stamps the unit's version on these projects: the sign for a staff device's pull that its scope may have moved. */
export async function touchProjects(tx: Tx, officeIds: (string | null)[]) {
  const ids = [...new Set(officeIds.filter((x): x is string => !!x))];
  if (ids.length) await tx.update(offices).set({ updatedAt: tx.now }).where(inArray(offices.id, ids));
}

/** The live rooms of the org whose effective project (roomProjectId) is one of these. */
export async function roomsOfProjects(tx: Tx, orgId: string, projectIds: string[]): Promise<string[]> {
  if (!projectIds.length) return [];
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), inArray(roomProjectId, projectIds)));
  return rows.map((r) => r.id);
}
