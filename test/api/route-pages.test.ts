import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { makeHarness, type Harness } from './harness';
import { createApp } from '../../api/app';
import { webRoutes } from '../../api/web';
import type { AppEnv } from '../../api/http/env';
import { BOOT_SCRIPT } from '../../sync/product/boot-page';
import { createHash } from 'node:crypto';
import { SNAPSHOT_SCREENS } from '../../sync/product/screen-snapshots';

// The build names each path's first-screen files (route-preload.json, web/app/build/route-preload.ts); the page sent
// for that path links them in its head, so they load beside the entry. Other paths get index.html as built.
let h: Harness;
let dist: string;
const INDEX =
  '<!doctype html><html><head><title>公寓管家</title><script type="module" crossorigin src="/assets/index-0.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  h = await makeHarness();
  dist = mkdtempSync(join(tmpdir(), 'gongyu-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'route-preload.json'),
    JSON.stringify({
      '/index': ['/assets/AppLayout-1.js', '/assets/AppLayout-1.css', '/assets/DashboardPage-2.js'],
      '/meterReading': ['/assets/AppLayout-1.js', '/assets/AppLayout-1.css', '/assets/MeterReadingPage-4.js'],
      '/login': ['/assets/LoginPage-3.js'],
    }),
  );
  writeFileSync(
    join(dist, 'prerender.json'),
    JSON.stringify({
      screens: { '/login': '<div class="login-page">登录 $&</div>' },
      loading: { html: '<div class="route-fallback">加载中</div>', paths: ['/index', '/meterReading', '/jizhongHome'] },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = async (path: string) =>
  (await createApp(h.deps, webRoutes(dist) as Hono<AppEnv>).request(path, { headers: { accept: 'text/html' } })).text();

describe('the page of a path', () => {
  it('links the first screen’s scripts as module preloads and its styles as stylesheets, in the head', async () => {
    const html = await page('/meterReading');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/AppLayout-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/MeterReadingPage-4.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/AppLayout-1.css">');
  });

  it('carries the screen the build drew for that path in #root, so it shows before the scripts run', async () => {
    const html = await page('/login');
    expect(html).toContain('<div id="root"><div class="login-page">登录 $&</div></div>');
    // Its scripts only take it over: the page names none; its boot script asks for them after the first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script data-entry="/assets/index-0.js" data-preload="/assets/LoginPage-3.js">${BOOT_SCRIPT}</script></body>`,
    );
  });

  it('allows the boot script by its hash and no other inline script', async () => {
    const res = await createApp(h.deps, webRoutes(dist) as Hono<AppEnv>).request('/login', {
      headers: { accept: 'text/html' },
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    const inline = [...(await res.text()).matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([BOOT_SCRIPT]);
  });

  it('shows the loading state the app starts with on a signed-in path, its scripts at their usual priority', async () => {
    const html = await page('/meterReading');
    expect(html).toContain('<div id="root"><div class="route-fallback">加载中</div></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/MeterReadingPage-4.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-0.js">');
    expect(html).not.toContain('data-entry');
  });

  it('on a screen the device keeps a picture of, leaves its scripts to the boot script, which may draw the picture', async () => {
    for (const path of SNAPSHOT_SCREENS) {
      const html = await page(path);
      expect(html).toContain('<div id="root"><div class="route-fallback">加载中</div></div>');
      if (path === '/index')
        expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/AppLayout-1.css">');
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('rel="modulepreload"');
      const files = path === '/index' ? '/assets/AppLayout-1.js /assets/DashboardPage-2.js' : '';
      expect(html).toContain(
        `<script data-entry="/assets/index-0.js" data-preload="${files}" data-screen="1">${BOOT_SCRIPT}</script></body>`,
      );
    }
  });

  it('is index.html as built for a path the build names no files for', async () => {
    expect(await page('/somewhere')).toBe(INDEX);
  });
});
