import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ulid } from 'ulid';
import { ENGINE } from '../../api/db/engine';
import { openDb } from '../../api/db/open';
import type { Db } from '../../api/db/store';
import { afterCommitEffects, writeEffects } from '../../api/effects';

/** A new, empty database on the PostgreSQL cluster at `clusterUrl`; its address. */
export async function newPgDatabase(clusterUrl: string): Promise<string> {
  const name = `bench_${ulid().toLowerCase()}`;
  const admin = new pg.Client(clusterUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * A fresh, empty database of this bench process's engine: a SQLite file in a temporary folder, or a new database on
 * the PostgreSQL cluster the parent bench started (BENCH_PG_URL).
 */
export async function benchDatabase(now: () => number = Date.now): Promise<Db> {
  if (ENGINE === 'sqlite')
    return openDb(join(mkdtempSync(join(tmpdir(), 'bench-db-')), 'gongyu.sqlite'), {
      effects: writeEffects,
      afterCommit: afterCommitEffects,
      now,
    });
  const url = process.env.BENCH_PG_URL;
  if (!url) throw new Error('BENCH_PG_URL is not set: run the bench through npm run bench');
  return openDb(await newPgDatabase(url), { effects: writeEffects, afterCommit: afterCommitEffects, now });
}
