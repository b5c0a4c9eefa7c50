import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
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
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => `${JSON.stringify(k)}:${stable(x)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * Runs `run` once per (org, key): in ONE transaction, a key seen before answers its stored reply (the first result,
 * nothing booked again) when it was used by the same user for the same `request` (route, ids, body), else 409; a new key
 * runs `run` and stores its reply with it. A refusal rolls back and stores nothing, so the key may be used again.
 * Without a key, `run` simply runs.
 */
export function once<T>(db: Db, now: number, user: AuthUser, key: string | null, request: unknown, run: (tx: Db) => T): T {
  if (!key) return run(db);
  const bodyHash = createHash('sha256').update(stable(request)).digest('hex');
  return db.transaction((txRaw) => {
    const tx = txRaw as unknown as Db;
    const seen = tx.select().from(requestReplies).where(and(eq(requestReplies.orgId, user.orgId), eq(requestReplies.key, key))).get();
    if (seen) {
      if (seen.userId !== user.id || seen.bodyHash !== bodyHash) throw conflict(IDEMPOTENCY_MSG.otherRequest);
      return JSON.parse(seen.reply) as T;
    }
    const reply = run(tx);
    tx.insert(requestReplies).values({ orgId: user.orgId, key, userId: user.id, bodyHash, reply: JSON.stringify(reply), createdAt: now }).run();
    return reply;
  });
}
