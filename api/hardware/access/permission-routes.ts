import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { accessGrants } from '../../../sync/contract/hardware/access-grants';
import { apartmentDoors, assignApartment, grantRoom, permissionList } from './permissions';

/** /api/access permissions (issue 18; /accessAuthority, permission 门禁授权). Devices take the change after the commit. */
export function accessPermissionRoutes() {
  const app = new Hono<AppEnv>();
  // On each route, not app.use: this app is mounted at /api/access beside the devices' own (another permission).
  const guard = [requireAuth(), requirePerm('doorAccess')] as const;
  app.get('/apartment-doors', ...guard, validate('query', accessGrants.doors.query), async (c) =>
    ok(c, await apartmentDoors(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.put('/apartment-doors', ...guard, validate('json', accessGrants.assign.body), async (c) =>
    ok(c, await assignApartment(c.var.deps.db, c.var.user, c.req.valid('json')), '分配成功'),
  );
  app.get('/permissions', ...guard, validate('query', accessGrants.permissions.query), async (c) =>
    ok(c, await permissionList(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.put('/permissions', ...guard, validate('json', accessGrants.grant.body), async (c) =>
    ok(c, await grantRoom(c.var.deps.db, c.var.user, c.req.valid('json')), '授权成功'),
  );
  return app;
}
