import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { requireAuth, requirePerm } from '../auth/middleware';
import { apartmentDetail, listApartments } from './apartments';

/**
 * Reading apartments is open to anyone who works with houses, leases or meters; the screens that manage them
 * arrive with the houses issue.
 */
export function houseRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm([1, 3], [1, 2], [2, 9], [3, 11]));
  app.get('/apartments', (c) => ok(c, listApartments(c.var.deps.db, c.var.user)));
  app.get('/apartments/:id', (c) => ok(c, apartmentDetail(c.var.deps.db, c.var.user, c.req.param('id'))));
  return app;
}
