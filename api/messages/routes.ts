import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { requireAuth } from '../auth/middleware';
import { unreadCounts } from './unread';

export function messageRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/unread', (c) => ok(c, unreadCounts(c.var.deps.db, c.var.user.id)));
  return app;
}
