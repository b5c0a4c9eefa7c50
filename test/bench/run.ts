/**
 * `npm run bench`: figures, never pass/fail (not part of `npm test`).
 *
 *   npm run bench                      the server part, then the browser part
 *   npm run bench -- --server-only     the server part only
 *   npm run bench -- http meter-bills  named parts only: http, browser, or an in-process bench (in-process.ts)
 *   BENCH_ENGINES=sqlite BENCH_RUNS=5 BENCH_SECONDS=6 npm run bench -- --server-only
 *   BENCH_HTTP_ENGINES=sqlite,pg npm run bench -- http      the HTTP figures on PostgreSQL too
 *   BENCH_HTTP_FIGURES=dashboard,trivial npm run bench -- http   those HTTP figures only (http/figures.ts GROUPS;
 *                                                                 the offline push runs only when all are asked)
 *   BENCH_PORT=4413 BENCH_DATA_DIR=/tmp/large npm run bench -- http   the server on that port, on a kept folder
 *   BENCH_PG_DATABASE=postgres://…/large BENCH_PG_DATA_DIR=/tmp/large-pg BENCH_HTTP_ENGINES=pg npm run bench -- http
 *                                      the PostgreSQL HTTP figures on a kept database (seeded at its first run, when
 *                                      the folder has no large-org.json), instead of a new cluster seeded each run
 *
 * The server part, per engine (SQLite file, then PostgreSQL on a throwaway cluster; BENCH_ENGINES picks): the real
 * server in a process of its own with the demo and the large organisation (http/server.ts, serve-large.ts: 20,000
 * rooms, 6,700 leases, 33,500 bills), measured over HTTP with compression and concurrent clients (http/figures.ts,
 * http/offline.ts), on the SQLite file only unless BENCH_HTTP_ENGINES says so (seeding the large organisation on
 * PostgreSQL takes several minutes); then the benches that still run in process (in-process.ts), on each engine. Every figure is taken 3 times or
 * more; the table at the end gives the min and the median of the runs beside the target (report.ts).
 * The browser part follows (test/bench/browser/run.ts: Playwright in /usr/bin/chromium at 4x CPU, its own server of
 * the large organisation; it builds the app into DIST_DIR or dist/ when that has no build); its figures join the table.
 */
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from '../support/pg-cluster';
import { newPgDatabase } from './database';
import { runInProcessBenches } from './engines';
import { httpFigures } from './http/figures';
import { offlinePush } from './http/offline';
import { startBenchServer } from './http/server';
import { printTable, summed, type EngineName } from './report';
import { runBrowserBench } from './browser/run';

const { values, positionals } = parseArgs({
  options: { 'server-only': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const wants = (part: string) => positionals.length === 0 || positionals.includes(part);
const inProcess = positionals.filter((p) => p !== 'http' && p !== 'browser');
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,pg').split(',') as EngineName[];
const httpEngines = (process.env.BENCH_HTTP_ENGINES ?? 'sqlite').split(',');
/** A kept PostgreSQL database for the HTTP figures (its folder: BENCH_PG_DATA_DIR; http/server.ts). */
const keptPg = process.env.BENCH_PG_DATABASE;

/** The server's figures over HTTP on one engine: its own process, started and stopped here. */
async function httpPart(engine: EngineName, pgUrl?: string) {
  const server = await startBenchServer(engine, pgUrl);
  try {
    const token = await httpFigures(engine, server);
    if (!process.env.BENCH_HTTP_FIGURES) await offlinePush(engine, server, token);
  } finally {
    await server.stop();
  }
}

/** The browser part (test/bench/browser/run.ts: its own server of the large organisation, the built app). */
async function browserPart() {
  console.log('\n# browser (Playwright, phone at 4x CPU; the SQLite server of the large organisation)');
  for (const f of await runBrowserBench()) summed('sqlite', `browser: ${f.name}`, f.unit, f.target, f.min, f.median);
}

let failed = 0;
const runInProcess = positionals.length === 0 || inProcess.length > 0;
for (const engine of engines) {
  const runHttp = wants('http') && httpEngines.includes(engine);
  if (!runHttp && !runInProcess) continue;
  let cluster: Cluster | undefined;
  try {
    if (engine === 'pg' && (runInProcess || !(runHttp && keptPg))) cluster = await startCluster();
    if (runHttp) {
      console.log(`\n# http (${engine})`);
      const pgUrl = engine === 'pg' ? (keptPg ?? (await newPgDatabase(cluster!.url()))) : undefined;
      await httpPart(engine, pgUrl);
    }
    if (runInProcess) if ((await runInProcessBenches(engine, inProcess, cluster?.url())) !== 0) failed++;
  } catch (e) {
    failed++;
    console.error(`[${engine}]`, e);
  } finally {
    cluster?.stop();
  }
}
if (!values['server-only'] && wants('browser'))
  await browserPart().catch((e: unknown) => {
    failed++;
    console.error('[browser]', e);
  });
printTable(engines);
if (failed) process.exitCode = 1;
