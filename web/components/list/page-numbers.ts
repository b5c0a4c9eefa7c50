/** The page numbers around `current`: 1 … 4 5 [6] 7 8 … 20 (null for a gap). */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return list.flatMap((n, i) => (i > 0 && n - list[i - 1]! > 1 ? [null, n] : [n]));
}
