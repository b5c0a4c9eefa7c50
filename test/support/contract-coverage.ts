import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALL_CONTRACTS } from '../../sync/contract';

const root = resolve(import.meta.dirname, '../..');

/**
 * The routes whose success reply no test file checked, from the records test/support/contract-record.ts wrote; null
 * when not every API and property test file ran (a run of a few files says nothing about coverage).
 */
export function uncheckedRoutes(dir: string): string[] | null {
  const files = new Set<string>();
  const checked = new Set<string>();
  for (const name of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      const r = JSON.parse(line) as { file: string; routes: string[] };
      files.add(resolve(r.file));
      r.routes.forEach((k) => checked.add(k));
    }
  }
  const all = ['test/api', 'test/property'].flatMap((d) =>
    readdirSync(join(root, d), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => join(root, d, f)),
  );
  if (!all.every((f) => files.has(f))) return null;
  return ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`).filter((k) => !checked.has(k));
}
