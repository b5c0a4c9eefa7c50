import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshRoomFacts } from '../leases/room-facts';
import { shanghaiToday } from '../../sync/board-status';
import { depositOrders } from './schema';

/**
 * The daily job: unpaid, unsigned orders whose latest signing date is before today (Asia/Shanghai) become voided
 * (signStatus 2, voidTime). Idempotent (a voided order no longer matches); the rooms' facts are refreshed in the
 * same transaction. Returns how many orders it voided.
 */
export function voidExpiredOrders(db: Db, now: number): number {
  const today = shanghaiToday(now);
  return db.transaction((txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = and(eq(depositOrders.payStatus, 0), eq(depositOrders.signStatus, 0), lt(depositOrders.latestDate, today));
    const rows = tx.select({ id: depositOrders.id, orgId: depositOrders.orgId, roomId: depositOrders.roomId }).from(depositOrders).where(due).all();
    if (!rows.length) return 0;
    tx.update(depositOrders).set({ signStatus: 2, voidTime: now, updatedAt: now }).where(due).run();
    const roomsDone = new Set<string>();
    for (const r of rows) {
      if (roomsDone.has(r.roomId)) continue;
      roomsDone.add(r.roomId);
      refreshRoomFacts(tx, now, r.orgId, r.roomId);
    }
    return rows.length;
  });
}
