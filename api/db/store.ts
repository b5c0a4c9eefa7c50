import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Engine } from './engine';
import type * as schema from './schema';

/**
 * The typed query surface both engines share. Its TypeScript types are sqlite-core's (api/db/kit.ts); the code
 * written against it awaits its builders (never `.get()`, `.all()` or `.run()`, which only SQLite has), takes the
 * first row with `const [row] = await q.limit(1)`, and keeps engine-specific SQL in api/db/dialect.
 */
type Drizzle = BaseSQLiteDatabase<'async', unknown, typeof schema>;
type EngineOnly = 'run' | 'all' | 'get' | 'values' | 'batch' | 'transaction' | '$client';

/** What a read may do: select, never write. */
export type Reader = Omit<Drizzle, 'insert' | 'update' | 'delete' | EngineOnly>;

/**
 * A unit of work: one transaction of one organisation. Writes of a table with a `version` column carry the unit's
 * version without the caller naming it, rows of synced tables (`version` and `deletedAt`) are never hard-deleted, and the declared write
 * effects (api/effects.ts: room facts, the ledger check) run on the rows of this version before it commits.
 */
export type Tx = Omit<Drizzle, EngineOnly> & {
  /** The organisation whose change version this unit stamps (null: a write outside any organisation). */
  readonly orgId: string | null;
  /** The change version every synced row written in this unit carries (0 when orgId is null). */
  readonly version: number;
  /** The clock reading when the unit started (epoch ms): the `now` of every row it writes unless told otherwise. */
  readonly now: number;
  /** The tables this unit wrote so far (SQL names). */
  readonly touched: ReadonlySet<string>;
};

/** The side effects a unit of work runs before it commits (api/effects.ts), given what it wrote. */
export type WriteEffects = (tx: Tx) => Promise<void>;

/**
 * What runs after a unit of an organisation committed (api/effects.ts afterCommitEffects), given the database, the
 * organisation and the tables the unit (and its write effects) wrote: work outside the transaction, such as handing
 * devices their new state. It runs before the unit's `write` resolves; its own units do not start it again; a failure
 * is logged, never the writer's (the unit is committed).
 */
export type AfterCommit = (db: Db, orgId: string, touched: ReadonlySet<string>, now: () => number) => Promise<void>;

/** How a database is opened: the effects its units of work run and the clock they read (injectable for tests). */
export interface StoreOptions {
  effects?: WriteEffects;
  afterCommit?: AfterCommit;
  now?: () => number;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
  /** SQLite only: the durability of a commit (default FULL; NORMAL only to measure what FULL costs). */
  sqliteSynchronous?: 'FULL' | 'NORMAL';
}

export interface Db extends Reader {
  readonly engine: Engine;
  /**
   * Runs `fn` as one unit of work of `orgId` and commits it, or rolls it back if it throws. Writes of one organisation
   * are serialised on both engines (the unit takes the organisation's change-counter row first), writes of different
   * organisations run side by side on PostgreSQL. Not re-entrant: pass `tx` down instead of opening a nested unit.
   */
  write<T>(orgId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * What a commit means on this engine: the journal, the durability of a commit (SQLite's synchronous pragma,
   * PostgreSQL's synchronous_commit) and the isolation level a unit of work runs at.
   */
  settings(): Promise<{ journal: string; synchronous: string; isolation: string }>;
  /**
   * Refreshes the query planner's statistics (ANALYZE, sampled on SQLite): after a bulk load and once a
   * day. Without them a planner may pick a full scan over an index on tables that grew since it last looked. Answers
   * the tables that now have statistics.
   */
  refreshStatistics(): Promise<string[]>;
  close(): Promise<void>;
}
