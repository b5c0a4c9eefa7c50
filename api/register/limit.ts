import { count, eq, lte, min } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { TooManyAttempts } from '../http/retry-after';
import { lockLimitKeys } from '../auth/limit-lock';
import { registrationAttempts } from './schema';
import { REGISTER_IP_MAX_PER_HOUR } from '../../sync/product/accounts';

const HOUR = 3_600_000;

/**
 * Counts a public registration of one client (address) before it is judged, or refuses it: REGISTER_IP_MAX_PER_HOUR
 * per client within any hour (README "Login and registration limits"). Run in a unit outside any organisation; it
 * takes the client's limit lock first (api/auth/limit-lock.ts), so concurrent registrations of one client, in any API
 * process, are counted one after the other.
 */
export async function claimRegistration(tx: Tx, now: number, ip: string) {
  await lockLimitKeys(tx, now, [`register.ip:${ip}`]);
  await tx.delete(registrationAttempts).where(lte(registrationAttempts.at, now - HOUR));
  const [recent] = await tx
    .select({ n: count(), oldest: min(registrationAttempts.at) })
    .from(registrationAttempts)
    .where(eq(registrationAttempts.ip, ip));
  if (recent.n >= REGISTER_IP_MAX_PER_HOUR) {
    const wait = recent.oldest! + HOUR - now;
    throw new TooManyAttempts(
      `注册过于频繁，请${Math.max(1, Math.ceil(wait / 60_000))}分钟后再试`,
      Math.max(1, Math.ceil(wait / 1000)),
    );
  }
  await tx.insert(registrationAttempts).values({ ip, at: now });
}
