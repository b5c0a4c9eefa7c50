import { addDays, dayNumber, daysInMonth } from '../common/shanghai-time';
import { leaseLength } from '../bills/bill-plan';

/**
 * The periods of the staff ranking (spec part 4 §2, §9): 0 昨天, 1 本周, 2 上周, 3 本月, 4 上月, in Asia/Shanghai days,
 * weeks starting on Monday, both ends included.
 */
export const TIME_TYPES = [0, 1, 2, 3, 4] as const;
export type TimeType = (typeof TIME_TYPES)[number];
export const TIME_TYPE_TEXT: Record<TimeType, string> = { 0: '昨天', 1: '本周', 2: '上周', 3: '本月', 4: '上月' };

/** The Monday of the week of `day` (1970-01-01 was a Thursday: day number 0 is weekday 3 counted from Monday). */
export const mondayOf = (day: string) => addDays(day, -((dayNumber(day) + 3) % 7));

/** The first and last day of a period on `today`. */
export function periodOf(t: TimeType, today: string): { startTime: string; endTime: string } {
  if (t === 0) return { startTime: addDays(today, -1), endTime: addDays(today, -1) };
  if (t === 1) return { startTime: mondayOf(today), endTime: addDays(mondayOf(today), 6) };
  if (t === 2) return { startTime: addDays(mondayOf(today), -7), endTime: addDays(mondayOf(today), -1) };
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = t === 3 ? [y, m] : m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = `${py}-${String(pm).padStart(2, '0')}-01`;
  return { startTime: first, endTime: addDays(first, daysInMonth(py, pm) - 1) };
}

/** The days of the rental cards: `n` days, today the last, oldest first. */
export const cardDays = (today: string, n: number) => Array.from({ length: n }, (_, i) => addDays(today, i - n + 1));

/** A lease's term in months, with its remaining days as a fraction of a 30-day month (2 decimals). */
export function termMonths(startDate: string, endDate: string): number {
  const { months, days } = leaseLength(startDate, endDate);
  return round2(months + days / 30);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The average of `values`, 0 for none, with 2 decimals. */
export const average = (values: number[]) =>
  values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0;

/**
 * How a signing stands to the tenant's earlier leases in the organisation (there is no renewal or room-change record:
 * a renewal is a new lease of the same tenant — by phone — on a room they leased before, a room change one on
 * another room while they had leased before): 'relet', 'change' or 'new'.
 */
export function signingKind(
  lease: { roomId: string; phone: string; signedAt: number },
  earlier: readonly { roomId: string; phone: string; signedAt: number }[],
): 'relet' | 'change' | 'new' {
  const before = earlier.filter((e) => e.phone === lease.phone && e.signedAt < lease.signedAt);
  if (before.some((e) => e.roomId === lease.roomId)) return 'relet';
  return before.length ? 'change' : 'new';
}
