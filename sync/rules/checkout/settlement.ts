/**
 * Check-out and settlement of a lease (spec part 2 §2.1, §3 "Check-out / settlement data", §4 check-out wizard and
 * refundStatus, §5 "Check-out", §7 "Leases and settlement", §9 payout routes). Pure and integer-only: the API and
 * the wizard run the same preview, totals and checks. Money is fen; dates 'YYYY-MM-DD' (Asia/Shanghai).
 *
 * Rules (decided):
 * 1. Check-out is offered only for a signed lease (status 1); it cannot be undone. The check-out date is today; the
 *    expected available-from date (usableDate) defaults to today and may not be before today; isSend (send the
 *    settlement to the tenant) defaults to on and is recorded (there is no tenant channel yet).
 * 2. Preview as of the check-out date D (a signed lease: today; a checked-out unsettled lease: its checkOutDate).
 *    Lines {name, cost, refundStatus 0 refund / 1 deduction / 2 arrears, billsDetailId}:
 *    - refunds: every PAID valid deposit bill (billsType 12 押金, 2 其他押金) in full; every PAID valid bill of any type
 *      whose stage starts after D (a bill with no stage: receivable date after D) in full — the same bill unpaid would
 *      be voided as no longer owed, so paid it is money for nothing; for a PAID valid rent bill (billsType 1) of the
 *      stage containing D, (stage end − D) days × dailyOf(lease rent), never more than the bill; other bills of a stage
 *      that started on or before D refund nothing.
 *    - arrears: every UNPAID valid bill (payStatus 0, validStatus 0) whose stage starts on or before D (a bill with no
 *      stage: receivable date on or before D). For an unpaid rent bill of the stage containing D only the days up to
 *      and including D: (D − stage start + 1) × dailyOf(rent), never more than the bill (voided when that is 0 fen).
 *      Decision: an unpaid deposit bill (12, 2) is not arrears — it would be refunded at once — it is voided.
 *    - utility bills made from meter readings (metered) are usage already consumed, whatever stage they joined: paid ones
 *      are not refunded, unpaid ones are arrears in full (never voided).
 *    - deductions: none by default; the operator adds lines (name + amount > 0).
 *    Within one receivable date the lines keep the plan's order (rent, deposit, fees).
 *    Unpaid bills no longer owed (stages starting after D, unpaid deposits) are voided at check-out; the unpaid rent
 *    bill of the stage containing D has its receivable reduced to the prorated amount.
 * 3. Balance = arrears + deductions − refunds − badDebt. Deductions may not exceed refunds ('扣款金额不能大于退款金额').
 *    Bad debt may not exceed the arrears not covered by refunds (max(0, arrears + deductions − refunds)). The wizard's
 *    next is disabled while the balance is above 0 (the server refuses it). When the balance is below 0 the tenant is
 *    owed money: a payout route is required ('请选择付款途径'), one of 0,1,2,3,4,6,7 (no 5 POS).
 *    returnCost = −balance when balance < 0, else 0. Bad debt together with a refund line gives the warning
 *    '该账单中同时存在退款和欠款，请确认结账金额是否正确。' (the operator confirms; not a refusal).
 * 4. Money moved by a settlement (settlementMovements): each arrears bill is split between the part covered by the
 *    refunds (paid by offset: an incoming cash row, way 6 其他) and the part written off (a 'bad_debt' row, inOut 0,
 *    no money), in receivable-date order; each deduction is an incoming cash row (a new paid bill 退房费用); each refund
 *    line an outgoing cash row with the payout way (6 其他 when nothing is paid out). The cash rows net to exactly
 *    −returnCost: covered + deductions − refunds = (arrears − badDebt) + deductions − refunds = balance = −returnCost.
 * 5. Every computed line carries its working (`working`), shown before confirming. Per-period fees (物业费 …) are
 *    prorated exactly like rent, both ways: in the stage containing D a paid fee refunds (stage end − D) days × the
 *    fee's daily amount (dailyOf(monthly fee), the bill plan's rule), an unpaid one is owed (D − stage start + 1)
 *    days of it (the bill cut to that at check-out). One-time fees and bills added by hand are not prorated. A bill
 *    already cut at check-out (bills.source_type SOURCE_CUT, a check-out without settlement) is owed in full when
 *    unpaid and refunds nothing when paid (collecting it later must not refund the days it no longer covers).
 * 6. Overstay (contract: 逾期不搬离 按日租金的3倍 per day): a check-out after the lease's end date owes
 *    (D − end) days × daily rent × CONTRACT_TERMS.holdoverMultiplier as an arrears line 超期占用费 (kind 'overstay').
 *    The operator may change its amount (0 waives it) with a reason; both are kept in the settlement's lines and the
 *    bill. A check-out without settlement bills it at once (an unpaid 退房费用 bill, SOURCE_OVERSTAY) so it can be
 *    collected before the settlement, which then shows that bill instead.
 */
import { PAYMENT_WAYS } from '../../product/catalog';
import { REFUND_STATUS, type RefundStatus } from './refund-status';

// The preview is in settlement-preview.ts, the overstay charge in settlement-overstay.ts, the money moved in
// settlement-movements.ts.

export const RENT_TYPE = 1;
export const DEPOSIT_TYPES: readonly number[] = [12, 2];
/** Bill type of a deduction (退房费用) and the payment way of an offset (其他). */
export const DEDUCTION_BILL_TYPE = 11;
export const OFFSET_WAY = 6;
export const OFFSET_REMARK = '退房结算抵扣';

/** Payout routes of a settlement (§9): every payment way but 5 POS. */
export const PAYOUT_WAYS: readonly number[] = [0, 1, 2, 3, 4, 6, 7];
export const PAYOUT_OPTIONS = PAYOUT_WAYS.map((value) => ({ value, label: PAYMENT_WAYS[value] }));

