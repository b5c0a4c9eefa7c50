import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { requireTenant } from '../tenant/auth';
import { tenantNotices } from './tenant-notices';

/** /api/tenant/notices (issue 19.3): the tenant page's 公告 (contract sync/contract/notices notices.tenantList). */
export function tenantNoticeRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/', async (c) => ok(c, await tenantNotices(c.var.deps.db, c.var.tenant, c.var.deps.now())));
  return app;
}
