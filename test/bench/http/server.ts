/**
 * The bench's server in a process of its own (never the load generator's): test/bench/serve-large.ts prepares a data
 * folder (the demo and the large organisation on a SQLite file, or on a new PostgreSQL database) in one child process,
 * then serves it from a fresh one on the first free port of 4450–4459 (or BENCH_PORT). BENCH_DATA_DIR reuses a prepared SQLite folder
 * across runs (it is kept); BENCH_PG_DATA_DIR likewise the folder of the kept PostgreSQL database BENCH_PG_DATABASE
 * (run.ts); otherwise the folder is temporary.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LargeOrg } from '../large-org';
import type { EngineName } from '../report';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = 'test/bench/serve-large.ts';
const PORTS = Array.from({ length: 10 }, (_, i) => 4450 + i);

export interface BenchServer {
  base: string;
  pid: number;
  org: LargeOrg;
  stop(): Promise<void>;
}

const portFree = (port: number) =>
  new Promise<boolean>((res) => {
    const s = createServer();
    s.once('error', () => res(false));
    s.listen(port, '127.0.0.1', () => s.close(() => res(true)));
  });

async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  for (const p of PORTS) if (await portFree(p)) return p;
  throw new Error(`no free port in ${PORTS[0]}–${PORTS.at(-1)}`);
}

function childEnv(engine: EngineName, pgUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_REQUESTS: '0', DB_ENGINE: engine };
  delete env.DATABASE_URL;
  delete env.DB_FILE;
  delete env.BENCH_CHILD;
  if (pgUrl) env.DATABASE_URL = pgUrl;
  return env;
}

function run(args: string[], env: NodeJS.ProcessEnv, label: string, until?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, env });
  let out = '';
  const started = new Promise<void>((res, rej) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      for (const line of d.toString().split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
      if (until && out.includes(until)) res();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => (code === 0 && !until ? res() : rej(new Error(`${SCRIPT} ended (${code})`))));
  });
  return { child, started };
}

/** Prepares the folder (unless BENCH_DATA_DIR holds a prepared one) and starts the server on it. */
export async function startBenchServer(engine: EngineName, pgUrl?: string): Promise<BenchServer> {
  const keptDir = pgUrl
    ? pgUrl === process.env.BENCH_PG_DATABASE && process.env.BENCH_PG_DATA_DIR
    : process.env.BENCH_DATA_DIR;
  const kept = keptDir ? resolve(keptDir) : null;
  const dir = kept ?? mkdtempSync(join(tmpdir(), `bench-large-${engine}-`));
  const env = childEnv(engine, pgUrl);
  const t = performance.now();
  await run(['--prepare-only', '--dir', dir], env, `${engine} seed`).started;
  console.log(`[${engine}] data ready in ${((performance.now() - t) / 1000).toFixed(0)} s (${dir})`);
  const org = JSON.parse(readFileSync(join(dir, 'large-org.json'), 'utf8')) as LargeOrg;
  const port = await freePort();
  const server = run(
    ['--port', String(port), '--dir', dir],
    { ...env, HOST: '127.0.0.1' },
    `${engine} server`,
    '已启动',
  );
  await server.started;
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    !(await fetch(`${base}/api/public/regions`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 300) throw new Error(`the server on ${base} never answered`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: server.child.pid!,
    org,
    stop: async () => {
      if (server.child.exitCode === null) {
        server.child.removeAllListeners('exit');
        const ended = new Promise((r) => server.child.once('exit', r));
        server.child.kill('SIGTERM');
        await ended;
      }
      if (!kept) rmSync(dir, { recursive: true, force: true });
    },
  };
}
