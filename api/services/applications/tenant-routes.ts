import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireTenant } from '../../tenant/auth';
import { tenantApplications } from '../../../sync/contract/services/applications-tenant';
import { bookItem, cancelOwnApplication, tenantApplicationPage, tenantItems } from './tenant';

const applyParam = z.object({ applyId: z.string().min(1).max(40) });

/** /api/tenant/applications: the tenant page's 在线申请 (contract sync/contract/services/applications-tenant.ts). */
export function tenantApplicationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/items', async (c) => ok(c, await tenantItems(c.var.deps.db, c.var.deps.now(), c.var.tenant)));
  app.get('/', validate('query', tenantApplications.list.query), async (c) => {
    const { current, size } = c.req.valid('query');
    return ok(c, await tenantApplicationPage(c.var.deps.db, c.var.tenant, current, size));
  });
  app.post('/', validate('json', tenantApplications.book.body), async (c) =>
    ok(c, await bookItem(c.var.deps, c.var.tenant, c.req.valid('json')), '申请已提交'),
  );
  app.post('/:applyId/cancel', validate('param', applyParam), async (c) => {
    await cancelOwnApplication(c.var.deps, c.var.tenant, c.req.valid('param').applyId);
    return ok(c, null, '已取消');
  });
  return app;
}
