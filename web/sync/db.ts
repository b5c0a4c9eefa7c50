/**
 * The device's copy of the sync engine's state (sync/protocol/sync-state.ts) in IndexedDB, one Dexie database per
 * signed-in user (`gongyu-<userId>`, the user id also kept in `meta` and checked), so two accounts on one device never
 * mix rows or outboxes, and a user's unsynced changes wait in their own database until they sign in again.
 */
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import {
  rowChanges,
  type AckedMutation,
  type RejectedMutation,
  type RowChange,
  type StateDelta,
  type Store,
  type SyncRow,
  type SyncState,
} from '../../sync/protocol/sync-state';
import {
  SYNC_TABLES,
  type LockKey,
  type Mutation,
  type SyncRoom,
  type SyncRows,
  type SyncTable,
} from '../../sync/protocol/protocol';
import { countRooms, countsAfter, roomCountDeltas, type RoomCounts } from '../../sync/protocol/room-counts';

export interface MetaRow {
  key: 'state';
  userId: string;
  clientId: string;
  cursor: number;
  lastSyncAt: number | null;
  /** The first day of the offline lock keys held. */
  keyDay?: string | null;
}
/** A queued mutation; `ord` keeps the outbox order. */
export interface OutboxRow {
  ord: number;
  id: string;
  mutation: Mutation;
}
export interface AckedRow extends AckedMutation {
  ord: number;
}
export interface RejectedRow extends RejectedMutation {
  ord: number;
}

/** A file made on the device (ID photo, signature, signed contract), kept until it reached the server. */
export interface FileRow {
  /** The id the server will store it under (web/sync/files.ts newFileId). */
  id: string;
  blob: Blob;
  name: string;
  purpose: '' | 'personal';
  /** 0 waiting, 1 uploaded. */
  uploaded: 0 | 1;
  createdAt: number;
}

export type GongyuDb = Dexie & {
  files: Table<FileRow, string>;
  meta: EntityTable<MetaRow, 'key'>;
  offices: Table<SyncRows['offices'], string>;
  apartments: Table<SyncRows['apartments'], string>;
  floors: Table<SyncRows['floors'], string>;
  rooms: Table<SyncRows['rooms'], string>;
  templates: Table<SyncRows['templates'], string>;
  meters: Table<SyncRows['meters'], string>;
  repairs: Table<SyncRows['repairs'], string>;
  roomCounts: Table<RoomCounts, string>;
  /** Offline lock keys of this user (today's and tomorrow's), by lock and day; wiped at logout (wipeLockKeys). */
  lockKeys: Table<LockKey, [string, string]>;
  outbox: Table<OutboxRow, number>;
  acked: Table<AckedRow, number>;
  rejected: Table<RejectedRow, number>;
};

export const dbName = (userId: string) => `gongyu-${userId}`;

/** An upgrade that adds a synced table: the next pull starts from 0, so rows synced before it arrive too. */
const pullFromStart = (tx: Transaction) =>
  tx
    .table('meta')
    .toCollection()
    .modify((m: MetaRow) => {
      m.cursor = 0;
    });

/** Opens (creating on first use) the database of `userId`. */
export function openSyncDb(userId: string): GongyuDb {
  const db = new Dexie(dbName(userId)) as GongyuDb;
  db.version(1).stores({
    meta: '&key',
    offices: '&id',
    apartments: '&id',
    floors: '&id, apartmentId',
    rooms: '&id, apartmentId',
    templates: '&id, apartmentId',
    outbox: '&ord, &id',
    acked: '&ord',
    rejected: '&ord',
  });
  // v2: files made on the device (photos, signatures) waiting to be uploaded before the mutations that name them.
  db.version(2).stores({ files: '&id, uploaded' });
  // v3: the rooms' meters, for reading floors offline. A store synced before has its cursor past the meters' versions:
  // the upgrade sends the next pull from 0 (rows already here are replaced by the same or newer versions; the outbox,
  // acked and rejected lists are kept), so the meters arrive with it.
  db.version(3).stores({ meters: '&id, roomId, apartmentId' }).upgrade(pullFromStart);
  // v4: rooms by floor, so the board's first paint reads only the first floors of an apartment (the index is built
  // over the rooms already stored; nothing is pulled again).
  db.version(4).stores({ rooms: '&id, apartmentId, floorId' });
  // v5: each apartment's rooms and rented rooms, kept as the rooms are written (its rent rate without reading them);
  // counted once here over the rooms already stored.
  db.version(5)
    .stores({ roomCounts: '&apartmentId' })
    .upgrade(async (tx) => {
      const rooms = (await tx.table('rooms').toArray()) as SyncRoom[];
      await tx.table('roomCounts').bulkPut(countRooms(rooms));
    });
  // v6: the offline lock keys (issue 17.5), written with the pull that brings them, replaced whole each time.
  db.version(6).stores({ lockKeys: '&[lockId+day], roomId, day' });
  // v7: the unfinished repairs (issue 19.2), taken and completed offline. As with the meters (v3), the next pull starts
  // from 0 so a store synced before receives them.
  db.version(7).stores({ repairs: '&id, apartmentId' }).upgrade(pullFromStart);
  return db;
}

