import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { access } from '../../../sync/contract/hardware/access';
import { LOCK_PERM } from '../locks/routes';
import { accessDriver } from '../access/connector';
import { addGateway, gatewayOptions, listGateways, removeGateway, renameGateway } from './gateways';
import { gatewayDevices } from './gateway-devices';
import { refreshStates } from '../access/refresh-states';

const gatewayParam = z.object({ gatewayId: z.string().min(1).max(40) });

/** /api/gateways (issue 18; contract sync/contract/hardware/access.ts): /WECBlist and the add dialogs' pickers. */
export function gatewayRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(LOCK_PERM));
  app.get('/', validate('query', access.gateways.query), async (c) => {
    const { db, now } = c.var.deps;
    const list = () => listGateways(db, c.var.user, c.req.valid('query'));
    const page = await list();
    const ids = { gatewayIds: page.records.map((g) => g.id) };
    const written = await refreshStates(db, accessDriver(db, now), now(), c.var.user.orgId, ids);
    return ok(c, written ? await list() : page);
  });
  app.get('/options', validate('query', access.gatewayOptions.query), async (c) =>
    ok(c, await gatewayOptions(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.post('/', validate('json', access.addGateway.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await addGateway(db, accessDriver(db, now), now, c.var.user, c.req.valid('json')), '添加成功');
  });
  app.put('/:gatewayId', validate('param', gatewayParam), validate('json', access.renameGateway.body), async (c) => {
    const out = await renameGateway(
      c.var.deps.db,
      c.var.user,
      c.req.valid('param').gatewayId,
      c.req.valid('json').name,
    );
    return ok(c, out, '修改成功');
  });
  app.delete('/:gatewayId', validate('param', gatewayParam), async (c) => {
    const { db, now } = c.var.deps;
    await removeGateway(db, accessDriver(db, now), c.var.user, c.req.valid('param').gatewayId);
    return ok(c, null, '删除成功');
  });
  app.get('/:gatewayId/devices', validate('param', gatewayParam), async (c) =>
    ok(c, await gatewayDevices(c.var.deps.db, c.var.user, c.req.valid('param').gatewayId)),
  );
  return app;
}
