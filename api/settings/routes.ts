import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';

/** Routes of this feature (placeholder until the feature is built). */
export function settingsRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  return app;
}
