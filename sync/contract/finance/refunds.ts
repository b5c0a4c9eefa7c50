/**
 * The contract of refund applications (issue 21, /drawbackApplict, permission refunds [5,28]): the net refund a
 * check-out owes the tenant, approved, paid (the payout way and date chosen then; the ledger's payout rows are
 * written in that unit) or rejected with a reason. The list has the filters status, apartment and dates (the
 * application's day), 10 a page, newest first.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedTimes, textFilter } from '../list-filters';
import { REFUND_MSG, REFUND_REASON_MAX } from '../../rules/finance/refund-rules';

const refundsQuery = orderedTimes(
  z.object({
    /** 0 待审批, 1 待付款, 2 已退款, 3 已驳回. */
    status: z.coerce.number('状态不正确').int('状态不正确').min(0, '状态不正确').max(3, '状态不正确').optional(),
    /** One application (the settlement view's link). */
    id: textFilter(40, '退款申请不正确'),
    apartmentId: textFilter(40, '公寓不正确'),
    /** The tenant's name or phone (contains). */
    tenant: textFilter(20, '租客不能超过20个字'),
    /** Asia/Shanghai days of the application (the check-out), either open. */
    startTime: dateFilter('开始日期不正确'),
    endTime: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type RefundsQuery = z.infer<typeof refundsQuery>;

const refundLine = obj({ name: z.string(), billType: int, amount: fen });

export const refundRow = obj({
  id,
  leaseId: id,
  houseId: id,
  /** The room: '东湖公寓 3层 301'. */
  house: z.string(),
  tenant: z.string(),
  phone: z.string(),
  amount: fen,
  lines: z.array(refundLine),
  checkOutDate: date,
  proposedWay: int.nullable(),
  proposedWayText: z.string(),
  status: int,
  statusText: z.string(),
  applicant: z.string(),
  createdAt: ms,
  approvedBy: z.string(),
  approvedAt: ms.nullable(),
  paidBy: z.string(),
  paidAt: ms.nullable(),
  payDate: date.nullable(),
  paymentWay: int.nullable(),
  paymentWayText: z.string(),
  rejectedBy: z.string(),
  rejectedAt: ms.nullable(),
  reason: z.string(),
  /** What the user may do now: approve, pay, reject. */
  actions: z.array(z.enum(['approve', 'pay', 'reject'])),
});
export type RefundRow = z.infer<typeof refundRow>;

const payBody = z.object({
  paymentWay: z.number(REFUND_MSG.wayRequired).int(REFUND_MSG.wayRequired).nullish(),
  payDate: z.string(REFUND_MSG.dateRequired).max(10, REFUND_MSG.dateRequired).nullish(),
});
export type RefundPayInput = z.infer<typeof payBody>;

const rejectBody = z.object({
  reason: z
    .string(REFUND_MSG.reasonRequired)
    .trim()
    .min(1, REFUND_MSG.reasonRequired)
    .max(REFUND_REASON_MAX, REFUND_MSG.reasonTooLong),
});

export const refunds = {
  list: route({ method: 'GET', path: '/api/finance/refunds', query: refundsQuery, reply: page(refundRow) }),
  approve: route({ method: 'POST', path: '/api/finance/refunds/:id/approve', reply: refundRow }),
  /** Pays the refund: the ledger's outgoing rows (the way and date chosen) are written now. */
  pay: route({ method: 'POST', path: '/api/finance/refunds/:id/pay', body: payBody, reply: refundRow }),
  reject: route({ method: 'POST', path: '/api/finance/refunds/:id/reject', body: rejectBody, reply: refundRow }),
};
