import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { meterDevices } from '../../../sync/contract/meters/meter-devices';
import { METER_DEVICE_MSG } from '../../../sync/contract/meters/meter-devices';
import { meterDriver } from '../connector';
import { refreshMeter } from '../refresh';
import { visibleMeter } from '../access';
import { METER_PERM } from '../routes';
import { addMeterDevice, removeMeterDevice } from './add-device';
import { listMeterDevices, meterDeviceRooms } from './list-devices';
import { powerControl } from './power';
import { replaceMeter } from './replace';
import { decideReview, listReviews } from './reviews';

const meterParam = z.object({ meterId: z.string().min(1).max(40) });
const readingParam = z.object({ readingId: z.string().min(1).max(40) });

/** /api/meter-devices (issue 18 point 6; contract sync/contract/meters/meter-devices.ts): the /shuiDianSuo meter tabs. */
export function meterDeviceRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(METER_PERM));

  app.get('/', validate('query', meterDevices.list.query), async (c) =>
    ok(c, await listMeterDevices(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/rooms', validate('query', meterDevices.rooms.query), async (c) =>
    ok(c, await meterDeviceRooms(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/reviews', validate('query', meterDevices.reviews.query), async (c) =>
    ok(c, await listReviews(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/reviews/:readingId/accept', validate('param', readingParam), async (c) => {
    await decideReview(c.var.deps.db, c.var.user, c.req.valid('param').readingId, true);
    return ok(c, null, METER_DEVICE_MSG.done);
  });
  app.post('/reviews/:readingId/reject', validate('param', readingParam), async (c) => {
    await decideReview(c.var.deps.db, c.var.user, c.req.valid('param').readingId, false);
    return ok(c, null, METER_DEVICE_MSG.done);
  });
  app.post('/', validate('json', meterDevices.add.body), async (c) =>
    ok(c, await addMeterDevice(c.var.deps.db, c.var.user, c.req.valid('json')), '添加成功'),
  );
  app.delete('/:meterId', validate('param', meterParam), async (c) => {
    await removeMeterDevice(c.var.deps.db, c.var.user, c.req.valid('param').meterId);
    return ok(c, null, '删除成功');
  });
  app.post('/:meterId/read', validate('param', meterParam), async (c) => {
    const { db, now } = c.var.deps;
    const m = await visibleMeter(db, c.var.user, c.req.valid('param').meterId);
    const driver = meterDriver(db, now, c.var.user.orgId);
    const body = { houseId: m.roomId, devType: m.devType as 1 | 2 | 4 };
    return ok(c, await refreshMeter(db, now, c.var.user, driver, body), '更新成功');
  });
  app.post('/:meterId/power', validate('param', meterParam), validate('json', meterDevices.power.body), async (c) => {
    const { db, now } = c.var.deps;
    const driver = meterDriver(db, now, c.var.user.orgId);
    const { meterId } = c.req.valid('param');
    return ok(
      c,
      await powerControl(db, driver, c.var.user, meterId, c.req.valid('json').controlType),
      METER_DEVICE_MSG.done,
    );
  });
  app.post(
    '/:meterId/replace',
    validate('param', meterParam),
    validate('json', meterDevices.replace.body),
    async (c) => {
      const { db, now } = c.var.deps;
      const out = await replaceMeter(db, now, c.var.user, c.req.valid('param').meterId, c.req.valid('json'));
      return ok(c, out, '换表成功');
    },
  );
  return app;
}
