import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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

/** One row per org holding the last change version handed out. */
export const changeCounters = sqliteTable('change_counters', {
  orgId: text('org_id').primaryKey(),
  value: integer('value').notNull().default(0),
});
