import { count, eq, lte, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TooManyAttempts } from '../http/retry-after';
import { registrationAttempts } from './schema';
import { REGISTER_IP_MAX_PER_HOUR } from '../../sync/accounts';

const HOUR = 3_600_000;

/**
 * Counts a public registration of one client (address) before it is judged, or refuses it: REGISTER_IP_MAX_PER_HOUR
 * per client within any hour (README "Login and registration limits"). One synchronous transaction reads and counts.
 */
export function claimRegistration(db: Db, now: number, ip: string) {
  db.transaction((tx) => {
    tx.delete(registrationAttempts).where(lte(registrationAttempts.at, now - HOUR)).run();
    const recent = tx
      .select({ n: count(), oldest: min(registrationAttempts.at) })
      .from(registrationAttempts)
      .where(eq(registrationAttempts.ip, ip))
      .get()!;
    if (recent.n >= REGISTER_IP_MAX_PER_HOUR) {
      const wait = recent.oldest! + HOUR - now;
      throw new TooManyAttempts(`注册过于频繁，请${Math.max(1, Math.ceil(wait / 60_000))}分钟后再试`, Math.max(1, Math.ceil(wait / 1000)));
    }
    tx.insert(registrationAttempts).values({ ip, at: now }).run();
  });
}
