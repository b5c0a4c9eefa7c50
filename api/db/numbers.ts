import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { numberCounters } from './numbers-schema';
import { shanghaiToday } from '../../sync/board-status';

/**
 * The next human-facing number of an org, made by the server: PREFIX + YYYYMMDD (Asia/Shanghai) + a 4-digit daily
 * sequence, e.g. 'ZY202611220001' for the first lease of the day. Call inside the transaction that writes the row.
 */
export function nextNumber(db: Pick<Db, 'insert'>, orgId: string, prefix: string, now: number): string {
  const day = shanghaiToday(now).replaceAll('-', '');
  const key = `${prefix}${day}`;
  const row = db
    .insert(numberCounters)
    .values({ orgId, key, value: 1 })
    .onConflictDoUpdate({ target: [numberCounters.orgId, numberCounters.key], set: { value: sql`${numberCounters.value} + 1` } })
    .returning({ value: numberCounters.value })
    .get();
  return `${key}${String(row.value).padStart(4, '0')}`;
}
