/**
 * The contract of /api/checkout (spec part 2 §3 "Check-out / settlement data", §4 check-out wizard, §7 "Leases and
 * settlement"): the settlement the wizard starts from, the check-out record of a lease, checking out (with or without
 * settlement) and settling later. The settlement rules are sync/rules/checkout/settlement.ts, run on both sides.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, flag, id, int, ms, obj } from '../kit';
import { DEDUCTION_NAME_MAX, SETTLE_MSG, SETTLE_TEXT_MAX, type SettlementLine } from '../../rules/checkout/settlement';
import { OVERSTAY_MSG, OVERSTAY_REASON_MAX } from '../../rules/checkout/settlement-overstay';

/** A settlement line as answered (the rules' SettlementLine): refundStatus 0 refund / 1 deduction / 2 arrears. */
export const settlementLine = obj({
  name: z.string(),
  cost: fen,
  refundStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  billsDetailId: id.nullable(),
  working: z.string().optional(),
  kind: z.literal('overstay').optional(),
  computedCost: fen.optional(),
  reason: z.string().optional(),
}) satisfies z.ZodType<SettlementLine>;

const leaseQuery = z.object({
  leaseId: z.string('租约不存在或无权查看').trim().min(1, '租约不存在或无权查看').max(40, '租约不存在或无权查看'),
});

/** The settlement the wizard starts from: its lines and totals as of the check-out date (money in fen). */
export const settlementPreview = obj({
  leaseId: id,
  /** 'checkOut' for a signed lease (as of today), 'settle' for a checked-out unsettled one (as of its check-out date). */
  mode: z.enum(['checkOut', 'settle']),
  checkOutDate: date,
  today: date,
  /** The expected available date to offer: the one chosen at check-out, today when none or already passed. */
  usableDate: date,
  tenant: z.string(),
  house: z.string(),
  costVos: z.array(settlementLine),
  refundTotal: fen,
  arrearsTotal: fen,
  badDebtCost: fen,
  maxBadDebt: fen,
  /** arrears + deductions − refunds − bad debt: below 0 the tenant is owed money. */
  balance: fen,
  returnCost: fen,
});
export type SettlementPreviewData = z.infer<typeof settlementPreview>;

/** A ledger row's kind: money that moved, or an amount written off. */
export const ledgerKind = z.enum(['cash', 'bad_debt']);
export type LedgerKind = z.infer<typeof ledgerKind>;

/** The check-out / settlement read model of a lease (§3 "Checkout settlement read model"). */
export const checkoutRecord = obj({
  leaseId: id,
  /** 1 checked out with settlement at once, 0 without; `kind` says the same. */
  type: int,
  kind: int,
  /** The settlement lines; `costVos` says the same. */
  bills: z.array(settlementLine),
  costVos: z.array(settlementLine),
  badDebtCost: fen,
  returnCost: fen,
  pathway: int.nullable(),
  pathwayText: z.string(),
  remark: z.string(),
  returnCause: z.string(),
  isSend: int,
  checkOutDate: date,
  usableDate: date,
  checkOutAt: ms,
  settledAt: ms.nullable(),
  isSettlement: flag,
  operator: z.string(),
  settledBy: z.string(),
  /** The ledger rows the settlement wrote (流水). */
  ledger: z.array(
    obj({
      id,
      itemName: z.string(),
      inOut: int,
      kind: ledgerKind,
      amount: fen,
      paymentWay: int,
      paymentWayText: z.string(),
      receiptNumber: z.string(),
      paidAt: ms,
    }),
  ),
  /**
   * The refund application of the money owed to the tenant (issue 21, /drawbackApplict): 待审批 / 待付款 until paid
   * (已退款, its way and date) or rejected (已驳回); null when nothing is owed.
   */
  refund: obj({
    id,
    status: int,
    statusText: z.string(),
    amount: fen,
    paymentWayText: z.string(),
    payDate: date.nullable(),
    reason: z.string(),
  }).nullable(),
});
export type CheckoutRecord = z.infer<typeof checkoutRecord>;

const money = z.number('金额不正确').int('金额不正确').min(0, '金额不正确').max(100_000_000_00, '金额不正确');
const line = z.object({
  name: z.string(SETTLE_MSG.deductionName).max(DEDUCTION_NAME_MAX, SETTLE_MSG.deductionName),
  cost: z
    .number(SETTLE_MSG.deductionAmount)
    .int(SETTLE_MSG.deductionAmount)
    .max(100_000_000_00, SETTLE_MSG.deductionAmount),
  refundStatus: z.union([z.literal(0), z.literal(1), z.literal(2)], '结算明细不正确'),
  billsDetailId: z.string().max(40).nullish(),
  working: z.string().max(200).nullish(),
  kind: z.literal('overstay').nullish(),
  computedCost: z.number().int().nullish(),
  reason: z.string('修改原因不正确').max(OVERSTAY_REASON_MAX, OVERSTAY_MSG.reasonRequired).nullish(),
});

/** The check-out / settle payload (§3 "Check-out / settlement data", §7). */
export const checkOutInput = z.object({
  leaseId: z.string('租约不存在或无权查看').min(1, '租约不存在或无权查看').max(40, '租约不存在或无权查看'),
  withSettlement: z.boolean().default(true),
  usableDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期不正确')
    .nullish()
    .or(z.literal('')),
  isSend: z.union([z.boolean(), z.literal(0), z.literal(1)]).default(true),
  returnCause: z.string('退房原因不正确').max(SETTLE_TEXT_MAX, '退房原因不能超过200字').default(''),
  costVos: z.array(line).max(200, '结算明细不正确').default([]),
  badDebtCost: money.default(0),
  returnCost: money.default(0),
  pathway: z.number('付款途径不正确').int('付款途径不正确').nullish(),
  remark: z.string('备注不正确').max(SETTLE_TEXT_MAX, '备注不能超过200字').default(''),
});
export type CheckOutInput = z.infer<typeof checkOutInput>;

/** What a check-out or settlement answers: settled 1 when the settlement was made, what was paid out and written off. */
const checkOutResult = obj({ leaseId: id, checkOutDate: date, settled: flag, returnCost: fen, badDebtCost: fen });

export const checkout = {
  preview: route({ method: 'GET', path: '/api/checkout/preview', query: leaseQuery, reply: settlementPreview }),
  /** null when the lease was not checked out. */
  read: route({ method: 'GET', path: '/api/checkout', query: leaseQuery, reply: checkoutRecord.nullable() }),
  checkOut: route({ method: 'POST', path: '/api/checkout', body: checkOutInput, reply: checkOutResult }),
  settle: route({ method: 'POST', path: '/api/checkout/settle', body: checkOutInput, reply: checkOutResult }),
};
