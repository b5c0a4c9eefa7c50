import { index, integer, table, text } from '../db/kit';

/**
 * Every pushed mutation the server has judged (offline-first push, ARCHITECTURE "Offline-first"): the id is the
 * client's ULID idempotency key, so a repeat returns this first result and changes nothing. Rejected mutations are
 * recorded too (status 'rejected' + Chinese reason), so a retry of the same id answers the same.
 */
export const appliedMutations = table(
  'applied_mutations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    /** 'applied' | 'rejected'. */
    status: text('status').notNull(),
    reason: text('reason'),
    /** The change version the mutation wrote (applied only). */
    version: integer('version'),
    clientTime: integer('client_time'),
    appliedAt: integer('applied_at').notNull(),
  },
  (t) => [index('applied_mutations_org_idx').on(t.orgId, t.appliedAt)],
);
