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
