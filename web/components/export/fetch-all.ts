import type { Page } from '../../../sync/contract/envelope';

/** Rows read a request while exporting (the list routes allow up to 100, sync/contract/kit.ts pageQuery). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a list as now filtered, read page by page (EXPORT_PAGE_SIZE a page), telling `onProgress` how many of
 * how many are read; null when `cancelled()` turns true between pages.
 */
export async function fetchAll<R>(
  fetchPage: (current: number, size: number) => Promise<Page<R>>,
  onProgress: (done: number, total: number) => void = () => {},
  cancelled: () => boolean = () => false,
): Promise<R[] | null> {
  const rows: R[] = [];
  for (let current = 1; ; current++) {
    const page = await fetchPage(current, EXPORT_PAGE_SIZE);
    if (cancelled()) return null;
    rows.push(...page.records);
    onProgress(rows.length, Math.max(page.total, rows.length));
    if (current >= page.pages || !page.records.length) return rows;
  }
}
