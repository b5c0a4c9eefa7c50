import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { logAs } from '../../oplog/log-as';
import { ledger } from '../../../sync/contract/finance/ledger';
import { LEDGER_MSG } from '../../../sync/rules/finance/ledger-rules';
import { OPERATION_TYPE } from '../../../sync/rules/admin/oplog-rules';
import { ledgerTotals } from '../sums/ledger-sums';
import { ledgerFilterOf } from './filter';
import { listLedger } from './list';
import { ledgerDetail } from './detail';
import { setVerified, type OrderRef } from './verify';
import { pastDaysOnly } from '../past-days';

/** '核销流水 SJ…、SJ…（2笔）' */
const described = (what: string, items: readonly OrderRef[]) => {
  const numbers = [...new Set(items.map((i) => i.orderNumber))];
  const shown = numbers.slice(0, 5).join('、') + (numbers.length > 5 ? ' 等' : '');
  return `${what} ${shown}（${numbers.length}笔）`;
};

/**
 * /api/finance/ledger (/liushuiList): the list, its totals, an entry's detail (permission ledger [5,27]), write-off
 * and its undoing (also ledgerUnverify), each change in one unit of work and in the operation log.
 */
export function ledgerRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requirePerm('ledger'));
  app.get('/', validate('query', ledger.list.query), pastDaysOnly(), async (c) =>
    ok(c, await listLedger(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/totals', validate('query', ledger.totals.query), pastDaysOnly(), async (c) =>
    ok(c, await ledgerTotals(c.var.deps.db, c.var.user, ledgerFilterOf(c.req.valid('query')))),
  );
  app.get('/:id', async (c) => ok(c, await ledgerDetail(c.var.deps.db, c.var.user, c.req.param('id'))));
  app.post('/verify', validate('json', ledger.verify.body), async (c) => {
    const { items } = c.req.valid('json');
    const done = await c.var.deps.db.write(c.var.user.orgId, (tx) => setVerified(tx, c.var.user, items, 'verify'));
    logAs(c, described('核销流水', items), OPERATION_TYPE.change);
    return ok(c, done, LEDGER_MSG.verified);
  });
  app.post('/unverify', requirePerm('ledgerUnverify'), validate('json', ledger.unverify.body), async (c) => {
    const { items, reason } = c.req.valid('json');
    const done = await c.var.deps.db.write(c.var.user.orgId, (tx) =>
      setVerified(tx, c.var.user, items, 'unverify', reason),
    );
    logAs(c, `${described('撤销核销', items)} 原因：${reason}`, OPERATION_TYPE.change);
    return ok(c, done, LEDGER_MSG.unverified);
  });
  return app;
}
