import { index, integer, table, text } from '../../db/kit';
import { rowColumns } from '../../db/columns';

/**
 * The history of write-off (核销) of the ledger (issue 21): one row per entry each time it is written off or the
 * write-off is undone (撤销核销, with the reason), with who and when. The entry itself carries its current state
 * (ledger_entries.verify_status, verified_at, verifier_id); this keeps what happened before.
 */
export const ledgerVerifications = table(
  'ledger_verifications',
  {
    ...rowColumns(),
    entryId: text('entry_id').notNull(),
    /** The order acted on (its receipt number or source id) and its kind (1 lease, 2 booking, 3 bookkeeping). */
    orderNumber: text('order_number').notNull(),
    kind: integer('kind').notNull(),
    /** 'verify' | 'unverify'. */
    action: text('action').notNull(),
    userId: text('user_id').notNull(),
    at: integer('at').notNull(),
    /** Why a write-off was undone ('' for a write-off). */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('ledger_verifications_order_idx').on(t.orgId, t.orderNumber, t.at),
    index('ledger_verifications_entry_idx').on(t.entryId),
  ],
);
