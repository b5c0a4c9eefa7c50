import { describe, expect, it } from 'vitest';
import {
  BILL_MSG,
  checkAddBill,
  checkBatchSelection,
  checkBillAmount,
  checkBillCollection,
  checkBillEdit,
  checkBillRemark,
  earliestAddBillDate,
} from './bill-rules';
import { BILL_PAY, BILL_VALID } from './bill-status';

const today = '2026-11-22';

describe('batch selection', () => {
  it('needs a selection of collectable bills', () => {
    expect(checkBatchSelection([])).toBe(BILL_MSG.noneSelected);
    expect(
      checkBatchSelection([
        { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.valid },
        { payStatus: BILL_PAY.paid, validStatus: BILL_VALID.valid },
      ]),
    ).toBe(BILL_MSG.paidSelected);
    expect(checkBatchSelection([{ payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.void }])).toBe(
      BILL_MSG.paidSelected,
    );
    expect(
      checkBatchSelection([
        { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.valid },
        { payStatus: BILL_PAY.unpaid, validStatus: BILL_VALID.badDebt },
      ]),
    ).toBeNull();
    expect(BILL_MSG.paidSelected).toBe('所选账单中包含已收款账单');
    expect(BILL_MSG.noneSelected).toBe('您还没有选择未收款的账单');
  });
});

describe('collect form', () => {
  it('date required, not in the future; way 1–7', () => {
    expect(checkBillCollection({ paymentType: 1 }, today)).toBe('请选择应收款日期');
    expect(checkBillCollection({ receiptDate: '2026-02-30', paymentType: 1 }, today)).toBe('请选择应收款日期');
    expect(checkBillCollection({ receiptDate: '2026-11-23', paymentType: 1 }, today)).toBe('收款日期不能晚于今天');
    expect(checkBillCollection({ receiptDate: today }, today)).toBe('请选择收款方式');
    expect(checkBillCollection({ receiptDate: today, paymentType: 0 }, today)).toBe('线上支付请使用扫码收款');
    expect(checkBillCollection({ receiptDate: today, paymentType: 8 }, today)).toBe('请选择收款方式');
    expect(checkBillCollection({ receiptDate: '2025-01-01', paymentType: 7 }, today)).toBeNull();
    expect(checkBillCollection({ receiptDate: today, paymentType: 1, receiptRemark: 'x'.repeat(201) }, today)).toBe(
      BILL_MSG.remarkTooLong,
    );
    expect(checkBillCollection({ receiptDate: today, paymentType: 1, receiptNumber: 'x'.repeat(33) }, today)).toBe(
      BILL_MSG.receiptNumberTooLong,
    );
  });
});

describe('amount, edit and remark', () => {
  it('amount is a positive integer of fen', () => {
    expect(checkBillAmount(null)).toBe('请输收款金额');
    expect(checkBillAmount(0)).toBe(BILL_MSG.amountPositive);
    expect(checkBillAmount(1.5)).toBe(BILL_MSG.amountPositive);
    expect(checkBillAmount(2_000_000_000)).toBe(BILL_MSG.amountTooLarge);
    expect(checkBillAmount(1)).toBeNull();
    expect(checkBillEdit({ accountReceivable: 100, receiptRemark: '好'.repeat(200) })).toBeNull();
    expect(checkBillEdit({ accountReceivable: 100, receiptRemark: '好'.repeat(201) })).toBe(BILL_MSG.remarkTooLong);
    expect(checkBillRemark(undefined)).toBeNull();
  });
});

describe('add bill', () => {
  const good = { subId: 'a', accountReceivable: 100, billsId: 's', receivableDate: today };
  it('item, amount, stage, date in that order; not before yesterday', () => {
    expect(checkAddBill({}, today)).toBe('请选择账单项目');
    expect(checkAddBill({ subId: 'a' }, today)).toBe('请输收款金额');
    expect(checkAddBill({ subId: 'a', accountReceivable: 1 }, today)).toBe('请选择账期');
    expect(checkAddBill({ subId: 'a', accountReceivable: 1, stage: 0 }, today)).toBe('请选择账期');
    expect(checkAddBill({ subId: 'a', accountReceivable: 1, stage: 2 }, today)).toBe('请选择日期');
    expect(earliestAddBillDate(today)).toBe('2026-11-21');
    expect(earliestAddBillDate('2027-03-01')).toBe('2027-02-28');
    expect(checkAddBill({ ...good, receivableDate: '2026-11-21' }, today)).toBeNull();
    expect(checkAddBill({ ...good, receivableDate: '2026-11-20' }, today)).toBe('应收款日期不能早于昨天');
    expect(checkAddBill({ ...good, receivableDate: '2027-11-20' }, today)).toBeNull();
    expect(checkAddBill(good, today)).toBeNull();
  });
});
