import { integer, primaryKey, table, text } from './kit';

/** Columns every business row carries: a ULID made by its creator, the org boundary and timestamps (epoch ms). */
export const rowColumns = () => ({
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Columns of rows the PWA syncs: the change version (monotonic, org-wide) and a tombstone. */
export const syncColumns = () => ({
  version: integer('version').notNull().default(0),
  deletedAt: integer('deleted_at'),
});

/**
 * The change version of the unit of work that last wrote the row (api/db/unit.ts stamps it): the write effects
 * (api/effects.ts) find what a unit changed by it. Synced tables carry it through syncColumns.
 */
export const changeColumns = () => ({
  version: integer('version').notNull().default(0),
});

/** One row per org holding the last change version handed out. */
export const changeCounters = table('change_counters', {
  orgId: text('org_id').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * What each unit of work of an organisation wrote: the SQL names of the tables (comma-separated, sorted), under the
 * unit's change version, written by the unit itself before it commits (api/db/unit.ts). A reader that kept an answer
 * computed at version V learns from the rows after V which tables changed since (api/dashboard/counts-memo.ts). Rows
 * older than UNIT_LOG_KEPT versions are pruned as units go.
 */
export const unitWrites = table(
  'unit_writes',
  {
    orgId: text('org_id').notNull(),
    version: integer('version').notNull(),
    tables: text('tables').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.version] })],
);
