import type { Plugin } from 'vite';
import { dirname, extname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const INERT = fileURLToPath(new URL('../../lib/inert-zod.ts', import.meta.url));
const here = 'web/app/build/web-contracts.ts';

/**
 * The contract modules whose schemas the web runs: the offline engine checks a lease signed on the device with the
 * signing schema (sync/protocol/mutations.ts parseArgs). Every other contract gives the web its method and path only.
 */
const REAL = new Set(['sync/contract/leases/sign.ts']);

const relativeId = (id: string) => (id.startsWith(root) ? id.slice(root.length).split('?')[0]! : '');

const inert = (from: string) => from.startsWith('sync/contract/') && !REAL.has(from);

/** The relative modules a source imports values from (`import type` left out), as paths from the repository root. */
function valueImports(code: string, id: string): string[] {
  const paths = [...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s*'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1]!);
  return paths.map((p) => relative(root, resolve(dirname(id), extname(p) ? p : `${p}.ts`)).replaceAll('\\', '/'));
}

/**
 * Production web build only: `zod` imported by a route contract (sync/contract) is web/lib/inert-zod.ts, so the
 * login, the dashboard and the board do not download zod and build hundreds of schemas they never parse with. The
 * offline engine (sync/protocol) and the modules of REAL keep the real zod; the API, the tests and the development
 * build are untouched.
 */
export function webContracts(): Plugin {
  return {
    name: 'gongyu:web-contracts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer) return null;
      const from = relativeId(importer);
      return inert(from) ? INERT : null;
    },
    // A module checking with the real zod (the offline engine, a REAL contract) must not take schemas from an inert
    // contract: the check would fail on the device, in the field, with no word of why. The build stops instead.
    transform(code, id) {
      const from = relativeId(id);
      if (!from || inert(from) || !/ from 'zod';$/m.test(code)) return null;
      const bad = valueImports(code, id).find(inert);
      if (bad) this.error(`${from} parses with zod but ${bad} is inert in the web build: add it to REAL (${here})`);
      return null;
    },
  };
}
