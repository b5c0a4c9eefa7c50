import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { AppError } from '../http/errors';
import { saveRemark, setRoomFlag } from '../board/room-actions';
import { signLease } from '../leases/sign-lease';
import { readOrgFile } from '../leases/signing-files';
import type { Deps } from '../deps';
import { appliedMutations } from './schema';
import { applyMeterRead } from './meter-read';
import { applyLockOpened, applyLockPeriodCode } from '../hardware/locks/phone-openings';
import { actOnRepair } from '../repairs/act';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import {
  BAD_ARGS,
  NO_PERMISSION,
  ROOM_NOT_FOUND,
  UNKNOWN_MUTATION,
  type Mutation,
  type MutationResult,
} from '../../sync/protocol/protocol';
import { isMutationName, mutationDef, parseArgs, type MutationName } from '../../sync/protocol/mutations';

/** What applying a mutation reads besides the database: stored files (a signed contract's signature). */
export type ApplyDeps = Pick<Deps, 'db' | 'config'>;

type Done = { version: number; duplicate?: boolean };

/** A refusal judged before anything is written (unknown name, bad arguments, no permission), or what to perform. */
function judge(user: AuthUser, m: Mutation) {
  if (!isMutationName(m.name)) return { refused: UNKNOWN_MUTATION } as const;
  const parsed = parseArgs(m.name, m.args);
  if (!parsed.ok) return { refused: BAD_ARGS } as const;
  const def = mutationDef(m.name);
  if (!user.can(def.perm)) return { refused: NO_PERMISSION } as const;
  return { refused: null, name: m.name as MutationName, def, args: parsed.args } as const;
}
type Judged = Extract<ReturnType<typeof judge>, { refused: null }>;

/**
 * Performs one board mutation with the board's own functions (same rules, visibility and change version as the
 * PUT /api/board/houses/:id/* routes), judged against the current row; a meter reading with api/sync/meter-read.ts.
 * Returns the version written (the unit's; for a reading that leaves its meter or a signing sent again, the row's).
 * A refusal throws AppError, so the caller's unit rolls back whatever the mutation wrote before it.
 */
async function perform(
  tx: Tx,
  now: number,
  user: AuthUser,
  m: Mutation,
  { def, args: a }: Judged,
  signature: Uint8Array | null,
): Promise<Done> {
  if (def.action === 'meterRead') return applyMeterRead(tx, now, user, a, m.id);
  if (def.action === 'lockOpened') return applyLockOpened(tx, now, user, a, m.id);
  if (def.action === 'lockPeriodCode') return applyLockPeriodCode(tx, now, user, a, m.id);
  if (def.action === 'repairAccept') return actOnRepair(tx, now, user, a.repairId, { action: 'accept' });
  if (def.action === 'repairComplete')
    return actOnRepair(tx, now, user, a.repairId, {
      action: 'complete',
      note: a.note ?? '',
      photoFileIds: a.photoFileIds,
    });
  if (def.action === 'leaseSign') {
    // A signing sent again under a new mutation id after it succeeded (the lease id is the device's) is done: 'duplicate'.
    const signed = await signLease(tx, now, user, a, signature, m.id);
    return { version: signed.roomVersion, duplicate: signed.duplicate };
  }
  if (def.action === 'remark') return { version: (await saveRemark(tx, now, user, a.houseId, a.remark)).version };
  const value = def.action === 'rent' ? a.isRent : def.action === 'decoration' ? a.isDecoration : a.isShow;
  return { version: (await setRoomFlag(tx, now, user, a.houseId, def.action, value)).version as number };
}

const recordOf = async (q: Reader, id: string) =>
  (await q.select().from(appliedMutations).where(eq(appliedMutations.id, id)).limit(1))[0];

