import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPerms, permKey } from '../../sync/product/menu';
import { PERMS, permName } from '../../sync/product/permissions';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'migrations' || name === 'assets') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** A call of a permission check whose arguments hold a numeric [group, child] pair. */
const PAIR_CALL = /\b(requirePerm|can|menuAllows|permKey|permTitle)\s*\(([^()]|\([^()]*\))*?\[\s*\d+\s*,\s*\d+\s*\]/g;
/** A permission constant written as numbers: `X: Perm = [3, 11]`, `Perm[] = [[1, 2], …]`, `[number, number] = [2, 8]`. */
const PAIR_CONST =
  /(:\s*(readonly\s+)?(Perm(\[\])?|\[number,\s*number\])\s*=\s*\[\s*\[?\s*\d+\s*,\s*\d+)|((PERM|PERMS)\w*\s*=\s*\[\s*\[?\s*\d+\s*,\s*\d+\s*\]?)/g;

describe('the permission vocabulary (sync/permissions.ts)', () => {
  it('names every permission of the menu tree once, and nothing the menu does not have', () => {
    const menu = allPerms().map(permKey).sort();
    const named = Object.values(PERMS).map(permKey);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(menu);
    for (const p of allPerms()) expect(permName(p), permKey(p)).toBeDefined();
  });

  it('api/ and web/ name permissions (requirePerm, can, menuAllows, constants), never by a numeric pair', () => {
    const found: string[] = [];
    for (const file of [...sources(join(ROOT, 'api')), ...sources(join(ROOT, 'web'))]) {
      const text = readFileSync(file, 'utf8');
      for (const re of [PAIR_CALL, PAIR_CONST]) {
        for (const m of text.matchAll(re)) {
          const line = text.slice(0, m.index).split('\n').length;
          found.push(`${relative(ROOT, file)}:${line}: ${m[0].replace(/\s+/g, ' ').slice(0, 80)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan catches a numeric pair', () => {
    const samples = [
      'requirePerm([1, 3], [2, 9])',
      "requirePerm('board', [2, 9])",
      'user.can([3, 11])',
      'menuAllows(menu, [4, 19])',
      'const X: Perm = [3, 11];',
      'const R: Perm[] = [[1, 2], [1, 3]];',
      'export const DEPOSIT_PERM: [number, number] = [2, 8];',
      'const NOTICES: readonly [number, number] = [4, 19];',
      'export const LEASE_PERMS = [\n  [2, 9],\n];',
    ];
    for (const s of samples) expect([...s.matchAll(PAIR_CALL), ...s.matchAll(PAIR_CONST)].length, s).toBeGreaterThan(0);
    for (const s of [
      "requirePerm('board', 'vacantRooms')",
      'user.can(PERMS.devices)',
      'inArray(leases.status, [0, 1])',
    ])
      expect([...s.matchAll(PAIR_CALL), ...s.matchAll(PAIR_CONST)].length, s).toBe(0);
  });
});
