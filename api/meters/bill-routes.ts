import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePerm } from '../auth/middleware';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { METER_BILL_MSG } from '../../sync/rules/meters/meter-bills';
import type { PermName } from '../../sync/product/permissions';
import { generateInput, generateMeterBills } from './generate-bills';
import { meterBillItems } from './bill-items';

/** The meter screens' permission (设备管理 / 抄表). */
export const METERS: PermName = 'devices';

const aptQuery = z.object({
  apartmentId: z.string('请选择公寓').trim().min(1, '请选择公寓').max(40, '公寓不存在或无权查看'),
});

/**
 * /api/meter-bills (issue 7): utility bills from meter readings (spec part 3 §2.9, §4, §5, §7, §8).
 * GET /items?apartmentId — what would be billed now per room with a current lease; POST / — generate the bills.
 */
export function meterBillRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.use(requirePerm(METERS));

  app.get('/items', validate('query', aptQuery), async (c) =>
    ok(c, await meterBillItems(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );

  app.post('/', validate('json', generateInput), async (c) =>
    ok(
      c,
      await generateMeterBills(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
      METER_BILL_MSG.generated,
    ),
  );

  return app;
}
