import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/bills (issue 6). */
export function billRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
