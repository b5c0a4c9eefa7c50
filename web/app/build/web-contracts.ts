import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const INERT = fileURLToPath(new URL('../../lib/inert-zod.ts', import.meta.url));

/**
 * The contract modules whose schemas the web runs: the offline engine checks a lease signed on the device with the
 * signing schema (sync/protocol/mutations.ts parseArgs). Every other contract gives the web its method and path only.
 */
const REAL = new Set(['sync/contract/leases/sign.ts']);

const relativeId = (id: string) => (id.startsWith(root) ? id.slice(root.length).split('?')[0] : '');

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
      return from.startsWith('sync/contract/') && !REAL.has(from) ? INERT : null;
    },
  };
}
