import * as s from 'drizzle-orm/sqlite-core';
import * as p from 'drizzle-orm/pg-core';
import { ENGINE } from './engine';

/**
 * The schema kit: the one vocabulary every feature's schema file is written in, built for the engine of this process
 * (api/db/engine.ts). On SQLite the builders are drizzle's sqlite-core ones; on PostgreSQL the same names make
 * pg-core columns: every integer is a bigint (epoch-ms times and fen sums never overflow), `real` a double precision,
 * `autoId` a bigserial. The TypeScript types are sqlite-core's on both engines; the query code written against them is
 * the subset both dialects share (see api/db/store.ts). drizzle-kit generates each engine's migrations from these same
 * files (api/db/drizzle.sqlite.config.ts, api/db/drizzle.pg.config.ts) and test/api/schema-engines.test.ts checks
 * that the two agree.
 */
const onPg = ENGINE === 'pg';

export const table = (onPg ? p.pgTable : s.sqliteTable) as unknown as typeof s.sqliteTable;

export const text = (onPg ? (name: string) => p.text(name) : (name: string) => s.text(name)) as unknown as (
  name: string,
) => ReturnType<typeof textOf>;
const textOf = (name: string) => s.text(name);

export const integer = (onPg
  ? (name: string) => p.bigint(name, { mode: 'number' })
  : (name: string) => s.integer(name)) as unknown as (name: string) => ReturnType<typeof integerOf>;
const integerOf = (name: string) => s.integer(name);

export const real = (onPg ? (name: string) => p.doublePrecision(name) : (name: string) => s.real(name)) as unknown as (
  name: string,
) => ReturnType<typeof realOf>;
const realOf = (name: string) => s.real(name);

/** An auto-numbered integer primary key (SQLite AUTOINCREMENT, PostgreSQL bigserial). */
export const autoId = (onPg
  ? (name: string) => p.bigserial(name, { mode: 'number' }).primaryKey()
  : (name: string) => s.integer(name).primaryKey({ autoIncrement: true })) as unknown as (
  name: string,
) => ReturnType<typeof autoIdOf>;
const autoIdOf = (name: string) => s.integer(name).primaryKey({ autoIncrement: true });

export const index = (onPg ? p.index : s.index) as unknown as typeof s.index;
export const uniqueIndex = (onPg ? p.uniqueIndex : s.uniqueIndex) as unknown as typeof s.uniqueIndex;
export const primaryKey = (onPg ? p.primaryKey : s.primaryKey) as unknown as typeof s.primaryKey;

export type Column = s.SQLiteColumn;