/** The answer to a mutation id judged before: its first judgement (another user's or org's id is refused). */
function repeatOf(seen: typeof appliedMutations.$inferSelect, user: AuthUser, m: Mutation): MutationResult {
  if (seen.orgId !== user.orgId || seen.userId !== user.id)
    return { id: m.id, status: 'rejected', reason: '修改编号重复' };
  const original = seen.status as 'applied' | 'rejected';
  return {
    id: m.id,
    status: 'duplicate',
    original,
    ...(seen.reason ? { reason: seen.reason } : {}),
    ...(seen.resultVersion !== null ? { version: seen.resultVersion } : {}),
  };
}

/** Thrown inside the unit when another unit recorded the same mutation id first: rolls this one back. */
class AlreadyJudged extends Error {}

/**
 * Applies one pushed mutation exactly once, in one unit of work of the user's organisation: it first claims the
 * mutation id in applied_mutations (primary key; the insert does nothing when the id is taken, so two processes
 * applying the same mutation at once give one 'applied' and one 'duplicate', never a 500), performs it and records
 * its result version. A refusal rolls the unit back (nothing the mutation wrote before it stays) and is recorded under
 * the id in a unit of its own, outside the organisation's versions (a retry of the id answers the same). A meter
 * reading whose reading id the server already holds (sent again under another mutation id, e.g. a retry) is recorded
 * as applied and answered 'duplicate' (original 'applied').
 */
export async function applyMutation(
  deps: ApplyDeps,
  now: number,
  user: AuthUser,
  m: Mutation,
): Promise<MutationResult> {
  const { db } = deps;
  const seen = await recordOf(db, m.id);
  if (seen) return repeatOf(seen, user, m);
  const record = (status: 'applied' | 'rejected', reason: string | null) => ({
    id: m.id,
    orgId: user.orgId,
    userId: user.id,
    clientId: m.clientId,
    name: m.name.slice(0, 64),
    status,
    reason,
    resultVersion: null,
    clientTime: m.clientTime,
    appliedAt: now,
  });

  const judged = judge(user, m);
  let reason: string;
  if (judged.refused !== null) reason = judged.refused;
  else {
    const signature =
      judged.def.action === 'leaseSign'
        ? await readOrgFile(deps, user.orgId, judged.args.contract?.signatureFileId)
        : null;
    try {
      return await db.write(user.orgId, async (tx): Promise<MutationResult> => {
        const claimed = await tx
          .insert(appliedMutations)
          .values(record('applied', null))
          .onConflictDoNothing()
          .returning({ id: appliedMutations.id });
        if (claimed.length === 0) throw new AlreadyJudged();
        const done = await perform(tx, now, user, m, judged, signature);
        await tx.update(appliedMutations).set({ resultVersion: done.version }).where(eq(appliedMutations.id, m.id));
        return done.duplicate
          ? { id: m.id, status: 'duplicate', original: 'applied', version: done.version }
          : { id: m.id, status: 'applied', version: done.version };
      });
    } catch (err) {
      if (err instanceof AlreadyJudged) return repeatOf((await recordOf(db, m.id))!, user, m);
      if (!(err instanceof AppError)) throw err;
      const notFound =
        judged.def.notFound ??
        (judged.def.target(judged.args).table === 'meters' ? METER_MSG.meterNotFound : ROOM_NOT_FOUND);
      reason = err.status === 404 ? notFound : err.msg;
    }
  }
  const rejected = reason;
  // A refusal writes no organisation data: a unit of no organisation, which takes no change version (the org's counter
  // moves once per applied mutation). The id's primary key still settles a race with another unit.
  return db.write(null, async (tx): Promise<MutationResult> => {
    const claimed = await tx
      .insert(appliedMutations)
      .values(record('rejected', rejected))
      .onConflictDoNothing()
      .returning({ id: appliedMutations.id });
    if (claimed.length === 0) return repeatOf((await recordOf(tx, m.id))!, user, m);
    return { id: m.id, status: 'rejected', reason: rejected };
  });
}
