/**
 * The figures of `npm run bench`: every measured run of a figure is a sample (`sample()` in this process, or a
 * `FIGURE` line printed by an in-process bench child, see engines.ts); the table at the end gives, per engine, the
 * minimum and the median of the runs, beside the target.
 */
export type EngineName = 'sqlite' | 'pg';

/** A line an in-process bench child prints for one run of a figure: FIGURE\tname\tvalue\tunit\ttarget. */
export const FIGURE = 'FIGURE\t';

interface Row {
  unit: string;
  target: string;
  samples: Partial<Record<EngineName, number[]>>;
  /** Figures summed up elsewhere (the browser part): their min and median as given. */
  summaries?: Partial<Record<EngineName, { min: number; median: number }>>;
}

const rows = new Map<string, Row>();

/** Adds one run's value of a figure measured on `engine`. */
export function sample(engine: EngineName, name: string, value: number, unit: string, target = '') {
  const row = rows.get(name) ?? { unit, target, samples: {} };
  if (target) row.target = target;
  (row.samples[engine] ??= []).push(value);
  rows.set(name, row);
}

/** Adds a figure whose runs were summed up elsewhere (min and median), e.g. the browser part's. */
export function summed(engine: EngineName, name: string, unit: string, target: string, min: number, median: number) {
  const row = rows.get(name) ?? { unit, target, samples: {} };
  (row.summaries ??= {})[engine] = { min, median };
  rows.set(name, row);
}

/** Prints one run of a figure from an in-process bench child, for the parent to collect (parseFigureLine). */
export function figure(name: string, value: number, unit: string, target = '') {
  console.log(`${FIGURE}${name}\t${value}\t${unit}\t${target}`);
}

/** Takes a FIGURE line of a child into the table; false for any other line. */
export function parseFigureLine(engine: EngineName, line: string): boolean {
  if (!line.startsWith(FIGURE)) return false;
  const [, name, value, unit, target] = line.split('\t');
  sample(engine, name!, Number(value), unit!, target);
  return true;
}

/** The p-th percentile of request times (nearest rank), in ms with two decimals. */
export const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const fmt = (v: number) =>
  v >= 100_000 ? v.toExponential(2) : v.toFixed(Math.abs(v) < 10 ? 2 : Math.abs(v) < 100 ? 1 : 0);

function cell(r: Row, e: EngineName): string {
  const given = r.summaries?.[e];
  if (given) return `${fmt(given.min)} / ${fmt(given.median)}`;
  const xs = r.samples[e];
  if (!xs?.length) return '—';
  return xs.length === 1 ? `${fmt(xs[0]!)} (1 run)` : `${fmt(Math.min(...xs))} / ${fmt(median(xs))}`;
}

const ENGINE_TITLE: Record<EngineName, string> = { sqlite: 'SQLite file', pg: 'PostgreSQL' };

/** Prints the table of every figure collected: per engine "min / median" of the runs, the unit and the target. */
export function printTable(all: readonly EngineName[]) {
  if (!rows.size) return;
  const engines = all.filter((e) => [...rows.values()].some((r) => r.samples[e]?.length || r.summaries?.[e]));
  const nameW = Math.max(...[...rows.keys()].map((k) => k.length), 6);
  const cells = [...rows.values()].flatMap((r) => engines.map((e) => cell(r, e).length));
  const cellW = Math.max(18, ...cells);
  const unitW = Math.max(4, ...[...rows.values()].map((r) => r.unit.length));
  const head = engines.map((e) => `${ENGINE_TITLE[e]} min / median`.padStart(cellW)).join('  ');
  console.log(`\n# figures (min / median of the runs; taken on this machine, as busy as it was)\n`);
  console.log(`${'figure'.padEnd(nameW)}  ${head}  ${'unit'.padEnd(unitW)}  target`);
  console.log('-'.repeat(nameW + (cellW + 2) * engines.length + unitW + 10));
  for (const [name, r] of rows)
    console.log(
      `${name.padEnd(nameW)}  ${engines.map((e) => cell(r, e).padStart(cellW)).join('  ')}  ${r.unit.padEnd(unitW)}  ${r.target}`,
    );
}
