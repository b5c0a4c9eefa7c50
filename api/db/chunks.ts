/** A list in parts of `n` (500 by default): an IN (…) list or a multi-row insert stays within the drivers' limits. */
export const chunks = <T>(xs: readonly T[], n = 500): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
