/**
 * The `type` of a ledger entry (spec part 4 §2 "Transaction ledger", §3, §7): what kind of business the money belongs
 * to, and so which screen an entry opens. 1 lease (a bill's collection, a check-out's refunds and deductions), 2
 * booking (a deposit order), 3 bookkeeping (a manual entry). Read from the entry's sourceType: deposit orders and
 * bookkeeping are named; every other source (bill, settlement, and any later payout of a lease such as a refund
 * application) is the lease's.
 */
export const LEDGER_KIND = { lease: 1, booking: 2, bookkeeping: 3 } as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

/** The sourceTypes that are not the lease's, by kind. */
export const KIND_SOURCE_TYPES = { 2: 'deposit_order', 3: 'bookkeeping' } as const;

/** The kind of an entry written by `sourceType`. */
export function ledgerKindOf(sourceType: string): LedgerKind {
  if (sourceType === KIND_SOURCE_TYPES[2]) return LEDGER_KIND.booking;
  if (sourceType === KIND_SOURCE_TYPES[3]) return LEDGER_KIND.bookkeeping;
  return LEDGER_KIND.lease;
}

/** The labels of the kinds (filters, rows). */
export const LEDGER_KIND_TEXT: Record<LedgerKind, string> = { 1: '租约', 2: '预定', 3: '记账' };
