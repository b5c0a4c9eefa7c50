/**
 * The browser part of `npm run bench`: Playwright in /usr/bin/chromium with a phone's viewport and a 4× slower CPU
 * (CDP Emulation.setCPUThrottlingRate) against a server holding the 20,000-room organisation, as its boss:
 * (a) the first sync (until the sync indicator says 刚刚同步; long tasks, IndexedDB usage), (b) opening the board from
 * the home screen afterwards, (c) an offline reload of the board, (d) a sync cycle that changes nothing. Each run starts
 * from an empty device store; the figures are min and median over the runs. Figures only: it throws when a page cannot
 * be measured (a screen that never shows, a sign-in that fails), never on a figure.
 *
 * Run on its own: `npx tsx test/bench/browser/index.ts` (serves the large organisation with test/bench/serve-large.ts
 * on port 4403, else the demo on 4404; DIST_DIR as api/start.ts reads it).
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Login } from './app-server';
import { signIn } from './sign-in';
import { oneRun, PHONE, type RunResult } from './scenarios';
import { summary } from './stats';

export interface BrowserBenchOptions {
  /** A server with the large organisation (its built app and API on one origin). */
  baseUrl: string;
  /** Its boss. */
  login: Login;
  /** Default 3. */
  runs?: number;
  /** Default 4. */
  cpuThrottling?: number;
  /** Default /usr/bin/chromium (CHROMIUM_PATH). */
  chromiumPath?: string;
  /** Where the lines go (default console.log). */
  log?: (line: string) => void;
}

export interface BrowserFigure {
  name: string;
  unit: string;
  min: number;
  median: number;
}

const FIGURES: { name: string; unit: string; pick: (r: RunResult) => number }[] = [
  { name: 'first sync: until done', unit: 'ms', pick: (r) => r.firstSync.doneMs },
  { name: 'first sync: tiles shown at', unit: 'ms', pick: (r) => r.firstSync.tilesMs },
  { name: 'first sync: long tasks, sum', unit: 'ms', pick: (r) => r.firstSync.tasks.sum },
  { name: 'first sync: longest task', unit: 'ms', pick: (r) => r.firstSync.tasks.longest },
  { name: 'first sync: long tasks, count', unit: '', pick: (r) => r.firstSync.tasks.count },
  { name: 'first sync: IndexedDB usage', unit: 'MB', pick: (r) => r.firstSync.indexedDbBytes / 1e6 },
  { name: 'board open: until tiles show', unit: 'ms', pick: (r) => r.boardOpen.tilesMs },
  { name: 'board open: longest task', unit: 'ms', pick: (r) => r.boardOpen.tasks.longest },
  { name: 'board open: long tasks, sum', unit: 'ms', pick: (r) => r.boardOpen.tasks.sum },
  { name: 'offline reload: until tiles show', unit: 'ms', pick: (r) => r.offlineReload.tilesMs },
  { name: 'offline reload: longest task', unit: 'ms', pick: (r) => r.offlineReload.tasks.longest },
  { name: 'idle sync cycle on the board: duration', unit: 'ms', pick: (r) => r.idleBoard.cycleMs },
  { name: 'idle sync cycle on the board: longest task', unit: 'ms', pick: (r) => r.idleBoard.tasks.longest },
  { name: 'idle sync cycle on the board: long tasks, sum', unit: 'ms', pick: (r) => r.idleBoard.tasks.sum },
  { name: 'idle sync cycle on the home screen: duration', unit: 'ms', pick: (r) => r.idleHome.cycleMs },
  { name: 'idle sync cycle on the home screen: longest task', unit: 'ms', pick: (r) => r.idleHome.tasks.longest },
];

const fmt = (n: number, unit: string) => (unit === 'MB' ? n.toFixed(1) : n.toFixed(0)) + (unit ? ` ${unit}` : '');

export async function runBrowserBench(opts: BrowserBenchOptions): Promise<BrowserFigure[]> {
  const log = opts.log ?? console.log;
  const runs = opts.runs ?? 3;
  const rate = opts.cpuThrottling ?? 4;
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    // Sign in once; every run starts from that session (localStorage) with nothing else on the device.
    const signing = await browser.newContext({ ...PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await signIn(await signing.newPage(), opts.baseUrl, opts.login);
    const state = await signing.storageState();
    await signing.close();

    const results: RunResult[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await oneRun(browser, opts.baseUrl, state, rate);
      log(
        `  run ${i + 1}: first sync ${fmt(r.firstSync.doneMs, 'ms')} (long tasks ${fmt(r.firstSync.tasks.sum, 'ms')}, ` +
          `longest ${fmt(r.firstSync.tasks.longest, 'ms')}), board open ${fmt(r.boardOpen.tilesMs, 'ms')}, ` +
          `offline reload ${fmt(r.offlineReload.tilesMs, 'ms')}, idle cycle longest task ${fmt(r.idleBoard.tasks.longest, 'ms')} (board) / ${fmt(r.idleHome.tasks.longest, 'ms')} (home)`,
      );
      results.push(r);
    }
    const figures = FIGURES.map(({ name, unit, pick }) => ({ name, unit, ...summary(results.map(pick)) }));
    log(`browser, phone at ${rate}× CPU, ${runs} runs (min / median):`);
    for (const f of figures)
      log(`  ${f.name.padEnd(48)} ${fmt(f.min, f.unit).padStart(10)} / ${fmt(f.median, f.unit)}`);
    return figures.map(({ name, unit, min, median }) => ({ name, unit, min, median }));
  } finally {
    await browser.close();
  }
}

/** On its own: the large organisation when serve-large.ts is there, else the demo (a harness check, not figures). */
async function standalone() {
  const { startDemoServer, DEMO_BOSS } = await import('./app-server');
  const { startLargeServer } = await import('./large-server');
  const large = await startLargeServer(4403);
  const server = large ?? (await startDemoServer(4404));
  try {
    console.log(large ? `the 20,000-room organisation on ${large.baseUrl}` : 'no serve-large.ts: the demo data');
    await runBrowserBench({ baseUrl: server.baseUrl, login: large?.boss ?? DEMO_BOSS });
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
