import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { AppError } from '../http/errors';
import { saveRemark, setRoomFlag } from '../board/room-actions';
import { readOrgFile, signLease } from '../leases/sign-lease';
import type { Deps } from '../deps';
import { appliedMutations } from './schema';
import { applyMeterRead } from './meter-read';
import { METER_MSG } from '../../sync/meter-rules';
import { BAD_ARGS, NO_PERMISSION, ROOM_NOT_FOUND, UNKNOWN_MUTATION, type Mutation, type MutationResult } from '../../sync/protocol';
import { isMutationName, mutationDef, parseArgs } from '../../sync/mutations';

/** What applying a mutation reads besides the database: stored files (a signed contract's signature). */
export type ApplyDeps = Pick<Deps, 'db' | 'config'>;

/**
 * Performs one board mutation with the board's own functions (same rules, visibility and change version as the
 * PUT /api/board/houses/:id/* routes), judged against the current row; a meter reading with api/sync/meter-read.ts. Returns the version written, or the Chinese
 * refusal. Runs inside the caller's transaction (the board functions open a savepoint, rolled back on refusal).
 */
function perform(deps: ApplyDeps, tx: Db, now: number, user: AuthUser, m: Mutation): { version: number; duplicate?: boolean } | { reason: string } {
  if (!isMutationName(m.name)) return { reason: UNKNOWN_MUTATION };
  const parsed = parseArgs(m.name, m.args);
  if (!parsed.ok) return { reason: BAD_ARGS };
  const def = mutationDef(m.name);
  if (!user.can(def.perm)) return { reason: NO_PERMISSION };
  const a = parsed.args;
  const notFound = def.target(a).table === 'meters' ? METER_MSG.meterNotFound : ROOM_NOT_FOUND;
  try {
    if (def.action === 'meterRead') return applyMeterRead(tx, now, user, a, m.id);
    if (def.action === 'leaseSign') {
      // A signing sent again under a new mutation id after it succeeded (the lease id is the device's) is done: 'duplicate'.
      const signed = signLease(tx, now, user, a, readOrgFile(deps, user.orgId, a.contract?.signatureFileId), m.id);
      return { version: signed.roomVersion, duplicate: signed.duplicate };
    }
    if (def.action === 'remark') return { version: saveRemark(tx, now, user, a.houseId, a.remark).version };
    const value = def.action === 'rent' ? a.isRent : def.action === 'decoration' ? a.isDecoration : a.isShow;
    return { version: setRoomFlag(tx, now, user, a.houseId, def.action, value).version as number };
  } catch (err) {
    if (err instanceof AppError) return { reason: err.status === 404 ? notFound : err.msg };
    throw err;
  }
}

/**
 * Applies one pushed mutation exactly once: in ONE synchronous transaction, looks its id up in applied_mutations
 * (a repeat returns 'duplicate' with the first judgement and changes nothing), performs it, and records the result
 * — applied or rejected — under its id. A meter reading whose reading id the server already holds (sent again under
 * another mutation id, e.g. a retry) is recorded as applied and answered 'duplicate' (original 'applied').
 */
export function applyMutation(deps: ApplyDeps, now: number, user: AuthUser, m: Mutation): MutationResult {
  return deps.db.transaction((tx) => {
    const seen = tx.select().from(appliedMutations).where(eq(appliedMutations.id, m.id)).get();
    if (seen) {
      if (seen.orgId !== user.orgId || seen.userId !== user.id) return { id: m.id, status: 'rejected', reason: '修改编号重复' };
      const original = seen.status as 'applied' | 'rejected';
      return { id: m.id, status: 'duplicate', original, ...(seen.reason ? { reason: seen.reason } : {}), ...(seen.version !== null ? { version: seen.version } : {}) };
    }
    const done = perform(deps, tx as unknown as Db, now, user, m);
    const status = 'version' in done ? 'applied' : 'rejected';
    tx.insert(appliedMutations)
      .values({
        id: m.id, orgId: user.orgId, userId: user.id, clientId: m.clientId, name: m.name.slice(0, 64), status,
        reason: 'reason' in done ? done.reason : null, version: 'version' in done ? done.version : null, clientTime: m.clientTime, appliedAt: now,
      })
      .run();
    if (!('version' in done)) return { id: m.id, status, reason: done.reason };
    return done.duplicate ? { id: m.id, status: 'duplicate', original: 'applied', version: done.version } : { id: m.id, status, version: done.version };
  });
}
