import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { webContracts } from './web-contracts';

const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const plugin = webContracts();
const transform = (code: string, path: string) =>
  (plugin.transform as (code: string, id: string) => unknown).call(
    {
      error: (msg: string) => {
        throw new Error(msg);
      },
    },
    code,
    at(path),
  );
const resolve = (importer: string) =>
  (plugin.resolveId as (source: string, importer: string) => string | null).call({}, 'zod', at(importer));

describe('contracts in the web build', () => {
  it('gives the contracts the inert zod, but the real one to the signing contract and the engine', () => {
    expect(resolve('sync/contract/leases/leases.ts')).toMatch(/inert-zod\.ts$/);
    expect(resolve('sync/contract/leases/sign.ts')).toBeNull();
    expect(resolve('sync/protocol/mutations.ts')).toBeNull();
  });

  it('stops the build when a module parsing with the real zod takes values from an inert contract', () => {
    const engine = "import { z } from 'zod';\nimport { signLeaseSchema } from '../contract/leases/sign';\n";
    expect(transform(engine, 'sync/protocol/mutations.ts')).toBeNull();
    expect(() =>
      transform(`${engine}import { leases } from '../contract/leases/leases';\n`, 'sync/protocol/x.ts'),
    ).toThrow(/sync\/contract\/leases\/leases\.ts is inert/);
    expect(() =>
      transform("import { z } from 'zod';\nimport { page } from '../kit';\n", 'sync/contract/leases/sign.ts'),
    ).toThrow(/sync\/contract\/kit\.ts is inert/);
  });

  it('lets type imports through, and modules without zod import what they like', () => {
    const typeOnly = "import { z } from 'zod';\nimport type { LeaseRow } from '../contract/leases/leases';\n";
    expect(transform(typeOnly, 'sync/protocol/x.ts')).toBeNull();
    expect(transform("import { leases } from '../../sync/contract/leases/leases';\n", 'web/leases/api.ts')).toBeNull();
  });
});
