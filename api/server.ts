import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDb } from './db/open';
import { afterCommitEffects, writeEffects } from './effects';
import { createApp } from './app';
import { webRoutes } from './web';
import { seedDemo } from './seed/demo';
import type { Deps } from './deps';
import { startDailyJobs } from './jobs/daily';

/** How long an idle kept-alive connection stays open (longer than browsers', proxies' and load balancers'). */
const KEEP_ALIVE_MS = 65_000;

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** The built PWA to serve at /, or none (the Vite dev server serves it). */
  distDir?: string;
  quiet?: boolean;
}

/**
 * Opens the database (PostgreSQL at DATABASE_URL, else the SQLite file under the data folder), applies migrations,
 * seeds the demo into an empty one, and listens.
 */
export async function startServer(opts: ServerOptions) {
  const dataDir = resolve(opts.dataDir);
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const now = () => Date.now();
  const db = await openDb(process.env.DATABASE_URL || process.env.DB_FILE || join(dataDir, 'gongyu.sqlite'), {
    effects: writeEffects,
    afterCommit: afterCommitEffects,
    now,
  });
  const deps: Deps = {
    db,
    now,
    config: {
      uploadsDir,
      secureCookies: process.env.SECURE_COOKIES === '1',
      trustProxy: process.env.TRUST_PROXY === '1',
      // A local push service over plain http on a loopback host (the end-to-end tests'; api/push/subscriptions.ts).
      allowInsecurePushEndpoints: process.env.PUSH_ALLOW_LOOPBACK === '1',
    },
    log: opts.quiet ? () => {} : (line) => console.log(`${new Date().toISOString()} ${line}`),
  };
  const logins = await seedDemo(db, Date.now(), uploadsDir, { runningLeases: true });
  if (logins.length) {
    console.log('\n已创建演示数据，可用以下账号登录（密码相同）：');
    for (const l of logins) console.log(`  ${l.org}  ${l.phone} / ${l.password}  ${l.role}`);
    console.log('');
  }
  const app = createApp(deps, opts.distDir ? webRoutes(opts.distDir) : undefined);
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: process.env.HOST ?? '0.0.0.0' });
  // An idle kept-alive connection is closed by the server only well after clients and proxies let theirs go: with
  // Node's 5 s, a request sent on a connection the server was closing at that instant failed with ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  // Daily jobs (void expired deposit orders …): at start, then hourly; stopped with the server.
  const stopJobs = startDailyJobs(deps);
  server.on('close', stopJobs);
  console.log(`公寓管家已启动：http://localhost:${opts.port}`);
  return { server, deps };
}
