import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/residents (issue 6). */
export function residentRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
