/**
 * The state of the offline client engine (sync/protocol/engine.ts) and its persistence: the server's rows by table,
 * the cursor, the outbox, acked and rejected mutations; what a store is given to save; an empty state; an in-memory
 * store.
 */
import type { Mutation, SyncRows, SyncTable } from './protocol';

export type RowsByTable = { [T in SyncTable]: Readonly<Record<string, SyncRows[T]>> };

export interface AckedMutation {
  mutation: Mutation;
  /** The change version the server wrote; dropped once the pulled row reaches it. */
  version: number;
}
export interface RejectedMutation {
  mutation: Mutation;
  reason: string;
  at: number;
}

export interface SyncState {
  clientId: string;
  cursor: number;
  rows: RowsByTable;
  outbox: readonly Mutation[];
  acked: readonly AckedMutation[];
  rejected: readonly RejectedMutation[];
  /** Epoch ms of the last completed pull (null = never). */
  lastSyncAt: number | null;
}

/** What a state change touched, so a store can write only that (e.g. Dexie tables). */
export interface StateDelta {
  rows?: { table: SyncTable; id: string; row: SyncRows[SyncTable] | null }[];
  outbox?: true;
  acked?: true;
  rejected?: true;
  cursor?: true;
}

/** Persistence of the engine's state; `put` receives the whole new state and what changed. */
export interface Store {
  get(): Promise<SyncState | undefined>;
  put(state: SyncState, delta: StateDelta): Promise<void>;
}

export const emptyRows = (): RowsByTable => ({
  offices: {},
  apartments: {},
  floors: {},
  rooms: {},
  templates: {},
  meters: {},
});
export const emptyState = (clientId: string): SyncState => ({
  clientId,
  cursor: 0,
  rows: emptyRows(),
  outbox: [],
  acked: [],
  rejected: [],
  lastSyncAt: null,
});

/** In-memory store (tests, and a fallback when IndexedDB is unavailable). */
export function memoryStore(initial?: SyncState): Store & { current: () => SyncState | undefined } {
  let saved = initial;
  return {
    get: async () => saved,
    put: async (s) => {
      saved = s;
    },
    current: () => saved,
  };
}
