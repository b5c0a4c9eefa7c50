import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { TodoWindows } from '../../sync/contract/dashboard/dashboard';

/** Overdue rent and utility arrears look back this many days (part 1 §2.5). */
const OVERDUE_DAYS = 30;
/** Bills due count this many days ahead (part 1 §2.5). */
const DUE_DAYS = 3;

/** The dashboard's date windows on the Asia/Shanghai calendar day of `now`. */
export function todoWindows(now: number): TodoWindows {
  const today = shanghaiToday(now);
  return {
    today,
    overdueFrom: addDays(today, -OVERDUE_DAYS),
    overdueTo: addDays(today, -1),
    dueFrom: today,
    dueTo: addDays(today, DUE_DAYS),
  };
}

/** Whether a business date falls in [from, to] (YYYY-MM-DD strings compare in calendar order). */
export const inWindow = (date: string, from: string, to: string) => date >= from && date <= to;
