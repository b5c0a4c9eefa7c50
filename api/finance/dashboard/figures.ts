import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { billSeries, billTotals } from '../sums/bill-sums';
import { ledgerSeries, ledgerTotals } from '../sums/ledger-sums';
import { boardStats } from '../../board/list-board';
import { listLeases } from '../../leases/list';
import { boardQuery } from '../../../sync/contract/board/board-inputs';
import { leaseListQuery } from '../../../sync/contract/leases/lease-inputs';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { expectedRange, pastRange } from '../../../sync/rules/finance/dashboard-ranges';
import type {
  BillSeries,
  BillsFigure,
  ContractCounts,
  ExpectedFigure,
  FlowSeries,
  HouseCounts,
  RangeQuery,
  SeriesQuery,
} from '../../../sync/contract/finance/dashboard';

/**
 * The figures of the finance dashboard (/BalancePaymentsList). None is counted here: the money figures are the shared
 * sums (api/finance/sums: the ledger screen, the reports and the property test read the same functions), the rooms
 * are the board's statistics and the contracts the lease list's tab counts, so every figure equals the list it opens.
 */

/** 账单总额: billTotals over the past range (default the last 30 days). */
export async function billsFigure(db: Reader, now: number, user: AuthUser, q: RangeQuery): Promise<BillsFigure> {
  const r = pastRange(q, shanghaiToday(now));
  const t = await billTotals(db, user, { apartmentId: q.apartmentId, ...r });
  return { ...r, receivable: t.receivable, received: t.received, pending: t.pending, count: t.count, groups: t.groups };
}

/** 预计收入: the pending of billTotals over the future part of the range (default the next 15 days). */
export async function expectedFigure(db: Reader, now: number, user: AuthUser, q: RangeQuery): Promise<ExpectedFigure> {
  const today = shanghaiToday(now);
  const r = expectedRange(q, today);
  if (!r) return { startTime: today, endTime: today, expected: 0 };
  const t = await billTotals(db, user, { apartmentId: q.apartmentId, ...r });
  return { ...r, expected: t.pending };
}

/** 流水统计: ledgerSeries by day or month, and ledgerTotals over the same range. */
export async function flowFigure(db: Reader, now: number, user: AuthUser, q: SeriesQuery): Promise<FlowSeries> {
  const r = pastRange(q, shanghaiToday(now));
  const f = { apartmentId: q.apartmentId, ...r };
  const mode = q.mode === 1 ? 1 : 0;
  const [points, t] = await Promise.all([ledgerSeries(db, user, f, mode), ledgerTotals(db, user, f)]);
  return { ...r, mode, inTotal: t.inTotal, outTotal: t.outTotal, points };
}

/** 账单统计: billSeries by day or month of the receivable date, and billTotals over the same range. */
export async function billSeriesFigure(db: Reader, now: number, user: AuthUser, q: SeriesQuery): Promise<BillSeries> {
  const r = pastRange(q, shanghaiToday(now));
  const f = { apartmentId: q.apartmentId, ...r };
  const mode = q.mode === 1 ? 1 : 0;
  const [points, t] = await Promise.all([billSeries(db, user, f, mode), billTotals(db, user, f)]);
  return { ...r, mode, receivable: t.receivable, received: t.received, pending: t.pending, points };
}

/** The rooms, rented and vacant: the board's statistics (/api/board/stats) of the same apartment. */
export async function houseCounts(
  db: Reader,
  now: number,
  user: AuthUser,
  q: { apartmentId?: string },
): Promise<HouseCounts> {
  const s = await boardStats(db, now, user, boardQuery.parse({ apartmentId: q.apartmentId }));
  return { totalNum: s.houseTotal, rentNum: s.rentedHouse, vacantNum: s.vacantHouse };
}

/** 即将到期 within 30/60/90 days and 已到期: the lease list's tab counts with the same filter (tabs 2 and 3). */
export async function contractCounts(
  db: Reader,
  now: number,
  user: AuthUser,
  q: { apartmentId?: string; within: number },
): Promise<ContractCounts> {
  const f = leaseListQuery.parse({ apartmentId: q.apartmentId, within: String(q.within), tab: '2', size: '1' });
  const { tabCounts } = await listLeases(db, now, user, f);
  return { within: q.within, expiringNum: tabCounts[2], expiredNum: tabCounts[3] };
}
