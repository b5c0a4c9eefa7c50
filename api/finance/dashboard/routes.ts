import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { financeDashboard as d } from '../../../sync/contract/finance/dashboard';
import { pastDaysOnly } from '../past-days';
import { billSeriesFigure, billsFigure, contractCounts, expectedFigure, flowFigure, houseCounts } from './figures';

/** /api/finance/dashboard (/BalancePaymentsList, 财务概览): reads only, for holders of financeOverview. */
export function financeDashboardRoutes() {
  const app = new Hono<AppEnv>();
  const perm = requirePerm('financeOverview');
  app.get('/bills', perm, validate('query', d.bills.query), async (c) =>
    ok(c, await billsFigure(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/expected', perm, validate('query', d.expected.query), async (c) =>
    ok(c, await expectedFigure(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/flow', perm, validate('query', d.flow.query), pastDaysOnly(), async (c) =>
    ok(c, await flowFigure(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/bill-series', perm, validate('query', d.billSeries.query), async (c) =>
    ok(c, await billSeriesFigure(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/houses', perm, validate('query', d.houses.query), async (c) =>
    ok(c, await houseCounts(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/contracts', perm, validate('query', d.contracts.query), async (c) =>
    ok(c, await contractCounts(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  return app;
}
