import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { filterOptions } from '../../board/filter-options';
import { reports } from '../../../sync/contract/finance/reports';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { pastDaysOnly } from '../past-days';
import { flowReport } from './flow';
import { billReport } from './bills';

/**
 * /api/finance/reports: the flow and bill reports of /StatementDetails (permission statements [5,31]) and
 * /ShuJuBaoBiao (reports [8,1]) — the same screen under two menus — and the districts of the 区域 filter.
 */
export function reportRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requirePerm('statements', 'reports'));
  app.get('/flow', validate('query', reports.flow.query), pastDaysOnly(), async (c) =>
    ok(c, await flowReport(c.var.deps.db, c.var.user, c.req.valid('query'), shanghaiToday(c.var.deps.now()))),
  );
  app.get('/bills', validate('query', reports.bills.query), async (c) =>
    ok(c, await billReport(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/areas', async (c) => {
    const { districts } = await filterOptions(c.var.deps.db, c.var.user);
    return ok(
      c,
      districts.map((d) => ({ areaId: d.districtId, name: d.name })),
    );
  });
  return app;
}
