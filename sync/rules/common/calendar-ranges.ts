import { addDays, addMonths, dayNumber, daysInMonth } from './shanghai-time';

/**
 * Calendar weeks (Monday to Sunday) and months of 'YYYY-MM-DD' business dates (Asia/Shanghai), both ends included:
 * the filter bar's shortcuts (本周, 本月, 上月) and the staff ranking's periods (本周, 上周, 本月, 上月) are these.
 */
export interface CalendarRange {
  from: string;
  to: string;
}

/** Monday = 0 … Sunday = 6 (1970-01-01, day 0, was a Thursday). */
const weekday = (date: string) => (((dayNumber(date) + 3) % 7) + 7) % 7;

/** The Monday of the week of `date`. */
export const mondayOf = (date: string) => addDays(date, -weekday(date));

/** The week (Monday to Sunday) of `date`; `offset` weeks later (−1: the week before). */
export function weekOf(date: string, offset = 0): CalendarRange {
  const monday = addDays(mondayOf(date), 7 * offset);
  return { from: monday, to: addDays(monday, 6) };
}

/** The calendar month of `date`; `offset` months later (−1: the month before). */
export function monthOf(date: string, offset = 0): CalendarRange {
  const first = addMonths(`${date.slice(0, 8)}01`, offset);
  return { from: first, to: `${first.slice(0, 8)}${daysInMonth(+first.slice(0, 4), +first.slice(5, 7))}` };
}
