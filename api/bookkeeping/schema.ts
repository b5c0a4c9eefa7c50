import { index, integer, table, text } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * A bookkeeping entry (spec part 2 §3 "Bookkeeping entry", §5 "Add bookkeeping"): income (tallyType 1) or expense
 * (tallyType 0) of a lease (or, later, of the organisation: leaseId null). `cost` is signed fen: an expense is
 * negative. `superId` is the category type (bill type 1–13 or ledger type 14–21), `subId` the finance item.
 */
export const bookkeepingEntries = table(
  'bookkeeping_entries',
  {
    ...rowColumns(),
    leaseId: text('lease_id'),
    apartmentId: text('apartment_id'),
    roomId: text('room_id'),
    tallyType: integer('tally_type').notNull(),
    superId: integer('super_id').notNull(),
    subId: text('sub_id'),
    name: text('name').notNull(),
    cost: integer('cost').notNull(),
    paymentDate: text('payment_date').notNull(),
    paymentWay: integer('payment_way').notNull(),
    remark: text('remark').notNull().default(''),
    picture: text('picture').notNull().default(''),
    operatorId: text('operator_id').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('bookkeeping_lease_idx').on(t.leaseId), index('bookkeeping_org_idx').on(t.orgId, t.paymentDate)],
);
