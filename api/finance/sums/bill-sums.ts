import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { bills, leases } from '../../leases/schema';
import { BILL_PAY, BILL_VALID } from '../../../sync/rules/bills/bill-status';
import { BILL_GROUPS, billGroupOf, type BillGroup } from '../../../sync/rules/finance/bill-groups';
import { inArea, moneyScope } from './scope';
import { fillSeries, seriesKeys } from './series-keys';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * THE sums of the bills (issue 21): what was owed, received and is still pending, for the bill report, the finance
 * dashboard's total bills and expected income and its bill statistics. A bill counts when it is valid (validStatus
 * valid: not void, not bad debt) and its lease is not deleted; received is the amountReceived of the paid ones,
 * pending the accountReceivable of the unpaid ones (lease-status.ts canVoidBill/isOverdue name the same state).
 */
export interface BillFilter {
  apartmentId?: string;
  /** District code of the apartment (apartments.districtCode). */
  areaId?: string;
  /** Shanghai days 'YYYY-MM-DD' of receivableDate, either open. */
  startTime?: string;
  endTime?: string;
}

export interface BillAmounts {
  receivable: number;
  received: number;
  pending: number;
}

export interface BillTotals extends BillAmounts {
  /** How many bills. */
  count: number;
  /** The same split by the bill report's groups (sync/rules/finance/bill-groups.ts). */
  groups: Record<BillGroup, BillAmounts>;
}

/** The WHERE of the valid bills (joined to their lease) of rooms the user sees matching f. */
export function billWhere(db: Reader, user: Who, f: BillFilter): SQL | undefined {
  return and(
    eq(bills.orgId, user.orgId),
    eq(bills.validStatus, BILL_VALID.valid),
    isNull(leases.deletedAt),
    moneyScope(db, user, leases.roomId, leases.apartmentId),
    f.apartmentId ? eq(leases.apartmentId, f.apartmentId) : undefined,
    f.areaId ? inArea(db, user.orgId, leases.apartmentId, f.areaId) : undefined,
    f.startTime ? gte(bills.receivableDate, f.startTime) : undefined,
    f.endTime ? lte(bills.receivableDate, f.endTime) : undefined,
  );
}

const money = (v: SQL) => sql<string | number>`coalesce(sum(${v}), 0)`;
/** The sum columns of the bills a query groups. */
export const billSumColumns = {
  receivable: money(sql`${bills.accountReceivable}`),
  received: money(sql`case when ${bills.payStatus} = ${BILL_PAY.paid} then ${bills.amountReceived} else 0 end`),
  pending: money(sql`case when ${bills.payStatus} = ${BILL_PAY.unpaid} then ${bills.accountReceivable} else 0 end`),
  count: sql<string | number>`count(*)`,
};

const zero = (): BillAmounts => ({ receivable: 0, received: 0, pending: 0 });

/** Adds the amounts of a row (numbers or PostgreSQL's numeric strings) to `to`. */
export function addAmounts(to: BillAmounts, r: { receivable: unknown; received: unknown; pending: unknown }) {
  to.receivable += Number(r.receivable);
  to.received += Number(r.received);
  to.pending += Number(r.pending);
}

/** Per-type sums folded into the totals and the groups. */
export function foldBillTypes(
  rows: { billsType: number; receivable: unknown; received: unknown; pending: unknown; count: unknown }[],
): BillTotals {
  const t: BillTotals = {
    ...zero(),
    count: 0,
    groups: Object.fromEntries(BILL_GROUPS.map((g) => [g, zero()])) as Record<BillGroup, BillAmounts>,
  };
  for (const r of rows) {
    addAmounts(t, r);
    addAmounts(t.groups[billGroupOf(r.billsType)], r);
    t.count += Number(r.count);
  }
  return t;
}

/**
 * Valid bills (not voided, not bad debt, not deleted) of rooms the user sees whose receivableDate is in range:
 * receivable (accountReceivable), received (amountReceived of paid ones), pending (receivable of unpaid), and the
 * same split by the bill report's groups: deposit, lease (rent), hydropower (utilities), service, other.
 */
export async function billTotals(db: Reader, user: Who, f: BillFilter): Promise<BillTotals> {
  const rows = await db
    .select({ billsType: bills.billsType, ...billSumColumns })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .where(billWhere(db, user, f))
    .groupBy(bills.billsType);
  return foldBillTypes(rows);
}

/** Receivable, received and pending per receivable day (mode 0) or month (mode 1) over f's range, ascending. */
export async function billSeries(
  db: Reader,
  user: Who,
  f: BillFilter,
  mode: 0 | 1,
): Promise<{ key: string; receivable: number; received: number; pending: number }[]> {
  const key = mode === 0 ? sql<string>`${bills.receivableDate}` : sql<string>`substr(${bills.receivableDate}, 1, 7)`;
  const rows = await db
    .select({ key, ...billSumColumns })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .where(billWhere(db, user, f))
    .groupBy(key);
  return fillSeries(
    rows.map((r) => ({
      key: String(r.key),
      receivable: Number(r.receivable),
      received: Number(r.received),
      pending: Number(r.pending),
    })),
    seriesKeys(f.startTime, f.endTime, mode),
    (k) => ({ key: k, ...zero() }),
  );
}
