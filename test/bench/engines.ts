import { spawn } from 'node:child_process';
import { startCluster, type Cluster } from '../support/pg-cluster';

/**
 * `npm run bench [name]` runs every bench twice, in a child process per engine (SQLite, then PostgreSQL on a
 * throwaway cluster), streams what they print, and ends with the figures of both side by side. A bench reports a
 * figure with `figure(name, value, unit)`; BENCH_ENGINES=sqlite (or pg) runs one engine only.
 */
export const FIGURE = 'FIGURE\t';

export function figure(name: string, value: number, unit: string) {
  console.log(`${FIGURE}${name}\t${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)}\t${unit}`);
}

type Figures = Map<string, { unit: string; by: Record<string, string> }>;

function runChild(engine: string, args: string[], env: NodeJS.ProcessEnv, figures: Figures): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/run.ts', ...args], {
      env: { ...process.env, ...env, BENCH_CHILD: '1', DB_ENGINE: engine },
    });
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(FIGURE)) {
          const [, name, value, unit] = line.split('\t');
          const f = figures.get(name) ?? { unit, by: {} };
          f.by[engine] = value;
          figures.set(name, f);
        } else console.log(`[${engine}] ${line}`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[${engine}] ${chunk}`));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export async function runOnBothEngines(args: string[]) {
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,pg').split(',');
  const figures: Figures = new Map();
  let cluster: Cluster | undefined;
  let failed = 0;
  try {
    for (const engine of engines) {
      if (engine === 'pg') cluster = await startCluster();
      const code = await runChild(engine, args, engine === 'pg' ? { BENCH_PG_URL: cluster!.url() } : {}, figures);
      if (code !== 0) failed++;
    }
  } finally {
    cluster?.stop();
  }
  console.log(`\n# figures, side by side\n`);
  const width = Math.max(...[...figures.keys()].map((k) => k.length), 10);
  console.log(
    `${'figure'.padEnd(width)}  ${engines.map((e) => (e === 'pg' ? 'PostgreSQL' : 'SQLite').padStart(12)).join('')}  unit`,
  );
  for (const [name, f] of figures)
    console.log(`${name.padEnd(width)}  ${engines.map((e) => (f.by[e] ?? '—').padStart(12)).join('')}  ${f.unit}`);
  if (failed) process.exitCode = 1;
}
