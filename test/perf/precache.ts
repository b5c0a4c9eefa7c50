/**
 * What a first visit to /login costs beyond the page: the service worker's precache. Two views: the precache
 * manifest built into sw.js (each entry's file gzipped, summed), and what the worker really fetched in a fresh
 * browser context during the visit (encoded bytes, as sent).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The precache manifest's entries (workbox injectManifest writes them into sw.js as {"revision":…,"url":…}). */
export function manifestGzip(dist: string): { entries: number; gzipBytes: number; rawBytes: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
  if (urls.length === 0) throw new Error(`no precache manifest found in ${join(dist, 'sw.js')}`);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of new Set(urls)) {
    const file = join(dist, url.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { entries: new Set(urls).size, gzipBytes, rawBytes };
}

/**
 * Visits /login in a fresh context and waits until the service worker is active and its fetches have been quiet for
 * 2 s (at most 30 s); the bytes the worker fetched and the page's own.
 */
export async function measuredFirstVisit(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let worker = 0;
    let workerRequests = 0;
    let own = 0;
    let last = Date.now();
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      last = Date.now();
      pending.push(
        request.sizes().then(
          (s) => {
            const bytes = s.responseBodySize + s.responseHeadersSize;
            if (request.serviceWorker()) {
              worker += bytes;
              workerRequests++;
            } else own += bytes;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    // `ready` resolves once a worker is active (its install, the precache, done); a page that registers none: false.
    const active = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]),
    );
    const deadline = Date.now() + 30_000;
    while (Date.now() - last < 2000 && Date.now() < deadline) await page.waitForTimeout(250);
    await Promise.all(pending);
    return { workerActive: active, workerBytes: worker, workerRequests, pageBytes: own };
  } finally {
    await context.close();
  }
}
