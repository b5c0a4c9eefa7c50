import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { accessGrants } from '../../../sync/contract/hardware/access-grants';
import { z } from 'zod';
import { accessPasses } from '../../../sync/contract/hardware/access-passes';
import { createPass, listPasses, PASS_MSG, revokePass } from './passes';
import { accessRecords } from '../../../sync/contract/hardware/access-records';
import { accessDriver } from './connector';
import { takeDoorEvents } from './take-events';
import { notifyAlarms } from '../alarms/notify';
import { accessLogList, openRecords } from './records';
import { apartmentDoors, assignApartment, grantRoom, permissionList } from './permissions';

const passParam = z.object({ passId: z.string().min(1).max(40) });

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
  const passGuard = [requireAuth(), requirePerm('tempAccess')] as const;
  app.get('/passes', ...passGuard, validate('query', accessPasses.list.query), async (c) =>
    ok(c, await listPasses(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.post('/passes', ...passGuard, validate('json', accessPasses.create.body), async (c) =>
    ok(c, await createPass(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')), '授权成功'),
  );
  app.delete('/passes/:passId', ...passGuard, validate('param', passParam), async (c) => {
    await revokePass(c.var.deps.db, c.var.user, c.req.valid('param').passId);
    return ok(c, null, PASS_MSG.revoked);
  });
  app.get(
    '/open-records',
    requireAuth(),
    requirePerm('doorOpenings'),
    validate('query', accessRecords.openRecords.query),
    async (c) => {
      const { db, now } = c.var.deps;
      // What the doors reported arrives first, so an opening shows as soon as its door was reachable.
      await takeDoorEvents(db, accessDriver(db, now), c.var.user.orgId);
      await notifyAlarms(c.var.deps, c.var.user.orgId); // a door forced open is told at once
      return ok(c, await openRecords(db, c.var.user, c.req.valid('query')));
    },
  );
  app.get('/log', requireAuth(), requirePerm('doorLog'), validate('query', accessRecords.log.query), async (c) =>
    ok(c, await accessLogList(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  return app;
}
