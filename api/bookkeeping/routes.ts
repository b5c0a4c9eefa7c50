import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { LEASES } from '../leases/routes';
import { BOOKKEEPING_MSG } from '../../sync/rules/bookkeeping/bookkeeping-rules';
import { bookkeepingCategories } from './categories';
import { listBookkeeping } from './list-entries';
import { addBookkeeping } from './add-entry';
import { entriesLease, listOrgBookkeeping } from './org-entries';
import { bookkeeping } from '../../sync/contract/bookkeeping/bookkeeping';
import { pastDaysOnly } from '../finance/past-days';

/**
 * /api/bookkeeping: a lease's other bookkeeping entries (part 2 §2.7, §5, §7) under the lease permission 'leases';
 * the organisation-wide list and add of /tallyConfig (part 4 §2 "Bookkeeping list", issue 21) under 'bookkeeping'.
 */
export function bookkeepingRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  const BOOKKEEPING = 'bookkeeping' as const;
  app.get('/categories', requirePerm(LEASES, BOOKKEEPING), async (c) =>
    ok(c, await bookkeepingCategories(c.var.deps.db, c.var.deps.now(), c.var.user.orgId)),
  );
  app.get(
    '/entries',
    requirePerm(BOOKKEEPING),
    validate('query', bookkeeping.entries.query),
    pastDaysOnly(),
    async (c) => ok(c, await listOrgBookkeeping(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/entries/lease', requirePerm(BOOKKEEPING), validate('query', bookkeeping.entriesLease.query), async (c) =>
    ok(c, await entriesLease(c.var.deps.db, c.var.user, c.req.valid('query').leaseId)),
  );
  app.post('/entries', requirePerm(BOOKKEEPING), validate('json', bookkeeping.addEntry.body), async (c) =>
    ok(
      c,
      await addBookkeeping(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
      BOOKKEEPING_MSG.added,
    ),
  );
  app.get('/', requirePerm(LEASES), validate('query', bookkeeping.list.query), async (c) =>
    ok(c, await listBookkeeping(c.var.deps.db, c.var.user, c.req.valid('query').leaseId)),
  );
  app.post('/', requirePerm(LEASES), validate('json', bookkeeping.add.body), async (c) =>
    ok(
      c,
      await addBookkeeping(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
      BOOKKEEPING_MSG.added,
    ),
  );
  return app;
}
