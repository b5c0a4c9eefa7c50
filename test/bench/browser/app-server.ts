/**
 * The real server for the browser figures (npm run lighthouse, the browser bench run on its own): the built app and
 * the API on one port, in a child process, on a fresh data folder — as `npm start` serves it (api/start.ts).
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '../../../api/seed/demo';

/** The repository's root (this file is test/bench/browser/). */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** Where the built app is: DIST_DIR as api/start.ts reads it, else dist/. */
export const distDir = () => resolve(ROOT, process.env.DIST_DIR ?? 'dist');

/** Builds the app when its folder has no index.html (vite.config.ts reads DIST_DIR too). */
export function ensureBuilt(): string {
  const dist = distDir();
  if (!existsSync(join(dist, 'index.html'))) {
    console.log(`building the app into ${dist} …`);
    execSync('npx vite build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
  }
  return dist;
}

export interface Login {
  phone: string;
  password: string;
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The demo organisation's boss (README "Demo logins"). */
export const DEMO_BOSS: Login = { phone: '13800000001', password: DEMO_PASSWORD };

/** Waits until `url` answers 200, or fails when the process ended or `ms` passed. */
async function waitForUp(url: string, child: ChildProcess, ms: number, output: () => string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${ms} ms:\n${output()}`);
}

/** Starts `node --import tsx <script>` with `env`; resolves once /login answers. */
export async function startProcess(
  script: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<RunningServer & { output(): string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const ended = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForUp(`${baseUrl}/login`, child, timeoutMs, () => out);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stop, output: () => out };
}

/** `npm start` on a fresh temporary data folder (demo data seeded at start), serving the built app. */
export async function startDemoServer(port: number): Promise<RunningServer> {
  const dist = ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'perf-demo-'));
  const server = await startProcess('api/start.ts', port, { DATA_DIR: dataDir, DIST_DIR: dist, SKIP_BUILD: '1' });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
