import { sql, type SQL } from 'drizzle-orm';
import type { Column } from '../kit';

/** The SQL only SQLite speaks (the PostgreSQL twin is ./pg.ts; api/db/dialect/index.ts picks one). */
export const sqliteDialect = {
  /** `col` contains `pattern` (a LIKE pattern with \ escapes); SQLite's LIKE ignores ASCII case. */
  like: (col: Column | SQL, pattern: string): SQL => sql`${col} like ${pattern} escape '\\'`,
  /** `col = value` that the planner may not serve from the column's own index (SQLite: a unary + makes it an expression). */
  eqNoIndex: (col: Column, value: string): SQL => sql`+${col} = ${value}`,
  /** `col` as a value no index serves (SQLite: a unary + makes it an expression), so the planner reads another one. */
  noIndex: (col: Column): SQL => sql`+${col}`,
  /** The dashboard counters a statement each (api/dashboard/todo-counts.ts): run side by side on the worker threads. */
  countTogether: false,
  /** A unique or primary-key constraint refused the write. */
  isUniqueViolation: (e: unknown): boolean => {
    const code =
      (e as { code?: string; cause?: { code?: string } })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  },
};
