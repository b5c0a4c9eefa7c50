import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns } from '../db/columns';

/**
 * Payment channel config of an apartment (spec part 2 §3 "Payment channel config"): `type` 2 or 4 (the two config
 * kinds the screens look up), `payType` which channels are accepted (0 both, 1 WeChat only, 2 Alipay only),
 * `disRatioBp` the channel's fee ratio in basis points (60 = 0.6 %; never a float), `managerId` the merchant account.
 */
export const paymentConfigs = table(
  'payment_configs',
  {
    ...rowColumns(),
    apartmentId: text('apartment_id').notNull(),
    type: integer('type').notNull(),
    payType: integer('pay_type').notNull().default(0),
    disRatioBp: integer('dis_ratio_bp').notNull(),
    managerId: text('manager_id'),
  },
  (t) => [uniqueIndex('payment_configs_apartment_uq').on(t.orgId, t.apartmentId)],
);

/**
 * A scan-to-pay order of ours (merchant side): what it pays for (`sourceType`/`sourceId`, e.g. a deposit order),
 * the amount asked (deposit + fee) and the fee, the driver and its trade number. `appliedAt` is set exactly once,
 * in the transaction that books the payment (deposit order paid + ledger entry).
 */
export const paymentOrders = table(
  'payment_orders',
  {
    ...rowColumns(),
    orderNo: text('order_no').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** 1 WeChat, 2 Alipay. */
    payType: integer('pay_type').notNull(),
    /** Net amount for the business, fee and total asked of the payer (fen). */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    total: integer('total').notNull(),
    driver: text('driver').notNull(),
    tradeNo: text('trade_no').notNull(),
    codeUrl: text('code_url').notNull(),
    creatorId: text('creator_id').notNull(),
    paidAt: integer('paid_at'),
    appliedAt: integer('applied_at'),
    /** 'paid' booked on its order; 'orphan' paid after the order was no longer payable (booked, to be refunded). */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('payment_orders_no_uq').on(t.orgId, t.orderNo),
    index('payment_orders_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/** payment_trades.status: 0 unpaid, 1 paid (the payer confirmed on the sandbox page). */
export const TRADE_STATUS = { unpaid: 0, paid: 1 } as const;

/**
 * The sandbox payment driver's own state: its trades, paid when the payer confirms on the sandbox page, with the
 * merchant's fee rate at the time (`feeBp`, basis points) from which its settlement report takes each trade's fee.
 */
export const paymentTrades = table(
  'payment_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    orgId: text('org_id').notNull(),
    orderNo: text('order_no').notNull(),
    subject: text('subject').notNull(),
    /** Total asked of the payer (fen). */
    amount: integer('amount').notNull(),
    payType: integer('pay_type').notNull(),
    /** TRADE_STATUS. */
    status: integer('status').notNull().default(TRADE_STATUS.unpaid),
    createdAt: integer('created_at').notNull(),
    paidAt: integer('paid_at'),
    /** The service fee rate of the trade, basis points (60 = 0.6 %). */
    feeBp: integer('fee_bp').notNull().default(0),
  },
  (t) => [index('payment_trades_org_paid_idx').on(t.orgId, t.paidAt)],
);
