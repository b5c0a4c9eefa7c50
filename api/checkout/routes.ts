import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/checkout (issue 6). */
export function checkoutRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
