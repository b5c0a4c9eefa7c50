import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { meters } from './schema';

/**
 * The move-in reading of a new tenancy: when a lease that starts today or later is signed on a room, each of the room's
 * meters is marked billed up to its latest accepted reading, so the new tenant's first utility bill starts there —
 * not at the previous tenant's last bill (nor the usage of the vacant days). A lease entered with a past start date
 * (recording a tenancy already running) leaves the meters alone. Call inside the signing's unit of work.
 */
export async function startMetersAtMoveIn(
  tx: Tx,
  now: number,
  orgId: string,
  roomId: string,
  leaseStart: string,
  today: string,
): Promise<number> {
  if (leaseStart < today) return 0;
  const live = await tx
    .select({ id: meters.id, lastValue: meters.lastValue, lastReadingId: meters.lastReadingId })
    .from(meters)
    .where(
      and(eq(meters.orgId, orgId), eq(meters.roomId, roomId), isNull(meters.deletedAt), isNotNull(meters.lastValue)),
    );
  for (const m of live) {
    await tx
      .update(meters)
      .set({ billedValue: m.lastValue, billedReadingId: m.lastReadingId, updatedAt: now })
      .where(eq(meters.id, m.id));
  }
  return live.length;
}
