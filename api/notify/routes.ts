import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { notify } from '../../sync/contract/notify/notify';
import { channelsOf, robotOf, saveChannels, saveRobot } from './settings';
import { sendTestNotice } from './test-send';

/** /api/notify: the signed-in user's own channels (我的 → 通知方式) and the organisation's group robot. */
export function notifyRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/channels', async (c) => ok(c, await channelsOf(c.var.deps.db, c.var.user)));

  app.put('/channels', validate('json', notify.saveChannels.body), async (c) => {
    const { db, now } = c.var.deps;
    await saveChannels(db, now(), c.var.user, c.req.valid('json'));
    return ok(c, await channelsOf(db, c.var.user), '保存成功');
  });

  app.post('/test', async (c) => {
    const results = await sendTestNotice(c.var.deps, c.var.user);
    const n = results.filter((r) => r.status === 'sent').length;
    return ok(c, { results }, `测试通知已通过 ${n} 种方式发送`);
  });

  app.get('/robot', requirePerm('systemSettings'), async (c) => ok(c, await robotOf(c.var.deps.db, c.var.user.orgId)));

  app.put('/robot', requirePerm('systemSettings'), validate('json', notify.saveRobot.body), async (c) => {
    const { db, now, config } = c.var.deps;
    const saved = await saveRobot(
      db,
      now(),
      c.var.user,
      c.req.valid('json'),
      config.allowInsecurePushEndpoints === true,
    );
    return ok(c, saved, '保存成功');
  });

  return app;
}
