import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { withinDays } from '../../http/within-days';
import { dialect } from '../../db/dialect';
import { daysBetween } from '../../../sync/rules/common/shanghai-time';
import { monthOf } from '../../../sync/rules/common/calendar-ranges';
import { ledgerEntries as l } from '../../ledger/schema';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';
import { KIND_SOURCE_TYPES } from '../../../sync/rules/finance/ledger-kind';
import { inArea, moneyScope } from './scope';
import { fillSeries, seriesKeys } from './series-keys';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * THE sums of the ledger (issue 21): every figure of cash in and out — the ledger's totals, the flow report, the
 * finance dashboard's flow statistics — is one of these over the same WHERE (ledgerWhere), so the same filter gives
 * the same number on every screen. Bad debt (kind 'bad_debt': no money moved) stays out of all of them.
 */
export interface LedgerFilter {
  apartmentId?: string;
  /** District code of the apartment (apartments.districtCode). */
  areaId?: string;
  inOut?: 0 | 1;
  billType?: number;
  itemName?: string;
  paymentWay?: number;
  /** Shanghai days 'YYYY-MM-DD' of paidAt, either open. */
  startTime?: string;
  endTime?: string;
  verifyStatus?: 0 | 1;
  /** The entry's type (sync/rules/finance/ledger-kind.ts): 1 lease, 2 booking, 3 bookkeeping. */
  sourceKind?: 1 | 2 | 3;
}

/** The condition of an entry of kind `k` (sync/rules/finance/ledger-kind.ts: every source not named is the lease's). */
export function sourceKindIs(k: 1 | 2 | 3): SQL {
  if (k === 1) return notInArray(l.sourceType, Object.values(KIND_SOURCE_TYPES));
  return eq(l.sourceType, KIND_SOURCE_TYPES[k]);
}

/**
 * Grouped by room, a range longer than this (or open) is read in room order (ledger_org_room_idx) rather than by day
 * and then sorted: over a year of a large organisation that is 0.2 s instead of 0.8 s; a month is read by day.
 */
const ROOM_ORDER_DAYS = 62;

/** Whether rows of f grouped by room are read in room order (see ROOM_ORDER_DAYS). */
export const readInRoomOrder = (f: Pick<LedgerFilter, 'startTime' | 'endTime'>) =>
  !f.startTime || !f.endTime || daysBetween(f.startTime, f.endTime) > ROOM_ORDER_DAYS;

/**
 * The WHERE of ledger rows a user may see matching f (org, staff scope by room/apartment, kind 'cash' only).
 * `roomOrder`: the day range is written so that no index reads by it (dialect.noIndex, the same rows), for a grouping
 * by room that reads the room index instead (readInRoomOrder).
 */
export function ledgerWhere(
  db: Reader,
  user: Who,
  f: LedgerFilter,
  opts: { roomOrder?: boolean } = {},
): SQL | undefined {
  return and(
    eq(l.orgId, user.orgId),
    eq(l.kind, 'cash'),
    moneyScope(db, user, l.roomId, l.apartmentId),
    f.apartmentId ? eq(l.apartmentId, f.apartmentId) : undefined,
    f.areaId ? inArea(db, user.orgId, l.apartmentId, f.areaId) : undefined,
    f.inOut === undefined ? undefined : eq(l.inOut, f.inOut),
    f.billType === undefined ? undefined : eq(l.billType, f.billType),
    f.itemName ? eq(l.itemName, f.itemName) : undefined,
    f.paymentWay === undefined ? undefined : eq(l.paymentWay, f.paymentWay),
    withinDays(opts.roomOrder ? dialect.noIndex(l.paidAt) : l.paidAt, f.startTime, f.endTime),
    f.verifyStatus === undefined ? undefined : eq(l.verifyStatus, f.verifyStatus),
    f.sourceKind === undefined ? undefined : sourceKindIs(f.sourceKind),
  );
}

