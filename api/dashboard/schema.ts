import { index, integer, primaryKey, table, text } from '../db/kit';
import { rowColumns } from '../db/columns';

/** The org-wide bulletin board of the dashboard (part 1 §2.5, §3 "Bulletin: id, content"). */
export const bulletins = table(
  'bulletins',
  {
    ...rowColumns(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdBy: text('created_by').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('bulletins_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * The quick entries a user chose for their dashboard (part 1 §2.5): ids of sync/quick-entries.ts QUICK_ENTRIES, in
 * the order chosen. Saving replaces the whole list.
 */
export const quickEntryChoices = table(
  'quick_entry_choices',
  {
    userId: text('user_id').notNull(),
    orgId: text('org_id').notNull(),
    entryId: integer('entry_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryId] })],
);
