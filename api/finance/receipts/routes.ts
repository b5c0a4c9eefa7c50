import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requirePerm } from '../../auth/middleware';
import { logAs } from '../../oplog/log-as';
import { receipts } from '../../../sync/contract/finance/receipts';
import { RECEIPT_MSG } from '../../../sync/rules/finance/receipt-rules';
import { listReceipts } from './list';
import { verifyReceipts } from './verify';
import { pastDaysOnly } from '../past-days';

/** /api/finance/receipts (/shoujuHexiao): receipts and their write-off; permission receiptWriteOff [5,29]. */
export function receiptRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requirePerm('receiptWriteOff'));
  app.get('/', validate('query', receipts.list.query), pastDaysOnly(), async (c) =>
    ok(c, await listReceipts(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/verify', validate('json', receipts.verify.body), async (c) => {
    const numbers = c.req.valid('json').receiptNumbers;
    const out = await verifyReceipts(c.var.deps.db, c.var.user, numbers);
    logAs(c, `核销收据 ${numbers.slice(0, 5).join('、')}${numbers.length > 5 ? ` 等${numbers.length}张` : ''}`);
    return ok(c, out, RECEIPT_MSG.verified);
  });
  return app;
}
