/**
 * The contract of the finance dashboard (/BalancePaymentsList, spec part 4 §2 "Finance dashboard", §4, §7, §9):
 * total bills of a past range, expected income of a future range, the flow and bill statistics by day or month, the
 * rooms rented and vacant, and the contracts expiring and expired. Every money figure is one of the shared sums
 * (api/finance/sums); each figure opens the list that shows exactly it. Money in fen; days 'YYYY-MM-DD' Shanghai.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, int, obj } from '../kit';
import { textFilter } from '../list-filters';
import { dayFilter, orderedRange } from './ledger';
import { EXPIRY_WINDOWS } from '../../rules/leases/lease-status';

const range = {
  apartmentId: textFilter(40, '公寓不正确'),
  startTime: dayFilter('开始日期不正确'),
  endTime: dayFilter('结束日期不正确'),
};

/** An apartment (optional) and a range of days; absent ends take the figure's default range. */
export const rangeQuery = orderedRange(z.object(range));
export type RangeQuery = z.infer<typeof rangeQuery>;

/** 0 daily ('YYYY-MM-DD' keys), 1 monthly ('YYYY-MM'). */
export const seriesQuery = orderedRange(
  z.object({ ...range, mode: z.enum(['0', '1'], '报表类型不正确').default('0').transform(Number) }),
);
export type SeriesQuery = z.infer<typeof seriesQuery>;

export const apartmentQuery = z.object({ apartmentId: range.apartmentId });

export const contractsQuery = z.object({
  apartmentId: range.apartmentId,
  within: z.coerce
    .number('到期天数不正确')
    .refine((v) => (EXPIRY_WINDOWS as readonly number[]).includes(v), '到期天数不正确')
    .default(60),
});

const amounts = { receivable: fen, received: fen, pending: fen };
const days = { startTime: date, endTime: date };

/** Total bills of the range (billTotals): owed, received and pending, how many bills, and by the report's groups. */
export const billsFigure = obj({
  ...days,
  ...amounts,
  count: int,
  groups: obj({
    deposit: obj(amounts),
    lease: obj(amounts),
    hydropower: obj(amounts),
    service: obj(amounts),
    other: obj(amounts),
  }),
});
export type BillsFigure = z.infer<typeof billsFigure>;

/** Expected income: the pending bills due from today within the range (sync/rules/finance/dashboard-ranges.ts). */
export const expectedFigure = obj({ ...days, expected: fen });
export type ExpectedFigure = z.infer<typeof expectedFigure>;

/** 流水统计: cash in and out per day or month, and over the whole range (ledgerTotals). */
export const flowSeries = obj({
  ...days,
  mode: int,
  inTotal: fen,
  outTotal: fen,
  points: z.array(obj({ key: z.string(), inTotal: fen, outTotal: fen })),
});
export type FlowSeries = z.infer<typeof flowSeries>;

/** 账单统计: owed, received and pending per day or month of the receivable date, and over the range (billTotals). */
export const billSeries = obj({
  ...days,
  mode: int,
  ...amounts,
  points: z.array(obj({ key: z.string(), ...amounts })),
});
export type BillSeries = z.infer<typeof billSeries>;

/** The rooms (the board's statistics: /api/board/stats houseTotal, rentedHouse, vacantHouse). */
export const houseCounts = obj({ totalNum: int, rentNum: int, vacantNum: int });
export type HouseCounts = z.infer<typeof houseCounts>;

/** Leases about to expire within `within` days and already expired (the lease list's tabs 2 and 3). */
export const contractCounts = obj({ within: int, expiringNum: int, expiredNum: int });
export type ContractCounts = z.infer<typeof contractCounts>;

export const financeDashboard = {
  bills: route({ method: 'GET', path: '/api/finance/dashboard/bills', query: rangeQuery, reply: billsFigure }),
  expected: route({
    method: 'GET',
    path: '/api/finance/dashboard/expected',
    query: rangeQuery,
    reply: expectedFigure,
  }),
  flow: route({ method: 'GET', path: '/api/finance/dashboard/flow', query: seriesQuery, reply: flowSeries }),
  billSeries: route({
    method: 'GET',
    path: '/api/finance/dashboard/bill-series',
    query: seriesQuery,
    reply: billSeries,
  }),
  houses: route({ method: 'GET', path: '/api/finance/dashboard/houses', query: apartmentQuery, reply: houseCounts }),
  contracts: route({
    method: 'GET',
    path: '/api/finance/dashboard/contracts',
    query: contractsQuery,
    reply: contractCounts,
  }),
};
