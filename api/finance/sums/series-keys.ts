import { addDays, addMonths, daysBetween } from '../../../sync/rules/common/shanghai-time';

/** At most this many keys are filled in (a year and a bit of days). */
const MAX_KEYS = 400;

/** The month 'YYYY-MM' after `m`. */
const nextMonth = (m: string) => addMonths(`${m}-01`, 1).slice(0, 7);

/**
 * The keys of a series over the days startTime…endTime: each Shanghai day 'YYYY-MM-DD' (mode 0) or month 'YYYY-MM'
 * (mode 1), so that a chart shows the days with nothing as zero. Empty when either end is open or the range is
 * reversed or too long (the series then has only the keys that have money).
 */
export function seriesKeys(startTime: string | undefined, endTime: string | undefined, mode: 0 | 1): string[] {
  if (!startTime || !endTime || startTime > endTime || daysBetween(startTime, endTime) > MAX_KEYS) return [];
  const keys: string[] = [];
  if (mode === 0) for (let d = startTime; d <= endTime; d = addDays(d, 1)) keys.push(d);
  else for (let m = startTime.slice(0, 7); m <= endTime.slice(0, 7); m = nextMonth(m)) keys.push(m);
  return keys;
}

/** Rows keyed by `key`, with a zero row (`zero(key)`) for each key of `keys` that has none, in key order. */
export function fillSeries<R extends { key: string }>(rows: R[], keys: string[], zero: (key: string) => R): R[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const k of keys) if (!byKey.has(k)) byKey.set(k, zero(k));
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
