import { addDays, addMonths, dayNumber, daysInMonth } from '../../../sync/rules/common/shanghai-time';

/** A date range's shortcuts, in the order the bar shows them. */
export const DATE_SHORTCUTS = ['今天', '本周', '本月', '上月', '近7天', '近30天'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** Monday = 0 … Sunday = 6 (1970-01-01, day 0, was a Thursday). */
const weekday = (date: string) => (((dayNumber(date) + 3) % 7) + 7) % 7;

/**
 * The range a shortcut stands for, counted from `today` (the Asia/Shanghai date, shanghaiToday): whole calendar
 * weeks (Monday to Sunday) and months, or the last N days including today.
 */
export function shortcutRange(shortcut: DateShortcut, today: string): DateRange {
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = (first: string) => `${first.slice(0, 8)}${daysInMonth(+first.slice(0, 4), +first.slice(5, 7))}`;
  switch (shortcut) {
    case '今天':
      return { from: today, to: today };
    case '本周': {
      const monday = addDays(today, -weekday(today));
      return { from: monday, to: addDays(monday, 6) };
    }
    case '本月':
      return { from: monthStart, to: monthEnd(monthStart) };
    case '上月': {
      const first = addMonths(monthStart, -1);
      return { from: first, to: monthEnd(first) };
    }
    case '近7天':
      return { from: addDays(today, -6), to: today };
    case '近30天':
      return { from: addDays(today, -29), to: today };
  }
}

/** The shortcut a range equals today, if any (the bar highlights it). */
export function shortcutOf(range: DateRange, today: string): DateShortcut | null {
  return (
    DATE_SHORTCUTS.find((s) => {
      const r = shortcutRange(s, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
