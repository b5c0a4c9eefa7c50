import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { locks } from '../../../sync/contract/hardware/locks';
import { pressKeypad, setSimulatedLock } from './connector/simulator/press';

const snParam = z.object({ sn: z.string().min(1).max(40) });
const NO_LOCK = '门锁不存在';

/**
 * The simulated locks' own surface (only mounted with LOCK_DRIVER=simulator): the keypad at the door, which anyone
 * standing there may use (no login, as on a real lock), and the simulator's hand on a lock (reach, battery, clock,
 * a forced door) for demos and tests.
 */
export function simulatorLockRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/:sn/keypad', validate('param', snParam), validate('json', locks.keypad.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await pressKeypad(db, now(), c.req.valid('param').sn, c.req.valid('json').code);
    if (!out) throw notFound(NO_LOCK);
    return ok(c, out, out.reason);
  });
  app.post('/:sn/state', validate('param', snParam), validate('json', locks.simState.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await setSimulatedLock(db, now(), c.req.valid('param').sn, c.req.valid('json'));
    if (!out) throw notFound(NO_LOCK);
    return ok(c, out);
  });
  return app;
}
