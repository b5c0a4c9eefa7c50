import { call, type ListFilters } from '../../lib/api';
import { reports, type BillReportRow, type FlowRow } from '../../../sync/contract/finance/reports';
import type { Page } from '../../../sync/contract/envelope';
import type { PaymentScope } from '../../../sync/rules/finance/report-rules';

/** Query key root of the reports (/ShuJuBaoBiao, /StatementDetails). */
export const REPORTS_KEY = ['finance', 'reports'] as const;

export type ReportFilters = ListFilters<typeof reports.flow, 'by' | 'paymentDate'>;

/** A page of the flow report: the days it covers ('' an open end), 本月's as the server counts them. */
export type FlowPage = Page<FlowRow> & { startTime: string; endTime: string };

/**
 * A page of a report with its summary row (合计) first on page 1: the table's first row and the export's first row
 * (the export reads every page), as part 4 §2 wants.
 */
function withSummary<R>(p: {
  summary: R;
  records: R[];
  total: number;
  current: number;
  size: number;
  pages: number;
}): Page<R> {
  return {
    records: p.current === 1 ? [p.summary, ...p.records] : p.records,
    total: p.total,
    current: p.current,
    size: p.size,
    pages: p.pages,
  };
}

export async function fetchFlowReport(
  f: Partial<ReportFilters>,
  by: 'house' | 'date',
  paymentDate: PaymentScope,
  current: number,
  size = 10,
): Promise<FlowPage> {
  const p = await call(reports.flow, { query: { ...f, by, paymentDate, current, size } });
  return { ...withSummary<FlowRow>(p), startTime: p.startTime, endTime: p.endTime };
}

export const fetchBillReport = async (f: Partial<ReportFilters>, current: number, size = 10) =>
  withSummary<BillReportRow>(await call(reports.bills, { query: { ...f, current, size } }));

export const fetchAreas = () => call(reports.areas);
