import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeHarness, PHONES, type Harness } from './harness';
import { baseType, routeValidators, walkObjects, type RouteValidator } from './validators';
import { chineseMessage, NOT_JSON_MSG } from '../../api/http/validate';
import { FIELD_LABELS } from '../../api/http/field-labels';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { leases } from '../../api/leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let h: Harness;
let boss: string;
let tenant: Record<string, string>;
beforeAll(async () => {
  // With the running leases: the tenant page's routes are asked with a tenant link of a lease in effect.
  h = await makeHarness({ runningLeases: true });
  boss = await h.login(PHONES.boss);
  const [lease] = await h.db.select().from(leases).where(eq(leases.status, LEASE_STATUS.signed)).limit(1);
  tenant = tenantHeaders(await issueTenantLink(h, boss, lease!.id));
}, 120_000);

/** Who asks a route: the boss, or for the tenant page's routes (/api/tenant/…) the tenant of a lease in effect. */
const asker = (path: string, headers: Record<string, string> = {}) =>
  path.startsWith('/api/tenant/') ? { headers: { ...headers, ...tenant } } : { token: boss, headers };

/** Anything that is an internal name or zod's English: a run of ASCII letters (JSON excepted), '.0.', 'expected'. */
const INTERNAL = /(?!JSON)[A-Za-z]{3,}|\.\d+\.|_/;
const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** A value of the wrong type for a field of base type `type` (json bodies). */
function wrongJson(type: string): unknown[] {
  switch (type) {
    case 'string':
      return [12345, 'x'.repeat(5000), ''];
    case 'number':
    case 'int':
    case 'bigint':
      return ['abc', 1.5, -99999999999];
    case 'boolean':
      return ['abc'];
    case 'array':
      return ['abc', [{}]];
    case 'object':
      return ['abc', []];
    default:
      return [{ x: 1 }, 'zzz'];
  }
}
const wrongQuery = (type: string): string[] =>
  type === 'string' ? ['x'.repeat(400), ''] : ['abc', '1.5', '-99999999999', 'x'.repeat(400)];

/** Sets `value` at `path` (list positions as 0) in a fresh object. */
function bodyWith(path: (string | number)[], value: unknown): unknown {
  let out: unknown = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const k = path[i]!;
    out = typeof k === 'number' ? [out] : { [k]: out };
  }
  return out;
}

/** Every malformed input of one validator: each field (nested ones too) of a wrong type, and bodies of the wrong shape. */
function malformed(v: RouteValidator): unknown[] {
  const out: unknown[] = [];
  walkObjects(v.schema, (shape, path) => {
    for (const [k, s] of Object.entries(shape)) {
      const type = baseType(s as z.ZodType);
      const values = v.target === 'json' ? wrongJson(type) : wrongQuery(type);
      for (const value of values) out.push(bodyWith([...path, k], value));
    }
  });
  if (v.target === 'json') out.push([], 'text', 42, null);
  return out;
}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '01JZZZZZZZZZZZZZZZZZZZZZZZ'));

describe('every route validator answers malformed input in Chinese, never with an internal path', () => {
  it('walks every validator made by validate() with wrong types for every field', async () => {
    const validators = routeValidators(h.app);
    expect(validators.length).toBeGreaterThan(100);
    const bad: string[] = [];
    let asked = 0;
    for (const v of validators) {
      for (const input of malformed(v)) {
        let path = fill(v.path);
        let json: unknown;
        if (v.target === 'json') json = input;
        else if (v.target === 'query') {
          const q = new URLSearchParams(
            Object.entries((input ?? {}) as Record<string, unknown>).map(([k, x]) => [
              k,
              typeof x === 'string' ? x : JSON.stringify(x),
            ]),
          );
          path += `?${q}`;
        } else if (v.target === 'param')
          path = fill(
            v.path,
            Object.fromEntries(
              Object.entries((input ?? {}) as Record<string, unknown>).map(([k, x]) => [k, String(x)]),
            ),
          );
        else continue;
        const r = await h.call(v.method, path, { ...asker(path), json });
        asked++;
        const msg = String(r.json?.msg ?? '');
        // Refusals only (a malformed export filter may still export).
        if (r.status >= 500 || (r.status >= 400 && (!HAS_CHINESE.test(msg) || INTERNAL.test(msg))))
          bad.push(`${v.method} ${v.path} ${JSON.stringify(input).slice(0, 80)} → ${r.status} ${msg}`);
      }
    }
    expect(asked).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  }, 300_000);

  it('every issue of every malformed input (not only the first, which the reply shows) reads in Chinese', () => {
    const bad = new Set<string>();
    for (const v of routeValidators(h.app)) {
      for (const input of malformed(v)) {
        const res = v.schema.safeParse(input);
        if (res.success) continue;
        for (const issue of res.error.issues) {
          const msg = chineseMessage({ issues: [issue] } as z.ZodError, input);
          if (!HAS_CHINESE.test(msg) || INTERNAL.test(msg))
            bad.add(`${v.method} ${v.path} ${issue.path.join('.')} → ${msg}`);
        }
      }
    }
    expect([...bad]).toEqual([]);
  });

  it('every field of every validated request has a Chinese name', () => {
    const missing = new Set<string>();
    for (const v of routeValidators(h.app))
      walkObjects(v.schema, (shape) => Object.keys(shape).forEach((k) => FIELD_LABELS[k] || missing.add(k)));
    expect([...missing]).toEqual([]);
  });

  it("names a nested field in Chinese: a wrong floorData.0.houses is '楼层数据第1项的房间…', not its path", async () => {
    const r = await h.call('POST', '/api/houses/apartments', {
      token: boss,
      json: { floorData: [{ floor: 1, houses: 'abc' }] },
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).not.toMatch(/floorData|houses|\.0\./);
    expect(r.json.msg).toMatch(HAS_CHINESE);
  });
});

describe('a JSON route refuses a body sent with another Content-Type (415)', () => {
  it('text/plain, form and no Content-Type answer 415 with a Chinese message; JSON and an empty body are judged by the schema', async () => {
    const body = JSON.stringify({ roleName: '保洁', roleType: 2 });
    const variants: Record<string, string>[] = [
      { 'content-type': 'text/plain;charset=UTF-8' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ];
    for (const headers of variants) {
      const r = await h.call('POST', '/api/admin/roles', { token: boss, body, headers });
      expect([r.status, r.json]).toEqual([415, { code: 415, msg: NOT_JSON_MSG, data: null }]);
    }
    const json = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleName: '保洁', roleType: 2 } });
    expect(json.status).toBe(200);
    const empty = await h.call('POST', '/api/admin/roles', { token: boss });
    expect([empty.status, empty.json.msg]).toEqual([400, '请输入角色名称']);
  });

  it('every JSON route answers 415 to a JSON body sent as text/plain', async () => {
    const bad: string[] = [];
    for (const v of routeValidators(h.app).filter((x) => x.target === 'json')) {
      const path = fill(v.path, { kind: '1' });
      const r = await h.call(v.method, path, { ...asker(path, { 'content-type': 'text/plain' }), body: '{}' });
      if (r.status !== 415 || r.json?.msg !== NOT_JSON_MSG)
        bad.push(`${v.method} ${v.path} → ${r.status} ${r.json?.msg}`);
    }
    expect(bad).toEqual([]);
  });
});
