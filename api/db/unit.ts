import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, getTableColumns, getTableName, gt, lte, sql, type Table } from 'drizzle-orm';
import type { Reader, StoreOptions, Tx } from './store';
import { changeCounters, unitWrites } from './columns';

/** A table whose rows carry the change version of the unit that last wrote them. */
export const isVersioned = (table: Table) => 'version' in getTableColumns(table);
/** A synced table: versioned, and deleted by a tombstone so devices learn of the deletion. */
export const isSynced = (table: Table) => isVersioned(table) && 'deletedAt' in getTableColumns(table);

const inUnit = new AsyncLocalStorage<true>();

/** Refuses a unit of work opened inside another: it would wait for itself on SQLite and escape the first on PostgreSQL. */
export function guardNesting() {
  if (inUnit.getStore()) throw new Error('a unit of work was opened inside another: pass its tx down instead');
}

/** Bumps the organisation's change counter: the unit's version, and on PostgreSQL the lock that serialises its writers. */
async function takeVersion(q: Tx, orgId: string): Promise<number> {
  const [row] = await q
    .insert(changeCounters)
    .values({ orgId, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.orgId, set: { value: sql`${changeCounters.value} + 1` } })
    .returning({ value: changeCounters.value });
  return row.value;
}

/**
 * The organisation's last committed change version (0 before its first unit): every unit of work of the organisation
 * moves it, so an answer computed from its rows at version V holds while the version is still V.
 */
export async function committedVersion(db: Pick<Reader, 'select'>, orgId: string): Promise<number> {
  const [row] = await db
    .select({ value: changeCounters.value })
    .from(changeCounters)
    .where(eq(changeCounters.orgId, orgId))
    .limit(1);
  return row?.value ?? 0;
}

/**
 * How many versions of an organisation unit_writes keeps at least: a reader whose answer is older than this many
 * versions cannot learn what changed since, and computes it whole.
 */
export const UNIT_LOG_KEPT = 1000;
/** Pruned every this many versions (the rows older than UNIT_LOG_KEPT versions): one small delete now and then. */
const PRUNE_EVERY = 100;

/** Records the tables the unit wrote under its version, in the unit (it commits with them, or not at all). */
async function logWrites(q: Tx, orgId: string, version: number, touched: ReadonlySet<string>) {
  if (!touched.size) return;
  await q.insert(unitWrites).values({ orgId, version, tables: [...touched].sort().join(',') });
  if (version % PRUNE_EVERY === 0)
    await q
      .delete(unitWrites)
      .where(and(eq(unitWrites.orgId, orgId), lte(unitWrites.version, version - UNIT_LOG_KEPT)));
}

/**
 * The organisation's last committed change version, and the tables its units wrote after version `since` (SQL names;
 * null when the log no longer reaches back that far, more than UNIT_LOG_KEPT versions ago: then anything may have
 * changed). One statement: the counter row and the log rows after `since`.
 */
export async function writtenSince(
  db: Pick<Reader, 'select'>,
  orgId: string,
  since: number,
): Promise<{ version: number; tables: Set<string> | null }> {
  const rows = await db
    .select({ version: changeCounters.value, tables: unitWrites.tables })
    .from(changeCounters)
    .leftJoin(unitWrites, and(eq(unitWrites.orgId, changeCounters.orgId), gt(unitWrites.version, since)))
    .where(eq(changeCounters.orgId, orgId));
  const version = rows[0]?.version ?? 0;
  if (version - since >= UNIT_LOG_KEPT) return { version, tables: null };
  return { version, tables: new Set(rows.flatMap((r) => (r.tables ? r.tables.split(',') : []))) };
}

type AnyBuilder = Record<string, any>;

/**
 * Wraps an engine's transaction handle as a unit of work (see Tx): inserts and updates of versioned tables get the
 * unit's version (also on the update side of an upsert), deletes of synced tables are refused, every written table is
 * recorded in `touched`. Then runs `fn` and the write effects, and logs the tables written (unit_writes).
 */
export async function runUnit<T>(
  raw: unknown,
  orgId: string | null,
  opts: StoreOptions,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const base = raw as AnyBuilder;
  const touched = new Set<string>();
  let version = 0;
  const now = (opts.now ?? Date.now)();
  const stamp = <R extends object>(row: R, table: Table): R => {
    if (!orgId) throw new Error(`${getTableName(table)} is versioned: write it in a unit of work of its organisation`);
    return { ...row, version };
  };
  const tx = new Proxy(base, {
    get(target, prop) {
      if (prop === 'orgId') return orgId;
      if (prop === 'version') return version;
      if (prop === 'touched') return touched;
      if (prop === 'now') return now;
      if (prop === 'insert') {
        return (table: Table) => {
          touched.add(getTableName(table));
          const builder = target.insert(table);
          if (!isVersioned(table)) return builder;
          return {
            values(v: object | object[]) {
              const q = builder.values(Array.isArray(v) ? v.map((r) => stamp(r, table)) : stamp(v, table));
              const upsert = q.onConflictDoUpdate.bind(q);
              q.onConflictDoUpdate = (cfg: { set: object }) => upsert({ ...cfg, set: stamp(cfg.set, table) });
              return q;
            },
          };
        };
      }
      if (prop === 'update') {
        return (table: Table) => {
          touched.add(getTableName(table));
          const builder = target.update(table);
          if (!isVersioned(table)) return builder;
          return { set: (s: object) => builder.set(stamp(s, table)) };
        };
      }
      if (prop === 'delete') {
        return (table: Table) => {
          if (isSynced(table))
            throw new Error(`${getTableName(table)} is synced: set deletedAt instead of deleting its rows`);
          touched.add(getTableName(table));
          return target.delete(table);
        };
      }
      const v = target[prop as string];
      return typeof v === 'function' ? v.bind(target) : v;
    },
  }) as unknown as Tx;
  return inUnit.run(true, async () => {
    if (orgId) version = await takeVersion(base as unknown as Tx, orgId);
    const result = await fn(tx);
    if (opts.effects) await opts.effects(tx);
    if (orgId) await logWrites(base as unknown as Tx, orgId, version, touched);
    return result;
  });
}
