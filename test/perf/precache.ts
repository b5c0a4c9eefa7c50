/**
 * What a first visit to /login costs beyond the page: the service worker's precache. Two views: the precache
 * manifest built into sw.js (each entry's file gzipped, summed), and what the worker really fetched in a fresh
 * browser context during the visit (bytes as sent; a file the page had just loaded may come from the HTTP cache).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

interface Part {
  entries: number;
  gzipBytes: number;
  rawBytes: number;
}

/**
 * The precache manifest's entries (workbox injectManifest writes them into sw.js as {"revision":…,"url":…}), in two
 * parts: cached when the worker installs, and those sw/sw.ts caches only after a sign-in (revision 'after-login:…').
 */
export function manifestGzip(dist: string): { install: Part; afterLogin: Part } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const found = [...sw.matchAll(/\{[^{}]*"url"\s*:\s*"[^"]+"[^{}]*\}/g)].map((m) => ({
    url: /"url"\s*:\s*"([^"]+)"/.exec(m[0])![1],
    later: /"revision"\s*:\s*"after-login:/.test(m[0]),
  }));
  if (found.length === 0) throw new Error(`no precache manifest found in ${join(dist, 'sw.js')}`);
  const part = (later: boolean): Part => {
    const urls = new Set(found.filter((e) => e.later === later).map((e) => e.url));
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const url of urls) {
      const file = join(dist, url.replace(/^\//, ''));
      if (!existsSync(file)) continue;
      const body = readFileSync(file);
      rawBytes += body.length;
      gzipBytes += gzipSync(body).length;
    }
    return { entries: urls.size, gzipBytes, rawBytes };
  };
  return { install: part(false), afterLogin: part(true) };
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
