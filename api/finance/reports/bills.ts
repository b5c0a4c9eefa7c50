import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { bills, leases } from '../../leases/schema';
import { apartments, rooms } from '../../houses/schema';
import {
  billSumColumns,
  billTotals,
  billWhere,
  foldBillTypes,
  type BillFilter,
  type BillTotals,
} from '../sums/bill-sums';
import { REPORT_TEXT } from '../../../sync/rules/finance/report-rules';
import type { BillReportQuery, BillReportRow } from '../../../sync/contract/finance/reports';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** A bill report row (§3) from the folded totals (billTotals' shape). */
function row(key: string, name: string, t: BillTotals): BillReportRow {
  const g = t.groups;
  return {
    key,
    name,
    billsReceivableTotal: t.receivable,
    billsAccountTotal: t.received,
    billsPendingTotal: t.pending,
    depositAccount: g.deposit.received,
    depositPending: g.deposit.pending,
    leaseAccount: g.lease.received,
    leasePending: g.lease.pending,
    hydropowerAccount: g.hydropower.received,
    hydropowerPending: g.hydropower.pending,
    serviceAccount: g.service.received,
    servicePending: g.service.pending,
    otherAccount: g.other.received,
    otherPending: g.other.pending,
  };
}

/**
 * GET /api/finance/reports/bills: the bill report, one row per room of the valid bills of the shared sums (billWhere:
 * org, scope, not void, not bad debt, lease not deleted, receivable date in range), by apartment and room, 10 a page;
 * the summary row (合计) is billTotals of the same filter.
 */
export async function billReport(db: Reader, user: Who, q: BillReportQuery) {
  const f: BillFilter = {
    apartmentId: q.apartmentId || undefined,
    areaId: q.areaId || undefined,
    startTime: q.startTime,
    endTime: q.endTime,
  };
  const where = billWhere(db, user, f);
  const aptName = sql<string>`coalesce(${apartments.name}, '')`;
  const house = sql<string>`coalesce(${rooms.houseNumber}, '')`;
  const roomsOf = db
    .select({ roomId: leases.roomId, aptName: aptName.as('apt_name'), house: house.as('house') })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .leftJoin(rooms, eq(rooms.id, leases.roomId))
    .leftJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(where)
    .groupBy(leases.roomId, aptName, house)
    .as('g');
  const [summary, [{ n }], page] = await Promise.all([
    billTotals(db, user, f),
    db.select({ n: count() }).from(roomsOf),
    db
      .select()
      .from(roomsOf)
      .orderBy(asc(roomsOf.aptName), asc(roomsOf.house), asc(roomsOf.roomId))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  const ids = page.map((p) => p.roomId);
  const sums = ids.length
    ? await db
        .select({ roomId: leases.roomId, billsType: bills.billsType, ...billSumColumns })
        .from(bills)
        .innerJoin(leases, eq(leases.id, bills.leaseId))
        .where(and(where, inArray(leases.roomId, ids)))
        .groupBy(leases.roomId, bills.billsType)
    : [];
  const records = page.map((p) =>
    row(p.roomId, `${p.aptName} ${p.house}`.trim(), foldBillTypes(sums.filter((s) => s.roomId === p.roomId))),
  );
  const total = Number(n);
  return {
    summary: row('', REPORT_TEXT.summary, summary),
    records,
    total,
    current: q.current,
    size: q.size,
    pages: Math.max(1, Math.ceil(total / q.size)),
  };
}
