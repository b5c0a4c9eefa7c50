import { call, type ListFilters } from '../../lib/api';
import { reports, type BillReportRow, type FlowRow } from '../../../sync/contract/finance/reports';
import type { Page } from '../../../sync/contract/envelope';

/** Query key root of the reports (/ShuJuBaoBiao, /StatementDetails). */
export const REPORTS_KEY = ['finance', 'reports'] as const;

export type ReportFilters = ListFilters<typeof reports.flow, 'by'>;

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

export const fetchFlowReport = async (f: Partial<ReportFilters>, by: 'house' | 'date', current: number, size = 10) =>
  withSummary<FlowRow>(await call(reports.flow, { query: { ...f, by, current, size } }));

export const fetchBillReport = async (f: Partial<ReportFilters>, current: number, size = 10) =>
  withSummary<BillReportRow>(await call(reports.bills, { query: { ...f, current, size } }));

export const fetchAreas = () => call(reports.areas);
