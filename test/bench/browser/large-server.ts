/**
 * The server with the 20,000-room organisation (test/bench/serve-large.ts: the demo plus the large organisation with
 * leases and bills in a SQLite file, the real server on a port; it prints the boss's phone and password).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ROOT, startProcess, type Login, type RunningServer } from './app-server';

const SCRIPT = 'test/bench/serve-large.ts';

/**
 * Null when serve-large.ts is not there. Seeding takes minutes on a busy machine: BENCH_DATA_DIR=dir serves a folder
 * prepared before (`serve-large.ts --dir dir --prepare-only`; seeded there when not), kept afterwards.
 */
export async function startLargeServer(port: number): Promise<(RunningServer & { boss: Login }) | null> {
  if (!existsSync(join(ROOT, SCRIPT))) return null;
  const dist = ensureBuilt();
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'perf-large-'));
  const server = await startProcess(SCRIPT, port, { DATA_DIR: dataDir, DIST_DIR: dist, SKIP_BUILD: '1' }, 15 * 60_000);
  const out = server.output();
  // Its first line: `大型机构 老板 <phone> / <password>`.
  const [, phone, password] = /(1\d{10}) \/ (\S+)/.exec(out) ?? [];
  if (!phone || !password) {
    await server.stop();
    throw new Error(`${SCRIPT} did not print the boss's phone and password:\n${out}`);
  }
  return {
    baseUrl: server.baseUrl,
    boss: { phone, password },
    stop: async () => {
      await server.stop();
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
