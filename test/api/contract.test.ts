import { describe, expect, it } from 'vitest';
import { makeHarness } from './harness';
import { ALL_CONTRACTS } from '../../sync/contract';
import { checkedRoutes, checkReply, contractOf, ContractError } from './contract-check';

/**
 * The contract (sync/contract) and the API's route table are one list: every route the app serves has a contract, and
 * every contract names a route the app serves. Every reply a test receives is checked against its contract by the
 * harness (test/api/contract-check.ts), and a full run fails when some route's success reply was never checked
 * (test/support/global-setup-sqlite.ts).
 */
describe('the contract', () => {
  it('names every route of the API, and only those', async () => {
    const h = await makeHarness({ empty: true });
    const served = new Set(
      (h.app.routes as { method: string; path: string }[])
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    const declared = ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(declared).size, 'a route declared twice').toBe(declared.length);
    expect(
      [...served].filter((k) => !declared.includes(k)),
      'routes without a contract',
    ).toEqual([]);
    expect(
      declared.filter((k) => !served.has(k)),
      'contracts without a route',
    ).toEqual([]);
  });

  it("fails a test whose reply breaks its route's contract (the check every harness call makes)", () => {
    const before = new Set(checkedRoutes);
    const reply = (status: number, json: unknown, type = 'application/json') => ({
      status,
      json,
      headers: new Headers({ 'content-type': type }),
    });
    const check = (path: string, r: ReturnType<typeof reply>) => () => checkReply('POST', path, r);
    const logout = '/api/auth/logout';
    expect(check(logout, reply(200, { code: 200, msg: '退出成功', data: null }))).not.toThrow();
    expect(check(logout, reply(200, { code: 200, msg: '退出成功', data: { ok: 1 } }))).toThrow(ContractError);
    expect(check(logout, reply(200, { code: 200, msg: '退出成功', data: null, extra: 1 }))).toThrow(ContractError);
    expect(check(logout, reply(401, { code: 401, msg: '请先登录', data: null }))).not.toThrow();
    expect(check(logout, reply(401, { code: 401, msg: 'Unauthorized', data: null }))).toThrow(ContractError);
    const file = () => checkReply('GET', `/api/upload/files/${'A'.repeat(24)}`, reply(200, null, 'text/html'));
    expect(file).toThrow(ContractError);
    // These made-up replies check nothing of the API: the coverage of the run must not count them.
    for (const k of checkedRoutes) if (!before.has(k)) checkedRoutes.delete(k);
  });

  it('finds the contract of a concrete request by its path pattern', () => {
    expect(contractOf('GET', '/api/auth/profile')?.path).toBe('/api/auth/profile');
    expect(contractOf('POST', '/api/auth/profile')).toBeUndefined();
  });
});
