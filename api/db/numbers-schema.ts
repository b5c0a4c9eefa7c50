import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Per-org counters behind human-facing numbers (lease codes, order and receipt numbers), one row per key. */
export const numberCounters = sqliteTable(
  'number_counters',
  {
    orgId: text('org_id').notNull(),
    key: text('key').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);
