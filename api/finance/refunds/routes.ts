import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { logAs } from '../../oplog/log-as';
import { formatFen } from '../../../sync/rules/common/money';
import { refunds } from '../../../sync/contract/finance/refunds';
import { REFUND_MSG } from '../../../sync/rules/finance/refund-rules';
import { listRefunds, readRefund } from './list';
import { approveRefund, payRefund, rejectRefund } from './act';
import { pastDaysOnly } from '../past-days';

/** /api/finance/refunds (/drawbackApplict): the refund applications of check-outs; permission refunds [5,28]. */
export function refundRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requirePerm('refunds'));
  app.get('/', validate('query', refunds.list.query), pastDaysOnly(), async (c) =>
    ok(c, await listRefunds(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  const done = async (c: Context<AppEnv>, what: string, msg: string) => {
    const row = await readRefund(c.var.deps.db, c.var.user, c.req.param('id')!);
    logAs(c, `${what} ${row.house} ${row.tenant} ${formatFen(row.amount)}`);
    return ok(c, row, msg);
  };
  app.post('/:id/approve', async (c) => {
    await approveRefund(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'));
    return done(c, '审批退款', REFUND_MSG.approved);
  });
  app.post('/:id/pay', validate('json', refunds.pay.body), async (c) => {
    await payRefund(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'), c.req.valid('json'));
    return done(c, '退款付款', REFUND_MSG.paid);
  });
  app.post('/:id/reject', validate('json', refunds.reject.body), async (c) => {
    await rejectRefund(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'), c.req.valid('json').reason);
    return done(c, '驳回退款', REFUND_MSG.rejected);
  });
  return app;
}
