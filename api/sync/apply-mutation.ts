import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { AppError } from '../http/errors';
import { saveRemark, setRoomFlag } from '../board/room-actions';
import { appliedMutations } from './schema';
import { BAD_ARGS, NO_PERMISSION, ROOM_NOT_FOUND, UNKNOWN_MUTATION, type Mutation, type MutationResult } from '../../sync/protocol';
import { isMutationName, mutationDef, parseArgs } from '../../sync/mutations';

const BOARD = [1, 3] as const;

/**
 * Performs one board mutation with the board's own functions (same rules, visibility and change version as the
 * PUT /api/board/houses/:id/* routes), judged against the current row. Returns the version written, or the Chinese
 * refusal. Runs inside the caller's transaction (the board functions open a savepoint, rolled back on refusal).
 */
function perform(tx: Db, now: number, user: AuthUser, m: Mutation): { version: number } | { reason: string } {
  if (!isMutationName(m.name)) return { reason: UNKNOWN_MUTATION };
  const parsed = parseArgs(m.name, m.args);
  if (!parsed.ok) return { reason: BAD_ARGS };
  if (!user.can([...BOARD])) return { reason: NO_PERMISSION };
  const def = mutationDef(m.name);
  const a = parsed.args;
  try {
    if (def.action === 'remark') return { version: saveRemark(tx, now, user, a.houseId, a.remark).version };
    const value = def.action === 'rent' ? a.isRent : def.action === 'decoration' ? a.isDecoration : a.isShow;
    return { version: setRoomFlag(tx, now, user, a.houseId, def.action, value).version as number };
  } catch (err) {
    if (err instanceof AppError) return { reason: err.status === 404 ? ROOM_NOT_FOUND : err.msg };
    throw err;
  }
}

/**
 * Applies one pushed mutation exactly once: in ONE synchronous transaction, looks its id up in applied_mutations
 * (a repeat returns 'duplicate' with the first judgement and changes nothing), performs it, and records the result
 * — applied or rejected — under its id.
 */
export function applyMutation(db: Db, now: number, user: AuthUser, m: Mutation): MutationResult {
  return db.transaction((tx) => {
    const seen = tx.select().from(appliedMutations).where(eq(appliedMutations.id, m.id)).get();
    if (seen) {
      if (seen.orgId !== user.orgId || seen.userId !== user.id) return { id: m.id, status: 'rejected', reason: '修改编号重复' };
      const original = seen.status as 'applied' | 'rejected';
      return { id: m.id, status: 'duplicate', original, ...(seen.reason ? { reason: seen.reason } : {}), ...(seen.version !== null ? { version: seen.version } : {}) };
    }
    const done = perform(tx as unknown as Db, now, user, m);
    const status = 'version' in done ? 'applied' : 'rejected';
    tx.insert(appliedMutations)
      .values({
        id: m.id, orgId: user.orgId, userId: user.id, clientId: m.clientId, name: m.name.slice(0, 64), status,
        reason: 'reason' in done ? done.reason : null, version: 'version' in done ? done.version : null, clientTime: m.clientTime, appliedAt: now,
      })
      .run();
    return 'version' in done ? { id: m.id, status, version: done.version } : { id: m.id, status, reason: done.reason };
  });
}
