import { index, integer, table, text } from '../db/kit';

/** Message-centre entries (part 4 §3): msgType finance 0, lease 1, house 2, service 3, system 4. */
export const messages = table(
  'messages',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    msgType: integer('msg_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The screen the entry is about (a route with its query, e.g. '/accountDetail?leaseId=…'); '' when none. */
    url: text('url').notNull().default(''),
    isRead: integer('is_read').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead)],
);
