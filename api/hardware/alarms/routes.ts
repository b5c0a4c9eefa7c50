import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { alarms } from '../../../sync/contract/hardware/alarms';
import { LOCK_PERM } from '../locks/routes';
import { lockDriver } from '../locks/connector';
import { takeLockEvents } from '../locks/take-events';
import { accessDriver } from '../access/connector';
import { takeDoorEvents } from '../access/take-events';
import { handleAlarm, listAlarms } from './list';
import { notifyAlarms } from './notify';

const alarmParam = z.object({ alarmId: z.string().min(1).max(40) });

/** /api/alarms (issue 18.5; /intelligent, permission 设备管理; contract sync/contract/hardware/alarms.ts). */
export function alarmRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(LOCK_PERM));
  app.get('/', validate('query', alarms.list.query), async (c) => {
    const { deps } = c.var;
    const orgId = c.var.user.orgId;
    // What the devices reported arrives first (and its managers are told), so a new alarm shows at once.
    await takeLockEvents(deps.db, lockDriver(deps.db, deps.now), deps.now, orgId);
    await takeDoorEvents(deps.db, accessDriver(deps.db, deps.now), orgId);
    await notifyAlarms(deps, orgId);
    return ok(c, await listAlarms(deps.db, c.var.user, c.req.valid('query')));
  });
  app.post('/:alarmId/handle', validate('param', alarmParam), async (c) => {
    await handleAlarm(c.var.deps.db, c.var.user, c.req.valid('param').alarmId);
    return ok(c, null, '已处理');
  });
  return app;
}
