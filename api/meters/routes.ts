import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/meters (issue 7): meters, readings, smart-meter refresh. */
export function meterRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
