/**
 * The four browser measurements of one run, in one fresh phone context (signed in, empty device store, 4× slower
 * CPU): (a) the first sync on the board, (b) opening the board from the home screen afterwards, (c) a reload of the
 * board with no network, (d) one sync cycle that changes nothing. Times are on the page's clock.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  indexedDbBytes,
  INDICATOR,
  longTasks,
  pageNow,
  recordLongTasks,
  waitCachesSettled,
  throttleCpu,
  waitQuiet,
  waitSyncDone,
  waitTiles,
  type TaskFigures,
} from './probes';
import { attributed, attributing } from './attribution';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export interface RunResult {
  firstSync: { doneMs: number; tilesMs: number; tasks: TaskFigures; indexedDbBytes: number };
  boardOpen: { tilesMs: number; tasks: TaskFigures };
  offlineReload: { tilesMs: number; tasks: TaskFigures };
  /** On the board, and on the home screen. */
  idleBoard: { cycleMs: number; tasks: TaskFigures };
  idleHome: { cycleMs: number; tasks: TaskFigures };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * (a) Opens the board signed in with nothing on the device: the time until the indicator says the sync is done; the
 * long tasks until the page is quiet after that (work left for after the indicator counts too).
 */
async function firstSync(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/jizhongHome`);
  const [tilesMs, doneMs] = await Promise.all([waitTiles(page), waitSyncDone(page)]);
  await waitQuiet(page);
  const tasks = await longTasks(page, 0);
  // The app must come from the service worker's caches in (c).
  await waitCachesSettled(page);
  return { doneMs, tilesMs, tasks, indexedDbBytes: await indexedDbBytes(page) };
}

/** (b) From the home screen (its own load and sync done), the 房源 tab; until the tiles show, and 1 s after. */
async function boardOpen(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/index`);
  await waitSyncDone(page);
  await waitQuiet(page);
  const from = await pageNow(page);
  await page.locator('nav.phone-tabs').getByText('房源', { exact: true }).click();
  const shown = await waitTiles(page);
  await page.waitForTimeout(1000);
  return { tilesMs: shown - from, tasks: await longTasks(page, from, shown + 1000) };
}

/** (c) No network, reload the board: until the tiles show (the shell from the service worker, rows from the device). */
async function offlineReload(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  try {
    await page.reload();
    const shown = await waitTiles(page);
    return { tilesMs: shown, tasks: await longTasks(page, 0, shown) };
  } finally {
    await context.setOffline(false);
  }
}

declare global {
  interface Window {
    __syncMarks?: { t: number; syncing: boolean }[];
  }
}

/**
 * (d) Back online and settled (on the board, then on the home screen), one cycle triggered as the sync loop's focus and visibility listeners do (the 30 s
 * timer would do it too, and is waited for when they do not): from the trigger until the indicator leaves 同步中.
 */
async function idleCycle(page: Page) {
  await waitSyncDone(page);
  await waitQuiet(page, 2000);
  await page.evaluate((selector) => {
    const badge = document.querySelector(selector)!;
    const marks: { t: number; syncing: boolean }[] = [];
    window.__syncMarks = marks;
    let was = (badge.textContent ?? '').includes('同步中');
    new MutationObserver(() => {
      const now = (badge.textContent ?? '').includes('同步中');
      if (now !== was) marks.push({ t: performance.now(), syncing: now });
      was = now;
    }).observe(badge, { subtree: true, childList: true, characterData: true, attributes: true });
  }, INDICATOR);
  const from = await pageNow(page);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const end = await page.waitForFunction(
    () => {
      const marks = window.__syncMarks ?? [];
      const started = marks.findIndex((m) => m.syncing);
      const ended = started >= 0 ? marks.slice(started).find((m) => !m.syncing) : undefined;
      return ended ? ended.t : 0;
    },
    null,
    { timeout: 45_000, polling: 100 },
  );
  const endMs = (await end.jsonValue()) as number;
  await page.waitForTimeout(500);
  return { cycleMs: endMs - from, tasks: await longTasks(page, from, endMs + 500) };
}

/** One run in a fresh context made from the signed-in `state`. */
export async function oneRun(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  cpuRate: number,
): Promise<RunResult> {
  const context = await browser.newContext({
    ...PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    storageState: state,
  });
  try {
    await recordLongTasks(context);
    const page = await context.newPage();
    const cdp = await throttleCpu(context, page, cpuRate);
    // BENCH_ATTRIBUTE=1: where the long tasks of (a), (b) and (c) come from, printed as they are measured.
    const traced = async <T>(name: string, fn: () => Promise<T>) => {
      if (!attributing()) return fn();
      const [result, lines] = await attributed(cdp, fn);
      console.log(`  ${name}, main-thread work over 50 ms (from the profile's start):\n${lines.join('\n')}`);
      return result;
    };
    const a = await traced('first sync', () => firstSync(page, baseUrl));
    const b = await traced('board open', () => boardOpen(page, baseUrl));
    const c = await traced('offline reload', () => offlineReload(context, page));
    const idleBoard = await idleCycle(page);
    await page.goto(`${baseUrl}/index`);
    const idleHome = await idleCycle(page);
    return { firstSync: a, boardOpen: b, offlineReload: c, idleBoard, idleHome };
  } finally {
    await context.close();
  }
}
