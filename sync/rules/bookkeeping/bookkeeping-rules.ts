/**
 * Rules of a lease's bookkeeping entries (spec part 2 §2.7, §3 "Bookkeeping entry", §5 "Add bookkeeping"): pure
 * checks run identically by the add-bookkeeping sheet and the API (the shapes are sync/contract/bookkeeping). Money is
 * integer fen; dates 'YYYY-MM-DD' (Asia/Shanghai).
 *
 * Decisions (the spec leaves these open):
 * - tallyType 1 income, 0 expense; the user types a positive amount and an expense is stored negated (cost = −amount).
 * - The payment date may not be later than today: the spec's "not later than ten days ago" is read as a guard against
 *   future dates, as for collections (sync/rules/deposits/deposit-rules.ts).
 * - The payment way is one a person records (1–7); 0 线上支付 comes only from scan-to-pay.
 * - Items are the organisation's ledger-book items (finance items of kind 2, types 14–21), usable ones only.
 */
import { dayNumber } from '../common/shanghai-time';
import { PAYMENT_WAYS } from '../../product/catalog';

export const BOOKKEEPING_MSG = {
  tallyRequired: '请选择收支类型',
  itemRequired: '请选择记账项目',
  itemUnknown: '记账项目不存在或已停用',
  amountRequired: '请输入金额',
  amountPositive: '金额必须大于0',
  amountTooLarge: '金额过大',
  dateRequired: '请选择日期',
  dateFuture: '记账日期不能晚于今天',
  incomeWayRequired: '请选择收款方式',
  expenseWayRequired: '请选择付款方式',
  remarkTooLong: '备注不能超过200个字',
  /** A staff member's entry without a lease belongs to one of their apartments. */
  apartmentRequired: '请选择公寓',
  added: '添加成功',
} as const;

export const TALLY_TYPES = [
  { value: 1, label: '收入' },
  { value: 0, label: '支出' },
] as const;

export const BOOKKEEPING_REMARK_MAX = 200;
/** Ten million yuan: a sane upper bound for an amount typed by a person. */
export const MAX_BOOKKEEPING_FEN = 1_000_000_000;
/** The ways a person records (1–7). */
export const BOOKKEEPING_WAYS: readonly number[] = Object.keys(PAYMENT_WAYS)
  .map(Number)
  .filter((w) => w !== 0);

export interface BookkeepingInput {
  tallyType?: number | null;
  subId?: string | null;
  /** Positive fen, as typed. */
  amount?: number | null;
  paymentDate?: string | null;
  paymentWay?: number | null;
  remark?: string | null;
}

const isDate = (s: unknown): s is string => {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  try {
    dayNumber(s);
    return true;
  } catch {
    return false;
  }
};

/** The message asking for the way: 收款 for income, 付款 for expense. */
export const wayRequiredMsg = (tallyType: number | null | undefined) =>
  tallyType === 0 ? BOOKKEEPING_MSG.expenseWayRequired : BOOKKEEPING_MSG.incomeWayRequired;

/** The first problem of an add-bookkeeping form (§5) in the order of the form, or null. */
export function checkBookkeeping(i: BookkeepingInput, today: string): string | null {
  if (i.tallyType !== 0 && i.tallyType !== 1) return BOOKKEEPING_MSG.tallyRequired;
  if (!i.subId) return BOOKKEEPING_MSG.itemRequired;
  if (i.amount === null || i.amount === undefined) return BOOKKEEPING_MSG.amountRequired;
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0) return BOOKKEEPING_MSG.amountPositive;
  if (i.amount > MAX_BOOKKEEPING_FEN) return BOOKKEEPING_MSG.amountTooLarge;
  if (!isDate(i.paymentDate)) return BOOKKEEPING_MSG.dateRequired;
  if (dayNumber(i.paymentDate) > dayNumber(today)) return BOOKKEEPING_MSG.dateFuture;
  if (i.paymentWay === null || i.paymentWay === undefined || !BOOKKEEPING_WAYS.includes(i.paymentWay))
    return wayRequiredMsg(i.tallyType);
  if ([...(i.remark ?? '')].length > BOOKKEEPING_REMARK_MAX) return BOOKKEEPING_MSG.remarkTooLong;
  return null;
}

/** The signed cost stored for an entry: income +amount, expense −amount (§5). */
export const signedCost = (tallyType: number, amount: number) =>
  tallyType === 0 ? -Math.abs(amount) : Math.abs(amount);

/** The ledger direction of an entry: 1 incoming for income, 0 outgoing for expense. */
export const ledgerInOut = (tallyType: number): 0 | 1 => (tallyType === 1 ? 1 : 0);
