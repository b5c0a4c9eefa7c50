/** The figures npm run lighthouse prints, read from Lighthouse's result (LHR) of one run, and their summary. */
import type { DevtoolsLog, Result } from 'lighthouse';
import { summary } from '../bench/browser/stats';
import { waterfallOf } from './waterfall';

export interface RunFigures {
  score: number;
  lcp: number;
  /** LCP's render delay (the part after the resource is in), when Lighthouse gives the breakdown. */
  renderDelay: number | null;
  cls: number;
  tbt: number;
  tti: number;
  requests: number;
  js: number;
  css: number;
  /** Bytes the page itself transferred (the service worker's own fetches are not in Lighthouse's records). */
  transferBytes: number;
  /** Requests in Lighthouse's longest critical request chain (initiators: a module's imports have none). */
  chainDepth: number;
  /** Round trips one after another before the largest paint (./waterfall.ts), and those requests. */
  steps: number;
  stepPath: string[];
  /** Requests started before the largest paint. */
  beforeLcp: number;
  /** The largest paint's element, and the element that shifted most (when anything shifted). */
  lcpElement: string;
  topShift: string;
}

type Audit = Result['audits'][string];

function numeric(audit: Audit | undefined, id: string): number {
  if (audit?.numericValue === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return audit.numericValue;
}

interface Item {
  node?: { selector?: string };
  score?: number;
  sessionTargetType?: string;
  resourceType?: string;
  transferSize?: number;
  phase?: string;
  timing?: number;
}

/** The rows of a table audit (for a list of tables, every table's rows). */
function rows(audit: Audit | undefined): Item[] {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.flatMap((t) => ((t as { items?: Item[] }).items ?? []) as Item[]);
  return details.items as Item[];
}

/** The element of the largest layout shift, with its score. */
function shifted(items: Item[]): string {
  const top = items.filter((r) => r.node && r.score).sort((x, y) => y.score! - x.score!)[0];
  return top ? `${top.node!.selector ?? '?'} (${top.score!.toFixed(3)})` : '';
}

export function figuresOf(lhr: Result, log: DevtoolsLog): RunFigures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`no performance score for ${lhr.requestedUrl}`);
  const requests = rows(a['network-requests']).filter((r) => (r.sessionTargetType ?? 'page') === 'page');
  const chain = (a['critical-request-chains']?.details as { longestChain?: { length: number } } | undefined)
    ?.longestChain;
  const delay = rows(a['largest-contentful-paint-element']).find((r) => r.phase === 'Render Delay');
  return {
    score: Math.round(score * 100),
    lcp: numeric(a['largest-contentful-paint'], 'LCP'),
    renderDelay: delay?.timing ?? null,
    cls: numeric(a['cumulative-layout-shift'], 'CLS'),
    tbt: numeric(a['total-blocking-time'], 'TBT'),
    tti: numeric(a['interactive'], 'TTI'),
    requests: requests.length,
    js: requests.filter((r) => r.resourceType === 'Script').length,
    css: requests.filter((r) => r.resourceType === 'Stylesheet').length,
    transferBytes: requests.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    chainDepth: chain?.length ?? 0,
    ...waterfallOf(lhr, log),
    lcpElement: rows(a['largest-contentful-paint-element']).find((r) => r.node)?.node?.selector ?? '',
    topShift: shifted(rows(a['layout-shifts'])),
  };
}

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A few lines per page: min/median of the score, the timings, the request counts and the chain depth of its runs. */
export function pageSummary(label: string, runs: RunFigures[], target: string): string {
  const of = (pick: (r: RunFigures) => number) => summary(runs.map(pick));
  const score = of((r) => r.score);
  const range = (pick: (r: RunFigures) => number, fmt: (n: number) => string) => {
    const s = of(pick);
    return `${fmt(s.min)}/${fmt(s.median)}`;
  };
  const delays = runs.map((r) => r.renderDelay).filter((d): d is number => d !== null);
  const delay = delays.length ? ` (render delay ${secs(summary(delays).median)})` : '';
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const last = runs[runs.length - 1];
  return [
    `${label}  (${runs.length} runs, min/median)`,
    `  performance ${score.min}/${score.median}   LCP ${range((r) => r.lcp, secs)}${delay}   CLS ${range(
      (r) => r.cls,
      (n) => n.toFixed(3),
    )}`,
    `  TBT ${range(
      (r) => r.tbt,
      (n) => `${n.toFixed(0)} ms`,
    )}   TTI ${range((r) => r.tti, secs)}`,
    `  requests ${range((r) => r.requests, String)} (JS ${range((r) => r.js, String)}, CSS ${range(
      (r) => r.css,
      String,
    )}; ${range((r) => r.beforeLcp, String)} before the LCP)   transferred ${range((r) => r.transferBytes, kb)}`,
    `  critical chain ${range((r) => r.chainDepth, String)} steps (Lighthouse)   waterfall to the LCP ${range(
      (r) => r.steps,
      String,
    )} requests one after another, the document first (by timing), last run: ${last.stepPath.join(' → ')}`,
    `  LCP element (last run): ${last.lcpElement}${last.topShift ? `   largest shift: ${last.topShift}` : ''}`,
    `  ${target}`,
  ].join('\n');
}
