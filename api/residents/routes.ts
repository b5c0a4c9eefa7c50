import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { PERSONAL_PERMS } from '../leases/personal-access';
import { RESIDENT_MSG } from '../../sync/rules/residents/resident-rules';
import { listResidents } from './list';
import { residentDetails } from './details';
import { addResident } from './add-resident';
import { moveOutResident } from './move-out';
import { deleteResident } from './delete-resident';
import { residents } from '../../sync/contract/residents/residents';

/**
 * /api/residents (issue 6, spec part 2 §2.4, §2.5 residents card): resident management 'residents' or the lease list 'leases'
 * (the lease detail's residents card), the same permissions that may read a lease's personal data.
 */
export function residentRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(...PERSONAL_PERMS));

  app.get('/', validate('query', residents.list.query), async (c) =>
    ok(c, await listResidents(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/:id', async (c) => ok(c, await residentDetails(c.var.deps.db, c.var.user, c.req.param('id'))));
  app.post('/', validate('json', residents.add.body), async (c) =>
    ok(c, await addResident(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')), RESIDENT_MSG.added),
  );
  app.post('/:id/move-out', async (c) =>
    ok(c, await moveOutResident(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id')), RESIDENT_MSG.movedOut),
  );
  app.delete('/:id', async (c) =>
    ok(c, await deleteResident(c.var.deps.db, c.var.user, c.req.param('id')), RESIDENT_MSG.deleted),
  );
  return app;
}
