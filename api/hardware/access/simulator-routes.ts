import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { access } from '../../../sync/contract/hardware/access';
import { setSimulatedDoor } from './connector/simulator/hand';
import { scanAtDoor } from './connector/simulator/scan';
import { accessPasses } from '../../../sync/contract/hardware/access-passes';

const snParam = z.object({ sn: z.string().min(1).max(40) });
const NO_DEVICE = '设备不存在';

/**
 * The simulated door devices' own surface (only mounted with ACCESS_DRIVER=simulator): the simulator's hand on a
 * device or gateway (reach, connection) for demos and tests, and the QR scanner at a door.
 */
export function simulatorDoorRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/:sn/state', validate('param', snParam), validate('json', access.simState.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await setSimulatedDoor(db, now(), c.req.valid('param').sn, c.req.valid('json'));
    if (!out) throw notFound(NO_DEVICE);
    return ok(c, out);
  });
  app.post('/:sn/scan', validate('param', snParam), validate('json', accessPasses.scan.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await scanAtDoor(db, now(), c.req.valid('param').sn, c.req.valid('json').payload);
    if (!out) throw notFound(NO_DEVICE);
    return ok(c, out, out.reason);
  });
  return app;
}