/** §3 "Ledger totals", in fen and counts. `…Verify` is the written-off amount; inOut… is in − out (counts: both). */
export interface LedgerTotals {
  inOutTotal: number;
  inOutCount: number;
  inOutVerify: number;
  inTotal: number;
  inCount: number;
  inVerify: number;
  outTotal: number;
  outCount: number;
  outVerify: number;
}

const sumWhen = (cond: SQL, value: SQL | typeof l.amount = l.amount) =>
  sql<string | number>`coalesce(sum(case when ${cond} then ${value} else 0 end), 0)`;
const isIn = sql`${l.inOut} = 1`;
const isOut = sql`${l.inOut} = 0`;
const verified = sql`${l.verifyStatus} = ${VERIFY_STATUS.done}`;

/** The sum columns of in and out (amounts, counts, written off) of the rows a query groups. */
export const ledgerSumColumns = {
  inTotal: sumWhen(isIn),
  inCount: sumWhen(isIn, sql`1`),
  inVerify: sumWhen(sql`${isIn} and ${verified}`),
  outTotal: sumWhen(isOut),
  outCount: sumWhen(isOut, sql`1`),
  outVerify: sumWhen(sql`${isOut} and ${verified}`),
};

/** §3 ledger totals: inOutTotal (in − out), inOutCount, inOutVerify, inTotal, inCount, inVerify, outTotal, outCount, outVerify. */
export async function ledgerTotals(db: Reader, user: Who, f: LedgerFilter): Promise<LedgerTotals> {
  const [r] = await db
    .select(ledgerSumColumns)
    .from(l)
    .where(ledgerWhere(db, user, f));
  const n = (v: string | number | undefined) => Number(v ?? 0);
  const inTotal = n(r?.inTotal);
  const outTotal = n(r?.outTotal);
  const inVerify = n(r?.inVerify);
  const outVerify = n(r?.outVerify);
  const inCount = n(r?.inCount);
  const outCount = n(r?.outCount);
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

/** The key of an entry's Shanghai day (mode 0) or month (mode 1). */
const dayKey = (mode: 0 | 1) => (mode === 0 ? sql<string>`${l.billDate}` : sql<string>`substr(${l.billDate}, 1, 7)`);

/**
 * Cash in/out per Shanghai day or month ('YYYY-MM-DD' | 'YYYY-MM') over f's range: the dashboard's flow chart. Every
 * day (month) of a closed range has its row (zero when nothing moved); ascending.
 */
export async function ledgerSeries(
  db: Reader,
  user: Who,
  f: LedgerFilter,
  mode: 0 | 1,
): Promise<{ key: string; inTotal: number; outTotal: number }[]> {
  const keys = seriesKeys(f.startTime, f.endTime, mode);
  const sums = { inTotal: ledgerSumColumns.inTotal, outTotal: ledgerSumColumns.outTotal };
  // By month over a closed range: each month's days summed apart, read in day order from the day index, instead of
  // the whole range sorted by a month key (a year of 1,000,000 entries: a sort of all of them).
  if (mode === 1 && keys.length)
    return Promise.all(
      keys.map(async (key) => {
        const month = monthOf(`${key}-01`);
        const days = {
          startTime: month.from > f.startTime! ? month.from : f.startTime,
          endTime: month.to < f.endTime! ? month.to : f.endTime,
        };
        const [r] = await db
          .select(sums)
          .from(l)
          .where(ledgerWhere(db, user, { ...f, ...days }));
        return { key, inTotal: Number(r?.inTotal ?? 0), outTotal: Number(r?.outTotal ?? 0) };
      }),
    );
  const key = dayKey(mode);
  const rows = await db
    .select({ key, ...sums })
    .from(l)
    .where(ledgerWhere(db, user, f))
    .groupBy(key);
  return fillSeries(
    rows.map((r) => ({ key: String(r.key), inTotal: Number(r.inTotal), outTotal: Number(r.outTotal) })),
    keys,
    (k) => ({ key: k, inTotal: 0, outTotal: 0 }),
  );
}
