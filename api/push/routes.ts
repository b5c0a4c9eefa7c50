import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth } from '../auth/middleware';
import { push } from '../../sync/contract/push/push';
import { removeSubscription, saveSubscription } from './subscriptions';
import { vapidDetails } from './vapid';
import { sendTestPush } from './send-test';

/** Web push for any signed-in user: the server's public key, this device's subscription, a test notification. */
export function pushRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/public-key', async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, { publicKey: (await vapidDetails(db, now())).publicKey });
  });

  app.post('/subscriptions', validate('json', push.subscribe.body), async (c) => {
    const { db, now, config } = c.var.deps;
    const saved = await saveSubscription(
      db,
      now(),
      c.var.user,
      c.req.valid('json'),
      c.req.header('user-agent') ?? '',
      config.allowInsecurePushEndpoints === true,
    );
    return ok(c, saved, '消息推送已开启');
  });

  app.delete('/subscriptions', validate('json', push.unsubscribe.body), async (c) => {
    await removeSubscription(c.var.deps.db, c.var.user, c.req.valid('json').endpoint);
    return ok(c, null, '消息推送已关闭');
  });

  app.post('/test', async (c) => {
    const outcome = await sendTestPush(c.var.deps, c.var.user.id);
    return ok(c, outcome, outcome.message);
  });

  return app;
}
