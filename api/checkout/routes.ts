import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { leaseLabel } from '../oplog/describe-money';
import { requireAuth, requirePerm } from '../auth/middleware';
import { LEASES } from '../leases/routes';
import { SETTLE_MSG } from '../../sync/rules/checkout/settlement';
import { checkOutLease } from './check-out';
import { checkout } from '../../sync/contract/checkout/checkout';
import { settlementPreview } from './preview';
import { readCheckout } from './read';

/** /api/checkout (spec part 2 §4 check-out and settlement, §7 "Leases and settlement"); the lease list's permission. */
export function checkoutRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/preview', requirePerm(LEASES), validate('query', checkout.preview.query), async (c) =>
    ok(c, await settlementPreview(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query').leaseId)),
  );
  app.get('/', requirePerm(LEASES), validate('query', checkout.read.query), async (c) =>
    ok(c, await readCheckout(c.var.deps.db, c.var.user, c.req.valid('query').leaseId)),
  );

  app.post('/', requirePerm(LEASES), validate('json', checkout.checkOut.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await checkOutLease(db, now(), c.var.user, c.req.valid('json'), 'checkOut');
    logAs(c, entry('退租', await leaseLabel(db, c.req.valid('json').leaseId)));
    return ok(c, out, SETTLE_MSG.checkedOut);
  });
  app.post('/settle', requirePerm(LEASES), validate('json', checkout.settle.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await checkOutLease(db, now(), c.var.user, c.req.valid('json'), 'settle');
    logAs(c, entry('退租结算', await leaseLabel(db, c.req.valid('json').leaseId)));
    return ok(c, out, SETTLE_MSG.settled);
  });
  return app;
}
