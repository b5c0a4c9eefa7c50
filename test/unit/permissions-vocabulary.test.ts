import { describe, expect, it } from 'vitest';
import { allPerms, permKey } from '../../sync/menu';
import { PERMS, permName } from '../../sync/permissions';

describe('the permission vocabulary (sync/permissions.ts)', () => {
  it('names every permission of the menu tree once, and nothing the menu does not have', () => {
    const menu = allPerms().map(permKey).sort();
    const named = Object.values(PERMS).map(permKey);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(menu);
    for (const p of allPerms()) expect(permName(p), permKey(p)).toBeDefined();
  });
});
