import { addDays } from '../../../sync/rules/common/shanghai-time';
import { monthOf, weekOf } from '../../../sync/rules/common/calendar-ranges';

/** A date range's shortcuts, in the order the bar shows them. */
export const DATE_SHORTCUTS = ['今天', '本周', '本月', '上月', '近7天', '近30天'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range a shortcut stands for, counted from `today` (the Asia/Shanghai date, shanghaiToday): whole calendar
 * weeks (Monday to Sunday) and months, or the last N days including today.
 */
export function shortcutRange(shortcut: DateShortcut, today: string): DateRange {
  switch (shortcut) {
    case '今天':
      return { from: today, to: today };
    case '本周':
      return weekOf(today);
    case '本月':
      return monthOf(today);
    case '上月':
      return monthOf(today, -1);
    case '近7天':
      return { from: addDays(today, -6), to: today };
    case '近30天':
      return { from: addDays(today, -29), to: today };
  }
}

/**
 * The shortcuts a range bounded by `max` (its last day that can be chosen) offers, each with its range. A bound at
 * today or later only cuts the days that have not come yet (本周 and 本月 up to today); a bound before today (the
 * reports' 历史: up to the end of last month) drops every shortcut that reaches past it.
 */
export function shortcutsUpTo(today: string, max?: string): { shortcut: DateShortcut; range: DateRange }[] {
  return DATE_SHORTCUTS.flatMap((shortcut) => {
    const r = shortcutRange(shortcut, today);
    if (!max || r.to <= max) return [{ shortcut, range: r }];
    return max >= today ? [{ shortcut, range: { from: r.from, to: max } }] : [];
  });
}

/** The shortcut a range equals today (within `max`), if any (the bar highlights it). */
export function shortcutOf(range: DateRange, today: string, max?: string): DateShortcut | null {
  return shortcutsUpTo(today, max).find(({ range: r }) => r.from === range.from && r.to === range.to)?.shortcut ?? null;
}
