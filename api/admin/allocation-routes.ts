import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { assignRooms, listAllocation } from './allocation';
import { admin } from '../../sync/contract/admin/admin';

/** House-to-project assignment (/HousingAllocation): the rooms with their project, and moving rooms into one. */
export function allocationRoutes(app: Hono<AppEnv>) {
  app.get('/house-allocation', requirePerm('roomAllocation'), validate('query', admin.allocation.query), async (c) =>
    ok(c, await listAllocation(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.put('/house-allocation', requirePerm('roomAllocation'), validate('json', admin.assign.body), async (c) => {
    const out = await assignRooms(c.var.deps.db, c.var.user, c.req.valid('json'));
    logAs(c, entry('设置房源所属项目', `${out.officeName} ${out.moved} 间`));
    return ok(c, out, '设置成功');
  });
}
