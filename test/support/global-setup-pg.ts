import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster';
import './global-setup-sqlite';

/** A throwaway PostgreSQL cluster for this run (test/support/pg-cluster.ts), stopped and removed at the end. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const root = mkdtempSync(join(tmpdir(), 'gongyu-pgrun-'));
  project.provide('pgUrl', cluster.url());
  project.provide('dbRoot', root);
  return () => {
    cluster.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
