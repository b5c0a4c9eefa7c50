import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './http/env';

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker never cached, SPA fallback. Text files are
 * sent as the brotli or gzip copy the build wrote beside them (web/app/build/precompress.ts), whichever the browser
 * accepts, with `Vary: Accept-Encoding`; the API's JSON is compressed on the fly by the compress middleware.
 */
export function webRoutes(distDir: string) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
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
    return c.html(indexHtml);
  });
  return web;
}
