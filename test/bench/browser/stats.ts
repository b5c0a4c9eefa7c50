/** Min and median of a few runs (the figures are printed, never asserted). */
export interface Summary {
  min: number;
  median: number;
  max: number;
}

export function summary(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1] };
}
