import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fillPlaceholders } from 'drizzle-orm';
import type { Reader } from './store';
import { nextTurn } from './turn';

/*
 * better-sqlite3 runs a query on the thread that asks for it: on the request loop, every other request waits while a
 * long read runs, and reads of one request run one after the other on one core. A read sent aside runs on a worker
 * thread of its own with its own read-only connection to the file (WAL: it sees what was committed, like the reader),
 * so the loop stays free meanwhile and reads sent together run side by side on the machine's cores. PostgreSQL needs
 * none of this: its queries already run in the server, side by side over the pool.
 */

/**
 * The worker: opens the file read-only, memory-mapped, and answers each { id, sql, params } with the rows as arrays.
 * Mapped: a connection's page cache is dropped whenever another commits, and a read after a write (the counters after
 * any change of the organisation) then reads its pages from the mapped file instead of copying them in one by one.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mmap);
const kept = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let st = kept.get(sql);
    if (!st) {
      if (kept.size >= 200) kept.delete(kept.keys().next().value);
      kept.set(sql, (st = db.prepare(sql).raw(true)));
    }
    parentPort.postMessage({ id, rows: st.all(...params) });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
`;

/** How much of the file the workers map (address space, not memory; beyond it pages are read as usual). */
const MMAP_BYTES = 1024 * 1024 * 1024;

type Slot = { worker: Worker; busy: number };
type Answer = { id: number; rows?: unknown[][]; error?: string };
/** Runs one statement on a worker's connection; its rows as arrays of column values, in the select's order. */
export type AsideReads = ((sql: string, params: unknown[]) => Promise<unknown[][]>) & { close(): Promise<void> };

/**
 * Worker threads reading `file`: one per core, at most 4, each started at the first read that finds the others busy.
 * A read goes to an idle worker, else to the one with the fewest reads waiting.
 */
export function sqliteAsideReads(file: string): AsideReads {
  const size = Math.min(4, availableParallelism());
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workers: Slot[] = [];
  const waiting = new Map<number, { slot: Slot; ok: (rows: unknown[][]) => void; fail: (e: Error) => void }>();
  let next = 0;
  const start = () => {
    const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, mmap: MMAP_BYTES } });
    worker.unref();
    const slot = { worker, busy: 0 };
    worker.on('message', ({ id, rows, error }: Answer) => {
      slot.busy--;
      const w = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) w?.fail(new Error(error));
      else w?.ok(rows!);
    });
    worker.on('error', (e) => {
      // A worker that died takes its own reads with it: they fail, and the next reads start a new one.
      workers.splice(workers.indexOf(slot), 1);
      for (const [id, w] of waiting)
        if (w.slot === slot) {
          waiting.delete(id);
          w.fail(e);
        }
    });
    workers.push(slot);
    return slot;
  };
  const read = (sql: string, params: unknown[]) =>
    new Promise<unknown[][]>((ok, fail) => {
      const idle = workers.find((w) => w.busy === 0);
      const slot = idle ?? (workers.length < size ? start() : workers.reduce((a, b) => (b.busy < a.busy ? b : a)));
      const id = next++;
      waiting.set(id, { slot, ok, fail });
      slot.busy++;
      slot.worker.postMessage({ id, sql, params });
    });
  return Object.assign(read, {
    close: async () => {
      await Promise.all(workers.splice(0).map((w) => w.worker.terminate()));
    },
  });
}

/** A select whose rows may be read aside: its SQL and parameters. */
export interface AsideQuery {
  toSQL(): { sql: string; params: unknown[] };
}

const asideOf = (db: Reader) => (db as { asideReads?: AsideReads }).asideReads;

/**
 * At most this many reads of one handle awaited aside at once (PostgreSQL): each holds a connection while it runs
 * (of the pool, 10 by default, which the other requests need meanwhile; or of the kept plans, pg.ts keptPlanPool).
 */
export const POOL_LANES = 3;
const lanes = new WeakMap<object, { running: number; queue: (() => void)[] }>();

/** Runs `query` once fewer than POOL_LANES reads of `db` are running, the others waiting their turn in order. */
async function inLane<T>(db: object, query: () => PromiseLike<T>): Promise<T> {
  let lane = lanes.get(db);
  if (!lane) lanes.set(db, (lane = { running: 0, queue: [] }));
  if (lane.running >= POOL_LANES) await new Promise<void>((go) => lane.queue.push(go));
  else lane.running++;
  try {
    return await query();
  } finally {
    const next = lane.queue.shift();
    if (next) next();
    else lane.running--;
  }
}

/**
 * The rows of `query` (a select of `fields`, each an SQL expression or a column), read on a worker thread when `db`
 * is the SQLite read handle, else awaited (PostgreSQL; or a unit of work, which must see its own writes), at most
 * POOL_LANES of one handle at a time.
 * Values come as the driver gives them (numbers, strings, null), keyed by the names of `fields`.
 */
