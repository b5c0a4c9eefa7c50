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
  const everyFile = all.every((f) => files.has(f));
  if (!everyFile && !process.env.CONTRACT_REPORT) return null;
  const missing = ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`).filter((k) => !checked.has(k));
  // CONTRACT_REPORT=1 on a run of a few files lists what they left unchecked, without failing the run.
  if (!everyFile) {
    console.log(`Routes whose success reply these files did not check:\n${missing.join('\n')}`);
    return null;
  }
  return missing;
}
