import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import { ENGINE } from '../../api/db/engine';
import { openDb } from '../../api/db/open';
import type { Db, StoreOptions } from '../../api/db/store';

/** The demo as the tests start from it: the two demo organisations, and optionally the running leases of `npm start`. */
export type Variant = 'demo' | 'running';

/** The clock the demo templates are seeded at (the harness starts its own clock here too). */
export const SEED_CLOCK = Date.parse('2026-11-22T02:00:00Z');

const seed = async (db: Db, variant: Variant) =>
  (await import('../../api/seed/demo')).seedDemo(
    db,
    SEED_CLOCK,
    undefined,
    variant === 'running' ? { runningLeases: true } : undefined,
  );

/**
 * A fresh database of this worker's engine holding the seeded demo. The demo is seeded once per test run and engine
 * into a template (a SQLite file copied per test, a PostgreSQL template database cloned per test), under a lock so
 * parallel workers build it once. An empty database (`variant` null) is migrated only.
 */
export async function freshDatabase(variant: Variant | null, opts: StoreOptions): Promise<Db> {
  const { writeEffects, afterCommitEffects } = await import('../../api/effects');
  const store = { effects: writeEffects, afterCommit: afterCommitEffects, ...opts };
  const target = await freshTarget(variant, store);
  const db = await openDb(target, { poolSize: 4, ...store });
  opened.set(db, target);
  return db;
}

/** The databases this worker opened through freshDatabase, with where each is. */
const opened = new Map<Db, string>();
/** The PostgreSQL databases this worker made (freshTarget) and the uploads folders it handed out (scratchDir). */
const madePg = new Set<string>();
const scratch = new Set<string>();

/**
 * Closes every database this worker opened through freshDatabase (test/support/close-databases.ts, after each file),
 * and removes what the file made: its SQLite files and PostgreSQL databases (the run keeps both in memory:
 * global-setup-sqlite.ts, global-setup-pg.ts, where a test file's copies of the demo would add up over the run; 713
 * clones of 15 MB on PostgreSQL), and its uploads folders.
 */
export async function closeDatabases() {
  const all = [...opened];
  opened.clear();
  await Promise.all(
    all.map(async ([db, target]) => {
      await db.close().catch(() => undefined);
      if (ENGINE === 'sqlite') for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
    }),
  );
  const names = [...madePg];
  madePg.clear();
  // WITH (FORCE): a server process a test started on its database may still hold a connection as the file ends.
  if (names.length)
    await admin(async (c) => {
      for (const n of names) await c.query(`drop database if exists ${n} with (force)`);
    });
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  scratch.clear();
}

/** A new empty folder for this test file (an app's uploads), in the run's memory folder, removed when the file ends. */
export function scratchDir(): string {
  const dir = mkdtempSync(join(inject('dbRoot'), 'up-'));
  scratch.add(dir);
  return dir;
}

/**
 * Where a fresh database of this worker's engine is (a SQLite file, or a postgres:// address), not opened: for tests
 * that start API processes of their own on it. `opts` are those the demo template is seeded with.
 */
export async function freshTarget(variant: Variant | null, opts: StoreOptions = {}): Promise<string> {
  const { writeEffects, afterCommitEffects } = await import('../../api/effects');
  const store = { effects: writeEffects, afterCommit: afterCommitEffects, ...opts };
  return ENGINE === 'pg' ? freshPg(variant, store) : freshSqlite(variant, store);
}

async function withDirLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(dir);
  }
}

async function freshSqlite(variant: Variant | null, opts: StoreOptions): Promise<string> {
  const root = inject('dbRoot');
  const file = join(root, `${ulid()}.sqlite`);
  if (!variant) return file;
  const template = join(root, `template-${variant}.sqlite`);
  if (!existsSync(template)) {
    await withDirLock(join(root, `template-${variant}.lock`), async () => {
      if (existsSync(template)) return;
      const building = join(root, `building-${variant}.sqlite`);
      const db = await openDb(building, { ...opts, now: () => SEED_CLOCK });
      await seed(db, variant);
      await db.close(); // the last connection's close checkpoints the WAL into the file
      renameSync(building, template);
    });
  }
  copyFileSync(template, file);
  return file;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(inject('pgUrl'));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const dbUrl = (name: string) => inject('pgUrl').replace(/\/[^/]*$/, `/${name}`);

/** Whether the cluster can clone by file copy (PostgreSQL 15 and later), asked once per worker. */
let fileCopy: boolean | undefined;

async function freshPg(variant: Variant | null, opts: StoreOptions): Promise<string> {
  const name = `t_${ulid().toLowerCase()}`;
  madePg.add(name);
  await admin(async (c) => {
    if (!variant) return c.query(`create database ${name}`);
    const template = `template_${variant}`;
    await c.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        const building = `building_${variant}`;
        await c.query(`drop database if exists ${building}`);
        await c.query(`create database ${building}`);
        const db = await openDb(dbUrl(building), { ...opts, now: () => SEED_CLOCK, poolSize: 2 });
        await seed(db, variant);
        await db.close();
        await c.query(`alter database ${building} rename to ${template}`);
      }
      // A file copy (PostgreSQL 15 and later; before it, the only way): 12 ms against 25 ms for the default WAL_LOG,
      // which also writes each clone's 15 MB into the WAL.
      fileCopy ??= Number((await c.query('show server_version_num')).rows[0].server_version_num) >= 150000;
      await c.query(`create database ${name} template ${template}${fileCopy ? ' strategy file_copy' : ''}`);
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return dbUrl(name);
}
