import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { uncheckedRoutes } from './contract-coverage';

/**
 * Where the run's SQLite files live: in memory (/dev/shm, a tmpfs) where the system has one. SQLite keeps the product's
 * durability (synchronous=FULL: each commit flushed), but a flush to memory costs nothing, as this run's PostgreSQL
 * cluster runs with fsync off: on this machine's disk the flushes were most of the database time of a test (a
 * harness's four logins 121 ms → 23 ms, a fresh harness 39 → 12 ms). Each file is removed when its test file ends.
 */
export const MEMORY_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/**
 * A folder for this run's SQLite databases (the seeded templates and each harness's copy), removed at the end; and
 * the contract coverage: when the whole API suite ran, every route's success reply was checked against its contract
 * by some test, or the run fails naming the routes no test reached.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(MEMORY_DIR, 'gongyu-sqlite-'));
  const contractDir = join(root, 'contract');
  mkdirSync(contractDir);
  project.provide('dbRoot', root);
  project.provide('contractDir', contractDir);
  return () => {
    try {
      const missing = uncheckedRoutes(contractDir);
      if (missing?.length) {
        // A global teardown's error is printed but does not fail the run: set the exit code as well.
        process.exitCode = 1;
        console.error(
          `No test checked the success reply of these routes against their contract:\n${missing.join('\n')}`,
        );
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbRoot: string;
    pgUrl: string;
    contractDir: string;
  }
}
