import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { assignRooms, listAllocation } from './allocation';
import { admin } from '../../sync/contract/admin/admin';

/** House-to-project assignment (/HousingAllocation): the rooms with their project, and moving rooms into one. */
export function allocationRoutes(app: Hono<AppEnv>) {
  app.get('/house-allocation', requirePerm('roomAllocation'), validate('query', admin.allocation.query), async (c) =>
    ok(c, await listAllocation(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.put('/house-allocation', requirePerm('roomAllocation'), validate('json', admin.assign.body), async (c) =>
    ok(c, await assignRooms(c.var.deps.db, c.var.user, c.req.valid('json')), '设置成功'),
  );
}
