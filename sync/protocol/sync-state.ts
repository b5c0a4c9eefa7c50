/**
 * The state of the offline client engine (sync/protocol/engine.ts) and its persistence.
 *
 * The engine keeps in memory only the small state (the cursor, the outbox, the acked and rejected mutations); the
 * synced rows live in the store and are read through its indexes when a screen asks (a room, an apartment's rooms,
 * a room's meters), so a device holding a whole organisation never loads all of it at once. `memoryStore` is the
 * store of the tests (and the fallback without IndexedDB); web/sync/db.ts the Dexie one.
 */
import {
  SYNC_TABLES,
  type LockKey,
  type LockKeys,
  type Mutation,
  type SyncRoom,
  type SyncRows,
  type SyncTable,
  type Tombstone,
} from './protocol';
import { countRooms, type RoomCounts } from './room-counts';

export type RowsByTable = { [T in SyncTable]: Readonly<Record<string, SyncRows[T]>> };
export type SyncRow = SyncRows[SyncTable];

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

/** The engine's state, without the rows (those are in the store). */
export interface SyncState {
  clientId: string;
  cursor: number;
  outbox: readonly Mutation[];
  acked: readonly AckedMutation[];
  rejected: readonly RejectedMutation[];
  /** Epoch ms of the last pull round that reached the end (`more` false): null = the store is not complete yet. */
  lastSyncAt: number | null;
  /** The first day of the offline lock keys the device holds (sent with the pull; absent: none yet). */
  keyDay?: string | null;
}

/** Which of the state's lists a change touched, so a store writes only those (the cursor and times always). */
export interface StateDelta {
  outbox?: true;
  acked?: true;
  rejected?: true;
  /** Offline lock keys a pull brought: they replace the held ones (old days dropped). */
  lockKeys?: LockKeys;
}

/** A row a pull wrote (`row`) or removed (null), with the apartment(s) it belongs to (before and after a move). */
export interface RowChange {
  table: SyncTable;
  id: string;
  row: SyncRow | null;
  apartments: readonly string[];
}

/** Incoming rows of one table: newer rows replace stored ones, tombstones remove them. */
export interface TableSlice {
  table: SyncTable;
  rows: readonly (SyncRow | Tombstone)[];
}

/** The indexes a store answers `where` on, per table. */
export interface RowIndexes {
  offices: never;
  apartments: never;
  floors: 'apartmentId';
  rooms: 'apartmentId' | 'floorId';
  templates: 'apartmentId';
  meters: 'apartmentId' | 'roomId';
  repairs: 'apartmentId';
}

/** The state to save with a pull slice, computed from what the slice changed (inside the store's transaction). */
export type AfterRows = (changes: readonly RowChange[]) => { state: SyncState; delta: StateDelta };

/** Persistence of the engine: its small state, and the rows queried by id and by index. */
export interface Store {
  /** The saved state (meta, outbox, acked, rejected); undefined before the first save. Reads no row. */
  getState(): Promise<SyncState | undefined>;
  /** Saves the state; a delta names the lists that changed (the outbox carries the optimistic change). */
  putState(state: SyncState, delta: StateDelta): Promise<void>;
  /**
   * Writes incoming rows in ONE transaction, comparing versions there (a stored row at the same or a newer version
   * stays; a tombstone removes an older row), then saves `after(changes)` in the same transaction when given.
   * Returns what changed.
   */
  writeRows(slices: readonly TableSlice[], after?: AfterRows): Promise<RowChange[]>;
  /** Removes every row (resync) and the offline lock keys, with the state, in one transaction. */
  clearRows(state: SyncState): Promise<void>;
  get<T extends SyncTable>(table: T, id: string): Promise<SyncRows[T] | undefined>;
  getMany<T extends SyncTable>(table: T, ids: readonly string[]): Promise<(SyncRows[T] | undefined)[]>;
  where<T extends SyncTable>(table: T, index: RowIndexes[T], value: string): Promise<SyncRows[T][]>;
  all<T extends SyncTable>(table: T): Promise<SyncRows[T][]>;
  /** How many rooms the apartment's stored rows hold and how many are rented (sync/protocol/room-counts.ts). */
  roomCounts(apartmentId: string): Promise<RoomCounts | undefined>;
}

/** The apartment a row belongs to (an apartment is its own; offices belong to none). */
export function apartmentOf(table: SyncTable, row: SyncRow): string | null {
  if (table === 'offices') return null;
  if (table === 'apartments') return row.id;
  return (row as { apartmentId: string }).apartmentId;
}

/**
 * Which incoming rows replace the stored ones (`have`, aligned with `slice.rows`): the changes a store writes.
 * A row at the stored version or older changes nothing (a stale or repeated reply); a tombstone removes a stored row
 * not newer than it.
 */
export function rowChanges(slice: TableSlice, have: readonly (SyncRow | undefined)[]): RowChange[] {
  const out: RowChange[] = [];
  const { table } = slice;
  slice.rows.forEach((row, i) => {
    const old = have[i];
    const deleted = (row as Tombstone).deleted === true;
    if (old && (deleted ? old.version > row.version : old.version >= row.version)) return;
    if (deleted && !old) return;
    const apartments = new Set<string>();
    for (const r of [old, deleted ? undefined : (row as SyncRow)]) {
      const a = r ? apartmentOf(table, r) : null;
      if (a) apartments.add(a);
    }
    out.push({ table, id: row.id, row: deleted ? null : (row as SyncRow), apartments: [...apartments] });
  });
  return out;
}

export const emptyState = (clientId: string): SyncState => ({
  clientId,
  cursor: 0,
  outbox: [],
  acked: [],
  rejected: [],
  lastSyncAt: null,
});

const TABLES: readonly SyncTable[] = SYNC_TABLES;

/** In-memory store (tests, and a fallback when IndexedDB is unavailable); `where` scans the table. */
export function memoryStore(
  initial?: SyncState,
): Store & { current: () => SyncState | undefined; keys: () => readonly LockKey[] } {
  let saved = initial;
  let keys: LockKey[] = [];
  const tables = new Map<SyncTable, Map<string, SyncRow>>(TABLES.map((t) => [t, new Map()]));
  const table = (t: SyncTable) => tables.get(t)!;
  return {
    getState: async () => saved,
    putState: async (s, delta) => {
      saved = s;
      if (delta.lockKeys) keys = [...delta.lockKeys.keys];
    },
    async writeRows(slices, after) {
      const changes: RowChange[] = [];
      for (const slice of slices) {
        const t = table(slice.table);
        const found = rowChanges(
          slice,
          slice.rows.map((r) => t.get(r.id)),
        );
        for (const c of found) {
          if (c.row) t.set(c.id, c.row);
          else t.delete(c.id);
        }
        changes.push(...found);
      }
      if (after) {
        const { state, delta } = after(changes);
        saved = state;
        if (delta.lockKeys) keys = [...delta.lockKeys.keys];
      }
      return changes;
    },
    clearRows: async (s) => {
      for (const t of tables.values()) t.clear();
      keys = [];
      saved = s;
    },
    keys: () => keys,
    get: async (t, id) => table(t).get(id) as any,
    getMany: async (t, ids) => ids.map((id) => table(t).get(id)) as any,
    where: async (t, index, value) =>
      [...table(t).values()].filter((r) => (r as unknown as Record<string, unknown>)[index] === value) as any,
    all: async (t) => [...table(t).values()] as any,
    roomCounts: async (apartmentId) =>
      countRooms(
        [...table('rooms').values()].filter((r) => (r as SyncRoom).apartmentId === apartmentId) as SyncRoom[],
      )[0],
    current: () => saved,
  };
}
