import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { changeCounters } from './columns';

/** Hands out the next change version of an org (monotonic); call inside the transaction that writes the row. */
export function nextVersion(db: Pick<Db, 'insert'>, orgId: string): number {
  const row = db
    .insert(changeCounters)
    .values({ orgId, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.orgId, set: { value: sql`${changeCounters.value} + 1` } })
    .returning({ value: changeCounters.value })
    .get();
  return row.value;
}
