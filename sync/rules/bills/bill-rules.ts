/**
 * Rules of the account view (spec part 2 §2.7, §4 "Bill status", §5 "Collect payment", "Add bill", "Batch actions"):
 * pure checks run identically by the screens (before sending) and the API. Money is integer fen; dates are
 * 'YYYY-MM-DD' business dates (Asia/Shanghai).
 *
 * Decisions where the spec is open:
 * - A collection date may not be in the future (the spec's "later than 10 days before now" is read, as for deposit
 *   orders, as a guard against future dates); the way is 1–7 (0 线上支付 only through scan-to-pay).
 * - Add bill: the receivable date "cannot be before one day ago" = not before yesterday (Shanghai).
 * - Batch selection: any bill in the selection that cannot be collected (paid or void) gives
 *   '所选账单中包含已收款账单'; an empty selection '您还没有选择未收款的账单'.
 */
import { dayNumber } from '../common/shanghai-time';
import { addDays } from '../common/shanghai-time';
import { checkCollection, DEPOSIT_MSG } from '../deposits/deposit-rules';
import { canCollectBill, canVoidBill, LEASE_STATUS } from '../leases/lease-status';

export const BILL_MSG = {
  meteredNoVoid: '抄表生成的水电账单不能作废，如有误请修改金额',
  paidSelected: '所选账单中包含已收款账单',
  noneSelected: '您还没有选择未收款的账单',
  billNotFound: '所选账单不属于同一租约',
  billMissing: '账单不存在或无权查看',
  payDateRequired: DEPOSIT_MSG.payDateRequired,
  payDateFuture: DEPOSIT_MSG.payDateFuture,
  payWayRequired: DEPOSIT_MSG.payWayRequired,
  payWayOnline: DEPOSIT_MSG.payWayOnline,
  confirmCollect: DEPOSIT_MSG.confirmCollect,
  collected: '操作成功',
  confirmVoid: '确定要作废该条账单吗?',
  voidNotAllowed: '只有未收款的有效账单可以作废',
  voided: '操作成功',
  editNotAllowed: '只有未收款的账单可以修改金额',
  amountRequired: '请输收款金额',
  amountPositive: '收款金额必须大于0',
  amountTooLarge: '金额过大',
  edited: '修改成功',
  itemRequired: '请选择账单项目',
  stageRequired: '请选择账期',
  dateRequired: '请选择日期',
  datePast: '应收款日期不能早于昨天',
  added: '添加成功',
  remarkTooLong: '备注不能超过200个字',
  receiptNumberTooLong: '收据编号不能超过32个字符',
  receiptNotFound: '收据不存在或无权查看',
  cancelled: '已取消',
} as const;

export const BILL_REMARK_MAX = 200;
export const RECEIPT_NUMBER_MAX = 32;
/** Ten million yuan: a sane upper bound for an amount typed by a person. */
export const MAX_BILL_FEN = 1_000_000_000;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const isBusinessDate = (s: unknown): s is string => {
  if (typeof s !== 'string' || !DATE_RE.test(s)) return false;
  try {
    dayNumber(s);
    return true;
  } catch {
    return false;
  }
};

const remarkTooLong = (s: string | null | undefined) => [...(s ?? '')].length > BILL_REMARK_MAX;

export interface SelectableBill {
  payStatus: number;
  validStatus: number;
}

/** The batch selection (§5): nothing selected, or a bill that cannot be collected among them. Null when fine. */
export function checkBatchSelection(selected: readonly SelectableBill[]): string | null {
  if (selected.length === 0) return BILL_MSG.noneSelected;
  if (selected.some((b) => !canCollectBill(b))) return BILL_MSG.paidSelected;
  return null;
}

/**
 * Bills may be collected (issue 12 point 14): on a lease not checked out, and on one checked out without settlement —
 * the tenant may still pay arrears (cash, transfer …) before the settlement, so only what is really not paid becomes
 * bad debt. Void, edit and new bills stay closed after check-out (sync/rules/leases/lease-status.ts billsOpen).
 */
export const collectOpen = (l: { status: number; settled: number | boolean }) =>
  l.status !== LEASE_STATUS.checkedOut || !l.settled;
export const COLLECT_CLOSED_MSG = '租约已结算，不能再收款';

/**
 * Why a bill cannot be voided, or null (one rule for the server and the account view's 作废 action): only unpaid
 * valid bills (§4), and never a utility bill made from meter readings — its readings are marked billed, voiding it
 * would drop that usage for good (correct its amount instead).
 */
export function voidRefusal(b: { payStatus: number; validStatus: number; sourceType?: string | null }): string | null {
  if (!canVoidBill(b)) return BILL_MSG.voidNotAllowed;
  if (b.sourceType === 'meter') return BILL_MSG.meteredNoVoid;
  return null;
}

export interface CollectForm {
  receiptDate?: string | null;
  paymentType?: number | null;
  receiptNumber?: string | null;
  receiptRemark?: string | null;
}

/** The collect form (§5): date required and not in the future, way 1–7, receipt number and remark lengths. */
export function checkBillCollection(f: CollectForm, today: string): string | null {
  const c = checkCollection(f.receiptDate, f.paymentType, today);
  if (c) return c;
  if ((f.receiptNumber ?? '').trim().length > RECEIPT_NUMBER_MAX) return BILL_MSG.receiptNumberTooLong;
  if (remarkTooLong(f.receiptRemark)) return BILL_MSG.remarkTooLong;
  return null;
}

/** A receivable amount typed by a person: required, positive integer fen, not absurd. */
export function checkBillAmount(v: number | null | undefined): string | null {
  if (v === null || v === undefined) return BILL_MSG.amountRequired;
  if (!Number.isSafeInteger(v) || v <= 0) return BILL_MSG.amountPositive;
  return v > MAX_BILL_FEN ? BILL_MSG.amountTooLarge : null;
}

/** The edit form: amount and remark. */
export function checkBillEdit(f: { accountReceivable?: number | null; receiptRemark?: string | null }): string | null {
  return checkBillAmount(f.accountReceivable) ?? (remarkTooLong(f.receiptRemark) ? BILL_MSG.remarkTooLong : null);
}

export const checkBillRemark = (remark: string | null | undefined) =>
  remarkTooLong(remark) ? BILL_MSG.remarkTooLong : null;

export interface AddBillForm {
  subId?: string | null;
  accountReceivable?: number | null;
  /** An existing stage id, or a stage number. */
  billsId?: string | null;
  stage?: number | null;
  receivableDate?: string | null;
  receiptRemark?: string | null;
}

/** The earliest receivable date of a new bill on `today`: yesterday. */
export const earliestAddBillDate = (today: string) => addDays(today, -1);

/** The add-bill form (§5): item, amount, stage and date required (in that order); date not before yesterday. */
export function checkAddBill(f: AddBillForm, today: string): string | null {
  if (!f.subId) return BILL_MSG.itemRequired;
  const amount = checkBillAmount(f.accountReceivable);
  if (amount) return amount;
  const hasStage =
    !!f.billsId || (f.stage !== null && f.stage !== undefined && Number.isInteger(f.stage) && f.stage > 0);
  if (!hasStage) return BILL_MSG.stageRequired;
  if (!isBusinessDate(f.receivableDate)) return BILL_MSG.dateRequired;
  if (dayNumber(f.receivableDate) < dayNumber(earliestAddBillDate(today))) return BILL_MSG.datePast;
  if (remarkTooLong(f.receiptRemark)) return BILL_MSG.remarkTooLong;
  return null;
}
