import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { financeDashboard as d } from '../../../sync/contract/finance/dashboard';
import type { DayRange } from '../../../sync/rules/finance/dashboard-ranges';

/** Query key root of /BalancePaymentsList. */
export const FINANCE_DASHBOARD_KEY = ['finance', 'dashboard'] as const;

/** An apartment ('' all) and a range of days. */
export type Scope = DayRange & { apartmentId: string };
const q = (s: Scope) => ({ apartmentId: s.apartmentId || undefined, startTime: s.startTime, endTime: s.endTime });

export const useBillsFigure = (s: Scope) =>
  useQuery({ queryKey: [...FINANCE_DASHBOARD_KEY, 'bills', s], queryFn: () => call(d.bills, { query: q(s) }) });
export const useExpectedFigure = (s: Scope) =>
  useQuery({ queryKey: [...FINANCE_DASHBOARD_KEY, 'expected', s], queryFn: () => call(d.expected, { query: q(s) }) });
export const useFlowSeries = (s: Scope, mode: 0 | 1) =>
  useQuery({
    queryKey: [...FINANCE_DASHBOARD_KEY, 'flow', s, mode],
    queryFn: () => call(d.flow, { query: { ...q(s), mode: String(mode) as '0' | '1' } }),
  });
export const useBillSeries = (s: Scope, mode: 0 | 1) =>
  useQuery({
    queryKey: [...FINANCE_DASHBOARD_KEY, 'bill-series', s, mode],
    queryFn: () => call(d.billSeries, { query: { ...q(s), mode: String(mode) as '0' | '1' } }),
  });
export const useHouseCounts = (apartmentId: string) =>
  useQuery({
    queryKey: [...FINANCE_DASHBOARD_KEY, 'houses', apartmentId],
    queryFn: () => call(d.houses, { query: { apartmentId: apartmentId || undefined } }),
  });
export const useContractCounts = (apartmentId: string, within: number) =>
  useQuery({
    queryKey: [...FINANCE_DASHBOARD_KEY, 'contracts', apartmentId, within],
    queryFn: () => call(d.contracts, { query: { apartmentId: apartmentId || undefined, within } }),
  });
