/**
 * Rules of deposit (earnest-money) orders, spec part 2 §2.2, §4 "Deposit order", §5 "Add deposit order" and
 * "Collect payment", §9 scan-to-pay fee. Pure functions run identically by the web form and the API. Money is
 * integer fen; dates are 'YYYY-MM-DD' (Asia/Shanghai).
 *
 * Decisions (the spec leaves these open):
 * - A collection (or paid-at-creation) date may not be later than today: the spec's "later than 10 days before now"
 *   is read as a guard against future dates (issue note).
 * - The latest signing date may not be before today when the order is taken.
 * - Payment way 0 (线上支付) is set only by scan-to-pay; a person records 1–7.
 * - The scan-to-pay fee ratio is kept in basis points (1 bp = 0.01 %); fee = amount × r / (1 − r) with integers,
 *   rounded half-up to the fen.
 */
import { dayNumber } from '../common/shanghai-time';
import { PAYMENT_WAYS } from '../../product/catalog';
import { checkPhone } from '../common/validators';
import type { TimelineEntry } from '../../contract/deposits/deposit-shape';

export const DEPOSIT_MSG = {
  houseRequired: '请选择房源',
  advanceRequired: '请输入定金金额',
  advancePositive: '定金金额必须大于0',
  rentRequired: '请输入约定租金',
  rentPositive: '约定租金必须大于0',
  periodRequired: '请选择租期起止',
  periodReversed: '租期结束日期不能早于开始日期',
  latestRequired: '请选择最晚签约日期',
  latestPast: '最晚签约日期不能早于今天',
  promiseManRequired: '请输入预订人姓名',
  promiseManTooLong: '预订人姓名不能超过20个字',
  payStatusRequired: '请选择支付状态',
  payDateRequired: '请选择应收款日期',
  payDateFuture: '收款日期不能晚于今天',
  payWayRequired: '请选择收款方式',
  payWayOnline: '线上支付请使用扫码收款',
  remarkTooLong: '备注不能超过200个字',
  amountTooLarge: '金额过大',
  confirmCollect: '是否继续进行收款操作?',
  noLease: '还未签订租约',
  notConfigured: '请先配置支付',
  refundWayRequired: '请选择退款方式',
  refundWayOnline: '线上支付不能用于退款，请选择其他退款方式',
} as const;

export const PROMISE_MAN_MAX = 20;
export const DEPOSIT_REMARK_MAX = 200;
/** Ten million yuan: a sane upper bound for a deposit or rent typed by a person. */
export const MAX_DEPOSIT_FEN = 1_000_000_000;

/** Ledger classification of a deposit-order payment: bill type 13 其他, item '定金' (catalog has no 定金 type). */
export const DEPOSIT_LEDGER = { billType: 13, itemName: '定金', refundItemName: '定金退还' } as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: unknown): s is string => {
  if (typeof s !== 'string' || !DATE_RE.test(s)) return false;
  try {
    dayNumber(s);
    return true;
  } catch {
    return false;
  }
};

export interface DepositOrderInput {
  houseId?: string | null;
  advanceCost?: number | null;
  rentCost?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  latestDate?: string | null;
  promiseMan?: string | null;
  phone?: string | null;
  payStatus?: number | null;
  payTime?: string | null;
  payWay?: number | null;
  remark?: string | null;
}

const money = (v: number | null | undefined, required: string, positive: string): string | null => {
  if (v === null || v === undefined) return required;
  if (!Number.isSafeInteger(v) || v <= 0) return positive;
  return v > MAX_DEPOSIT_FEN ? DEPOSIT_MSG.amountTooLarge : null;
};

/** The payment ways a person records (1–7); 0 线上支付 is set only by scan-to-pay. */
export const MANUAL_PAY_WAYS: readonly number[] = Object.keys(PAYMENT_WAYS)
  .map(Number)
  .filter((w) => w !== 0);

/**
 * A way recorded by hand (collecting or refunding a deposit): `required` when missing or unknown, `online` for 0
 * 线上支付. Null when fine.
 */
