/**
 * The contract of the reports (/ShuJuBaoBiao and /StatementDetails, spec part 4 §2 "Reports", §3 "Flow report row",
 * "Bill report row", §7): the flow report by house or by date and the bill report by house, each with its summary row
 * over the whole filtered range (not the page): the flow summary is the ledger totals of the same filter
 * (api/finance/sums ledgerTotals), the bill summary the bill totals (billTotals). Money in fen.
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, int, obj, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { dayFilter, ledgerFilterFields, orderedRange } from './ledger';
import { PAYMENT_SCOPES, REPORT_MSG } from '../../rules/finance/report-rules';

const range = {
  apartmentId: textFilter(40, '公寓不正确'),
  areaId: textFilter(12, '区域不正确'),
  startTime: dayFilter('开始日期不正确'),
  endTime: dayFilter('结束日期不正确'),
  ...pageQuery,
};

export const flowQuery = orderedRange(
  z.object({
    ...range,
    by: z.enum(['house', 'date'], '报表类型不正确').default('house'),
    /** 交易状态: the entries' write-off state, 0 未核销, 1 已核销 (absent: all), as the ledger's filter. */
    verifyStatus: ledgerFilterFields.verifyStatus,
    /**
     * 收款日期: 'month' (本月: the server's current Shanghai month up to today; the range is ignored) or 'history' (历史:
     * the range, before the current month); absent, the range as given (sync/rules/finance/report-rules.ts).
     */
    paymentDate: z.enum(PAYMENT_SCOPES, REPORT_MSG.scope).optional(),
  }),
);
export type FlowQuery = z.infer<typeof flowQuery>;
export const billReportQuery = orderedRange(z.object(range));
export type BillReportQuery = z.infer<typeof billReportQuery>;

/** A flow report row (§3): the in and out of the row's money, and by kind (lease 1, bookkeeping 3, advance 2). */
export const flowRow = obj({
  /** The room's id, the day, or '' for the summary row. */
  key: z.string(),
  /** The room ('东湖公寓 105'), the apartment or the organisation for money of no room, the day, or 合计. */
  name: z.string(),
  inAccountTotal: fen,
  outAccountTotal: fen,
  leaseIn: fen,
  leaseOut: fen,
  bookkeepingIn: fen,
  bookkeepingOut: fen,
  advanceIn: fen,
  advanceOut: fen,
});
export type FlowRow = z.infer<typeof flowRow>;

/** A bill report row (§3): received (account) and pending of the room's valid bills, and by group. */
export const billReportRow = obj({
  key: z.string(),
  name: z.string(),
  billsReceivableTotal: fen,
  billsAccountTotal: fen,
  billsPendingTotal: fen,
  depositAccount: fen,
  depositPending: fen,
  leaseAccount: fen,
  leasePending: fen,
  hydropowerAccount: fen,
  hydropowerPending: fen,
  serviceAccount: fen,
  servicePending: fen,
  otherAccount: fen,
  otherPending: fen,
});
export type BillReportRow = z.infer<typeof billReportRow>;

const reportPage = <T extends z.ZodType>(row: T) =>
  obj({ summary: row, records: z.array(row), total: int, current: int, size: int, pages: int });

/** The flow report's page, with the days it covers ('' for an open end): 本月's are the server's. */
const flowPage = reportPage(flowRow).extend({ startTime: z.string(), endTime: z.string() });

export const reports = {
  flow: route({ method: 'GET', path: '/api/finance/reports/flow', query: flowQuery, reply: flowPage }),
  bills: route({
    method: 'GET',
    path: '/api/finance/reports/bills',
    query: billReportQuery,
    reply: reportPage(billReportRow),
  }),
  /** The districts of the apartments the user sees (the 区域 filter). */
  areas: route({
    method: 'GET',
    path: '/api/finance/reports/areas',
    reply: z.array(obj({ areaId: z.string(), name: z.string() })),
  }),
};