export async function readAside<F extends Record<string, unknown>>(
  db: Reader,
  fields: F,
  query: AsideQuery & PromiseLike<unknown>,
): Promise<{ [K in keyof F]: unknown }[]> {
  const aside = asideOf(db);
  if (!aside) return (await inLane(db, () => query)) as { [K in keyof F]: unknown }[];
  const { sql, params } = query.toSQL();
  const names = Object.keys(fields) as (keyof F)[];
  return keyed(names, await aside(sql, params));
}

const keyed = <F>(names: (keyof F)[], rows: unknown[][]) =>
  rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i]])) as { [K in keyof F]: unknown });

/**
 * How PostgreSQL plans a statement read by readKept: `generic` once for any values, on the connections of kept plans
 * (pg.ts keptPlanPool: they stay open, and plan a named statement once); `kept` as a named statement of the pool,
 * which PostgreSQL may plan once for any values after a few runs on each connection; `fresh` for its values at
 * each run.
 */
export type PlanMode = 'generic' | 'kept' | 'fresh';

/**
 * Runs a statement on PostgreSQL: its rows as arrays of column values, in the select's order. A named statement is
 * named after its text, so each connection parses it once (planning a counter took longer than running it on one
 * apartment).
 */
type PgPool = {
  query(q: { name?: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
};
export const pgRawReads =
  (pool: PgPool, keptPlans: PgPool) =>
  async (sql: string, params: unknown[], plan: PlanMode = 'kept') =>
    (
      await (plan === 'generic' ? keptPlans : pool).query({
        ...(plan === 'fresh' ? {} : { name: statementName(sql) }),
        text: sql,
        values: params,
        rowMode: 'array',
      })
    ).rows;

const names = new Map<string, string>();
/** A statement's name: a digest of its text (the same text, the same name, on every connection). */
function statementName(sql: string) {
  let name = names.get(sql);
  if (!name) {
    name = `kept_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

type RawReads = (sql: string, params: unknown[], plan?: PlanMode) => Promise<unknown[][]>;
const rawOf = (db: Reader) => (db as { rawReads?: RawReads }).rawReads;
const hereOf = (db: Reader) => (db as { hereReads?: RawReads }).hereReads;

/**
 * Runs a statement on the SQLite read connection of the request loop, in a turn of its own: for statements so small
 * that handing them to a worker thread (a wake-up per statement, the worker's own page cache read again after each
 * commit) costs more than running them here.
 */
export function hereReads(reader: { prepare(sql: string): { raw(on: boolean): { all(...p: unknown[]): unknown[] } } }) {
  const kept = new Map<string, { all(...p: unknown[]): unknown[] }>();
  return async (sql: string, params: unknown[]) => {
    await nextTurn();
    let st = kept.get(sql);
    if (!st) {
      if (kept.size >= MAX_SHAPES) kept.delete(kept.keys().next().value!);
      kept.set(sql, (st = reader.prepare(sql).raw(true)));
    }
    return st.all(...params) as unknown[][];
  };
}

/** The SQL of the selects read by readKept, by shape: building a select of many conditions costs more than its run. */
const keptSql = new Map<string, { sql: string; params: unknown[]; names: string[] }>();
/** At most this many shapes are kept (each a statement's text); beyond, the oldest is built again when asked. */
const MAX_SHAPES = 1000;

/**
 * Like readAside, for a select that is asked again and again with other values: `build` makes it with named
 * placeholders (sql.placeholder(name)) where the values go, once per `shape` (a key naming everything else its text
 * depends on: which select, how many values in an IN list …); each read fills in `values` and runs the kept text. On
 * SQLite on a worker thread (readAside), on PostgreSQL at most POOL_LANES at a time, planned as `plan` says
 * (PlanMode; `fresh` for a select whose best plan depends on its values). `here`: statements known to be small (e.g. of one apartment) run on SQLite on the
 * request loop's read connection instead (hereReads). Needs a read handle (not a unit of work).
 */
export async function readKept<F extends Record<string, unknown>>(
  db: Reader,
  shape: string,
  build: () => { fields: F; query: AsideQuery },
  values: Record<string, unknown>,
  opts: { plan?: PlanMode; here?: boolean } = {},
): Promise<{ [K in keyof F]: unknown }[]> {
  const { plan = 'kept', here = false } = opts;
  const aside = (here && hereOf(db)) || asideOf(db);
  const raw = rawOf(db);
  if (!aside && !raw) throw new Error('readKept reads through a read handle, not a unit of work');
  let kept = keptSql.get(shape);
  if (!kept) {
    const { fields, query } = build();
    kept = { ...query.toSQL(), names: Object.keys(fields) };
    if (keptSql.size >= MAX_SHAPES) keptSql.delete(keptSql.keys().next().value!);
    keptSql.set(shape, kept);
  }
  const { sql, names } = kept;
  const params = fillPlaceholders(kept.params, values);
  const rows = aside ? await aside(sql, params) : await inLane(db, () => raw!(sql, params, plan));
  return keyed(names as (keyof F)[], rows);
}
