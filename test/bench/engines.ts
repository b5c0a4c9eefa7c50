import { spawn } from 'node:child_process';
import { parseFigureLine, type EngineName } from './report';

/**
 * Runs the in-process benches (in-process.ts) in a child process on one engine: SQLite files, or PostgreSQL at
 * `pgUrl` (a throwaway cluster the bench started); streams what they print and takes their FIGURE lines into the
 * table (report.ts). Resolves with the child's exit code.
 */
export function runInProcessBenches(engine: EngineName, names: readonly string[], pgUrl?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/in-process.ts', ...names], {
      env: { ...process.env, BENCH_CHILD: '1', DB_ENGINE: engine, ...(pgUrl ? { BENCH_PG_URL: pgUrl } : {}) },
    });
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (!parseFigureLine(engine, line)) console.log(`[${engine}] ${line}`);
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[${engine}] ${chunk}`));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
