import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { access } from '../../../sync/contract/hardware/access';
import { LOCK_PERM } from '../locks/routes';
import { accessDriver } from './connector';
import { refreshStates } from './refresh-states';
import { openDoorRemotely } from './remote-open';
import { addDevice, editDevice, listDevices, removeDevice } from './devices';

const deviceParam = z.object({ deviceId: z.string().min(1).max(40) });

/** /api/access/devices (issue 18; contract sync/contract/hardware/access.ts): /equipmentManage tabs 1 and 3. */
export function accessDeviceRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(LOCK_PERM));
  app.get('/', validate('query', access.devices.query), async (c) => {
    const { db, now } = c.var.deps;
    const list = () => listDevices(db, c.var.user, c.req.valid('query'));
    const page = await list();
    // The rows show what the devices and their gateways say now.
    const ids = {
      deviceIds: page.records.map((d) => d.id),
      gatewayIds: page.records.flatMap((d) => (d.gatewayId ? [d.gatewayId] : [])),
    };
    const written = await refreshStates(db, accessDriver(db, now), now(), c.var.user.orgId, ids);
    return ok(c, written ? await list() : page);
  });
  app.post('/', validate('json', access.addDevice.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await addDevice(db, accessDriver(db, now), now, c.var.user, c.req.valid('json')), '添加成功');
  });
  app.put('/:deviceId', validate('param', deviceParam), validate('json', access.editDevice.body), async (c) => {
    const out = await editDevice(c.var.deps.db, c.var.user, c.req.valid('param').deviceId, c.req.valid('json'));
    return ok(c, out, '修改成功');
  });
  app.delete('/:deviceId', validate('param', deviceParam), async (c) => {
    const { db, now } = c.var.deps;
    await removeDevice(db, accessDriver(db, now), c.var.user, c.req.valid('param').deviceId);
    return ok(c, null, '删除成功');
  });
  app.post('/:deviceId/open', validate('param', deviceParam), async (c) => {
    const { db, now } = c.var.deps;
    const out = await openDoorRemotely(db, accessDriver(db, now), now, c.var.user, c.req.valid('param').deviceId);
    return ok(
      c,
      out,
      out.result === 'opened' ? '开门成功' : out.result === 'offline' ? '设备离线，请稍后重试' : '开门失败',
    );
  });
  return app;
}
