/**
 * Where the long tasks of a scenario come from (BENCH_ATTRIBUTE=1): Chromium's sampling profiler runs through the
 * scenario, and each stretch of main-thread work over 50 ms (the samples between two idle ones: about a task) is
 * printed with the functions that took its time, by their own time and with what they called. Names are readable
 * with a build that keeps them (`npx vite build --minify false --outDir …`, then DIST_DIR=…). The profiler slows the
 * page down a little: take the figures from a run without it.
 */
import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const attributing = () => process.env.BENCH_ATTRIBUTE === '1';

/** Runs `fn` under the sampling profiler; its result and the busy stretches over `minMs`, as printable lines. */
export async function attributed<T>(cdp: CDPSession, fn: () => Promise<T>, minMs = 50): Promise<[T, string[]]> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const result = await fn();
  const { profile } = await cdp.send('Profiler.stop');
  return [result, stretchLines(profile as Profile, minMs)];
}

const IDLE = new Set(['(idle)', '(program)']);

function stretchLines(p: Profile, minMs: number): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  // Sample i lasts until sample i+1 (ms from the profile's start).
  let at = 0;
  const samples = p.samples.map((node, i) => ({ node, t: (at += p.timeDeltas[i]) / 1000 }));
  const lines: string[] = [];
  let from = -1;
  const close = (end: number) => {
    if (from >= 0 && samples[end - 1].t - samples[from].t >= minMs) lines.push(...describe(from, end));
    from = -1;
  };
  const describe = (a: number, b: number) => {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (let i = a; i < b; i++) {
      const ms = (samples[i + 1]?.t ?? samples[i].t) - samples[i].t;
      const leaf = byId.get(samples[i].node)!;
      self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
        const l = label(byId.get(id)!);
        if (seen.has(l) || l.startsWith('(root)')) continue;
        seen.add(l);
        total.set(l, (total.get(l) ?? 0) + ms);
      }
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((x, y) => y[1] - x[1])
        .slice(0, k)
        .map(([l, ms]) => `${ms.toFixed(0)} ${l}`)
        .join(' | ');
    const ms = samples[b - 1].t - samples[a].t;
    return [
      `  ${samples[a].t.toFixed(0)} ms: ${ms.toFixed(0)} ms busy`,
      `    own time: ${top(self, 6)}`,
      `    with callees: ${top(total, 14)}`,
    ];
  };
  samples.forEach((s, i) => {
    const idle = IDLE.has(byId.get(s.node)!.callFrame.functionName);
    if (idle) {
      // A short idle gap inside a task is the profiler's, not the page's.
      if (from >= 0 && i + 1 < samples.length && samples[i + 1].t - s.t < 1) return;
      close(i);
    } else if (from < 0) from = i;
  });
  close(samples.length);
  return lines;
}
