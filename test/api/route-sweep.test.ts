import { beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness';

/**
 * The route sweep: every API route the app serves refuses a request without a session (401), except the few that are
 * public by design. A new route is swept automatically; a new public one must be named here.
 */
const PUBLIC = new Set<string>([
  'POST /api/auth/login',
  'GET /api/public/regions',
  'POST /api/public/register',
  // The payment sandbox's page: the QR code's link, opened by the payer's phone.
  'GET /api/payments/sandbox/:tradeNo',
  'POST /api/payments/sandbox/:tradeNo/pay',
]);

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});

const routes = () => {
  const seen = new Set<string>();
  return h.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !seen.has(k) && (seen.add(k), true));
};

describe('route sweep', () => {
  it('every API route without a session answers 401, but the public ones', async () => {
    const open: string[] = [];
    for (const key of routes()) {
      const [method, path] = key.split(' ');
      const url = path.replace(/:[A-Za-z]+(\{[^}]*\}\})?/g, (p) => (p.includes('{24}') ? 'A'.repeat(24) : '01ARZ3NDEKTSV4RRFFQ69G5FAV'));
      const r = await h.call(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
      if (r.status !== 401) open.push(`${key} → ${r.status}`);
    }
    expect(open.filter((o) => !PUBLIC.has(o.split(' → ')[0]))).toEqual([]);
    expect(routes().length).toBeGreaterThan(100);
  });
});
