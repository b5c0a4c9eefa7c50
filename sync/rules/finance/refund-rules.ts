/**
 * Refund applications (issue 21, /drawbackApplict): the net refund a check-out owes the tenant is a queue to
 * approve and pay. 0 待审批 → 1 待付款 (approved) → 2 已退款 (paid: the ledger payout rows are written then, with the
 * payout way chosen when paying); 0 or 1 → 3 已驳回 (rejected, with a reason; nothing is paid out).
 */
import { PAYOUT_WAYS } from '../checkout/settlement';

export const REFUND_APP = { pending: 0, approved: 1, paid: 2, rejected: 3 } as const;
export type RefundAppStatus = (typeof REFUND_APP)[keyof typeof REFUND_APP];

export const REFUND_APP_TEXT: Record<RefundAppStatus, string> = {
  [REFUND_APP.pending]: '待审批',
  [REFUND_APP.approved]: '待付款',
  [REFUND_APP.paid]: '已退款',
  [REFUND_APP.rejected]: '已驳回',
};

export const REFUND_STATUS_OPTIONS = (Object.keys(REFUND_APP_TEXT) as unknown as RefundAppStatus[]).map((k) => ({
  value: Number(k) as RefundAppStatus,
  label: REFUND_APP_TEXT[k],
}));

export const REFUND_REASON_MAX = 200;

/** Said where a check-out owes the tenant money: the refund is paid (and booked) only once approved and paid. */
export const REFUND_PENDING_NOTE = '退款将生成退款申请，审批付款后记入流水';

export const REFUND_MSG = {
  notFound: '退款申请不存在',
  notPending: '该退款申请已处理，不能审批',
  notApproved: '该退款申请尚未审批或已处理，不能付款',
  notOpen: '该退款申请已处理，不能驳回',
  reasonRequired: '请输入驳回原因',
  reasonTooLong: `驳回原因不能超过${REFUND_REASON_MAX}个字`,
  wayRequired: '请选择退款方式',
  wayInvalid: '退款方式不正确',
  dateRequired: '请选择退款日期',
  dateFuture: '退款日期不能晚于今天',
  dateBeforeCheckout: '退款日期不能早于退房日期',
  approved: '审批成功',
  paid: '退款成功',
  rejected: '驳回成功',
} as const;

/** The refusal of a payment (way and date), or null. `today` and `checkOutDate` are Shanghai days. */
export function checkRefundPay(
  p: { paymentWay?: number | null; payDate?: string | null },
  today: string,
  checkOutDate: string,
): string | null {
  if (p.paymentWay === null || p.paymentWay === undefined) return REFUND_MSG.wayRequired;
  if (!PAYOUT_WAYS.includes(p.paymentWay)) return REFUND_MSG.wayInvalid;
  if (!p.payDate) return REFUND_MSG.dateRequired;
  if (p.payDate > today) return REFUND_MSG.dateFuture;
  if (p.payDate < checkOutDate) return REFUND_MSG.dateBeforeCheckout;
  return null;
}

/** What the operator may do with an application in a status. */
export const refundActions = (status: number): ('approve' | 'pay' | 'reject')[] =>
  status === REFUND_APP.pending ? ['approve', 'reject'] : status === REFUND_APP.approved ? ['pay', 'reject'] : [];
