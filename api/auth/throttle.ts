import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from './schema';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../sync/accounts';

const WINDOW = LOGIN_WINDOW_MINUTES * 60_000;

/** Minutes left on a lock of this phone, or 0 when it may try. */
export function lockedMinutes(db: Db, now: number, phone: string): number {
  const row = db.select().from(loginThrottle).where(eq(loginThrottle.phone, phone)).get();
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil - now) / 60_000);
}

/**
 * Records a failed login. Failures count within a 15-minute window that starts at the first one; the fifth
 * locks the phone for 15 minutes. Returns how many tries are left (0 = now locked).
 */
export function recordFailure(db: Db, now: number, phone: string): number {
  const row = db.select().from(loginThrottle).where(eq(loginThrottle.phone, phone)).get();
  const fresh = !row || now - row.windowStart >= WINDOW || (row.lockedUntil !== null && row.lockedUntil <= now);
  const failures = fresh ? 1 : row.failures + 1;
  const windowStart = fresh ? now : row.windowStart;
  const lockedUntil = failures >= LOGIN_MAX_FAILURES ? now + WINDOW : null;
  db.insert(loginThrottle)
    .values({ phone, failures, windowStart, lockedUntil })
    .onConflictDoUpdate({ target: loginThrottle.phone, set: { failures, windowStart, lockedUntil } })
    .run();
  return Math.max(0, LOGIN_MAX_FAILURES - failures);
}

export function clearFailures(db: Db, phone: string) {
  db.delete(loginThrottle).where(eq(loginThrottle.phone, phone)).run();
}
