import { integer, primaryKey, table, text } from '../db/kit';

/**
 * The first reply of a request sent with an `Idempotency-Key` (a collection whose reply may be lost and retried):
 * written in the same transaction as the change, so a retry with the same key answers this reply and books nothing.
 * `bodyHash` is the request (route, ids, body) the key was first used for: the same key with another request is refused.
 */
export const requestReplies = table(
  'request_replies',
  {
    orgId: text('org_id').notNull(),
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** The reply's `data`, as JSON. */
    reply: text('reply').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);
