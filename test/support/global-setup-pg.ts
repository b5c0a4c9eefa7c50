import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster';
import { MEMORY_DIR } from './global-setup-sqlite';

/**
 * A throwaway PostgreSQL cluster for this run (test/support/pg-cluster.ts), stopped and removed at the end. Its data
 * folder is in memory, as the SQLite files are (global-setup-sqlite.ts): a clone of the demo is about 850 files and
 * 15 MB, made in 12 ms there against 90 ms on this machine's disk, and each test file's clones are dropped when it
 * ends (test/support/databases.ts), so the cluster holds the templates and the running files' databases only.
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster(MEMORY_DIR);
  const root = mkdtempSync(join(MEMORY_DIR, 'gongyu-pgrun-'));
  project.provide('pgUrl', cluster.url());
  project.provide('dbRoot', root);
  return () => {
    cluster.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
