import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Harness } from '../harness';
import { apartments } from '../../../api/houses/schema';
import { leases } from '../../../api/leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { grantPerms } from './auth';
import { PERMS } from '../../../sync/product/permissions';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';

/** Rows of a finance list read page by page (100 a page), as the export does. */
export async function allPages<R = any>(
  h: Harness,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
) {
  const rows: R[] = [];
  for (let current = 1; ; current++) {
    const qs = new URLSearchParams(
      Object.entries({ ...query, current, size: 100 }).map(([k, v]) => [k, String(v)]),
    ).toString();
    const r = await h.call('GET', `${path}?${qs}`, { token });
    if (r.status !== 200) throw new Error(`${path} ${r.status} ${r.text}`);
    rows.push(...(r.json.data.records as R[]));
    if (current >= r.json.data.pages) return { rows, total: r.json.data.total as number };
  }
}

/** Sums of ledger rows as the totals name them: in − out and the counts, from the rows alone. */
export function sumRows(rows: { inOut: number; amount: number; verifyStatus: number; count?: number }[]) {
  let inTotal = 0;
  let outTotal = 0;
  let inVerify = 0;
  let outVerify = 0;
  let inCount = 0;
  let outCount = 0;
  for (const r of rows) {
    const n = r.count ?? 1;
    if (r.inOut === 1) {
      inTotal += r.amount;
      inCount += n;
      if (r.verifyStatus === VERIFY_STATUS.done) inVerify += r.amount;
    } else {
      outTotal += r.amount;
      outCount += n;
      if (r.verifyStatus === VERIFY_STATUS.done) outVerify += r.amount;
    }
  }
  return {
    inOutTotal: inTotal - outTotal,
    inOutCount: inCount + outCount,
    inOutVerify: inVerify - outVerify,
    inTotal,
    inCount,
    inVerify,
    outTotal,
    outCount,
    outVerify,
  };
}

/** The demo staff role 管家 (13800000003: 东湖 only) given the ledger and the reports. */
export const grantStaffFinance = (h: Harness) =>
  grantPerms(h.db, '管家', PERMS.ledger, PERMS.statements, PERMS.reports);

/**
 * Books a bookkeeping entry on a lease through POST /api/bookkeeping (income 1 or expense 0, positive fen, the first
 * item of its type, paid `paymentDate`); answers its receipt number ('' for an expense).
 */
export async function bookkeep(
  h: Harness,
  token: string,
  leaseId: string,
  tallyType: 0 | 1,
  amount: number,
  paymentDate: string,
): Promise<string> {
  const cats = (await h.call('GET', '/api/bookkeeping/categories', { token })).json.data as {
    superId: number;
    items: { subId: string }[];
  }[];
  const subId = cats.find((c) => c.items.length)!.items[0]!.subId;
  const r = await h.call('POST', '/api/bookkeeping', {
    token,
    json: { leaseId, tallyType, subId, amount, paymentDate, paymentWay: 1, remark: '' },
  });
  if (r.status !== 200) throw new Error(r.text);
  return r.json.data.receiptNumber as string;
}

/** A lease in effect in the apartment called `apartment` (the running-lease demo's). */
export async function leaseIn(h: Harness, apartment: string): Promise<string> {
  const [row] = await h.db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(and(eq(apartments.name, apartment), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id))
    .limit(1);
  if (!row) throw new Error(`no lease in effect in ${apartment}`);
  return row.id;
}
