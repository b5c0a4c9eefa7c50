import { and, gte, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays, shanghaiMidnight } from '../../sync/rules/common/shanghai-time';

/** A list's date filter: `at` (epoch ms) within the Asia/Shanghai days from `startDate` to `endDate`, either open. */
export function withinDays(at: SQLWrapper, startDate?: string, endDate?: string): SQL | undefined {
  return and(
    startDate ? gte(at, shanghaiMidnight(startDate)) : undefined,
    endDate ? lt(at, shanghaiMidnight(addDays(endDate, 1))) : undefined,
  );
}
