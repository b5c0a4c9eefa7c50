import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../../api/db/schema';

/**
 * One schema, two engines: the SQLite and PostgreSQL migrations are both generated from api/db/kit.ts's tables.
 * Their latest drizzle-kit snapshots must describe the same tables, columns, keys and indexes, and the SQLite one
 * must describe the schema as the code declares it (so neither engine's migrations were forgotten).
 */
const dir = (engine: string) => join(__dirname, '../../api/db/migrations', engine);

function latestSnapshot(engine: string) {
  const journal = JSON.parse(readFileSync(join(dir(engine), 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries[journal.entries.length - 1].idx;
  return JSON.parse(readFileSync(join(dir(engine), `meta/${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'));
}

/** Column types across engines: every integer is a bigint (bigserial when auto-numbered), real a double precision. */
const TYPE: Record<string, string> = {
  integer: 'int',
  bigint: 'int',
  bigserial: 'int',
  text: 'text',
  real: 'float',
  'double precision': 'float',
};

type Shape = Record<string, { columns: Record<string, string>; pk: string[][]; indexes: Record<string, string> }>;

function shape(snapshot: any): Shape {
  const out: Shape = {};
  for (const t of Object.values<any>(snapshot.tables)) {
    const columns: Record<string, string> = {};
    for (const c of Object.values<any>(t.columns)) {
      columns[c.name] =
        `${TYPE[c.type] ?? c.type}${c.notNull ? ' not null' : ''}${c.primaryKey ? ' pk' : ''}${c.default === undefined ? '' : ` default ${String(c.default).replace(/^'(.*)'$/, '$1')}`}`;
    }
    const indexes: Record<string, string> = {};
    for (const i of Object.values<any>(t.indexes)) {
      const cols = i.columns.map((c: any) => (typeof c === 'string' ? c : c.expression)).join(',');
      indexes[i.name] = `${i.isUnique ? 'unique ' : ''}(${cols})${i.where ? ` where ${i.where}` : ''}`;
    }
    // A column's own UNIQUE is an index on SQLite and a constraint on PostgreSQL: the same thing here.
    for (const u of Object.values<any>(t.uniqueConstraints ?? {})) indexes[u.name] = `unique (${u.columns.join(',')})`;
    const pk = Object.values<any>(t.compositePrimaryKeys).map((k) => k.columns);
    out[t.name] = { columns, pk, indexes };
  }
  return out;
}

describe('the schema on both engines', () => {
  const sqlite = shape(latestSnapshot('sqlite'));
  const pg = shape(latestSnapshot('pg'));

  it('has the same tables, columns, keys and indexes in the SQLite and the PostgreSQL migrations', () => {
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
    for (const name of Object.keys(sqlite))
      expect({ table: name, ...pg[name] }).toEqual({ table: name, ...sqlite[name] });
  });

  it('migrations describe the schema the code declares (no engine left without its migration)', () => {
    const tables = Object.values(schema).filter((v) => is(v, SQLiteTable)) as SQLiteTable[];
    expect(tables.length).toBe(Object.keys(sqlite).length);
    for (const t of tables) {
      const cfg = getTableConfig(t);
      const snap = sqlite[cfg.name];
      expect(snap, cfg.name).toBeDefined();
      expect(cfg.columns.map((c) => c.name).sort(), cfg.name).toEqual(Object.keys(snap.columns).sort());
      const uniqueColumns = cfg.columns.filter((c) => c.isUnique).map((c) => c.uniqueName);
      expect([...cfg.indexes.map((i) => i.config.name), ...uniqueColumns].sort(), cfg.name).toEqual(
        Object.keys(snap.indexes).sort(),
      );
      for (const c of cfg.columns)
        expect(snap.columns[c.name].includes('not null'), `${cfg.name}.${c.name}`).toBe(c.notNull);
    }
  });

  it('stores every integer as a 64-bit integer on PostgreSQL (epoch-ms times, fen sums)', () => {
    const pgSnap = latestSnapshot('pg');
    const narrow = Object.values<any>(pgSnap.tables).flatMap((t) =>
      Object.values<any>(t.columns)
        .filter((c) => c.type === 'integer')
        .map((c) => `${t.name}.${c.name}`),
    );
    expect(narrow).toEqual([]);
  });
});
