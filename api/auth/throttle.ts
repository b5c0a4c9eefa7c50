import { and, count, eq, gt, isNull, lt, lte, max, min, or } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { lockLimitKeys } from './limit-lock';
import { TooManyAttempts } from '../http/retry-after';
import { loginAttempts } from './schema';
import {
  LOGIN_IP_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_PHONE_DELAY_MAX_SECONDS,
  LOGIN_PHONE_DELAY_SECONDS,
  LOGIN_WINDOW_MINUTES,
} from '../../sync/product/accounts';

const WINDOW = LOGIN_WINDOW_MINUTES * 60_000;

const minutesUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));
const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

export const lockedMsg = (minutes: number) => `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`;
const clientLockedMsg = (minutes: number) => `当前网络登录失败次数过多，请${minutes}分钟后再试`;
const tooFastMsg = (seconds: number) => `尝试过于频繁，请${seconds}秒后再试`;

/** An attempt still being checked (ok null) or failed (ok 0): both count against the limits. */
const counts = or(isNull(loginAttempts.ok), eq(loginAttempts.ok, 0));

/** The wait a phone's attempts must keep after `failures` recent failures from any client (0 below the limit). */
export function phoneDelaySeconds(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES) return 0;
  return Math.min(LOGIN_PHONE_DELAY_SECONDS * 2 ** (failures - LOGIN_MAX_FAILURES), LOGIN_PHONE_DELAY_MAX_SECONDS);
}

/**
 * Counts a login attempt BEFORE its password is checked, or refuses it — inside one unit of work that first takes the
 * locks of the phone and the client address (api/auth/limit-lock.ts), then reads the counts and inserts the attempt,
 * so concurrent attempts, in this process or another, cannot all pass the check. The rule
 * (README "Login and registration limits"), over the last LOGIN_WINDOW_MINUTES, where attempts still being checked
 * count as failures:
 * - one client (address) and one phone: LOGIN_MAX_FAILURES failures lock that phone for that client until the oldest
 *   of them is a window old; other clients are not locked out;
 * - one phone, all clients: from LOGIN_MAX_FAILURES failures since its last successful login on, each attempt waits a
 *   growing delay after the phone's previous one (5 s, 10 s, 20 s, … at most 60 s);
 * - one client, all phones: LOGIN_IP_MAX_FAILURES failures refuse that client's logins until the oldest is a window old.
 * Returns the attempt's id, to settle it once the password is checked. `tx` is a unit outside any organisation.
 */
export async function claimLoginAttempt(tx: Tx, now: number, phone: string, ip: string): Promise<number> {
  await lockLimitKeys(tx, now, [`login.phone:${phone}`, `login.ip:${ip}`]);
  await tx.delete(loginAttempts).where(lte(loginAttempts.at, now - WINDOW));

  const [pair] = await tx
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, phone), eq(loginAttempts.ip, ip), counts));
  if (pair.n >= LOGIN_MAX_FAILURES) {
    const until = pair.oldest! + WINDOW;
    throw new TooManyAttempts(lockedMsg(minutesUntil(until, now)), secondsUntil(until, now));
  }

  const [client] = await tx
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), counts));
  if (client.n >= LOGIN_IP_MAX_FAILURES) {
    const until = client.oldest! + WINDOW;
    throw new TooManyAttempts(clientLockedMsg(minutesUntil(until, now)), secondsUntil(until, now));
  }

  const [success] = await tx
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, phone), eq(loginAttempts.ok, 1)));
  const lastSuccess = success?.id ?? 0;
  const [phoneWide] = await tx
    .select({ n: count(), latest: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, phone), gt(loginAttempts.id, lastSuccess), counts));
  const wait = phoneDelaySeconds(phoneWide.n);
  if (wait > 0 && now < phoneWide.latest! + wait * 1000) {
    const until = phoneWide.latest! + wait * 1000;
    throw new TooManyAttempts(tooFastMsg(secondsUntil(until, now)), secondsUntil(until, now));
  }

  const [made] = await tx.insert(loginAttempts).values({ phone, ip, at: now }).returning({ id: loginAttempts.id });
  return made.id;
}

/** The password was wrong (or the phone unknown). Returns how many tries this client has left for this phone. */
export async function settleFailure(tx: Tx, attemptId: number): Promise<number> {
  const [row] = await tx.update(loginAttempts).set({ ok: 0 }).where(eq(loginAttempts.id, attemptId)).returning();
  if (!row) return LOGIN_MAX_FAILURES;
  const [failed] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, row.phone), eq(loginAttempts.ip, row.ip), counts));
  return Math.max(0, LOGIN_MAX_FAILURES - failed.n);
}

/**
 * The password was right. It ends the phone-wide delay, and with `forgive` (a session was opened) this client's
 * failures for this phone that were settled before this attempt began; attempts still being checked (the rest of a
 * burst) keep counting.
 */
export async function settleSuccess(tx: Tx, attemptId: number, forgive: boolean) {
  const [row] = await tx.update(loginAttempts).set({ ok: 1 }).where(eq(loginAttempts.id, attemptId)).returning();
  if (!row || !forgive) return;
  await tx
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, row.phone),
        eq(loginAttempts.ip, row.ip),
        eq(loginAttempts.ok, 0),
        lt(loginAttempts.id, attemptId),
      ),
    );
}
