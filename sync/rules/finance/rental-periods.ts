import { addDays } from '../common/shanghai-time';
import { monthOf, weekOf, type CalendarRange } from '../common/calendar-ranges';
import { leaseLength } from '../bills/bill-plan';

/**
 * The periods of the staff ranking (spec part 4 §2, §9): 0 昨天, 1 本周, 2 上周, 3 本月, 4 上月, in Asia/Shanghai days,
 * weeks starting on Monday, both ends included.
 */
export const TIME_TYPES = [0, 1, 2, 3, 4] as const;
export type TimeType = (typeof TIME_TYPES)[number];
export const TIME_TYPE_TEXT: Record<TimeType, string> = { 0: '昨天', 1: '本周', 2: '上周', 3: '本月', 4: '上月' };

/** The first and last day of a period on `today`. */
export function periodOf(t: TimeType, today: string): { startTime: string; endTime: string } {
  const yesterday = addDays(today, -1);
  const r: CalendarRange =
    t === 0
      ? { from: yesterday, to: yesterday }
      : t === 1
        ? weekOf(today)
        : t === 2
          ? weekOf(today, -1)
          : monthOf(today, t === 3 ? 0 : -1);
  return { startTime: r.from, endTime: r.to };
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
