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
    /**
     * The change version the mutation wrote (applied only), answered again to a repeat. Not named `version`: the unit
     * of work stamps a `version` column with its own version, while this is the target row's (a reading that leaves its
     * meter answers the meter's unchanged version, so the device drops its optimistic copy once it has pulled that).
     */
    resultVersion: integer('result_version'),
    clientTime: integer('client_time'),
    appliedAt: integer('applied_at').notNull(),
  },
  (t) => [index('applied_mutations_org_idx').on(t.orgId, t.appliedAt)],
);
