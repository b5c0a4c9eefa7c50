import { sql, type SQL } from 'drizzle-orm';
import type { Column } from '../kit';
import { pgCode } from '../pg';

/** The SQL only PostgreSQL speaks (the SQLite twin is ./sqlite.ts). */
export const pgDialect: typeof import('./sqlite').sqliteDialect = {
  /** ILIKE: the same case rule as SQLite's LIKE. */
  like: (col: Column | SQL, pattern: string): SQL => sql`${col} ilike ${pattern} escape '\\'`,
  /** PostgreSQL plans `org_id = ?` well on its own. */
  eqNoIndex: (col: Column, value: string): SQL => sql`${col} = ${value}`,
  /** PostgreSQL picks its indexes by cost well enough on its own. */
  noIndex: (col: Column): SQL => sql`${col}`,
  /** The dashboard counters of the same rows in one statement (api/dashboard/todo-counts.ts): each is a round trip and a plan. */
  countTogether: true,
  isUniqueViolation: (e: unknown): boolean => pgCode(e) === '23505',
};
