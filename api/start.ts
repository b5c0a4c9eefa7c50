/** `npm start`: build the PWA when its sources changed, then serve the API and the PWA on one port. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server';

/** Where the built PWA is (DIST_DIR: a separate build, e.g. for parallel end-to-end runs). */
const DIST = process.env.DIST_DIR ?? 'dist';
const SOURCES = ['web', 'sw', 'sync', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

function buildIfNeeded() {
  const index = join(DIST, 'index.html');
  const stale = !existsSync(index) || SOURCES.some((s) => existsSync(s) && newestMtime(s) > statSync(index).mtimeMs);
  if (!stale) return;
  console.log('正在构建前端（首次启动或源码有变动）…');
  execSync('npx vite build', { stdio: 'inherit' }); // vite.config.ts reads DIST_DIR too
}

if (process.env.SKIP_BUILD !== '1') buildIfNeeded();
await startServer({
  port: Number(process.env.PORT ?? 8080),
  dataDir: process.env.DATA_DIR ?? './data',
  distDir: DIST,
  quiet: process.env.LOG_REQUESTS === '0',
});
