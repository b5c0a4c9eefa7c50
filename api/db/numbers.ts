import { sql } from 'drizzle-orm';
import type { Tx } from './store';
import { numberCounters } from './numbers-schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';

/**
 * The next human-facing number of an org, made by the server: PREFIX + YYYYMMDD (Asia/Shanghai) + a 4-digit daily
 * sequence, e.g. 'ZY202611220001' for the first lease of the day. Call inside the unit of work that writes the row.
 */
export async function nextNumber(tx: Tx, orgId: string, prefix: string, now: number): Promise<string> {
  const day = shanghaiToday(now).replaceAll('-', '');
  const key = `${prefix}${day}`;
  const [row] = await tx
    .insert(numberCounters)
    .values({ orgId, key, value: 1 })
    .onConflictDoUpdate({
      target: [numberCounters.orgId, numberCounters.key],
      set: { value: sql`${numberCounters.value} + 1` },
    })
    .returning({ value: numberCounters.value });
  return `${key}${String(row.value).padStart(4, '0')}`;
}
