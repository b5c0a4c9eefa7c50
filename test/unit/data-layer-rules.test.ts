import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rules of the data layer that a reader can check in the source (api/db/store.ts): the drivers stay inside
 * api/db, query code awaits drizzle builders instead of calling the SQLite-only `.get()`/`.all()`/`.run()`, SQL
 * only one engine speaks lives in api/db/dialect, and no test reaches into the driver.
 */
const ROOT = join(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'migrations') return [];
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const source = [...files('api'), ...files('sync'), ...files('test'), ...files('web')];
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');
const offenders = (list: string[], pattern: RegExp) =>
  list.filter((f) => pattern.test(read(f))).map((f) => relative('.', f));

describe('data layer rules', () => {
  it('no file outside api/db imports a database driver or drizzle driver binding', () => {
    // The test support and the bench make and drop PostgreSQL databases of their own (as an administrator would).
    const admin = new Set(['test/support/databases.ts', 'test/support/pg-cluster.ts', 'test/bench/database.ts']);
    const outside = source.filter((f) => !f.startsWith('api/db/') && !admin.has(f));
    expect(
      offenders(outside, /from ['"](better-sqlite3|pg|drizzle-orm\/(better-sqlite3|node-postgres)[^'"]*)['"]/),
    ).toEqual([]);
  });

  it('query code awaits builders: no SQLite-only .get() / .all() / .run() / .prepare() outside api/db', () => {
    const code = [...files('api'), ...files('test/api'), ...files('test/property'), ...files('test/bench')].filter(
      (f) => !f.startsWith('api/db/'),
    );
    expect(offenders(code, /\.(get|all|run)\(\)|\.prepare\(|\$client/)).toEqual([]);
  });

  it('SQL that only one engine speaks lives in api/db/dialect', () => {
    const code = files('api').filter((f) => !f.startsWith('api/db/dialect/'));
    expect(
      offenders(code, /\b(strftime|group_concat|ifnull|julianday|json_extract|instr|ilike)\s*\(|\bilike\b|sql`\+/i),
    ).toEqual([]);
  });
});
