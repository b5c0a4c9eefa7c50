/**
 * The request schemas of /api/bills (spec part 2 §5, §7): the shapes only; the rules (amounts, dates, remarks, the
 * selection) are sync/rules/bills/bill-rules.ts, shared with the web sheets.
 */
import { z } from 'zod';
import { BILL_MSG } from '../../rules/bills/bill-rules';

/** The lease whose account view is asked. */
export const billsLeaseQuery = z.object({
  leaseId: z.string('租约不存在或无权查看').trim().min(1, '租约不存在或无权查看').max(40, '租约不存在或无权查看'),
});

/** Collect payment (§5, §7): the bills (one lease), way and date required, receipt number, one photo, a remark. */
export const collectInput = z.object({
  leaseId: z.string().max(40).nullish(),
  bills: z
    .array(
      z.object({ pkId: z.string(BILL_MSG.noneSelected).min(1, BILL_MSG.noneSelected).max(40) }),
      BILL_MSG.noneSelected,
    )
    .max(200)
    .nullish(),
  paymentType: z.number(BILL_MSG.payWayRequired).nullish(),
  receiptDate: z.string(BILL_MSG.payDateRequired).nullish(),
  receiptNumber: z.string('收据编号不正确').nullish(),
  picture: z.string('收款凭证不正确').max(400, '收款凭证不正确').nullish(),
  receiptRemark: z.string('备注不正确').nullish(),
  /** A date more than 10 days back is taken only when the operator confirmed it (sync/rules/common/money-date.ts). */
  confirmOldDate: z.boolean().nullish(),
});
export type CollectInput = z.infer<typeof collectInput>;

export const voidInput = z.object({
  pkIds: z.array(z.string().min(1).max(40), BILL_MSG.noneSelected).min(1, BILL_MSG.noneSelected).max(200),
});

/** Edit a bill: its receivable amount (unpaid, valid bills only) and its remark. */
export const editInput = z.object({
  billsDetailId: z.string(BILL_MSG.billMissing).min(1, BILL_MSG.billMissing).max(40),
  accountReceivable: z.number(BILL_MSG.amountRequired).nullish(),
  receiptRemark: z.string('备注不正确').nullish(),
});
export type EditBillInput = z.infer<typeof editInput>;

/** Change the remark of any bill of an open lease. */
export const remarkInput = z.object({
  billsDetailId: z.string(BILL_MSG.billMissing).min(1, BILL_MSG.billMissing).max(40),
  receiptRemark: z.string('备注不正确').nullish(),
});
export type RemarkBillInput = z.infer<typeof remarkInput>;

/** Add bill (§5, §7): item (subId; superId its bill type), amount, stage (billsId or a stage number), date. */
export const addBillInput = z.object({
  leaseId: z.string('租约不存在或无权查看').min(1, '租约不存在或无权查看').max(40),
  subId: z.string(BILL_MSG.itemRequired).max(40).nullish(),
  superId: z.number().int().nullish(),
  accountReceivable: z.number(BILL_MSG.amountRequired).nullish(),
  billsId: z.string(BILL_MSG.stageRequired).max(40).nullish(),
  stage: z.number(BILL_MSG.stageRequired).int(BILL_MSG.stageRequired).nullish(),
  receivableDate: z.string(BILL_MSG.dateRequired).nullish(),
  receiptRemark: z.string('备注不正确').nullish(),
  receiptPicture: z.string('收款凭证不正确').max(400, '收款凭证不正确').nullish(),
});
export type AddBillInput = z.infer<typeof addBillInput>;
