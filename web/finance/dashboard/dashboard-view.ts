import { useSearchParams } from 'react-router-dom';
import { valuesOf, withValues, type FilterField } from '../../components/filters/filter-fields';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { isDate } from '../../../sync/rules/leases/lease-rules';
import {
  defaultNextRange,
  defaultPastRange,
  defaultStatsRange,
  type DayRange,
} from '../../../sync/rules/finance/dashboard-ranges';
import { EXPIRY_WINDOWS, type ExpiryWindow } from '../../../sync/rules/leases/lease-status';

/**
 * What /BalancePaymentsList shows, kept in the URL as the list screens keep their filters (the kit's valuesOf /
 * withValues, web/components/filters/filter-fields.ts): the apartment, the total bills' days, the expected income's
 * days, 流水统计 / 账单统计, 日报 / 月报 and its days, and 30 / 60 / 90 天. A reload or back / forward shows the same
 * view; a missing or bad value (an unknown toggle, a day that is not one, a reversed range, a past range reaching
 * after today or an expected one before it) is its default. Defaults are left out of the URL.
 */
type Key =
  | 'apartmentId'
  | 'billsStart'
  | 'billsEnd'
  | 'expectedStart'
  | 'expectedEnd'
  | 'kind'
  | 'mode'
  | 'statsStart'
  | 'statsEnd'
  | 'within';

const choice = (key: Key, values: readonly string[]): FilterField<Key> => ({
  kind: 'select',
  key,
  label: key,
  options: values.map((value) => ({ value, label: value })),
});

const FIELDS: FilterField<Key>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'dates', from: 'billsStart', to: 'billsEnd', label: '账单日期' },
  { kind: 'dates', from: 'expectedStart', to: 'expectedEnd', label: '应收日期' },
  choice('kind', ['flow', 'bills']),
  choice('mode', ['0', '1']),
  { kind: 'dates', from: 'statsStart', to: 'statsEnd', label: '统计日期' },
  choice('within', EXPIRY_WINDOWS.map(String)),
];

export type StatsKind = 'flow' | 'bills';

export interface DashboardView {
  apartmentId: string;
  bills: DayRange;
  expected: DayRange;
  kind: StatsKind;
  mode: 0 | 1;
  stats: DayRange;
  within: ExpiryWindow;
}

/** A range from the URL, or `fallback` when it is not a range of days within [min, max]. */
function rangeOf(start: string, end: string, fallback: DayRange, bounds: { min?: string; max?: string }): DayRange {
  const fine =
    isDate(start) &&
    isDate(end) &&
    start <= end &&
    (!bounds.min || start >= bounds.min) &&
    (!bounds.max || end <= bounds.max);
  return fine ? { startTime: start, endTime: end } : fallback;
}

/** The view a URL describes, each bad or missing part its default (`today`: the Shanghai day). */
export function viewOf(params: URLSearchParams, today: string): DashboardView {
  const v = valuesOf(FIELDS, params);
  const mode = v.mode === '1' ? 1 : 0;
  const within = Number(v.within);
  return {
    apartmentId: v.apartmentId,
    bills: rangeOf(v.billsStart, v.billsEnd, defaultPastRange(today), { max: today }),
    expected: rangeOf(v.expectedStart, v.expectedEnd, defaultNextRange(today), { min: today }),
    kind: v.kind === 'bills' ? 'bills' : 'flow',
    mode,
    stats: rangeOf(v.statsStart, v.statsEnd, defaultStatsRange(mode, today), { max: today }),
    within: (EXPIRY_WINDOWS as readonly number[]).includes(within) ? (within as ExpiryWindow) : 60,
  };
}

/** The URL of a view: its parts that differ from their defaults (the screen's other parameters kept). */
export function paramsOf(params: URLSearchParams, view: DashboardView, today: string): URLSearchParams {
  const range = (r: DayRange, d: DayRange) =>
    r.startTime === d.startTime && r.endTime === d.endTime ? ['', ''] : [r.startTime, r.endTime];
  const [billsStart, billsEnd] = range(view.bills, defaultPastRange(today));
  const [expectedStart, expectedEnd] = range(view.expected, defaultNextRange(today));
  const [statsStart, statsEnd] = range(view.stats, defaultStatsRange(view.mode, today));
  return withValues(params, FIELDS, {
    apartmentId: view.apartmentId,
    billsStart,
    billsEnd,
    expectedStart,
    expectedEnd,
    kind: view.kind === 'flow' ? '' : view.kind,
    mode: view.mode ? '1' : '',
    statsStart,
    statsEnd,
    within: view.within === 60 ? '' : String(view.within),
  });
}

/** The dashboard's view and its setter (a new history entry, so back returns to the view before). */
export function useDashboardView(): [DashboardView, (patch: Partial<DashboardView>) => void] {
  const [params, setParams] = useSearchParams();
  const today = shanghaiToday(Date.now());
  const view = viewOf(params, today);
  const set = (patch: Partial<DashboardView>) => {
    const next = { ...view, ...patch };
    // A new mode starts from its own default days.
    if (patch.mode !== undefined && patch.mode !== view.mode && !patch.stats)
      next.stats = defaultStatsRange(next.mode, today);
    setParams(paramsOf(params, next, today));
  };
  return [view, set];
}