export function checkManualWay(
  payWay: number | null | undefined,
  required: string = DEPOSIT_MSG.payWayRequired,
  online: string = DEPOSIT_MSG.payWayOnline,
): string | null {
  if (payWay === null || payWay === undefined || !Number.isInteger(payWay) || !(payWay in PAYMENT_WAYS))
    return required;
  return MANUAL_PAY_WAYS.includes(payWay) ? null : online;
}

/** The date and way of a collection (manual): required, not in the future, way 1–7. Null when fine. */
export function checkCollection(
  payTime: string | null | undefined,
  payWay: number | null | undefined,
  today: string,
): string | null {
  if (!payTime) return DEPOSIT_MSG.payDateRequired;
  if (!isDate(payTime)) return DEPOSIT_MSG.payDateRequired;
  if (dayNumber(payTime) > dayNumber(today)) return DEPOSIT_MSG.payDateFuture;
  return checkManualWay(payWay);
}

/** The first problem of an add-order form (§5), or null. Every field but remark is required. */
export function checkDepositOrder(i: DepositOrderInput, today: string): string | null {
  if (!i.houseId) return DEPOSIT_MSG.houseRequired;
  const promiseMan = (i.promiseMan ?? '').trim();
  if (!promiseMan) return DEPOSIT_MSG.promiseManRequired;
  if ([...promiseMan].length > PROMISE_MAN_MAX) return DEPOSIT_MSG.promiseManTooLong;
  const phone = checkPhone(i.phone);
  if (phone) return phone;
  const advance = money(i.advanceCost, DEPOSIT_MSG.advanceRequired, DEPOSIT_MSG.advancePositive);
  if (advance) return advance;
  const rent = money(i.rentCost, DEPOSIT_MSG.rentRequired, DEPOSIT_MSG.rentPositive);
  if (rent) return rent;
  if (!isDate(i.startDate) || !isDate(i.endDate)) return DEPOSIT_MSG.periodRequired;
  if (dayNumber(i.endDate) < dayNumber(i.startDate)) return DEPOSIT_MSG.periodReversed;
  if (!isDate(i.latestDate)) return DEPOSIT_MSG.latestRequired;
  if (dayNumber(i.latestDate) < dayNumber(today)) return DEPOSIT_MSG.latestPast;
  if (i.payStatus !== ORDER_PAY.unpaid && i.payStatus !== ORDER_PAY.paid) return DEPOSIT_MSG.payStatusRequired;
  if (i.payStatus === ORDER_PAY.paid) {
    const c = checkCollection(i.payTime, i.payWay, today);
    if (c) return c;
  }
  if ([...(i.remark ?? '')].length > DEPOSIT_REMARK_MAX) return DEPOSIT_MSG.remarkTooLong;
  return null;
}

