import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A child process's exit status when it succeeded. */
const EXIT_OK = 0;

/**
 * A throwaway PostgreSQL cluster for the tests and the benchmark: Debian's `postgresql` binaries, a fresh data folder
 * in a temporary directory, a free port on 127.0.0.1, trust authentication for the one local user, no durability
 * (fsync off: the data is thrown away). Runs as the unprivileged `postgres` user when started as root (initdb refuses
 * root). `stop()` shuts it down and removes the folder. `under`: where the folder is made (the system's temporary
 * folder unless said).
 */
export interface Cluster {
  /** postgres://gongyu@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startCluster(under = tmpdir()): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(under, 'gongyu-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== EXIT_OK) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'gongyu', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: (database = 'postgres') => `postgres://gongyu@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
