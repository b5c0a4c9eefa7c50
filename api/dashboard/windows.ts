import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { TodoWindows } from '../../sync/contract/dashboard/dashboard-shape';

dayjs.extend(utc);
dayjs.extend(timezone);

export const BUSINESS_TZ = 'Asia/Shanghai';
/** Overdue rent and utility arrears look back this many days (part 1 §2.5). */
export const OVERDUE_DAYS = 30;
/** Bills due count this many days ahead (part 1 §2.5). */
export const DUE_DAYS = 3;

export function todoWindows(now: number): TodoWindows {
  const today = dayjs(now).tz(BUSINESS_TZ).startOf('day');
  const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  return {
    today: fmt(today),
    overdueFrom: fmt(today.subtract(OVERDUE_DAYS, 'day')),
    overdueTo: fmt(today.subtract(1, 'day')),
    dueFrom: fmt(today),
    dueTo: fmt(today.add(DUE_DAYS, 'day')),
  };
}

/** Whether a business date falls in [from, to] (YYYY-MM-DD strings compare in calendar order). */
export const inWindow = (date: string, from: string, to: string) => date >= from && date <= to;
