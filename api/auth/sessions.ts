import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { sessions, users } from './schema';
import { REMEMBER_DAYS, SESSION_HOURS } from '../../sync/accounts';

const DAY = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the raw token (only its hash is stored). */
export function createSession(db: Db, now: number, user: { id: string; orgId: string }, remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (remember ? REMEMBER_DAYS * DAY : SESSION_HOURS * 3_600_000);
  db.insert(sessions)
    .values({
      id: ulid(now),
      tokenHash: hashToken(token),
      userId: user.id,
      orgId: user.orgId,
      remember: remember ? 1 : 0,
      createdAt: now,
      expiresAt,
    })
    .run();
  return { token, expiresAt };
}

/** The live session of a token with its (valid, not deleted) user, or undefined. */
export function findSession(db: Db, now: number, token: string) {
  return db
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
    .get();
}

export function revokeSession(db: Db, now: number, sessionId: string) {
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user (used when an account is disabled). */
export function revokeUserSessions(db: Db, now: number, userId: string) {
  db.update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .run();
}

/** Ends every other session of a user, keeping the one in use (after a password change). */
export function revokeOtherSessions(db: Db, now: number, userId: string, keepSessionId: string) {
  db.update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .run();
}
