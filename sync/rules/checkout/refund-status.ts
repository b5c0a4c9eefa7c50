/**
 * The kind of a settlement line (spec part 2 §3 "Settlement line", §4 "Settlement refundStatus"): 0 refund, 1
 * deduction, 2 arrears. A leaf module: the settlement rules, their preview, overstay and movements all name it.
 */

export const REFUND_STATUS = { refund: 0, deduction: 1, arrears: 2 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  [REFUND_STATUS.refund]: '退款',
  [REFUND_STATUS.deduction]: '扣款',
  [REFUND_STATUS.arrears]: '欠款',
};
