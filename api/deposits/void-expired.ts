import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/store';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { depositOrders } from './schema';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

/**
 * The daily job: unpaid, unsigned orders whose latest signing date is before today (Asia/Shanghai) become voided
 * (signStatus 2, voidTime), in one unit of work per organisation that has such orders (each unit's write effect
 * refreshes the facts of the rooms it touched). Idempotent (a voided order no longer matches). Returns how many
 * orders it voided.
 */
export async function voidExpiredOrders(db: Db, now: number): Promise<number> {
  const today = shanghaiToday(now);
  const due = and(
    eq(depositOrders.payStatus, ORDER_PAY.unpaid),
    eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
    lt(depositOrders.latestDate, today),
  );
  const orgs = await db
    .selectDistinct({ orgId: depositOrders.orgId })
    .from(depositOrders)
    .where(due)
    .orderBy(depositOrders.orgId);
  let voided = 0;
  for (const { orgId } of orgs) {
    const rows = await db.write(orgId, (tx) =>
      tx
        .update(depositOrders)
        .set({ signStatus: ORDER_SIGN.voided, voidTime: now, updatedAt: now })
        .where(and(eq(depositOrders.orgId, orgId), due))
        .returning({ id: depositOrders.id }),
    );
    voided += rows.length;
  }
  return voided;
}
