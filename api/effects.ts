import { and, eq } from 'drizzle-orm';
import type { Tx, WriteEffects } from './db/store';
import { depositOrders } from './deposits/schema';
import { bills, leases } from './leases/schema';
import { refreshRoomFacts } from './leases/room-facts';

/**
 * The declared side effects of a unit of work (api/db/unit.ts runs them before it commits). Every row a unit writes
 * carries its version, so an effect finds what the unit changed without the caller telling it.
 *
 * Room facts: a room's facts (sync/room-facts.ts) are computed from its leases, their bills and its deposit orders;
 * a unit that wrote any of those refreshes the facts of the rooms they belong to.
 */
const FACT_SOURCES: Record<string, (tx: Tx, orgId: string) => Promise<{ roomId: string }[]>> = {
  leases: (tx, orgId) =>
    tx.selectDistinct({ roomId: leases.roomId }).from(leases).where(and(eq(leases.orgId, orgId), eq(leases.version, tx.version))),
  bills: (tx, orgId) =>
    tx
      .selectDistinct({ roomId: leases.roomId })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .where(and(eq(bills.orgId, orgId), eq(bills.version, tx.version))),
  deposit_orders: (tx, orgId) =>
    tx
      .selectDistinct({ roomId: depositOrders.roomId })
      .from(depositOrders)
      .where(and(eq(depositOrders.orgId, orgId), eq(depositOrders.version, tx.version))),
};

/** The rooms whose facts the unit's writes changed. */
export async function roomsWithChangedFacts(tx: Tx): Promise<Set<string>> {
  const rooms = new Set<string>();
  if (!tx.orgId) return rooms;
  for (const [table, changed] of Object.entries(FACT_SOURCES)) {
    if (!tx.touched.has(table)) continue;
    for (const r of await changed(tx, tx.orgId)) rooms.add(r.roomId);
  }
  return rooms;
}

export const writeEffects: WriteEffects = async (tx) => {
  for (const roomId of [...(await roomsWithChangedFacts(tx))].sort()) await refreshRoomFacts(tx, roomId);
};
