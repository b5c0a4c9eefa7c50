import { addDays } from '../common/shanghai-time';
import { monthOf } from '../common/calendar-ranges';

/**
 * The finance dashboard's ranges (spec part 4 §2 "Finance dashboard", §9): total bills over the past 30 days and
 * expected income over the next 15, both counted in Asia/Shanghai days and both ends included.
 */
export const PAST_DAYS = 30;
export const NEXT_DAYS = 15;

export interface DayRange {
  startTime: string;
  endTime: string;
}

/** The past 30 days up to today: today − 29 … today. */
export const defaultPastRange = (today: string): DayRange => ({
  startTime: addDays(today, -(PAST_DAYS - 1)),
  endTime: today,
});

/** 流水/账单统计's days by default: the past 30 days (日报, mode 0); the last 12 months from the 1st (月报, mode 1). */
export const defaultStatsRange = (mode: 0 | 1, today: string): DayRange =>
  mode === 0 ? defaultPastRange(today) : { startTime: monthOf(today, -11).from, endTime: today };

/** The next 15 days from today: today … today + 14. */
export const defaultNextRange = (today: string): DayRange => ({
  startTime: today,
  endTime: addDays(today, NEXT_DAYS - 1),
});

/**
 * THE rule of expected income: the pending bills whose receivable date is today or later within the range asked; a
 * range reaching into the past is cut at today (money that was due before today is arrears, not expected), and a
 * range wholly past is empty (null).
 */
export function expectedRange(r: Partial<DayRange>, today: string): DayRange | null {
  const d = defaultNextRange(today);
  const startTime = r.startTime && r.startTime > today ? r.startTime : today;
  const endTime = r.endTime ?? (r.startTime && r.startTime > d.endTime ? r.startTime : d.endTime);
  return endTime < startTime ? null : { startTime, endTime };
}

/** A past range with its defaults filled in: the end today, the start 30 days before the end. */
export function pastRange(r: Partial<DayRange>, today: string): DayRange {
  const endTime = r.endTime ?? today;
  return { startTime: r.startTime ?? addDays(endTime, -(PAST_DAYS - 1)), endTime };
}
