import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, loginLocks } from './schema';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../sync/accounts';

const WINDOW = LOGIN_WINDOW_MINUTES * 60_000;

/** Minutes left on a lock of this phone, or 0 when it may try. */
export function lockedMinutes(db: Db, now: number, phone: string): number {
  const row = db.select().from(loginLocks).where(eq(loginLocks.phone, phone)).get();
  if (!row || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil - now) / 60_000);
}

/**
 * Records a failed login. Five failures of one phone within any 15 minutes (a sliding window) lock it for the next
 * 15 minutes. Returns how many tries are left (0 = now locked).
 */
export function recordFailure(db: Db, now: number, phone: string): number {
  return db.transaction((tx) => {
    tx.delete(loginFailures).where(and(eq(loginFailures.phone, phone), lte(loginFailures.at, now - WINDOW))).run();
    tx.insert(loginFailures).values({ phone, at: now }).run();
    const recent = tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.phone, phone), gt(loginFailures.at, now - WINDOW)))
      .get()!.n;
    if (recent < LOGIN_MAX_FAILURES) return LOGIN_MAX_FAILURES - recent;
    const lockedUntil = now + WINDOW;
    tx.insert(loginLocks).values({ phone, lockedUntil }).onConflictDoUpdate({ target: loginLocks.phone, set: { lockedUntil } }).run();
    tx.delete(loginFailures).where(eq(loginFailures.phone, phone)).run();
    return 0;
  });
}

export function clearFailures(db: Db, phone: string) {
  db.delete(loginFailures).where(eq(loginFailures.phone, phone)).run();
  db.delete(loginLocks).where(eq(loginLocks.phone, phone)).run();
}
