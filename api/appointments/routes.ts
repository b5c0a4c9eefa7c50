import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/appointments (issue 6). */
export function appointmentRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
