import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { Db } from '../db/store';
import { fenToYuan } from '../../sync/rules/common/money';
import { SCAN_PAY_TYPES } from '../../sync/rules/deposits/deposit-rules';
import type { DriverContext, PaymentDriver } from './driver';
import { paymentTrades, TRADE_STATUS } from './schema';
import { sandboxSettlements } from './sandbox-settlement';

/**
 * The sandbox payment driver: its trades live in payment_trades; the `codeUrl` is a public page of this API showing
 * the amount with a "确认支付" button, which pays the trade (as the payer's wallet would). Trade numbers are random
 * (the page needs no login, so the number is the only key).
 */
export function sandboxDriver(ctx: DriverContext): PaymentDriver {
  return {
    name: 'sandbox',
    async createOrder(input) {
      const tradeNo = `SB${randomBytes(12).toString('hex')}`;
      // The sandbox stands for the vendor's system: its trade is written in a unit of its own (no synced table).
      await ctx.db.write(null, (tx) =>
        tx.insert(paymentTrades).values({
          tradeNo,
          orgId: input.orgId,
          orderNo: input.orderNo,
          subject: input.subject,
          amount: input.amount,
          payType: input.payType,
          feeBp: input.feeBp,
          createdAt: ctx.now(),
        }),
      );
      return { tradeNo, codeUrl: `${ctx.baseUrl}/api/payments/sandbox/${tradeNo}` };
    },
    async query(tradeNo) {
      const [t] = await ctx.db
        .select({ status: paymentTrades.status })
        .from(paymentTrades)
        .where(eq(paymentTrades.tradeNo, tradeNo))
        .limit(1);
      return t?.status === TRADE_STATUS.paid ? 'paid' : 'unpaid';
    },
    settlements: (orgId, settleDates) => sandboxSettlements(ctx, orgId, settleDates),
  };
}

/** The payer confirms trade `tradeNo` at `at` (the sandbox page's 确认支付; the demo's past trades): paid once. */
export async function sandboxPay(db: Db, tradeNo: string, at: number) {
  await db.write(null, (tx) =>
    tx
      .update(paymentTrades)
      .set({ status: TRADE_STATUS.paid, paidAt: at })
      .where(and(eq(paymentTrades.tradeNo, tradeNo), eq(paymentTrades.status, TRADE_STATUS.unpaid))),
  );
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;text-align:center}
.amount{font-size:40px;font-weight:600;margin:16px 0}button{font-size:18px;padding:12px 48px;border:0;border-radius:8px;background:#1677ff;color:#fff}
.muted{color:#888;font-size:14px}.ok{color:#00b578;font-size:22px}</style></head><body>${body}</body></html>`;
}

/** The public sandbox pages: GET shows the trade, POST …/pay pays it (idempotent). */
export function sandboxRoutes() {
  const app = new Hono<AppEnv>();
  const find = async (db: DriverContext['db'], tradeNo: string) =>
    (await db.select().from(paymentTrades).where(eq(paymentTrades.tradeNo, tradeNo)).limit(1))[0];

  app.get('/:tradeNo', async (c) => {
    const t = await find(c.var.deps.db, c.req.param('tradeNo'));
    if (!t) return c.html(page('沙箱支付', '<h2>交易不存在</h2>'), 404);
    const channel = SCAN_PAY_TYPES[t.payType] ?? '';
    const head = `<p class="muted">沙箱支付 · ${esc(channel)}</p><h2>${esc(t.subject)}</h2><div class="amount">¥${fenToYuan(t.amount)}</div><p class="muted">订单号 ${esc(t.orderNo)}</p>`;
    if (t.status === TRADE_STATUS.paid) return c.html(page('沙箱支付', `${head}<p class="ok">已支付</p>`));
    return c.html(
      page(
        '沙箱支付',
        `${head}<form method="post" action="/api/payments/sandbox/${esc(t.tradeNo)}/pay"><button type="submit">确认支付</button></form>`,
      ),
    );
  });

  app.post('/:tradeNo/pay', async (c) => {
    const { db, now } = c.var.deps;
    const tradeNo = c.req.param('tradeNo');
    const t = await find(db, tradeNo);
    if (!t) return c.html(page('沙箱支付', '<h2>交易不存在</h2>'), 404);
    await sandboxPay(db, tradeNo, now());
    return c.html(
      page(
        '沙箱支付',
        `<h2>${esc(t.subject)}</h2><div class="amount">¥${fenToYuan(t.amount)}</div><p class="ok">支付成功</p><p class="muted">请回到后台点击“已支付，刷新状态”</p>`,
      ),
    );
  });
  return app;
}
