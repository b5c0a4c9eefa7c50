import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireTenant } from '../tenant/auth';
import { vapidDetails } from '../push/vapid';
import { tenantInbox } from '../../sync/contract/notify/tenant-inbox';
import { inboxOf, markRead } from './tenant-inbox';
import { removeTenantSubscription, saveTenantSubscription } from './tenant-push';

const messageParam = z.object({ messageId: z.string().min(1).max(40) });

/** /api/tenant/inbox: the tenant page's 消息 of the link's lease (contract sync/contract/notify/tenant-inbox.ts). */
export function tenantInboxRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/', validate('query', tenantInbox.list.query), async (c) =>
    ok(c, await inboxOf(c.var.deps.db, c.var.tenant, c.req.valid('query'))),
  );
  app.post('/read-all', async (c) => {
    await markRead(c.var.deps.db, c.var.deps.now(), c.var.tenant);
    return ok(c, null);
  });
  app.post('/:messageId/read', validate('param', messageParam), async (c) => {
    await markRead(c.var.deps.db, c.var.deps.now(), c.var.tenant, c.req.valid('param').messageId);
    return ok(c, null);
  });
  return app;
}

/** /api/tenant/push: web push on the tenant's device, bound to the link in use (revoking it silences the device). */
export function tenantPushRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/public-key', async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, { publicKey: (await vapidDetails(db, now())).publicKey });
  });
  app.post('/subscriptions', validate('json', tenantInbox.subscribe.body), async (c) => {
    const { db, now, config } = c.var.deps;
    const saved = await saveTenantSubscription(
      db,
      now(),
      c.var.tenant,
      c.req.valid('json'),
      c.req.header('user-agent') ?? '',
      config.allowInsecurePushEndpoints === true,
    );
    return ok(c, saved, '消息推送已开启');
  });
  app.delete('/subscriptions', validate('json', tenantInbox.unsubscribe.body), async (c) => {
    await removeTenantSubscription(c.var.deps.db, c.var.tenant, c.req.valid('json').endpoint);
    return ok(c, null, '消息推送已关闭');
  });
  return app;
}
