import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { baseUrlOf } from '../http/base-url';
import { requireAuth, requirePerm } from '../auth/middleware';
import { LEASES } from '../leases/routes';
import { TENANT_MSG } from '../../sync/rules/tenant/tenant-link';
import { issueTenantLink, revokeTenantLink, tenantLinkStatus } from './links';

/**
 * /api/leases/:leaseId/tenant-link (contract sync/contract/tenant/tenant-link.ts): the lease detail's and the signing
 * success step's 发放租客链接 / 重新生成 / 撤销. Permission leases; the lease must be one the user may see.
 */
export function tenantLinkRoutes() {
  const app = new Hono<AppEnv>();
  // Only this path: the sub-app is mounted at /leases beside the lease routes.
  app.use('/:leaseId/tenant-link', requireAuth(), requirePerm(LEASES));
  app.get('/:leaseId/tenant-link', async (c) =>
    ok(c, await tenantLinkStatus(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('leaseId'))),
  );
  app.post('/:leaseId/tenant-link', async (c) => {
    const { db, now } = c.var.deps;
    const out = await issueTenantLink(db, now(), c.var.user, c.req.param('leaseId'), baseUrlOf(c));
    return ok(c, out, TENANT_MSG.issued);
  });
  app.delete('/:leaseId/tenant-link', async (c) => {
    await revokeTenantLink(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('leaseId'));
    return ok(c, null, TENANT_MSG.revoked);
  });
  return app;
}
