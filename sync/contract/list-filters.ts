/**
 * The filter fields of list queries (GET lists with a filter bar), so that every list says them the same way. Blank
 * filters are not sent by the web (web/lib/api.ts queryString leaves '' out); the page fields are kit.ts pageQuery.
 */
import { z } from 'zod';

/** A text filter (contains): trimmed, at most `max` characters. */
export const textFilter = (max: number, msg: string) => z.string().trim().max(max, msg).optional();

/** A date filter 'YYYY-MM-DD' (Asia/Shanghai), one end of a date range. */
export const dateFilter = (msg: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg)
    .optional();

/** The refusal of a date range whose start is after its end (a hand-edited or stale link). */
export const DATE_RANGE_REVERSED = '开始日期不能晚于结束日期';

/**
 * A list query with a `startDate`–`endDate` range refused when the start is after the end: the list would be empty
 * for no visible reason, so the screen says why instead (its 加载失败 block shows the message).
 */
export const orderedDates = <T extends z.ZodType<{ startDate?: string; endDate?: string }>>(query: T) =>
  query.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: DATE_RANGE_REVERSED,
    path: ['endDate'],
  });

/** The same refusal for a list whose range is `startTime`–`endTime` (the finance lists, part 4 §7). */
export const orderedTimes = <T extends z.ZodType<{ startTime?: string; endTime?: string }>>(query: T) =>
  query.refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, {
    message: DATE_RANGE_REVERSED,
    path: ['endTime'],
  });
