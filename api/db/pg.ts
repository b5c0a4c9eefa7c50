import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import type { Db, StoreOptions } from './store';
import { guardNesting, runUnit } from './unit';
import { readOnly } from './read-only';
import { pgRawReads, POOL_LANES } from './read-aside';

const MIGRATIONS = fileURLToPath(new URL('./migrations/pg', import.meta.url));

// Counts and sums come back as int8/numeric text; every amount here is integer fen far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Any number, the key of the advisory lock that lets one process at a time apply the migrations. */
const MIGRATION_LOCK = 7_510_300_001;

/**
 * The planner's cost of reading a page out of order, relative to reading the next one (1): PostgreSQL's default, 4,
 * is for spinning disks, and with it the dashboard counters scanned all 20,000 rooms of an organisation to join
 * 744 leases (hash joins, 4-16 ms each) instead of finding those rooms by their primary key (under 2 ms). 1.1 is
 * the usual setting for solid-state storage, where out-of-order reads cost about what reading on does.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * The connections of the statements read with one plan for any values (read-aside.ts readKept, plan 'generic': the
 * dashboard counters of some apartments): as many as a handle runs at once, each planning such a statement once, for
 * any values (plan_cache_mode=force_generic_plan), and kept open (10 minutes idle, renewed hourly so that the
 * statements of past days do not pile up in them). In the main pool a connection closed after 5 s idle, and every
 * new one planned each statement for its values five times before PostgreSQL settled on one plan: the counters of
 * the 1,000-room apartment, planned for its values, went through the bills of the whole organisation's window
 * (3 ms to plan and 10 ms to run the bills' statement, against 4 ms for the kept plan).
 */
function keptPlanPool(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_LANES,
    idleTimeoutMillis: 10 * 60_000,
    maxLifetimeSeconds: 3600,
    allowExitOnIdle: true,
    options: `-c random_page_cost=${RANDOM_PAGE_COST} -c plan_cache_mode=force_generic_plan`,
  });
  // A connection the server ended while idle is dropped by the pool, and the next read opens another.
  pool.on('error', () => undefined);
  return pool;
}

/** Serialization failures and deadlocks: the unit of work is run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;
/** Units take their organisation's counter row first, which serialises them; READ COMMITTED then sees the latest rows. */
const UNIT_ISOLATION = 'read committed' as const;

/**
 * The server engine: a PostgreSQL pool. Migrations are applied at open under an advisory lock (several processes may
 * start at once). A unit of work is a READ COMMITTED transaction that first takes its organisation's change-counter
 * row, so writes of one organisation are serialised across every process (and versions commit in order, which the
 * sync cursor needs), while different organisations write side by side; uniqueness across organisations rests on
 * unique constraints.
 */
export async function openPg(url: string, opts: StoreOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    idleTimeoutMillis: 5_000,
    allowExitOnIdle: true,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle connection the server ended (a restart, a dropped database) is dropped by the pool; unheard, its error
  // ended the process (seen in the API tests when a test database was dropped under an idle connection).
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const rdb = drizzle(pool, { schema });
  const keptPool = keptPlanPool(url);
  const wdb = drizzle(pool, { schema });
  return Object.assign(readOnly(rdb), {
    engine: 'pg' as const,
    rawReads: pgRawReads(pool, keptPool),
    async write<T>(orgId: string | null, fn: Parameters<Db['write']>[1]): Promise<T> {
      guardNesting();
      for (let attempt = 1; ; attempt++) {
        try {
          return (await wdb.transaction((ptx) => runUnit(ptx, orgId, opts, fn), {
            isolationLevel: UNIT_ISOLATION,
          })) as T;
        } catch (e) {
          if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(pgCode(e) ?? '')) throw e;
        }
      }
    },
    async settings() {
      const isolation = await wdb.transaction(
        async (ptx) =>
          (await ptx.execute<{ transaction_isolation: string }>('show transaction_isolation')).rows[0]
            .transaction_isolation,
        {
          isolationLevel: UNIT_ISOLATION,
        },
      );
      const synchronous = (await pool.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]
        .synchronous_commit;
      return { journal: 'wal', synchronous, isolation };
    },
    async refreshStatistics() {
      await pool.query('ANALYZE');
      const analysed = await pool.query<{ relname: string }>(
        'select relname from pg_stat_user_tables where last_analyze is not null order by relname',
      );
      return analysed.rows.map((r) => r.relname);
    },
    async close() {
      await Promise.all([pool.end(), keptPool.end()]);
    },
  }) as unknown as Db;
}

/** The SQLSTATE of a PostgreSQL error (also when drizzle wrapped it). */
export function pgCode(e: unknown): string | undefined {
  let err = e as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; err && i < 4; i++, err = err.cause as typeof err)
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err.code;
  return undefined;
}
