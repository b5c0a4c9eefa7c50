import { shanghaiHm } from '../../sync/rules/common/shanghai-time';
import type { RejectedMutation } from '../../sync/protocol/sync-state';
import type { SyncErrorKind } from './sync-loop';

/** What the sync indicator shows (no Dexie here: the shell imports it eagerly). */
export interface SyncSnapshot {
  ready: boolean;
  online: boolean;
  syncing: boolean;
  pendingCount: number;
  lastSyncAt: number | null;
  rejected: readonly RejectedMutation[];
  /** The kind of the last cycle's failure (null after a good cycle). */
  lastError: SyncErrorKind | null;
}

export const IDLE_SNAPSHOT: SyncSnapshot = {
  ready: false,
  online: true,
  syncing: false,
  pendingCount: 0,
  lastSyncAt: null,
  rejected: [],
  lastError: null,
};

/** '刚刚同步' within a minute, else 'HH:mm 同步' (Asia/Shanghai), '尚未同步' before the first pull. */
export function lastSyncText(lastSyncAt: number | null, now: number): string {
  if (lastSyncAt === null) return '尚未同步';
  if (now - lastSyncAt < 60_000) return '刚刚同步';
  return `${shanghaiHm(lastSyncAt)} 同步`;
}
