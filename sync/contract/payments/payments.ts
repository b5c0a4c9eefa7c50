/**
 * The contract of /api/payments (spec part 2 §5 scan-to-pay, §7): the payment config of a house or a lease, a QR code
 * for a deposit order or for bills of a lease, the trade result refresh, and the sandbox driver's public pages (HTML:
 * the payer's phone opens the QR code's link, no login).
 */
import { z } from 'zod';
import { fileReply, route } from '../route';
import { fen, id, int, obj } from '../kit';
import { BILL_MSG } from '../../rules/bills/bill-rules';

/** The payment config of an apartment (null when none: scan-to-pay then says '请先配置支付'). */
export const payConfig = obj({
  /** 2 or 4: the two config kinds the screens look up. */
  type: int,
  /** Channels accepted: 0 both, 1 WeChat only, 2 Alipay only. */
  payType: int,
  /** The fee ratio as a decimal string ('0.0060'), in basis points (60) and as a percentage ('0.60%'). */
  disRatio: z.string(),
  disRatioBp: int,
  disRatioText: z.string(),
  managerId: id.nullable(),
});
export type PayConfig = z.infer<typeof payConfig>;

const scanPayType = z.union([z.literal(1), z.literal(2)], '请选择微信或支付宝');

/** A scan-to-pay QR code (a deposit order's or bills'): the payer is asked amount + fee. */
export const qrCode = obj({
  codeUrl: z.string(),
  orderNo: z.string(),
  tradeNo: z.string(),
  houseId: id,
  payType: z.union([z.literal(1), z.literal(2)]),
  amount: fen,
  fee: fen,
  total: fen,
  disRatio: z.string(),
});
export type QrCode = z.infer<typeof qrCode>;

/** 'paid' booked on its order; 'orphan' paid after the order stopped being payable (booked, to be refunded). */
export const paymentOutcome = z.enum(['paid', 'orphan']);
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** The trade result: `applied` when this call booked it; of a deposit order (advanceId) or of bills (`billIds`). */
export const refreshResult = obj({
  orderNo: z.string(),
  /** The deposit order paid for; '' for bills. */
  advanceId: z.string(),
  status: z.enum(['paid', 'unpaid']),
  applied: z.boolean(),
  outcome: paymentOutcome.nullable(),
  billIds: z.array(id).optional(),
});
export type RefreshResult = z.infer<typeof refreshResult>;

/** The most bills one QR code pays for (a sane bound on the joined source ids). */
export const MAX_QR_BILLS = 100;

export const scanPayInput = z.object({
  advanceId: z.string('订单编号不正确').min(1, '订单编号不正确').max(40, '订单编号不正确'),
  payType: scanPayType,
});
export type ScanPayInput = z.infer<typeof scanPayInput>;

export const billsQrInput = z.object({
  leaseId: z.string('租约编号不正确').min(1, '租约编号不正确').max(40, '租约编号不正确'),
  pkIds: z
    .array(z.string('账单编号不正确').min(1, '账单编号不正确').max(40, '账单编号不正确'), BILL_MSG.noneSelected)
    .max(MAX_QR_BILLS, `一次最多选择${MAX_QR_BILLS}条账单`),
  payType: scanPayType,
});
export type BillsQrInput = z.infer<typeof billsQrInput>;

/** Update offline trade result (§7): houseId, orderNo. */
export const refreshInput = z.object({
  houseId: z.string('房源编号不正确').min(1, '房源编号不正确').max(40, '房源编号不正确'),
  orderNo: z.string('订单号不正确').min(1, '订单号不正确').max(40, '订单号不正确'),
});
export type RefreshInput = z.infer<typeof refreshInput>;

const sandboxPage = fileReply('text/html');

export const payments = {
  /** The sandbox's page of a trade: its amount and a 确认支付 button. */
  sandboxPage: route({ method: 'GET', path: '/api/payments/sandbox/:tradeNo', reply: sandboxPage }),
  /** The page's button: pays the trade (idempotent). Sent by the HTML form, not JSON: no body schema. */
  sandboxPay: route({ method: 'POST', path: '/api/payments/sandbox/:tradeNo/pay', reply: sandboxPage }),
  config: route({
    method: 'GET',
    path: '/api/payments/config',
    query: z.object({ houseId: z.string('请选择房源').min(1, '请选择房源').max(40, '房源编号不正确') }),
    reply: payConfig.nullable(),
  }),
  depositQr: route({ method: 'POST', path: '/api/payments/deposit-qr', body: scanPayInput, reply: qrCode }),
  leaseConfig: route({
    method: 'GET',
    path: '/api/payments/lease-config',
    query: z.object({ leaseId: z.string('租约编号不正确').min(1, '租约编号不正确').max(40, '租约编号不正确') }),
    reply: payConfig.nullable(),
  }),
  billsQr: route({ method: 'POST', path: '/api/payments/bills-qr', body: billsQrInput, reply: qrCode }),
  refresh: route({ method: 'POST', path: '/api/payments/refresh', body: refreshInput, reply: refreshResult }),
};