export const DEDUCTION_NAME_MAX = 30;
export const SETTLE_TEXT_MAX = 200;

export const SETTLE_MSG = {
  dateRequired: '请先选择时间',
  usableBeforeToday: '预计可入住日期不能早于今天',
  deductionOverRefund: '扣款金额不能大于退款金额',
  pathwayRequired: '请选择付款途径',
  pathwayInvalid: '付款途径不正确',
  refundAndBadDebt: '该账单中同时存在退款和欠款，请确认结账金额是否正确。',
  balanceOwed: '租客仍有欠款未结清，请先收款或计为坏账',
  badDebtTooLarge: '坏账金额不能大于未被退款抵扣的欠款',
  badDebtInvalid: '请输入正确的坏账金额',
  deductionName: '请输入扣款项目',
  deductionAmount: '请输入正确的扣款金额',
  linesChanged: '结算明细已变化，请重新打开结算',
  returnCostMismatch: '退款金额不正确，请重新打开结算',
  checkedOut: '退房成功',
  settled: '操作成功',
  network: '请求失败',
  confirmCheckOut: '退房后不能撤销，确定要退房吗?',
} as const;

export interface SettlementLine {
  name: string;
  /** Fen, > 0 (an overstay line the operator waived may be 0). */
  cost: number;
  refundStatus: RefundStatus;
  /** The bill the line comes from; null for a deduction and for an overstay charge not billed yet. */
  billsDetailId: string | null;
  /** How the amount was reached, for people: '11月1日–11月15日 15天 × ¥98.63/天' (rule 5). */
  working?: string;
  /** 'overstay': the holdover charge of rule 6, editable with a reason. */
  kind?: 'overstay';
  /** Overstay: the amount the contract's rule gives (the operator may change `cost` with a reason). */
  computedCost?: number;
  /** Overstay: why the operator changed the amount. */
  reason?: string;
}

/** bills.source_type of a bill cut at check-out to the days up to the check-out date, and of the overstay bill. */
export const SOURCE_CUT = 'checkout';
export const SOURCE_OVERSTAY = 'overstay';
/** The overstay charge is billed as a 退房费用 bill (rule 6). @alias */
export const OVERSTAY_BILL_TYPE = DEDUCTION_BILL_TYPE;

export interface SettlementTotals {
  refunds: number;
  deductions: number;
  arrears: number;
  badDebt: number;
  /** arrears + deductions − refunds − badDebt. */
  balance: number;
  /** What is paid out to the tenant: −balance when below 0, else 0. */
  returnCost: number;
  /** The most that may be written off: the arrears not covered by refunds. */
  maxBadDebt: number;
}

const sumOf = (lines: readonly SettlementLine[], s: RefundStatus) =>
  lines.filter((l) => l.refundStatus === s).reduce((t, l) => t + l.cost, 0);

export function settlementTotals(lines: readonly SettlementLine[], badDebt: number): SettlementTotals {
  const refunds = sumOf(lines, REFUND_STATUS.refund);
  const deductions = sumOf(lines, REFUND_STATUS.deduction);
  const arrears = sumOf(lines, REFUND_STATUS.arrears);
  const gross = arrears + deductions - refunds;
  const balance = gross - badDebt;
  return {
    refunds,
    deductions,
    arrears,
    badDebt,
    balance,
    returnCost: balance < 0 ? -balance : 0,
    maxBadDebt: Math.max(0, gross),
  };
}

export interface SettlementForm {
  lines: readonly SettlementLine[];
  badDebtCost: number;
  pathway: number | null | undefined;
}

const isFen = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** The first refusal of the settlement form (§5), or null; the server and the wizard's next/submit run it. */
export function checkSettlement(f: SettlementForm): string | null {
  for (const l of f.lines.filter((x) => x.refundStatus === REFUND_STATUS.deduction)) {
    if (!l.name.trim()) return SETTLE_MSG.deductionName;
    if (!isFen(l.cost) || l.cost <= 0) return SETTLE_MSG.deductionAmount;
  }
  if (!isFen(f.badDebtCost) || f.badDebtCost < 0) return SETTLE_MSG.badDebtInvalid;
  const t = settlementTotals(f.lines, f.badDebtCost);
  if (t.deductions > t.refunds) return SETTLE_MSG.deductionOverRefund;
  if (t.badDebt > t.maxBadDebt) return SETTLE_MSG.badDebtTooLarge;
  if (t.balance > 0) return SETTLE_MSG.balanceOwed;
  if (t.balance < 0) {
    if (f.pathway === null || f.pathway === undefined) return SETTLE_MSG.pathwayRequired;
    if (!PAYOUT_WAYS.includes(f.pathway)) return SETTLE_MSG.pathwayInvalid;
  } else if (f.pathway !== null && f.pathway !== undefined && !PAYOUT_WAYS.includes(f.pathway))
    return SETTLE_MSG.pathwayInvalid;
  return null;
}

/** Bad debt together with a refund line: the warning the operator confirms (§5). */
export const settlementWarning = (f: Pick<SettlementForm, 'lines' | 'badDebtCost'>): string | null =>
  f.badDebtCost > 0 && f.lines.some((l) => l.refundStatus === REFUND_STATUS.refund && l.cost > 0)
    ? SETTLE_MSG.refundAndBadDebt
    : null;

/** The usable date check (§5, rule 1): required, not before today. */
export function checkUsableDate(usableDate: string | null | undefined, today: string): string | null {
  if (!usableDate) return SETTLE_MSG.dateRequired;
  if (usableDate < today) return SETTLE_MSG.usableBeforeToday;
  return null;
}
