import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** A folder for this run's SQLite databases (the seeded templates and each harness's copy), removed at the end. */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'gongyu-sqlite-'));
  project.provide('dbRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbRoot: string;
    pgUrl: string;
  }
}
