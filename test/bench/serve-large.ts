/**
 * The real server with the large organisation (test/bench/large-org.ts) on a SQLite FILE database:
 *
 *   PORT=4450 DATA_DIR=/tmp/large DIST_DIR=dist npx tsx test/bench/serve-large.ts
 *   npx tsx test/bench/serve-large.ts --port 4450 --dir /tmp/large [--dist dist] [--prepare-only]
 *
 * Prepares DATA_DIR/gongyu.sqlite (the demo with its running leases, as `npm start` seeds it, plus 大型机构: 20,000
 * rooms, 6,700 leases, 33,500 bills; about a minute) unless the folder was prepared before (large-org.json, written
 * when seeding finished, is reused), then starts the real server (api/server.ts startServer, as api/start.ts does:
 * the API, and the built PWA when a dist folder is given) on the port. The first line it prints is the large
 * organisation's boss as `大型机构 老板 <phone> / <password>`. --prepare-only seeds and exits (the bench then starts
 * the server in a fresh process). DATABASE_URL=postgres://… prepares and serves that database instead (the folder
 * keeps the uploads and the marker). LOG_REQUESTS=1 logs each request; BOSS_PHONE changes the boss's phone.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../../api/db/open';
import { afterCommitEffects, writeEffects } from '../../api/effects';
import { DEMO_PASSWORD, seedDemo } from '../../api/seed/demo';
import { startServer } from '../../api/server';
import { seedLargeOrg, type LargeOrg } from './large-org';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    dist: { type: 'string' },
    'prepare-only': { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4450);
const dataDir = resolve(values.dir ?? process.env.DATA_DIR ?? './data-large');
const distDir = values.dist ?? process.env.DIST_DIR;
const bossPhone = process.env.BOSS_PHONE ?? '13700000001';
const marker = join(dataDir, 'large-org.json');
const dbFile = join(dataDir, 'gongyu.sqlite');
const pgUrl = process.env.DATABASE_URL;

/** The large organisation of the folder: the one seeded before (its marker), else seeded now. */
async function prepare(): Promise<LargeOrg> {
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  if (!pgUrl) for (const f of ['', '-wal', '-shm']) rmSync(dbFile + f, { force: true }); // a seed cut short
  const started = performance.now();
  const db = await openDb(pgUrl || dbFile, { effects: writeEffects, afterCommit: afterCommitEffects, now: Date.now });
  try {
    const now = Date.now();
    await seedDemo(db, now, join(dataDir, 'uploads'), { runningLeases: true });
    const org = await seedLargeOrg(db, now, { bossPhone });
    writeFileSync(marker, JSON.stringify(org, null, 2));
    console.log(`已生成大型机构数据（${((performance.now() - started) / 1000).toFixed(0)} 秒）：${dataDir}`);
    return org;
  } finally {
    await db.close();
  }
}

const seeded = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as LargeOrg) : null;
// The login line comes first: scripts read the first phone number and the first "/ …" of the output.
console.log(`大型机构 老板 ${seeded?.bossPhone ?? bossPhone} / ${seeded?.password ?? DEMO_PASSWORD}`);
const org = seeded ?? (await prepare());
console.log(`1,000 间的公寓：${org.bigApartmentId}`);
if (values['prepare-only']) process.exit(0);
if (!pgUrl) process.env.DB_FILE = dbFile;
await startServer({ port, dataDir, distDir, quiet: process.env.LOG_REQUESTS !== '1' });
