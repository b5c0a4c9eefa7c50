/**
 * Status rules of running leases and their bills (spec part 2 §2.1, §3, §4): one set of pure functions the API and
 * the screens share, so a label or an allowed action is decided in exactly one place. Dates are 'YYYY-MM-DD'
 * business dates (Asia/Shanghai); money is fen.
 *
 * Decisions where the spec is open:
 * - "About to expire" (tab 2): a signed lease (status 1) whose end date is today or within the next 30 days;
 *   "expired" (tab 3): a signed lease whose end date has passed and that was not checked out.
 * - Once a lease is checked out (status 2), settled or not, its bills are closed: no collection, void, edit or new bill
 *   (§4 "after check-out without settlement no further lease operations"; after a settlement the account is final).
 *   Only settling (when not settled) and deleting remain; a checked-out lease is deleted only once settled (its
 *   deposit refund and arrears would otherwise be dropped unsettled).
 * - "Unpaid" bills (collect, edit) are unpaid ones that are not void: a bad-debt bill can still be collected when the
 *   money turns up. Void needs an unpaid, valid bill (§4).
 * - A stage's status ignores its void bills: all void → void; any unpaid valid bill → unpaid; all paid → paid; all bad
 *   debt → bad debt; paid and bad debt mixed → paid part bad debt.
 * - Next rent date: the earliest receivable date of an unpaid, valid rent bill ('-' when none).
 */
import { daysBetween } from '../common/shanghai-time';
import { BILL_PAY, BILL_VALID } from '../bills/bill-status';

export const NEAR_END_DAYS = 30;

/** leases.status (§4): 0 to be confirmed, 1 signed (in effect), 2 checked out (settled or not: leases.settled). */
export const LEASE_STATUS = { toConfirm: 0, signed: 1, checkedOut: 2 } as const;
export type LeaseStatus = (typeof LEASE_STATUS)[keyof typeof LEASE_STATUS];

export interface LeaseState {
  status: number;
  settled: number | boolean;
  endDate: string;
  deletedAt?: number | null;
}

/** The display name of a lease status (§4). */
export function leaseStatusText(l: Pick<LeaseState, 'status' | 'settled'>): string {
  if (l.status === LEASE_STATUS.toConfirm) return '待确认';
  if (l.status === LEASE_STATUS.signed) return '签约成功';
  return l.settled ? '已退房(已结算)' : '已退房(未结算)';
}

export const CONTRACT_TYPE_TEXT = (contractType: number) => (contractType === 1 ? '电子合同' : '纸质合同');

/** Lease list tabs (§2.1, §9): 0 all, 1 to be confirmed, 2 about to expire, 3 expired. */
export const LEASE_TABS = [
  { tab: 0, title: '全部' },
  { tab: 1, title: '租约待确认' },
  { tab: 2, title: '租约即将到期' },
  { tab: 3, title: '租约已到期' },
] as const;
export type LeaseTab = 0 | 1 | 2 | 3;

/** The windows of 即将到期 a screen may ask for (the finance dashboard's 30/60/90 days; the list's own is 30). */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

/** Does the lease belong to the tab on `today`? Tab 2 (about to expire) ends within `within` days. */
export function inLeaseTab(
  l: Pick<LeaseState, 'status' | 'endDate'>,
  tab: LeaseTab,
  today: string,
  within: number = NEAR_END_DAYS,
): boolean {
  if (tab === 0) return true;
  if (tab === 1) return l.status === LEASE_STATUS.toConfirm;
  if (l.status !== LEASE_STATUS.signed) return false;
  const left = daysBetween(today, l.endDate);
  return tab === 2 ? left >= 0 && left <= within : left < 0;
}

/** The row actions of the lease list (§4); `viewingDeleted` is the deleted-records view (no actions). */
export function leaseActions(l: Pick<LeaseState, 'status' | 'settled'>, viewingDeleted = false) {
  if (viewingDeleted) return { checkOut: false, settle: false, remove: false, confirm: false };
  return {
    checkOut: l.status === LEASE_STATUS.signed,
    settle: l.status === LEASE_STATUS.checkedOut && !l.settled,
    // A checked-out lease is deleted only once settled: its deposit refund and arrears must be settled first.
    remove: l.status === LEASE_STATUS.toConfirm || (l.status === LEASE_STATUS.checkedOut && !!l.settled),
    confirm: l.status === LEASE_STATUS.toConfirm,
  };
}

