import { describe, expect, it } from 'vitest';
import {
  billsOpen,
  billStatusText,
  BILL_STATUS_TEXT,
  canCollectBill,
  canEditBill,
  canVoidBill,
  CONTRACT_TYPE_TEXT,
  EFFECTIVE_BILL_TYPES,
  inLeaseTab,
  isOverdue,
  leaseActions,
  leaseStatusText,
  LEASE_TABS,
  NEAR_END_DAYS,
  nextRentDate,
  overdueDays,
  stageStatusText,
  LEASE_STATUS,
  type BillState,
} from './lease-status';
import { BILL_PAY, BILL_VALID } from '../bills/bill-status';

const TODAY = '2026-11-22';
type Flags = Pick<BillState, 'payStatus' | 'validStatus'>;
const unpaid: Flags = { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.valid };
const paid: Flags = { payStatus: BILL_PAY.paid, validStatus: BILL_VALID.valid };
const voided: Flags = { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.void };
const badDebt: Flags = { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.badDebt };

describe('leaseStatusText', () => {
  it('names the three statuses and the two kinds of check-out', () => {
    expect(leaseStatusText({ status: LEASE_STATUS.toConfirm, settled: 0 })).toBe('待确认');
    expect(leaseStatusText({ status: LEASE_STATUS.signed, settled: 0 })).toBe('签约成功');
    expect(leaseStatusText({ status: LEASE_STATUS.checkedOut, settled: 1 })).toBe('已退房(已结算)');
    expect(leaseStatusText({ status: LEASE_STATUS.checkedOut, settled: true })).toBe('已退房(已结算)');
    expect(leaseStatusText({ status: LEASE_STATUS.checkedOut, settled: 0 })).toBe('已退房(未结算)');
  });

  it('names the contract types', () => {
    expect(CONTRACT_TYPE_TEXT(0)).toBe('纸质合同');
    expect(CONTRACT_TYPE_TEXT(1)).toBe('电子合同');
  });
});

describe('inLeaseTab', () => {
  const signed = (endDate: string) => ({ status: LEASE_STATUS.signed, endDate });
  it('lists the four tabs in order', () => {
    expect(LEASE_TABS.map((t) => t.tab)).toEqual([0, 1, 2, 3]);
    expect(LEASE_TABS.map((t) => t.title)).toEqual(['全部', '租约待确认', '租约即将到期', '租约已到期']);
  });

  it('puts every lease in tab 0 and only leases to be confirmed in tab 1', () => {
    for (const status of [0, 1, 2]) expect(inLeaseTab({ status, endDate: '2020-01-01' }, 0, TODAY)).toBe(true);
    expect(inLeaseTab({ status: LEASE_STATUS.toConfirm, endDate: '2026-11-30' }, 1, TODAY)).toBe(true);
    expect(inLeaseTab(signed('2026-11-30'), 1, TODAY)).toBe(false);
    // A lease to be confirmed is never "about to expire" or "expired".
    expect(inLeaseTab({ status: LEASE_STATUS.toConfirm, endDate: '2026-11-30' }, 2, TODAY)).toBe(false);
    expect(inLeaseTab({ status: LEASE_STATUS.toConfirm, endDate: '2026-11-01' }, 3, TODAY)).toBe(false);
  });

  it('about to expire: 0 to 30 days left; expired: the end date has passed', () => {
    expect(NEAR_END_DAYS).toBe(30);
    expect(inLeaseTab(signed(TODAY), 2, TODAY)).toBe(true); // 0 days
    expect(inLeaseTab(signed('2026-12-22'), 2, TODAY)).toBe(true); // 30 days
    expect(inLeaseTab(signed('2026-12-23'), 2, TODAY)).toBe(false); // 31 days
    expect(inLeaseTab(signed('2026-11-21'), 2, TODAY)).toBe(false); // -1
    expect(inLeaseTab(signed('2026-11-21'), 3, TODAY)).toBe(true);
    expect(inLeaseTab(signed(TODAY), 3, TODAY)).toBe(false);
    expect(inLeaseTab(signed('2026-12-23'), 3, TODAY)).toBe(false);
  });

  it('leaves a checked-out lease out of tabs 2 and 3', () => {
    expect(inLeaseTab({ status: LEASE_STATUS.checkedOut, endDate: TODAY }, 2, TODAY)).toBe(false);
    expect(inLeaseTab({ status: LEASE_STATUS.checkedOut, endDate: '2026-01-01' }, 3, TODAY)).toBe(false);
  });

  it('crosses month and year ends', () => {
    expect(inLeaseTab(signed('2027-01-21'), 2, '2026-12-22')).toBe(true);
    // The finance dashboard's windows: within 60 days.
    expect(inLeaseTab(signed('2027-01-21'), 2, TODAY, 60)).toBe(true); // 60 days
    expect(inLeaseTab(signed('2027-01-22'), 2, TODAY, 60)).toBe(false);
    expect(inLeaseTab(signed('2027-01-22'), 2, '2026-12-22')).toBe(false);
  });
});