export const SYNC_DB_WRONG_USER = '本机同步数据属于其他账号';

/**
 * The engine's Store on a user's database. `getState()` reads the meta row and the outbox, acked and rejected lists
 * (no synced row: those are read by id or index when a screen asks). `putState()` writes, in ONE transaction, the
 * lists the delta names (the outbox carries the optimistic change) plus the small meta row, so a queued change and
 * its effect are saved together or not at all. `writeRows()` writes a pull slice with the versions compared inside
 * its transaction, and the state after it in the same one.
 */
export function dexieStore(db: GongyuDb, userId: string): Store {
  /** The outbox as last read or written, to turn a new outbox into deletes + appends. */
  let saved: { ids: Set<string>; nextOrd: number } | null = null;
  const stateTables = [db.meta, db.outbox, db.acked, db.rejected, db.lockKeys];
  const rowTable = (t: SyncTable) => db[t] as unknown as Table<SyncRow, string>;

  const loadOutboxIndex = async () => {
    const rows = await db.outbox.orderBy('ord').toArray();
    saved = { ids: new Set(rows.map((r) => r.id)), nextOrd: (rows.at(-1)?.ord ?? -1) + 1 };
    return rows;
  };

  const writeOutbox = async (outbox: readonly Mutation[]) => {
    if (!saved) await loadOutboxIndex();
    const prev = saved!;
    const nextIds = new Set(outbox.map((m) => m.id));
    const gone = [...prev.ids].filter((id) => !nextIds.has(id));
    const added = outbox.filter((m) => !prev.ids.has(m.id));
    // The engine only appends new mutations after the kept ones; anything else is rewritten whole to keep the order.
    const appendsOnly = outbox.slice(outbox.length - added.length).every((m) => !prev.ids.has(m.id));
    if (!appendsOnly) {
      await db.outbox.clear();
      await db.outbox.bulkAdd(outbox.map((mutation, ord) => ({ ord, id: mutation.id, mutation })));
      saved = { ids: nextIds, nextOrd: outbox.length };
      return;
    }
    if (gone.length) await db.outbox.where('id').anyOf(gone).delete();
    if (added.length)
      await db.outbox.bulkAdd(added.map((mutation, i) => ({ ord: prev.nextOrd + i, id: mutation.id, mutation })));
    saved = { ids: nextIds, nextOrd: prev.nextOrd + added.length };
  };

  /** Writes the state inside the caller's transaction. */
  const writeState = async (state: SyncState, delta: StateDelta) => {
    const meta = await db.meta.get('state');
    if (meta && meta.userId !== userId) throw new Error(SYNC_DB_WRONG_USER);
    await db.meta.put({
      key: 'state',
      userId,
      clientId: state.clientId,
      cursor: state.cursor,
      lastSyncAt: state.lastSyncAt,
      keyDay: state.keyDay ?? null,
    });
    if (delta.lockKeys) {
      await db.lockKeys.clear();
      await db.lockKeys.bulkPut(delta.lockKeys.keys);
    }
    if (delta.outbox) await writeOutbox(state.outbox);
    if (delta.acked) {
      await db.acked.clear();
      await db.acked.bulkAdd(state.acked.map((a, ord) => ({ ...a, ord })));
    }
    if (delta.rejected) {
      await db.rejected.clear();
      await db.rejected.bulkAdd(state.rejected.map((r, ord) => ({ ...r, ord })));
    }
  };

  /** Moves the apartments' room counts by what writing these rooms changed (inside the caller's transaction). */
  const writeCounts = async (found: readonly RowChange[], have: readonly (SyncRow | undefined)[]) => {
    const before = new Map(have.filter((r) => r !== undefined).map((r) => [r.id, r]));
    const deltas = roomCountDeltas(found, before);
    const ids = [...deltas.keys()];
    const stored = (await db.roomCounts.bulkGet(ids)).filter((c) => c !== undefined);
    const { put, drop } = countsAfter(new Map(stored.map((c) => [c.apartmentId, c])), deltas);
    if (put.length) await db.roomCounts.bulkPut(put);
    if (drop.length) await db.roomCounts.bulkDelete(drop);
  };

  /** Runs a writing transaction; a rollback makes the outbox index be read again. */
  const writing = async <T>(tables: Table[], fn: () => Promise<T>): Promise<T> => {
    try {
      return await db.transaction('rw', tables, fn);
    } catch (e) {
      saved = null;
      throw e;
    }
  };

  return {
    async getState() {
      return db.transaction('r', stateTables, async () => {
        const meta = await db.meta.get('state');
        if (meta && meta.userId !== userId) throw new Error(SYNC_DB_WRONG_USER);
        const outbox = await loadOutboxIndex();
        if (!meta) return undefined;
        const state: SyncState = {
          clientId: meta.clientId,
          cursor: meta.cursor,
          lastSyncAt: meta.lastSyncAt,
          ...(meta.keyDay ? { keyDay: meta.keyDay } : {}),
          outbox: outbox.map((r) => r.mutation),
          acked: (await db.acked.orderBy('ord').toArray()).map(({ mutation, version }) => ({ mutation, version })),
          rejected: (await db.rejected.orderBy('ord').toArray()).map(({ mutation, reason, at }) => ({
            mutation,
            reason,
            at,
          })),
        };
        return state;
      });
    },

    putState: (state, delta) => writing(stateTables, () => writeState(state, delta)),

    writeRows(slices, after) {
      const tables = [...new Set(slices.map((s) => s.table))].map(rowTable);
      const counted = slices.some((s) => s.table === 'rooms') ? [db.roomCounts] : [];
      return writing([...stateTables, ...tables, ...counted], async () => {
        const changes: RowChange[] = [];
        for (const slice of slices) {
          const t = rowTable(slice.table);
          const have = await t.bulkGet(slice.rows.map((r) => r.id));
          const found = rowChanges(slice, have);
          const puts = found.filter((c) => c.row !== null).map((c) => c.row!);
          const dels = found.filter((c) => c.row === null).map((c) => c.id);
          if (puts.length) await t.bulkPut(puts);
          if (dels.length) await t.bulkDelete(dels);
          if (slice.table === 'rooms' && found.length) await writeCounts(found, have);
          changes.push(...found);
        }
        if (after) {
          const { state, delta } = after(changes);
          await writeState(state, delta);
        }
        return changes;
      });
    },

    clearRows(state) {
      return writing([...stateTables, ...SYNC_TABLES.map(rowTable), db.roomCounts], async () => {
        for (const t of SYNC_TABLES) await rowTable(t).clear();
        await db.roomCounts.clear();
        await db.lockKeys.clear();
        await writeState(state, { acked: true });
      });
    },

    get: (t, id) => rowTable(t).get(id) as any,
    getMany: (t, ids) => rowTable(t).bulkGet([...ids]) as any,
    where: (t, index, value) =>
      rowTable(t)
        .where(index as string)
        .equals(value)
        .toArray() as any,
    all: (t) => rowTable(t).toArray() as any,
    roomCounts: (apartmentId) => db.roomCounts.get(apartmentId),
  };
}

/** How many changes of `userId` wait in this device's outbox (0 when the database does not exist yet). */
export async function countOutbox(userId: string): Promise<number> {
  if (!(await Dexie.exists(dbName(userId)))) return 0;
  const db = openSyncDb(userId);
  try {
    return await db.outbox.count();
  } finally {
    db.close();
  }
}
