import { ENGINE, isPostgresUrl } from './engine';
import type { Db, StoreOptions } from './store';
import { openSqlite } from './sqlite';
import { openPg } from './pg';
import { withAfterCommit } from './after-commit';

/**
 * Opens the database of this process and applies the migrations: PostgreSQL for a postgres:// address, else the
 * SQLite file at `target`. The engine must match the one the schema was built for (api/db/engine.ts).
 */
export async function openDb(target: string, opts: StoreOptions = {}): Promise<Db> {
  const wantPg = isPostgresUrl(target);
  if (wantPg !== (ENGINE === 'pg'))
    throw new Error(`this process was started for ${ENGINE}; set DATABASE_URL before it starts`);
  const db = await (wantPg ? openPg(target, opts) : openSqlite(target, opts));
  return opts.afterCommit ? withAfterCommit(db, opts.afterCommit, opts.now ?? Date.now) : db;
}
