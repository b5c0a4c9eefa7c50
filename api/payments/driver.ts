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
}

/**
 * A scan-to-pay connector (ARCHITECTURE "Connectors"): creates a trade whose `codeUrl` the payer scans, and tells
 * whether it is paid. The sandbox driver is the default; a vendor driver plugs in through DRIVERS and PAYMENT_DRIVER.
 */
export interface PaymentDriver {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<{ codeUrl: string; tradeNo: string }>;
  query(tradeNo: string): Promise<'unpaid' | 'paid'>;
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