/** Bills of the lease may be collected, voided, edited or added (not after check-out). */
export const billsOpen = (l: Pick<LeaseState, 'status'>) => l.status !== LEASE_STATUS.checkedOut;
export const LEASE_CLOSED_MSG = '租约已退房，不能再操作账单';

export interface BillState {
  payStatus: number;
  validStatus: number;
  receivableDate: string;
}

export const BILL_STATUS_TEXT = {
  unpaid: '未收款',
  paid: '已收款',
  void: '已作废',
  badDebt: '坏账',
  paidPartBadDebt: '已付部分坏账',
} as const;

/** §4: payStatus 1 collected; unpaid with validStatus 1 void, 2 bad debt; else not collected. */
export function billStatusText(b: Pick<BillState, 'payStatus' | 'validStatus'>): string {
  if (b.payStatus === BILL_PAY.paid) return BILL_STATUS_TEXT.paid;
  if (b.validStatus === BILL_VALID.void) return BILL_STATUS_TEXT.void;
  if (b.validStatus === BILL_VALID.badDebt) return BILL_STATUS_TEXT.badDebt;
  return BILL_STATUS_TEXT.unpaid;
}

/** Collect or edit: unpaid and not void. */
export const canCollectBill = (b: Pick<BillState, 'payStatus' | 'validStatus'>) =>
  b.payStatus === BILL_PAY.unpaid && b.validStatus !== BILL_VALID.void;
/** Edit: the same bills as collect. @alias */
export const canEditBill = canCollectBill;
/** Void: unpaid and valid. */
export const canVoidBill = (b: Pick<BillState, 'payStatus' | 'validStatus'>) =>
  b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid;

/** Overdue on `today`: unpaid, valid, its receivable date passed (a bill due today is not overdue yet). */
export const isOverdue = (b: BillState, today: string) =>
  b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid && b.receivableDate < today;
/** Whole days a bill is overdue on `today` (0 when not overdue). */
export const overdueDays = (b: BillState, today: string) =>
  isOverdue(b, today) ? daysBetween(b.receivableDate, today) : 0;

/** A stage's status from its bills (see the decisions above). */
export function stageStatusText(bills: readonly Pick<BillState, 'payStatus' | 'validStatus'>[]): string {
  const live = bills.filter((b) => !(b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.void));
  if (live.length === 0) return BILL_STATUS_TEXT.void;
  if (live.some((b) => b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid))
    return BILL_STATUS_TEXT.unpaid;
  const paid = live.filter((b) => b.payStatus === BILL_PAY.paid).length;
  if (paid === live.length) return BILL_STATUS_TEXT.paid;
  if (paid === 0) return BILL_STATUS_TEXT.badDebt;
  return BILL_STATUS_TEXT.paidPartBadDebt;
}

/** Next rent date: the earliest receivable date of an unpaid valid rent bill (billsType 1), or '-' (§2.1). */
export function nextRentDate(bills: readonly (BillState & { billsType: number })[]): string {
  const due = bills
    .filter((b) => b.billsType === 1 && b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid)
    .map((b) => b.receivableDate)
    .sort();
  return due[0] ?? '-';
}

/** Paying a rent (1) or deposit (12) bill of a lease to be confirmed makes it take effect (§4). */
export const EFFECTIVE_BILL_TYPES: readonly number[] = [1, 12];

/** Lease-level messages shared by list, detail and actions (§5, §8). */
export const LEASE_OPS_MSG = {
  confirmDelete: '确定要删除该条租约吗?',
  deleteNotAllowed: '只有待确认或已退房的租约可以删除',
  deleteUnsettled: '已退房的租约请先结算，再删除',
  confirmNotAllowed: '只有待确认的租约可以确认',
  checkOutNotAllowed: '只有签约成功的租约可以退房',
  settleNotAllowed: '只有已退房且未结算的租约可以结算',
  leaseNotFound: '租约不存在或无权查看',
  done: '操作成功',
  cancelled: '已取消',
} as const;