/** deposit_orders.pay_status (§3): 0 unpaid, 1 paid. */
export const ORDER_PAY = { unpaid: 0, paid: 1 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type OrderPayStatus = (typeof ORDER_PAY)[keyof typeof ORDER_PAY];

/** deposit_orders.sign_status (§3): 0 not signed yet, 1 signed into a lease, 2 voided or expired, 3 revoked. */
export const ORDER_SIGN = { unsigned: 0, signed: 1, voided: 2, revoked: 3 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type OrderSignStatus = (typeof ORDER_SIGN)[keyof typeof ORDER_SIGN];

export interface OrderState {
  payStatus: number;
  signStatus: number;
}

/** Status text (§4): 3 revoked, 2 voided, then unpaid / awaiting signing / signed. */
export function depositStatusText(o: OrderState): string {
  if (o.signStatus === ORDER_SIGN.revoked) return '已撤销';
  if (o.signStatus === ORDER_SIGN.voided) return '已作废';
  if (o.signStatus === ORDER_SIGN.signed) return '已签约';
  return o.payStatus === ORDER_PAY.paid ? '待签约' : '未支付';
}

/** The actions a row of the list may offer (§4), in the order the screen shows them. */
export const DEPOSIT_ACTIONS = ['collect', 'scanPay', 'register', 'viewLease', 'revoke', 'details'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

export const DEPOSIT_ACTION_LABEL: Record<DepositAction, string> = {
  collect: '收款',
  scanPay: '扫码支付',
  register: '租客登记',
  viewLease: '查看租约',
  revoke: '撤销',
  details: '详情',
};

/**
 * The actions of a row (§4): collect and scan-to-pay when unpaid and unsigned; tenant register when paid and
 * unsigned; view lease when signed; revoke unless already revoked; details always.
 */
export function depositActions(o: OrderState): DepositAction[] {
  const out: DepositAction[] = [];
  const open = o.signStatus === ORDER_SIGN.unsigned;
  if (open && o.payStatus === ORDER_PAY.unpaid) out.push('collect', 'scanPay');
  if (open && o.payStatus === ORDER_PAY.paid) out.push('register');
  if (o.signStatus === ORDER_SIGN.signed) out.push('viewLease');
  if (o.signStatus !== ORDER_SIGN.revoked) out.push('revoke');
  out.push('details');
  return out;
}

export const canCollect = (o: OrderState) => o.signStatus === ORDER_SIGN.unsigned && o.payStatus === ORDER_PAY.unpaid;

export interface TimelineOrder extends OrderState {
  createdAt: number;
  payTime: number | null;
  voidTime: number | null;
  cancelTime: number | null;
  leaseTime: number | null;
  refundTime?: number | null;
}

/** The record timeline of the details dialog (§4), in order. */
export function depositTimeline(o: TimelineOrder): TimelineEntry[] {
  const out: TimelineEntry[] = [{ title: '提交订单', time: o.createdAt, done: true }];
  out.push(
    o.payStatus === ORDER_PAY.paid
      ? { title: '已支付定金', time: o.payTime, done: true }
      : { title: '未支付定金', time: null, done: false },
  );
  if (o.signStatus === ORDER_SIGN.voided) out.push({ title: '订单已作废', time: o.voidTime, done: true });
  if (o.signStatus === ORDER_SIGN.revoked) {
    out.push({ title: '订单已撤销', time: o.cancelTime, done: true });
    if (o.refundTime) out.push({ title: '已退还定金', time: o.refundTime, done: true });
  }
  if (o.signStatus === ORDER_SIGN.signed) out.push({ title: '租客已登记', time: o.leaseTime, done: true });
  if (o.signStatus === ORDER_SIGN.unsigned) out.push({ title: '未签约', time: null, done: false });
  return out;
}

// ---- scan-to-pay fee (§9) ----

/** Basis points in one (10 000 bp = 100 %). */
export const BP_ONE = 10_000;

/** A ratio in basis points as a decimal string: 60 → '0.0060'. */
export const formatRatio = (bp: number) => `0.${String(bp).padStart(4, '0')}`;

/** A ratio in basis points as a percentage: 60 → '0.60%'. */
export const formatRatioPercent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;

/**
 * The channel fee (agent) the payer adds so that the merchant nets `amountFen`: amount × r / (1 − r), with r in basis
 * points, computed in integers (BigInt) and rounded half-up to the fen.
 */
export function scanPayFee(amountFen: number, ratioBp: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new Error(`amount must be a non-negative integer of fen, got ${amountFen}`);
  if (!Number.isInteger(ratioBp) || ratioBp < 0 || ratioBp >= BP_ONE)
    throw new Error(`ratio must be 0 ≤ bp < 10000, got ${ratioBp}`);
  const num = BigInt(amountFen) * BigInt(ratioBp);
  const den = BigInt(BP_ONE - ratioBp);
  return Number((2n * num + den) / (2n * den));
}

/** Scan-to-pay channel (§4): 1 WeChat, 2 Alipay. */
export const SCAN_PAY_TYPES: Record<number, string> = { 1: '微信', 2: '支付宝' };

/** Whether a payment config's payType (0 both, 1 WeChat only, 2 Alipay only) accepts a channel. */
export const configAccepts = (configPayType: number, payType: number) =>
  configPayType === 0 || configPayType === payType;
