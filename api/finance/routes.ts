import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../auth/middleware';
import { financeDashboardRoutes } from './dashboard/routes';
import { rentalRoutes } from './rental/routes';
import { refundRoutes } from './refunds/routes';
import { receiptRoutes } from './receipts/routes';
import { ledgerRoutes } from './ledger/routes';
import { reportRoutes } from './reports/routes';

/**
 * /api/finance (spec part 4, issue 21): the finance dashboard, the ledger with write-off, reports, refunds, receipts
 * and rental statistics. Each feature's router is mounted here with one line; each route asks its own permission.
 */
export function financeRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.route('/dashboard', financeDashboardRoutes());
  app.route('/rental', rentalRoutes());
  app.route('/refunds', refundRoutes());
  app.route('/receipts', receiptRoutes());
  app.route('/ledger', ledgerRoutes());
  app.route('/reports', reportRoutes());
  return app;
}
