import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** An uploaded file: stored under the data folder by its unguessable id, served only within its org. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('uploads_org_idx').on(t.orgId)],
);
