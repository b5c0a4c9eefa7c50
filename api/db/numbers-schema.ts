import { integer, primaryKey, table, text } from './kit';

/** Per-org counters behind human-facing numbers (lease codes, order and receipt numbers), one row per key. */
export const numberCounters = table(
  'number_counters',
  {
    orgId: text('org_id').notNull(),
    key: text('key').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);
