import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/store';
import { ulid } from 'ulid';
import type { AccessEvent } from '../driver';
import { simDoorEvents, simDoors } from './schema';
import { simDoorOrg } from './driver';

/**
 * The simulator's hand on a device or gateway (demos and tests): take it out of reach or back, cut an IP video door
 * unit's connection, force the door open. Answers its state, or null when the vendor does not know the serial.
 */
export async function setSimulatedDoor(
  db: Db,
  now: number,
  sn: string,
  input: { online?: boolean; connected?: boolean; forced?: boolean },
) {
  const orgId = await simDoorOrg(db, sn);
  if (!orgId) return null;
  return db.write(orgId, async (tx) => {
    const set: Partial<typeof simDoors.$inferInsert> = { updatedAt: now };
    if (input.online !== undefined) set.online = input.online ? 1 : 0;
    if (input.connected !== undefined) set.connected = input.connected ? 1 : 0;
    const [row] = await tx.update(simDoors).set(set).where(eq(simDoors.sn, sn)).returning();
    if (input.forced) {
      // The door reports being forced open (kept until the door is reachable, like every event).
      const event: AccessEvent = {
        eventId: ulid(now),
        sn,
        at: now,
        kind: 'alarm',
        alarm: 'forcedOpen',
        detail: '门被强行打开',
      };
      await tx.insert(simDoorEvents).values({ id: event.eventId, orgId, sn, at: now, body: JSON.stringify(event) });
    }
    return { sn, online: row!.online === 1, connected: row!.connected === 1 };
  });
}
