/**
 * What the browser figures wait for and read in the page: the sync indicator's state (web/sync/SyncIndicator.tsx:
 * its aria-label says 刚刚同步 after a completed pull, its text says 同步中 while a cycle runs), the board's tiles
 * (web/board/RoomTile.tsx: button.room-tile), and the long tasks an init script records from the first moment.
 */
import type { BrowserContext, Page } from '@playwright/test';

export const INDICATOR = 'button.sync-badge';

/** Waits until the sync indicator says a cycle is done; the page's clock (ms since navigation) at that moment. */
export async function waitSyncDone(page: Page, timeout = 300_000): Promise<number> {
  const handle = await page
    .waitForFunction(
      () => {
        const b = document.querySelector('button.sync-badge');
        const label = b?.getAttribute('aria-label') ?? '';
        return label.includes('刚刚同步') && !(b?.textContent ?? '').includes('同步中') ? performance.now() : 0;
      },
      null,
      { timeout, polling: 50 },
    )
    .catch(async (e: unknown) => {
      const badge = page.locator(INDICATOR).first();
      const said = (await badge.count()) ? await badge.getAttribute('aria-label') : 'no sync indicator';
      throw new Error(`the sync did not finish on ${page.url()} (the indicator: ${said})`, { cause: e });
    });
  return (await handle.jsonValue()) as number;
}

/** Waits until a room tile is visible; the page's clock at that moment. */
export async function waitTiles(page: Page, timeout = 120_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      // The app's own tiles: not the picture the page draws before the app runs (web/app/screen-snapshot.ts).
      if (document.getElementById('root')?.hasAttribute('data-snapshot')) return 0;
      const tile = document.querySelector('button.room-tile');
      return tile && tile.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    null,
    { timeout, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
  }
}

/** Records every long task of every page of the context from its first moment (window.__longTasks). */
export async function recordLongTasks(context: BrowserContext) {
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    window.__longTasks = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      /* no long task timing: the figures say 0 */
    }
  });
}

export interface TaskFigures {
  count: number;
  sum: number;
  longest: number;
  /** Each task: its start on the page's clock and its duration (ms), printed with BENCH_TASKS=1. */
  list: { start: number; duration: number }[];
}

/** The long tasks that started in [from, to] of the page's clock (to: now when omitted). */
export async function longTasks(page: Page, from = 0, to = Infinity): Promise<TaskFigures> {
  // Long task entries arrive after the task; give the observer a moment.
  await page.waitForTimeout(100);
  const tasks = await page.evaluate(() => window.__longTasks ?? null);
  if (!tasks) throw new Error('the long-task recorder is not in the page');
  const inside = tasks.filter((t) => t.start >= from && t.start <= to);
  return {
    count: inside.length,
    sum: inside.reduce((s, t) => s + t.duration, 0),
    longest: inside.reduce((m, t) => Math.max(m, t.duration), 0),
    list: inside,
  };
}

/**
 * Waits until the page is quiet: no request for 500 ms and no long task for `ms` (at most `timeout`, then goes on):
 * the work of a load (the device store opening, a sync cycle) must not fall into the next measurement.
 */
export async function waitQuiet(page: Page, ms = 1000, timeout = 30_000) {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page
    .waitForFunction(
      (quietMs) => {
        const tasks = window.__longTasks ?? [];
        const lastEnd = tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
        return performance.now() - lastEnd > quietMs;
      },
      ms,
      { timeout, polling: 200 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(ms);
}

/**
 * Waits until the service worker is active and its caches stop growing (no new entry for 2 s, at most 2 min): the
 * app's files may be cached in the background after the sign-in, and an offline reload needs them.
 */
export async function waitCachesSettled(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(
    async () => {
      const w = window as unknown as { __cacheSeen?: { n: number; since: number } };
      let n = 0;
      for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
      if (w.__cacheSeen?.n !== n) w.__cacheSeen = { n, since: performance.now() };
      return n > 0 && performance.now() - w.__cacheSeen.since > 2000;
    },
    null,
    { timeout: 120_000, polling: 500 },
  );
}

/** The page's clock now. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** How much the origin keeps in IndexedDB (navigator.storage.estimate's usageDetails; the total usage without it). */
export async function indexedDbBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return e.usageDetails?.indexedDB ?? e.usage ?? 0;
  });
}

/** 4× slower CPU for this page (re-applied after a reload, which may get a new renderer). */
export async function throttleCpu(context: BrowserContext, page: Page, rate: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
