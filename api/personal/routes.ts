import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth } from '../auth/middleware';
import { driverContext } from '../payments/routes';
import { logAs } from '../oplog/log-as';
import { personalProfile, updateProfile } from './profile';
import { settlementRecords, settlementSums } from './settlement';
import { personal } from '../../sync/contract/personal/personal';

/**
 * The personal centre (part 4 §2, §7): every signed-in account's own profile and the settlement of the trades it
 * collected (the boss: the organisation's). No permission beyond the session: each reads and changes only its own.
 */
export function personalRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/profile', async (c) => ok(c, await personalProfile(c.var.deps.db, c.var.user)));
  app.put('/profile', validate('json', personal.updateProfile.body), async (c) => {
    const { db, now } = c.var.deps;
    const { profile, note } = await updateProfile(db, now(), c.var.user, c.req.valid('json'));
    logAs(c, note);
    return ok(c, profile, '修改成功');
  });
  app.get('/settlement/sums', async (c) => ok(c, await settlementSums(driverContext(c), c.var.user)));
  app.get('/settlement', validate('query', personal.settlement.query), async (c) =>
    ok(c, await settlementRecords(driverContext(c), c.var.user, c.req.valid('query'))),
  );
  return app;
}
