import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import { sessions, users } from './schema';
import { REMEMBER_DAYS, SESSION_HOURS } from '../../sync/product/accounts';

const DAY = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a session and returns the raw token (only its hash is stored). Sessions live in the database, so every API
 * process sees a session another one opened.
 */
export async function createSession(tx: Tx, now: number, user: { id: string; orgId: string }, remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (remember ? REMEMBER_DAYS * DAY : SESSION_HOURS * 3_600_000);
  await tx.insert(sessions).values({
    id: ulid(now),
    tokenHash: hashToken(token),
    userId: user.id,
    orgId: user.orgId,
    remember: remember ? 1 : 0,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token with its (valid, not deleted) user, or undefined. */
export async function findSession(db: Reader, now: number, token: string) {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        eq(users.isUsable, 0),
      ),
    )
    .limit(1);
  return found;
}

export async function revokeSession(tx: Tx, now: number, sessionId: string) {
  await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (used when an account is disabled). */
export async function revokeUserSessions(tx: Tx, now: number, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every other session of a user, keeping the one in use (after a password change). */
export async function revokeOtherSessions(tx: Tx, now: number, userId: string, keepSessionId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
