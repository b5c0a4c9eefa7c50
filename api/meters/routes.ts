import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { readingText } from '../../sync/rules/meters/meter-rules';
import { entry, meterLabel } from '../oplog/describe';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { meterDriver } from './connector';
import { editStart } from './edit-start';
import { readingHistory } from './history';
import { listMeters } from './list';
import { refreshMeter } from './refresh';
import { takeReading } from './take-reading';
import { meters } from '../../sync/contract/meters/meters';

/** 抄表 (/meterReading) and the meter screens: permission 设备管理 (PERMS.devices). */
export const METER_PERM: PermName = 'devices';

const meterParam = z.object({ meterId: z.string().min(1).max(40) });

/** /api/meters (issue 7; contract sync/contract/meters/meters.ts): the meter table, readings, smart-meter refresh, the start of the next bill, history. */
export function meterRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(METER_PERM));

  app.get('/', validate('query', meters.list.query), async (c) =>
    ok(c, await listMeters(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.post('/readings', validate('json', meters.read.body), async (c) => {
    const input = c.req.valid('json');
    const taken = await takeReading(c.var.deps.db, c.var.deps.now(), c.var.user, input);
    logAs(c, `${entry('抄表', await meterLabel(c.var.deps.db, input.meterId))} 读数 ${readingText(input.value)}`);
    return ok(c, taken, '保存成功');
  });
  app.post('/refresh', validate('json', meters.refresh.body), async (c) => {
    const { db, now } = c.var.deps;
    const driver = meterDriver(db, now, c.var.user.orgId);
    return ok(c, await refreshMeter(db, now, c.var.user, driver, c.req.valid('json')), '更新成功');
  });
  app.put('/:meterId/start', validate('param', meterParam), validate('json', meters.start.body), async (c) =>
    ok(
      c,
      await editStart(
        c.var.deps.db,
        c.var.deps.now(),
        c.var.user,
        c.req.valid('param').meterId,
        c.req.valid('json').value,
      ),
      '保存成功',
    ),
  );
  app.get('/:meterId/readings', validate('param', meterParam), validate('query', meters.readings.query), async (c) =>
    ok(c, await readingHistory(c.var.deps.db, c.var.user, c.req.valid('param').meterId, c.req.valid('query'))),
  );
  return app;
}
