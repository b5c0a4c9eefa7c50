import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import type { Db, StoreOptions } from './store';
import { guardNesting, runUnit } from './unit';
import { readOnly } from './read-only';
import { nextTurn } from './turn';
import { slicedWrites, turnPerRead } from './sqlite-turns';
import { hereReads, sqliteAsideReads } from './read-aside';

const MIGRATIONS = fileURLToPath(new URL('./migrations/sqlite', import.meta.url));

/** A queue that runs one task at a time, in order. */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Applies the migrations; when another process applies them at the same moment (both read "not applied", one writes
 * first), the loser's transaction fails and is rolled back, and trying again finds them applied.
 */
function migrateOnce(run: () => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      return run();
    } catch (e) {
      if (attempt >= 5) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50 * attempt);
    }
  }
}

/**
 * The embedded engine: one SQLite file (WAL) with two connections, a writer whose units of work run one at a time
 * (BEGIN IMMEDIATE … COMMIT, serialised in this process) and a read-only reader that sees what was committed; reads
 * sent aside (api/db/read-aside.ts, e.g. the dashboard counters) run on worker threads with read-only connections.
 * The file must be a real file (the reader opens it too); tests use a temporary folder.
 */
export function openSqlite(file: string, opts: StoreOptions = {}): Db {
  if (file === ':memory:') throw new Error('SQLite needs a file: the reader and the writer open it both');
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  // FULL: a committed transaction (a collection, its ledger rows) is on disk before the reply, even across a power loss.
  writer.pragma(`synchronous = ${opts.sqliteSynchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  const wdb = drizzle(writer, { schema });
  migrateOnce(() => migrate(wdb, { migrationsFolder: MIGRATIONS }));
  const units = slicedWrites(drizzle(writer, { schema }));
  // The planner's statistics where they are missing or stale, as SQLite recommends for a connection that lives long:
  // 0x10002 looks at every table and analyses (sampled) those whose statistics are missing, e.g. for an index a
  // migration just made, or that grew a lot since. Without them the planner may pick an organisation-wide index over
  // the one that finds a page in a few rows. Quick when nothing changed.
  writer.pragma('optimize = 0x10002');
  const reader = new Database(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const rdb = drizzle(reader, { schema });
  const queue = serial();
  const asideReads = sqliteAsideReads(file);
  return Object.assign(readOnly(turnPerRead(rdb)), {
    engine: 'sqlite' as const,
    asideReads,
    hereReads: hereReads(reader),
    write<T>(orgId: string | null, fn: Parameters<Db['write']>[1]): Promise<T> {
      guardNesting();
      return queue(async () => {
        writer.exec('BEGIN IMMEDIATE');
        units.startSlice();
        try {
          const result = await runUnit(units.handle, orgId, opts, fn);
          writer.exec('COMMIT');
          return result as T;
        } catch (e) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw e;
        }
      });
    },
    async settings() {
      return {
        journal: String(writer.pragma('journal_mode', { simple: true })),
        synchronous: ['off', 'normal', 'full', 'extra'][Number(writer.pragma('synchronous', { simple: true }))],
        isolation: 'serializable',
      };
    },
    async refreshStatistics() {
      // analysis_limit bounds the work on a large file: each index is sampled, not read whole (SQLite's recommended
      // setting). A plain ANALYZE, not PRAGMA optimize: that one skips tables it was never asked about.
      return queue(async () => {
        writer.pragma('analysis_limit = 1000');
        const tables = writer
          .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name")
          .all() as { name: string }[];
        // One table at a time, each in its own event-loop turn: requests are answered between them.
        for (const { name } of tables) {
          await nextTurn();
          writer.exec(`ANALYZE "${name.replace(/"/g, '""')}"`); // makes sqlite_stat1 when it is missing
        }
        return (writer.prepare('select distinct tbl from sqlite_stat1 order by tbl').all() as { tbl: string }[]).map(
          (r) => r.tbl,
        );
      });
    },
    async close() {
      await queue(async () => undefined);
      await asideReads.close();
      writer.pragma('optimize'); // what the planner learnt from this connection's queries, kept for the next start
      reader.close();
      writer.close();
    },
  }) as unknown as Db;
}
