import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { idempotencyKeyOf, once } from '../idempotency/once';
import { requireAuth, requirePerm } from '../auth/middleware';
import { LEASES } from '../leases/routes';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';
import { addBill } from './add';
import { editBill, remarkBill, voidBills } from './change';
import { collectBillsIn } from './collect';
import { arrearsFreeze } from '../hardware/locks/arrears-freeze';
import { bills } from '../../sync/contract/bills/bills';
import { billPlansOf } from './plans';
import { receiptOf } from './receipt';
import { receiptPdf } from '../documents/receipt-pdf';
import { pdfReply } from '../documents/pdf-reply';
import { financeItemsOf, FINANCE_KIND } from '../settings/finance-items';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { billsLabel } from '../oplog/describe-money';

/** /api/bills: the account view of a lease (spec part 2 §2.7, §3 "Bill plan"/"Bill", §4, §5), receipts. */
export function billRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.use(requirePerm(LEASES));

  app.get('/plans', validate('query', bills.plans.query), async (c) =>
    ok(c, await billPlansOf(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query').leaseId)),
  );

  /** The usable bill items of the org (kind 1) for the add-bill form, grouped by bill type. */
  app.get('/items', async (c) =>
    ok(
      c,
      (await financeItemsOf(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, FINANCE_KIND.bill, true)).filter(
        (g) => g.configVos.length > 0,
      ),
    ),
  );

  /** A retry with the same Idempotency-Key answers the first reply (same receipt number), booking nothing again. */
  app.post('/collect', validate('json', bills.collect.body), async (c) => {
    const { db } = c.var.deps;
    const now = c.var.deps.now();
    const input = c.req.valid('json');
    const reply = await once(db, now, c.var.user, idempotencyKeyOf(c), ['bills.collect', input], (tx) =>
      collectBillsIn(tx, now, c.var.user, input),
    );
    await arrearsFreeze(c.var.deps, { orgId: c.var.user.orgId, unfreezeOnly: true });
    logAs(
      c,
      entry(
        '收款',
        await billsLabel(
          db,
          (input.bills ?? []).map((b) => b.pkId),
          reply.total,
        ),
      ),
    );
    return ok(c, reply, BILL_MSG.collected);
  });

  app.post('/void', validate('json', bills.void.body), async (c) => {
    const { pkIds } = c.req.valid('json');
    const voided = await voidBills(c.var.deps.db, c.var.deps.now(), c.var.user, pkIds);
    logAs(c, entry('作废账单', await billsLabel(c.var.deps.db, pkIds)));
    return ok(c, voided, BILL_MSG.voided);
  });

  app.post('/edit', validate('json', bills.edit.body), async (c) => {
    const input = c.req.valid('json');
    const edited = await editBill(c.var.deps.db, c.var.deps.now(), c.var.user, input);
    const amount = input.accountReceivable ?? undefined;
    logAs(c, entry('修改账单', await billsLabel(c.var.deps.db, [input.billsDetailId], amount)));
    return ok(c, edited, BILL_MSG.edited);
  });

  app.post('/remark', validate('json', bills.remark.body), async (c) =>
    ok(c, await remarkBill(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')), BILL_MSG.edited),
  );

  app.post('/add', validate('json', bills.add.body), async (c) => {
    const input = c.req.valid('json');
    const added = await addBill(c.var.deps.db, c.var.deps.now(), c.var.user, input);
    logAs(c, entry('新增账单', await billsLabel(c.var.deps.db, [added.pkId], input.accountReceivable ?? undefined)));
    return ok(c, added, BILL_MSG.added);
  });

  app.get('/receipts/:receiptNumber', async (c) => {
    const n = c.req.param('receiptNumber');
    return ok(c, await receiptOf(c.var.deps.db, c.var.user, n.length > 64 ? '' : n));
  });
  // The same receipt as a PDF (下载收据; api/documents/receipt-pdf.ts).
  app.get('/receipts/:receiptNumber/pdf', async (c) => {
    const n = c.req.param('receiptNumber');
    return pdfReply(c, await receiptPdf(c.var.deps, c.var.user, n.length > 64 ? '' : n));
  });

  return app;
}
