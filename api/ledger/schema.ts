import { index, integer, table, text } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * The transaction ledger (spec part 4 "transaction ledger"): one row per money movement, written in the same
 * transaction as the change it records (bill collection, deposit-order payment, check-out refund/deduction/bad debt,
 * bookkeeping). Reports, the finance dashboard and write-off read it; nothing recomputes money elsewhere.
 * `amount` is positive fen; the direction is `inOut` (1 incoming, 0 outgoing).
 */
export const ledgerEntries = table(
  'ledger_entries',
  {
    ...rowColumns(),
    apartmentId: text('apartment_id'),
    roomId: text('room_id'),
    leaseId: text('lease_id'),
    /** 1 incoming, 0 outgoing. */
    inOut: integer('in_out').notNull(),
    /**
     * 'cash': money that moved (counts in every money total). 'bad_debt': an amount written off at settlement; no money
     * moved, so money totals leave it out (inOut 0, kept for the record and the reports of losses).
     */
    kind: text('kind').notNull().default('cash'),
    amount: integer('amount').notNull(),
    /** Bill type 1–13 or bookkeeping type 14–21 (sync/catalog.ts). */
    billType: integer('bill_type').notNull(),
    /** The item's name (房租, 定金, 押金退还 …). */
    itemName: text('item_name').notNull(),
    /** Payment way 0–7 (sync/catalog.ts PAYMENT_WAYS). */
    paymentWay: integer('payment_way').notNull(),
    /** When the money moved (epoch ms) and its business date (YYYY-MM-DD, Asia/Shanghai). */
    paidAt: integer('paid_at').notNull(),
    billDate: text('bill_date').notNull(),
    /** The payer or payee (tenant, booker). */
    trader: text('trader').notNull().default(''),
    /** What wrote the entry: 'bill', 'deposit_order', 'settlement', 'bookkeeping'; and that record's id. */
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    receiptNumber: text('receipt_number').notNull().default(''),
    remark: text('remark').notNull().default(''),
    picture: text('picture').notNull().default(''),
    operatorId: text('operator_id').notNull(),
    /** Write-off (核销): 0 not written off, 1 written off. */
    verifyStatus: integer('verify_status').notNull().default(0),
    verifiedAt: integer('verified_at'),
    verifierId: text('verifier_id'),
  },
  (t) => [
    /**
     * A range of days of one organisation, covering what the sums read (api/finance/sums/ledger-sums.ts: totals,
     * counts, the flow by day and month): a year of a large organisation is summed from this index alone, without a
     * read of each row (issue 21 bench: the year's totals over 1,000,000 entries).
     */
    index('ledger_org_paid_idx').on(
      t.orgId,
      t.kind,
      t.paidAt,
      t.inOut,
      t.amount,
      t.verifyStatus,
      t.sourceType,
      t.roomId,
      t.apartmentId,
      t.billDate,
    ),
    /**
     * The same sums by room (the flow report by house): read in room order, so grouping needs no sort of the year's
     * entries. `kind` comes after the room, so a query that needs the rows themselves (the 汇总 view) never starts
     * here: read in room order, its rows would be fetched from all over the table (the 汇总 view took 9 s so).
     */
    index('ledger_org_room_idx').on(
      t.orgId,
      t.roomId,
      t.apartmentId,
      t.kind,
      t.paidAt,
      t.inOut,
      t.amount,
      t.verifyStatus,
      t.sourceType,
    ),
    index('ledger_source_idx').on(t.sourceType, t.sourceId),
    index('ledger_lease_idx').on(t.leaseId),
    /** A receipt's entries (receipts, the typed-number check, the unit of work's ledger check). */
    index('ledger_org_receipt_idx').on(t.orgId, t.receiptNumber),
  ],
);
