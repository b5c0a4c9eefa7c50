import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { filterOptions } from '../../board/filter-options';
import { badRequest } from '../../http/errors';
import { reports } from '../../../sync/contract/finance/reports';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { scopedDays } from '../../../sync/rules/finance/report-rules';
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
  app.get('/flow', validate('query', reports.flow.query), pastDaysOnly(), async (c) => {
    const q = c.req.valid('query');
    // 本月 / 历史 become days here, by the server's Shanghai month (a caller's clock is not trusted).
    const { error, ...days } = scopedDays(q.paymentDate, q, shanghaiToday(c.var.deps.now()));
    if (error) throw badRequest(error);
    const report = await flowReport(c.var.deps.db, c.var.user, { ...q, ...days });
    return ok(c, { ...report, startTime: days.startTime ?? '', endTime: days.endTime ?? '' });
  });
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
