/**
 * The benches that still run inside one process (a bench child of engines.ts per engine, BENCH_CHILD=1): each seeds a
 * fresh database and calls the API through `app.request`, BENCH_RUNS times (default 3) where a run can be repeated.
 * `npm run bench -- <name>` runs one of them (names below).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../api/seed/demo';
import { ENGINE } from '../../api/db/engine';
import { benchDatabase } from './database';
import { inProcessApp, type InProcess } from './in-process-app';
import { meterBillsBench } from './meter-bills';
import { meterReadingsBench } from './meter-readings';
import { collectSyncBench } from './collect-sync';
import { bodyLimitBench } from './body-limit';
import { locksBench } from './locks';
import { doorsBench } from './doors';
import { oplogBench } from './oplog';
import { financeBench } from './finance';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function setup(): Promise<InProcess> {
  const db = await benchDatabase();
  await seedDemo(db, Date.now());
  return inProcessApp(db, mkdtempSync(join(tmpdir(), 'bench-')));
}

/** A bench run RUNS times on one database, each run on data of its own. */
const repeated = (bench: (ctx: InProcess, run: number) => Promise<void>) => async () => {
  const ctx = await setup();
  for (let run = 0; run < RUNS; run++) await bench(ctx, run);
  await ctx.db.close();
};

export const IN_PROCESS: Record<string, () => Promise<void>> = {
  /** Issue 7: utility bills for 1,000 rooms in one request (meter-bills.ts). */
  'meter-bills': repeated(meterBillsBench),
  /** Issue 7: 1,000 meter readings taken offline, pushed and applied (meter-readings.ts). */
  'meter-readings': repeated(meterReadingsBench),
  /** Issue 13: the real server process's memory under 20 parallel 50 MB bodies (body-limit.ts). */
  'body-limit': bodyLimitBench,
  /** Issue 13: collections on a database file with synchronous NORMAL vs FULL (collect-sync.ts). */
  'collect-sync': collectSyncBench,
  /** Issue 17: passwords for 1,000 leases taking effect, the arrears freeze over 20,000 rooms (locks.ts). */
  locks: async () => {
    const ctx = await setup();
    await locksBench(ctx);
    await ctx.db.close();
  },
  /** Issue 18: /openDoor's list over 100,000 door openings of one apartment, p50 and p99 (doors.ts). */
  doors: async () => {
    const ctx = await setup();
    await doorsBench(ctx);
    await ctx.db.close();
  },
  /** Issue 20: /logsInfor's list over 1,000,000 operation-log entries, by time range and operator, p50 and p99 (oplog.ts). */
  oplog: async () => {
    const ctx = await setup();
    await oplogBench(ctx);
    await ctx.db.close();
  },
  /** Issue 21: the ledger list, its totals and the flow report over 1,000,000 ledger entries, p50 and p99 (finance.ts). */
  finance: async () => {
    const ctx = await setup();
    await financeBench(ctx);
    await ctx.db.close();
  },
};

/** Benches about the HTTP server or the SQLite file itself, not the engine: run in the SQLite pass only. */
const SQLITE_ONLY = new Set(['body-limit', 'collect-sync']);

if (process.env.BENCH_CHILD) {
  const only = process.argv.slice(2);
  for (const [name, bench] of Object.entries(IN_PROCESS)) {
    if ((only.length && !only.includes(name)) || (ENGINE === 'pg' && SQLITE_ONLY.has(name))) continue;
    console.log(`\n# ${name}`);
    await bench();
  }
  process.exit(0);
}
