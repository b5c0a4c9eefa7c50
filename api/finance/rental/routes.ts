import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { rental } from '../../../sync/contract/finance/rental';
import { rentalBranches } from './scope';
import { rentalDays } from './days';
import { rentalStaff } from './staff';

/** /api/finance/rental (/zulintongji, 租赁统计): reads only, for holders of leaseStats. */
export function rentalRoutes() {
  const app = new Hono<AppEnv>();
  const perm = requirePerm('leaseStats');
  app.get('/branches', perm, async (c) => ok(c, await rentalBranches(c.var.deps.db, c.var.user)));
  app.get('/days', perm, validate('query', rental.days.query), async (c) =>
    ok(c, await rentalDays(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/staff', perm, validate('query', rental.staff.query), async (c) =>
    ok(c, await rentalStaff(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  return app;
}
