/**
 * The groups of the bill report (spec part 4 §3 "Bill report row": deposit, lease, hydropower, service, other): the
 * group of each bill type 1–13 (sync/product/catalog.ts BILL_TYPES). 押金 and 其他押金 are deposits, 房租 the lease,
 * 水电费 utilities, 服务费 service; everything else (repairs, sundries, prepayments, fees, penalties, lease and
 * check-out costs, other) is other.
 */
export const BILL_GROUPS = ['deposit', 'lease', 'hydropower', 'service', 'other'] as const;
export type BillGroup = (typeof BILL_GROUPS)[number];

const GROUP_OF: Record<number, BillGroup> = { 1: 'lease', 2: 'deposit', 3: 'hydropower', 4: 'service', 12: 'deposit' };

/** The report group of a bill type. */
export const billGroupOf = (billsType: number): BillGroup => GROUP_OF[billsType] ?? 'other';
