/**
 * The browser part of `npm run bench`: Playwright in /usr/bin/chromium with a phone's viewport and a 4× slower CPU
 * (CDP Emulation.setCPUThrottlingRate) against a server holding the 20,000-room organisation, as its boss:
 * (a) the first sync (until the sync indicator says 刚刚同步; the long tasks until the page is quiet after it;
 * IndexedDB usage), (b) opening the board from the home screen afterwards, (c) an offline reload of the board, (d) a
 * sync cycle that changes nothing, on the board and on the home screen. Each run starts from an empty device store;
 * the figures are min and median over the runs. Figures only: it throws when a page cannot be measured (a screen that
 * never shows, a sign-in that fails), never on a figure.
 *
 * Without a server given, it serves the large organisation itself (test/bench/serve-large.ts on port 4403, the built
 * app of DIST_DIR or dist/, built when missing; BENCH_PORT another port, BENCH_DATA_DIR a folder prepared before). On its
 * own: `npx tsx test/bench/browser/run.ts` (BENCH_RUNS=n; BENCH_ATTRIBUTE=1 prints where the long tasks come from:
 * ./attribution.ts; BENCH_TASKS=1 each run's long tasks, start and duration).
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Login } from './app-server';
import { startLargeServer } from './large-server';
import { signIn } from './sign-in';
import { oneRun, PHONE, type RunResult } from './scenarios';
import type { TaskFigures } from './probes';
import { summary } from './stats';

export interface BrowserBenchOptions {
  /** A server with the large organisation (its built app and API on one origin); default: one started here. */
  baseUrl?: string;
  /** Its boss (with baseUrl). */
  login?: Login;
  /** Default BENCH_RUNS, else 3. */
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
  /** The issue's target, in words ('' when none). */
  target: string;
}

type Pick = (r: RunResult) => number;
const row = (name: string, unit: string, pick: Pick, target = '') => ({ name, unit, pick, target });

/** What is printed, with the target of issue 16's table where it has one. */
const FIGURES = [
  row('first sync: until done', 'ms', (r) => r.firstSync.doneMs),
  row('first sync: tiles shown at', 'ms', (r) => r.firstSync.tilesMs, 'the board usable while it runs'),
  row('first sync: long tasks, sum', 'ms', (r) => r.firstSync.tasks.sum),
  row('first sync: longest task', 'ms', (r) => r.firstSync.tasks.longest, 'no task > 50 ms'),
  row('first sync: long tasks, count', '', (r) => r.firstSync.tasks.count, '0'),
  row('first sync: IndexedDB usage', 'MB', (r) => r.firstSync.indexedDbBytes / 1e6),
  row('board open: until tiles show', 'ms', (r) => r.boardOpen.tilesMs),
  row('board open: longest task', 'ms', (r) => r.boardOpen.tasks.longest, '≤ 100 ms'),
  row('board open: long tasks, sum', 'ms', (r) => r.boardOpen.tasks.sum),
  row('offline reload: until tiles show', 'ms', (r) => r.offlineReload.tilesMs, '≤ 250 ms'),
  row('offline reload: longest task', 'ms', (r) => r.offlineReload.tasks.longest),
  row('idle sync cycle on the board: duration', 'ms', (r) => r.idleBoard.cycleMs),
  row('idle sync cycle on the board: longest task', 'ms', (r) => r.idleBoard.tasks.longest, 'no long task'),
  row('idle sync cycle on the board: long tasks, sum', 'ms', (r) => r.idleBoard.tasks.sum),
  row('idle sync cycle on the home screen: duration', 'ms', (r) => r.idleHome.cycleMs),
  row('idle sync cycle on the home screen: longest task', 'ms', (r) => r.idleHome.tasks.longest, 'no long task'),
];

/** The large organisation's server when none is given (ports 4400–4409 are this bench's and npm run lighthouse's). */
const LARGE_PORT = Number(process.env.BENCH_PORT ?? 4403);

const fmt = (n: number, unit: string) => (unit === 'MB' ? n.toFixed(1) : n.toFixed(0)) + (unit ? ` ${unit}` : '');

export async function runBrowserBench(opts: BrowserBenchOptions = {}): Promise<BrowserFigure[]> {
  if (!opts.baseUrl || !opts.login) {
    const server = await startLargeServer(LARGE_PORT);
    if (!server) throw new Error('the browser bench needs test/bench/serve-large.ts (the 20,000-room organisation)');
    try {
      (opts.log ?? console.log)(`the 20,000-room organisation on ${server.baseUrl}`);
      return await runBrowserBench({ ...opts, baseUrl: server.baseUrl, login: server.boss });
    } finally {
      await server.stop();
    }
  }
  return measure({ ...opts, baseUrl: opts.baseUrl, login: opts.login });
}

async function measure(opts: BrowserBenchOptions & { baseUrl: string; login: Login }): Promise<BrowserFigure[]> {
  const log = opts.log ?? console.log;
  const runs = opts.runs ?? Number(process.env.BENCH_RUNS ?? 3);
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
      if (process.env.BENCH_TASKS === '1') {
        const at = (t: TaskFigures) => t.list.map((x) => `${x.start.toFixed(0)}+${x.duration.toFixed(0)}`).join(' ');
        log(
          `    long tasks (start+ms): first sync ${at(r.firstSync.tasks)}; board open ${at(r.boardOpen.tasks)}; offline reload ${at(r.offlineReload.tasks)}`,
        );
      }
      results.push(r);
    }
    const figures = FIGURES.map(({ name, unit, pick, target }) => {
      const { min, median } = summary(results.map(pick));
      return { name, unit, min, median, target };
    });
    log(`browser, phone at ${rate}× CPU, ${runs} runs (min / median; the issue's target):`);
    for (const f of figures) {
      const values = `${fmt(f.min, f.unit).padStart(9)} / ${fmt(f.median, f.unit).padEnd(9)}`;
      log(`  ${f.name.padEnd(49)} ${values}${f.target ? `  ${f.target}` : ''}`.trimEnd());
    }
    return figures;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBrowserBench();
