import { sql } from 'drizzle-orm';

/**
 * The number of rows a query would give without its LIMIT, on each row of its page (a window over the whole result,
 * computed before the page is cut): a grouped list gets its total in the same pass as its page. A page past the end
 * has no row to carry it: count apart then.
 */
export const windowTotal = () => sql<string | number>`count(*) over ()`;
