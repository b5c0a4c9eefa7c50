import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import { dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { requestReplies } from './schema';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_MSG = {
  badKey: '请求编号不正确',
  otherRequest: '该请求编号已用于另一笔提交，请刷新后重试',
} as const;

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's `Idempotency-Key` header (8–64 letters, digits, '-' or '_'); null when absent. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') return null;
  if (!KEY.test(key)) throw badRequest(IDEMPOTENCY_MSG.badKey);
  return key;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => `${JSON.stringify(k)}:${stable(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

type Stored = typeof requestReplies.$inferSelect;

const storedReply = async (db: Reader, orgId: string, key: string): Promise<Stored | undefined> =>
  (
    await db
      .select()
      .from(requestReplies)
      .where(and(eq(requestReplies.orgId, orgId), eq(requestReplies.key, key)))
      .limit(1)
  )[0];

/** Raised inside the unit when another process stored the key's reply first: the unit rolls back, the stored reply answers. */
class KeyTaken extends Error {}

/**
 * Runs `run` once per (org, key), in ONE unit of work of the user's organisation: a key seen before answers its stored
 * reply (the first result, nothing booked again) when it was used by the same user for the same `request` (route, ids,
 * body), else 409; a new key runs `run` and stores its reply with it. A refusal rolls back and stores nothing, so the
 * key may be used again. Without a key, `run` simply runs in a unit of its own.
 *
 * Safe across processes: the reply's (org, key) is unique and stored with ON CONFLICT DO NOTHING. Units of one
 * organisation are serialised, so a concurrent twin normally finds the first reply at its first look; should it not (the
 * other process committed between), its own unit fails (the key is taken, or the bills it would book are booked) and
 * rolls back, and the reply stored by the other process answers it: one success and one duplicate reply, never a 500.
 */
export async function once<T>(
  db: Db,
  now: number,
  user: AuthUser,
  key: string | null,
  request: unknown,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!key) return db.write(user.orgId, run);
  const bodyHash = createHash('sha256').update(stable(request)).digest('hex');
  const answer = (seen: Stored): T => {
    if (seen.userId !== user.id || seen.bodyHash !== bodyHash) throw conflict(IDEMPOTENCY_MSG.otherRequest);
    return JSON.parse(seen.reply) as T;
  };
  try {
    return await db.write(user.orgId, async (tx) => {
      const seen = await storedReply(tx, user.orgId, key);
      if (seen) return answer(seen);
      const reply = await run(tx);
      const stored = await tx
        .insert(requestReplies)
        .values({ orgId: user.orgId, key, userId: user.id, bodyHash, reply: JSON.stringify(reply), createdAt: now })
        .onConflictDoNothing()
        .returning({ key: requestReplies.key });
      if (stored.length === 0) throw new KeyTaken();
      return reply;
    });
  } catch (e) {
    // Whatever refused this unit, a reply stored meanwhile under the key (by a twin request) is the answer.
    const seen = await storedReply(db, user.orgId, key);
    if (seen) return answer(seen);
    if (e instanceof KeyTaken || dialect.isUniqueViolation(e)) throw conflict(IDEMPOTENCY_MSG.otherRequest);
    throw e;
  }
}
