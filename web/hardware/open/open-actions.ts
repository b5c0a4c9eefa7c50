/**
 * What the 开门 sheet does with the network and the outbox: the remote opening (POST /api/locks/:lockId/open), and the
 * records of offline openings and period codes queued on the device ('lock.opened', 'lock.periodCode'), pushed when
 * the phone syncs.
 */
import { locks } from '../../../sync/contract/hardware/locks';
import type { LockKey } from '../../../sync/protocol/protocol';
import type { OPEN_REASONS } from '../../../sync/rules/hardware/lock-rules';
import { ApiError, call, NETWORK_STATUS } from '../../lib/api';
import { deviceOnline, mutateOnDevice } from '../../sync/use-sync';

export type OpenReason = (typeof OPEN_REASONS)[number];

/** How a remote opening ended: opened, the lock out of reach, refused or failed (the server's message), no network. */
export type RemoteOutcome =
  { kind: 'opened' } | { kind: 'lockOffline' } | { kind: 'failed'; message: string } | { kind: 'network' };

/** Whether the phone reaches the server now (the sync loop's view and the browser's). */
export const phoneOnline = () => deviceOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);

export async function openRemotely(lockId: string, reason: OpenReason | undefined): Promise<RemoteOutcome> {
  try {
    const r = await call(locks.open, { params: { lockId }, json: reason ? { reason } : {} });
    if (r.result === 'opened') return { kind: 'opened' };
    return r.result === 'offline' ? { kind: 'lockOffline' } : { kind: 'failed', message: '开门失败' };
  } catch (e) {
    if (e instanceof ApiError && e.status !== NETWORK_STATUS) return { kind: 'failed', message: e.message };
    return { kind: 'network' };
  }
}

/** Queues the record of a one-time code shown for `step` (the lock's own report confirms it). */
export function recordCodeShown(key: LockKey, step: number, reason: OpenReason | undefined) {
  return mutateOnDevice('lock.opened', {
    lockId: key.lockId,
    roomId: key.roomId,
    at: Date.now(),
    codeStep: step,
    ...(reason ? { reason } : {}),
  });
}

/** Queues the record of a period code given out. */
export function recordPeriodCode(
  key: LockKey,
  p: { day: string; startSlot: number; endSlot: number; forWhom: string },
  reason: OpenReason | undefined,
) {
  return mutateOnDevice('lock.periodCode', {
    lockId: key.lockId,
    roomId: key.roomId,
    day: p.day,
    startSlot: p.startSlot,
    endSlot: p.endSlot,
    ...(p.forWhom.trim() ? { forWhom: p.forWhom.trim() } : {}),
    ...(reason ? { reason } : {}),
  });
}
