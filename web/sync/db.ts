/**
 * The device's copy of the sync engine's state (sync/protocol/sync-state.ts) in IndexedDB, one Dexie database per
 * signed-in user (`gongyu-<userId>`, the user id also kept in `meta` and checked), so two accounts on one device never
 * mix rows or outboxes, and a user's unsynced changes wait in their own database until they sign in again.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import {
  emptyRows,
  type AckedMutation,
  type RejectedMutation,
  type RowsByTable,
  type StateDelta,
  type Store,
  type SyncState,
} from '../../sync/protocol/sync-state';
import { SYNC_TABLES, type Mutation, type SyncRows } from '../../sync/protocol/protocol';

export interface MetaRow {
  key: 'state';
  userId: string;
  clientId: string;
  cursor: number;
  lastSyncAt: number | null;
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
  outbox: Table<OutboxRow, number>;
  acked: Table<AckedRow, number>;
  rejected: Table<RejectedRow, number>;
};

export const dbName = (userId: string) => `gongyu-${userId}`;

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
  db.version(3)
    .stores({ meters: '&id, roomId, apartmentId' })
    .upgrade((tx) =>
      tx
        .table('meta')
        .toCollection()
        .modify((m: MetaRow) => {
          m.cursor = 0;
        }),
    );
  return db;
}

export const SYNC_DB_WRONG_USER = '本机同步数据属于其他账号';

/**
 * The engine's Store on a user's database. `get()` assembles the saved state; `put()` writes, in ONE transaction, only
 * what the delta names (changed rows, the outbox — which carries the optimistic change —, the acked and rejected
 * lists) plus the small meta row, so a queued change and its effect are saved together or not at all.
 */
export function dexieStore(db: GongyuDb, userId: string): Store {
  /** The outbox as last read or written, to turn a new outbox into deletes + appends. */
  let saved: { ids: Set<string>; nextOrd: number } | null = null;

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

  return {
    async get() {
      return db.transaction(
        'r',
        [db.meta, db.outbox, db.acked, db.rejected, ...SYNC_TABLES.map((t) => db[t])],
        async () => {
          const meta = await db.meta.get('state');
          if (meta && meta.userId !== userId) throw new Error(SYNC_DB_WRONG_USER);
          const outbox = await loadOutboxIndex();
          if (!meta) return undefined;
          const rows = emptyRows() as Record<string, Record<string, unknown>>;
          for (const table of SYNC_TABLES) {
            const all = await (db[table] as Table<{ id: string }, string>).toArray();
            rows[table] = Object.fromEntries(all.map((r) => [r.id, r]));
          }
          const state: SyncState = {
            clientId: meta.clientId,
            cursor: meta.cursor,
            lastSyncAt: meta.lastSyncAt,
            rows: rows as unknown as RowsByTable,
            outbox: outbox.map((r) => r.mutation),
            acked: (await db.acked.orderBy('ord').toArray()).map(({ mutation, version }) => ({ mutation, version })),
            rejected: (await db.rejected.orderBy('ord').toArray()).map(({ mutation, reason, at }) => ({
              mutation,
              reason,
              at,
            })),
          };
          return state;
        },
      );
    },

    async put(state: SyncState, delta: StateDelta) {
      try {
        await db.transaction(
          'rw',
          [db.meta, db.outbox, db.acked, db.rejected, ...SYNC_TABLES.map((t) => db[t])],
          async () => {
            const meta = await db.meta.get('state');
            if (meta && meta.userId !== userId) throw new Error(SYNC_DB_WRONG_USER);
            await db.meta.put({
              key: 'state',
              userId,
              clientId: state.clientId,
              cursor: state.cursor,
              lastSyncAt: state.lastSyncAt,
            });
            for (const table of SYNC_TABLES) {
              const changes = (delta.rows ?? []).filter((r) => r.table === table);
              if (!changes.length) continue;
              const t = db[table] as Table<SyncRows[typeof table], string>;
              const puts = changes.filter((c) => c.row !== null).map((c) => c.row as SyncRows[typeof table]);
              const dels = changes.filter((c) => c.row === null).map((c) => c.id);
              if (puts.length) await t.bulkPut(puts);
              if (dels.length) await t.bulkDelete(dels);
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
          },
        );
      } catch (e) {
        saved = null; // the transaction was rolled back: re-read the outbox next time
        throw e;
      }
    },
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
