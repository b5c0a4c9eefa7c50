import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './http/env';
import { scriptsAfterPaint } from '../sync/product/boot-page';
import { SNAPSHOT_SCREENS } from '../sync/product/screen-snapshots';

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker never cached, SPA fallback. Text files are
 * sent as the brotli or gzip copy the build wrote beside them (web/app/build/precompress.ts), whichever the browser
 * accepts, with `Vary: Accept-Encoding`; the API's JSON is compressed on the fly by the compress middleware.
 */
export function webRoutes(distDir: string) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pageOf = routePages(distDir, indexHtml);
  const web = new Hono<AppEnv>();
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  web.use('*', serveStatic({ root, precompressed: true }));
  web.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(pageOf(c.req.path));
  });
  return web;
}

/** A JSON file of the build folder, or `none` when the build wrote none. */
function readJson<T>(distDir: string, name: string, none: T): T {
  const file = join(distDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : none;
}

/** What the build drew (web/app/prerender.tsx). */
interface Drawn {
  screens: Record<string, string>;
  loading: { html: string; paths: string[] };
}

/**
 * The page for each path: index.html naming the files of that path's first screen (route-preload.json, written by
 * web/app/build/route-preload.ts), so the browser loads them beside the entry instead of after it has run; and in
 * #root what the build drew for it (prerender.json, web/app/build/prerender.ts), shown before any script has run: the
 * login form, or on a signed-in path the loading state the app starts with. On the screens a device keeps a picture
 * of (sync/product/screen-snapshots.ts), the boot script draws that picture over the loading state when it can.
 */
function routePages(distDir: string, indexHtml: string): (path: string) => string {
  const files = readJson<Record<string, string[]>>(distDir, 'route-preload.json', {});
  const drawn = readJson<Drawn>(distDir, 'prerender.json', { screens: {}, loading: { html: '', paths: [] } });
  const screens = drawn.screens;
  const loading = new Set(drawn.loading.paths);
  const pages = new Map(
    [...new Set([...Object.keys(files), ...Object.keys(screens), ...SNAPSHOT_SCREENS])].map((path) => {
      const links = (files[path] ?? []).map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${f}">`
          : `<link rel="modulepreload" crossorigin href="${f}">`,
      );
      const root = screens[path] ?? (loading.has(path) ? drawn.loading.html : '');
      const html = indexHtml
        .replace('</head>', `${links.join('')}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
      const kept = SNAPSHOT_SCREENS.includes(path);
      return [path, path in screens || kept ? scriptsAfterPaint(html, kept) : html];
    }),
  );
  return (path) => pages.get(path) ?? indexHtml;
}
