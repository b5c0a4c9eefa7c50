import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { entry, repairLabel } from '../oplog/describe';
import { requireTenant } from '../tenant/auth';
import { tenantRepairs } from '../../sync/contract/repairs/tenant-repairs';
import { apartmentRepairTypes } from './types';
import { cancelTenantRepair, createTenantRepair, tenantRepairList } from './tenant-repairs';

const repairParam = z.object({ repairId: z.string().min(1).max(40) });

/**
 * /api/tenant/repairs (issue 19.4; the tenant page's 报修; contract sync/contract/repairs/tenant-repairs.ts): every
 * query scoped by the link's lease and apartment; another lease's repair reads as missing.
 */
export function tenantRepairRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/types', async (c) =>
    ok(c, await apartmentRepairTypes(c.var.deps.db, c.var.tenant.orgId, c.var.tenant.apartmentId)),
  );
  app.get('/', async (c) => ok(c, await tenantRepairList(c.var.deps.db, c.var.tenant)));
  app.post('/', validate('json', tenantRepairs.create.body), async (c) => {
    const created = await createTenantRepair(c.var.deps, c.var.tenant, c.req.valid('json'));
    logAs(c, entry('提交报修', await repairLabel(c.var.deps.db, created.id)));
    return ok(c, created, '提交成功');
  });
  app.post('/:repairId/cancel', validate('param', repairParam), async (c) => {
    await cancelTenantRepair(c.var.deps, c.var.tenant, c.req.valid('param').repairId);
    logAs(c, entry('取消报修', await repairLabel(c.var.deps.db, c.req.valid('param').repairId)));
    return ok(c, null, '取消成功');
  });
  return app;
}
