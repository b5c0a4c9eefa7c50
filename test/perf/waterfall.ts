/**
 * How many requests one after another (the document first) stood between the navigation and the largest paint, from
 * a run's DevTools log and its observed (unthrottled) timings. Lighthouse's critical request chains follow
 * initiators, and the browser names no initiator for a module's static imports, so a route chunk loaded by a lazy
 * import after the shell looks like a step of its own only by timing: here, from the last request that finished
 * before the LCP, each step back is the request that finished last before that one started, down to the document.
 * Only documents, scripts and data requests lead to further requests: images, fonts, the manifest and its icons are
 * left out of the chain.
 */
import type { DevtoolsLog, Result } from 'lighthouse';

interface Timed {
  url: string;
  type: string;
  start: number;
  end: number;
}

/** What may start another request of the page (a stylesheet only fonts and images, which start none). */
const LEADS = new Set(['Document', 'Script', 'Fetch', 'XHR']);
/** What the chain is made of: the above, and stylesheets as its last step. */
const CHAIN = new Set([...LEADS, 'Stylesheet']);

/** The page's requests with their start and end (seconds on the trace clock). */
function requests(log: DevtoolsLog): Timed[] {
  const byId = new Map<string, Timed>();
  for (const e of log) {
    if ((e as { targetType?: string }).targetType && (e as { targetType?: string }).targetType !== 'page') continue;
    const p = e.params as { requestId?: string; timestamp?: number; request?: { url: string }; type?: string };
    if (!p.requestId || p.timestamp === undefined) continue;
    if (e.method === 'Network.requestWillBeSent' && p.request && !byId.has(p.requestId)) {
      byId.set(p.requestId, { url: p.request.url, type: p.type ?? 'Other', start: p.timestamp, end: Infinity });
    } else if (e.method === 'Network.loadingFinished' || e.method === 'Network.loadingFailed') {
      const r = byId.get(p.requestId);
      if (r && r.type !== 'Document') r.end = p.timestamp;
    } else if (e.method === 'Network.responseReceived') {
      // The parser starts the document's scripts while the document still streams: its answer is the step.
      const r = byId.get(p.requestId);
      if (r?.type === 'Document') r.end = p.timestamp;
    }
  }
  return [...byId.values()].filter((r) => r.url.startsWith('http'));
}

export interface Waterfall {
  /** Requests the page started before its largest paint. */
  beforeLcp: number;
  /** Round trips one after another from the document to the last request finished before the largest paint. */
  steps: number;
  /** Those requests' paths, first to last. */
  stepPath: string[];
}

export function waterfallOf(lhr: Result, log: DevtoolsLog): Waterfall {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  if (lcpTs === undefined) throw new Error(`no observed LCP for ${lhr.requestedUrl}`);
  const lcp = lcpTs / 1e6;
  const all = requests(log).sort((a, b) => a.start - b.start);
  const before = all.filter((r) => r.start <= lcp);
  const finished = before.filter((r) => r.end <= lcp && CHAIN.has(r.type));
  if (finished.length === 0) throw new Error(`no request finished before the LCP of ${lhr.requestedUrl}`);
  let at = finished.reduce((last, r) => (r.end > last.end ? r : last));
  const chain = [at];
  for (;;) {
    const start = at.start;
    const prior = finished.filter((r) => r.end <= start && LEADS.has(r.type));
    if (prior.length === 0) break;
    at = prior.reduce((last, r) => (r.end > last.end ? r : last));
    chain.unshift(at);
  }
  const document = all.find((r) => r.type === 'Document');
  if (document && chain[0] !== document) chain.unshift(document);
  return { beforeLcp: before.length, steps: chain.length, stepPath: chain.map((r) => new URL(r.url).pathname) };
}
