/**
 * Tenant links through HTTP (issue 19.1): the operator issues, shows and revokes a lease's personal link; the tenant
 * page works with it (header or the HttpOnly cookie) while it is the lease's latest, unrevoked, unexpired link and the
 * lease has not ended; every refusal is the one message '链接已失效，请联系管家获取新链接'. Another organisation, staff
 * outside the project and a role without 租约 are kept out of the operator routes.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, demoApartments, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { patchLease } from './factories/leases';
import { withdrawPerms } from './factories/auth';
import { leases } from '../../api/leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { linkExpiresAt, TENANT_MSG } from '../../sync/rules/tenant/tenant-link';
import { PERMS } from '../../sync/product/permissions';

let h: Harness;
let t: Tokens;
let east: string;
let west: string;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
  ({ east, west } = await demoApartments(h, t.boss));
}, 120_000);

/** The leases in effect of an apartment, oldest id first. */
const inEffect = (apartmentId: string) =>
  h.db
    .select()
    .from(leases)
    .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));

const me = (token: string) => h.call('GET', '/api/tenant/me', { headers: tenantHeaders(token) });
const expectDead = async (token: string) => {
  const r = await me(token);
  expect(r.status).toBe(401);
  expect(r.json.msg).toBe(TENANT_MSG.dead);
};
const linkPath = (leaseId: string) => `/api/leases/${leaseId}/tenant-link`;

describe('tenant links', () => {
  it('the boss issues a link; the tenant sees the lease with it, by header or by the session cookie', async () => {
    const [lease] = await inEffect(east);
    const r = await h.call('POST', linkPath(lease!.id), { token: t.boss });
    expect(r.json.msg).toBe(TENANT_MSG.issued);
    expect(r.json.data.url).toMatch(/^http:\/\/localhost\/tenant#t=[A-Za-z0-9_-]{43}$/);
    expect(r.json.data.expiresAt).toBe(linkExpiresAt(lease!.endDate));
    const token = (r.json.data.url as string).split('#t=')[1]!;

    const seen = await me(token);
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({
      leaseId: lease!.id,
      tenantName: lease!.tenant,
      rentCost: lease!.rentCost,
      startDate: lease!.startDate,
      endDate: lease!.endDate,
    });
    expect(seen.json.data.houseName).toContain('东湖公寓');

    const session = await h.call('POST', '/api/tenant/session', { json: { token } });
    expect(session.status).toBe(200);
    const cookie = session.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^tenant=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/tenant/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const byCookie = await h.call('GET', '/api/tenant/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(byCookie.json.data.leaseId).toBe(lease!.id);

    // The operator sees when it was issued, by whom, last used and until when.
    const status = await h.call('GET', linkPath(lease!.id), { token: t.boss });
    expect(status.json.data).toMatchObject({
      issuedAt: h.deps.now(),
      issuedByName: expect.any(String),
      lastUsedAt: h.deps.now(),
      expiresAt: linkExpiresAt(lease!.endDate),
    });
    expect(status.json.data.issuedByName).not.toBe('');
  });

  it('a new link revokes the previous one; a revoked link is dead and revoking again is refused', async () => {
    const [, lease] = await inEffect(east);
    const first = await issueTenantLink(h, t.boss, lease!.id);
    const second = await issueTenantLink(h, t.manager, lease!.id);
    await expectDead(first);
    expect((await me(second)).status).toBe(200);
    const revoked = await h.call('DELETE', linkPath(lease!.id), { token: t.boss });
    expect(revoked.json.msg).toBe(TENANT_MSG.revoked);
    await expectDead(second);
    const session = await h.call('POST', '/api/tenant/session', { json: { token: second } });
    expect(session.status).toBe(401);
    expect(session.json.msg).toBe(TENANT_MSG.dead);
    expect(session.headers.get('set-cookie')).toBeNull();
    expect((await h.call('GET', linkPath(lease!.id), { token: t.boss })).json.data).toBeNull();
    const again = await h.call('DELETE', linkPath(lease!.id), { token: t.boss });
    expect(again.status).toBe(404);
    expect(again.json.msg).toBe(TENANT_MSG.noActiveLink);
  });

  it('an unknown token, a staff session or no token at all gets nothing', async () => {
    await expectDead('A'.repeat(43));
    const staffToken = await h.call('GET', '/api/tenant/me', { token: t.boss });
    expect(staffToken.status).toBe(401);
    expect((await h.call('GET', '/api/tenant/me')).status).toBe(401);
    const short = await h.call('POST', '/api/tenant/session', { json: { token: 'x' } });
    expect(short.status).toBe(400);
  });

  it('the link dies when it expires, when the lease is checked out or deleted', async () => {
    const [, , a, b, c] = await inEffect(east);
    const expiring = await issueTenantLink(h, t.boss, a!.id);
    const checkedOut = await issueTenantLink(h, t.boss, b!.id);
    const deleted = await issueTenantLink(h, t.boss, c!.id);
    await patchLease(h.db, b!.id, { status: LEASE_STATUS.checkedOut });
    await patchLease(h.db, c!.id, { deletedAt: h.deps.now() });
    await expectDead(checkedOut);
    await expectDead(deleted);
    // A checked-out lease gets no new link and shows none.
    const refused = await h.call('POST', linkPath(b!.id), { token: t.boss });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(TENANT_MSG.leaseEnded);
    expect((await h.call('GET', linkPath(b!.id), { token: t.boss })).json.data).toBeNull();

    expect((await me(expiring)).status).toBe(200);
    const saved = h.deps.now();
    h.advance(linkExpiresAt(a!.endDate) - saved - 1);
    expect((await me(expiring)).status).toBe(200);
    h.advance(1);
    await expectDead(expiring);
    h.advance(saved - h.deps.now());
  });

  it('a tenant sees only their own lease: two links, two leases, nothing of the other', async () => {
    const [, , , , , x, y] = await inEffect(east);
    const tx = await issueTenantLink(h, t.boss, x!.id);
    const ty = await issueTenantLink(h, t.boss, y!.id);
    const mx = (await me(tx)).json.data;
    const my = (await me(ty)).json.data;
    expect(mx.leaseId).toBe(x!.id);
    expect(my.leaseId).toBe(y!.id);
    expect(JSON.stringify(mx)).not.toContain(y!.tenant);
    expect(JSON.stringify(mx)).not.toContain(y!.phone);
  });

  it('another organisation, staff outside the project and a role without 租约 are refused the operator routes', async () => {
    const [westLease] = await inEffect(west);
    const [eastLease] = await inEffect(east);
    for (const [method, token] of [
      ['GET', t.otherBoss],
      ['POST', t.otherBoss],
      ['DELETE', t.otherBoss],
      ['GET', t.staff],
      ['POST', t.staff],
      ['DELETE', t.staff],
    ] as const) {
      const r = await h.call(method, linkPath(westLease!.id), { token });
      expect(r.status, `${method}`).toBe(404);
    }
    await withdrawPerms(h.db, '管家', PERMS.leases);
    const r = await h.call('POST', linkPath(eastLease!.id), { token: t.staff });
    expect(r.status).toBe(403);
  });
});
