import { lt } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { limitLocks } from './schema';

/** Lock rows older than this are pruned (the longest window of a limit: registrations per hour). */
const KEEP = 3_600_000;

/**
 * Takes the locks of the rate-limit keys for the rest of the unit of work (see limitLocks): a second unit taking one
 * of them waits until this one commits, then counts what it wrote. Keys are taken in sorted order, so two units never
 * wait for each other crosswise (a deadlock would still only be retried by the store).
 */
export async function lockLimitKeys(tx: Tx, now: number, keys: string[]) {
  const sorted = [...new Set(keys)].sort();
  for (const key of sorted) {
    await tx
      .insert(limitLocks)
      .values({ key, at: now })
      .onConflictDoUpdate({ target: limitLocks.key, set: { at: now } });
  }
  await tx.delete(limitLocks).where(lt(limitLocks.at, now - KEEP));
}
