import type { Db } from '../db/store';
import { sandboxDriver } from './sandbox';

/** 1 WeChat, 2 Alipay (spec part 2 §4 "Scan payment"). */
export type ScanPayType = 1 | 2;

export interface CreateOrderInput {
  orgId: string;
  /** Total asked of the payer, fen. */
  amount: number;
  subject: string;
  /** Our merchant order number. */
  orderNo: string;
  payType: ScanPayType;
  /** The channel's service fee rate of the merchant (basis points, the payment config's disRatioBp). */
  feeBp: number;
}

/**
 * One paid trade in the connector's settlement report (spec part 4 §3 "Settlement"): the amount paid (fen), the
 * service fee the channel keeps, the method ('WXZF' WeChat, else Alipay), when it was paid, the Shanghai date it
 * settles on and its status (100 成功, 0 结算中; sync/rules/payments/settlement.ts).
 */
export interface SettlementLine {
  tradeNo: string;
  amount: number;
  fee: number;
  method: string;
  paidAt: number;
  settleDate: string;
  status: number;
}

/**
 * A scan-to-pay connector (ARCHITECTURE "Connectors"): creates a trade whose `codeUrl` the payer scans, and tells
 * whether it is paid, and reports the settlement of paid trades (fee, T+1). The sandbox driver is the default; a vendor driver plugs in through DRIVERS and PAYMENT_DRIVER.
 */
export interface PaymentDriver {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<{ codeUrl: string; tradeNo: string }>;
  query(tradeNo: string): Promise<'unpaid' | 'paid'>;
  /** The settlement report: the org's paid trades that settle on any of `settleDates` ('YYYY-MM-DD', Shanghai). */
  settlements(orgId: string, settleDates: readonly string[]): Promise<SettlementLine[]>;
}

export interface DriverContext {
  db: Db;
  now: () => number;
  /** Origin of the API as the caller reached it (for links the payer opens). */
  baseUrl: string;
}

/** The drivers by name; a vendor driver adds one line here. */
export const DRIVERS: Record<string, (ctx: DriverContext) => PaymentDriver> = {
  sandbox: sandboxDriver,
};

/** The driver new trades use: PAYMENT_DRIVER (default 'sandbox'). */
export const activeDriverName = () => process.env.PAYMENT_DRIVER?.trim() || 'sandbox';

/** The driver called `name` (a trade keeps the driver it was made with). */
export function driverFor(name: string, ctx: DriverContext): PaymentDriver {
  const make = DRIVERS[name];
  if (!make) throw new Error(`unknown payment driver ${name}`);
  return make(ctx);
}
