/**
 * The lease and deposit-order lists show a table only where all its columns, the status and the actions fit without
 * a horizontal scroll (a desktop with its side menu); narrower — phones and 1024-px tablets in the desktop layout —
 * they show cards (two or more a row when there is room).
 */
export const LIST_TABLE_QUERY = '(min-width: 1280px)';
