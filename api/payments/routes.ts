import { LEASES } from '../leases/routes';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { DriverContext } from './driver';
import { housePayConfig } from './configs';
import { depositScanPay } from './scan-pay';
import { billsScanPay, leasePayConfig } from './bill-qr';
import { refreshTrade } from './refresh';
import { arrearsFreeze } from '../hardware/locks/arrears-freeze';
import { payments } from '../../sync/contract/payments/payments';
import { sandboxRoutes } from './sandbox';
import { DEPOSIT_PERM } from '../deposits/routes';
import { baseUrlOf } from '../http/base-url';

/** The payment connector's context of a request (its clock, and the origin for links the payer opens). */
export const driverContext = (c: Context<AppEnv>): DriverContext => ({
  db: c.var.deps.db,
  now: c.var.deps.now,
  baseUrl: baseUrlOf(c),
});

/**
 * Scan-to-pay (part 2 §5, §7): the pay config of a house, a QR code for a deposit order or for bills of a lease, the
 * trade result refresh;
 * and the sandbox driver's public pages under /sandbox.
 */
export function paymentRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/sandbox', sandboxRoutes());

  const auth = requireAuth();
  const houseQuery = validate('query', payments.config.query);
  app.get('/config', auth, requirePerm(DEPOSIT_PERM, LEASES), houseQuery, async (c) =>
    ok(c, await housePayConfig(c.var.deps.db, c.var.user, c.req.valid('query').houseId)),
  );
  app.post('/deposit-qr', auth, requirePerm(DEPOSIT_PERM), validate('json', payments.depositQr.body), async (c) =>
    ok(c, await depositScanPay(driverContext(c), c.var.user, c.req.valid('json'))),
  );
  const leaseQuery = validate('query', payments.leaseConfig.query);
  app.get('/lease-config', auth, requirePerm(LEASES), leaseQuery, async (c) =>
    ok(c, await leasePayConfig(c.var.deps.db, c.var.user, c.req.valid('query').leaseId)),
  );
  app.post('/bills-qr', auth, requirePerm(LEASES), validate('json', payments.billsQr.body), async (c) =>
    ok(c, await billsScanPay(driverContext(c), c.var.user, c.req.valid('json'))),
  );
  // Either permission at the door; the trade's own source decides inside (deposit orders 'depositOrders', bills 'leases').
  app.post('/refresh', auth, requirePerm(DEPOSIT_PERM, LEASES), validate('json', payments.refresh.body), async (c) => {
    const out = await refreshTrade(driverContext(c), c.var.user, c.req.valid('json'));
    await arrearsFreeze(c.var.deps, { orgId: c.var.user.orgId, unfreezeOnly: true });
    return ok(c, out);
  });
  return app;
}
