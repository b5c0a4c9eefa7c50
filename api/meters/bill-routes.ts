import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** /api/meter-bills (issue 7): utility bills from meter readings. */
export function meterBillRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