describe('leaseActions', () => {
  it('offers check-out when in effect, settle when checked out unsettled, delete when 0 or 2, confirm when 0', () => {
    expect(leaseActions({ status: LEASE_STATUS.toConfirm, settled: 0 })).toEqual({
      checkOut: false,
      settle: false,
      remove: true,
      confirm: true,
    });
    expect(leaseActions({ status: LEASE_STATUS.signed, settled: 0 })).toEqual({
      checkOut: true,
      settle: false,
      remove: false,
      confirm: false,
    });
    expect(leaseActions({ status: LEASE_STATUS.checkedOut, settled: 0 })).toEqual({
      checkOut: false,
      settle: true,
      remove: false,
      confirm: false,
    });
    expect(leaseActions({ status: LEASE_STATUS.checkedOut, settled: 1 })).toEqual({
      checkOut: false,
      settle: false,
      remove: true,
      confirm: false,
    });
  });

  it('offers nothing in the deleted-records view', () => {
    for (const status of [0, 1, 2]) {
      expect(leaseActions({ status, settled: 0 }, true)).toEqual({
        checkOut: false,
        settle: false,
        remove: false,
        confirm: false,
      });
    }
  });
});

describe('billsOpen', () => {
  it('closes the bills of a checked-out lease only', () => {
    expect(billsOpen({ status: LEASE_STATUS.toConfirm })).toBe(true);
    expect(billsOpen({ status: LEASE_STATUS.signed })).toBe(true);
    expect(billsOpen({ status: LEASE_STATUS.checkedOut })).toBe(false);
  });
});

describe('bills', () => {
  it('names a bill status', () => {
    expect(billStatusText(unpaid)).toBe('未收款');
    expect(billStatusText(paid)).toBe('已收款');
    expect(billStatusText(voided)).toBe('已作废');
    expect(billStatusText(badDebt)).toBe('坏账');
    // Paid wins over any validity.
    expect(billStatusText({ payStatus: BILL_PAY.paid, validStatus: BILL_VALID.badDebt })).toBe('已收款');
  });

  it('collects or edits only unpaid bills that are not void; voids only unpaid valid bills', () => {
    expect([unpaid, paid, voided, badDebt].map(canCollectBill)).toEqual([true, false, false, true]);
    expect([unpaid, paid, voided, badDebt].map(canEditBill)).toEqual([true, false, false, true]);
    expect([unpaid, paid, voided, badDebt].map(canVoidBill)).toEqual([true, false, false, false]);
  });

  it('is overdue once its receivable date has passed, unpaid and valid, with the day count', () => {
    const bill = (receivableDate: string, s = unpaid) => ({ ...s, receivableDate });
    expect(isOverdue(bill(TODAY), TODAY)).toBe(false);
    expect(overdueDays(bill(TODAY), TODAY)).toBe(0);
    expect(isOverdue(bill('2026-11-21'), TODAY)).toBe(true);
    expect(overdueDays(bill('2026-11-21'), TODAY)).toBe(1);
    expect(overdueDays(bill('2026-10-22'), TODAY)).toBe(31);
    expect(overdueDays(bill('2026-11-21', paid), TODAY)).toBe(0);
    expect(overdueDays(bill('2026-11-21', voided), TODAY)).toBe(0);
    expect(overdueDays(bill('2026-11-21', badDebt), TODAY)).toBe(0);
    expect(overdueDays(bill('2026-11-30'), TODAY)).toBe(0);
  });

  it('finds the next rent date among unpaid valid rent bills', () => {
    const b = (billsType: number, receivableDate: string, s = unpaid) => ({ ...s, billsType, receivableDate });
    expect(nextRentDate([])).toBe('-');
    expect(nextRentDate([b(1, '2027-02-17'), b(1, '2026-11-17'), b(12, '2026-11-01')])).toBe('2026-11-17');
    expect(nextRentDate([b(1, '2026-11-17', paid), b(1, '2027-02-17')])).toBe('2027-02-17');
    expect(nextRentDate([b(1, '2026-11-17', voided), b(1, '2026-12-17', badDebt)])).toBe('-');
    expect(nextRentDate([b(13, '2026-11-17')])).toBe('-');
  });

  it('makes a lease take effect when its rent or deposit bill is paid', () => {
    expect(EFFECTIVE_BILL_TYPES).toEqual([1, 12]);
  });
});

describe('stageStatusText', () => {
  it('gives each mix of bills its stage status, ignoring void bills', () => {
    expect(stageStatusText([])).toBe(BILL_STATUS_TEXT.void);
    expect(stageStatusText([voided, voided])).toBe('已作废');
    expect(stageStatusText([unpaid])).toBe('未收款');
    expect(stageStatusText([paid, unpaid])).toBe('未收款');
    expect(stageStatusText([badDebt, unpaid])).toBe('未收款');
    expect(stageStatusText([paid, paid, voided])).toBe('已收款');
    expect(stageStatusText([badDebt, voided])).toBe('坏账');
    expect(stageStatusText([badDebt, badDebt])).toBe('坏账');
    expect(stageStatusText([paid, badDebt])).toBe('已付部分坏账');
    expect(stageStatusText([paid, badDebt, voided])).toBe('已付部分坏账');
  });
});
