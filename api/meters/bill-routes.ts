import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePerm } from '../auth/middleware';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { METER_BILL_MSG } from '../../sync/rules/meters/meter-bills';
import type { PermName } from '../../sync/product/permissions';
import { generateMeterBills } from './generate-bills';
import { meters } from '../../sync/contract/meters/meters';
import { meterBillItems } from './bill-items';

/** The meter screens' permission (设备管理 / 抄表). */
export const METERS: PermName = 'devices';

/**
 * /api/meter-bills (issue 7): utility bills from meter readings (spec part 3 §2.9, §4, §5, §7, §8).
 * GET /items?apartmentId — what would be billed now per room with a current lease; POST / — generate the bills.
 */
export function meterBillRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.use(requirePerm(METERS));

  app.get('/items', validate('query', meters.billItems.query), async (c) =>
    ok(c, await meterBillItems(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );

  app.post('/', validate('json', meters.generateBills.body), async (c) =>
    ok(
      c,
      await generateMeterBills(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
      METER_BILL_MSG.generated,
    ),
  );

  return app;
}
