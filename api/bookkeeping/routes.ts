import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/bookkeeping (issue 6). */
export function bookkeepingRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
