import { describe, expect, it } from 'vitest';
import { BOOKKEEPING_MSG as M, checkBookkeeping, ledgerInOut, signedCost, wayRequiredMsg } from './bookkeeping-rules';

const TODAY = '2026-11-22';
const good = { tallyType: 1, subId: 'ITEM', amount: 12345, paymentDate: '2026-11-20', paymentWay: 1, remark: '' };

describe('add bookkeeping (§5)', () => {
  it('accepts a complete form, today or earlier', () => {
    expect(checkBookkeeping(good, TODAY)).toBeNull();
    expect(checkBookkeeping({ ...good, paymentDate: TODAY, tallyType: 0 }, TODAY)).toBeNull();
    expect(
      checkBookkeeping({ ...good, paymentDate: '2025-01-01', paymentWay: 7, remark: '字'.repeat(200) }, TODAY),
    ).toBeNull();
  });

  it('asks for each field in the order of the form', () => {
    expect(checkBookkeeping({ ...good, tallyType: null }, TODAY)).toBe(M.tallyRequired);
    expect(checkBookkeeping({ ...good, tallyType: 2 }, TODAY)).toBe('请选择收支类型');
    expect(checkBookkeeping({ ...good, subId: '' }, TODAY)).toBe('请选择记账项目');
    expect(checkBookkeeping({ ...good, amount: null }, TODAY)).toBe('请输入金额');
    expect(checkBookkeeping({ ...good, amount: 0 }, TODAY)).toBe(M.amountPositive);
    expect(checkBookkeeping({ ...good, amount: -5 }, TODAY)).toBe(M.amountPositive);
    expect(checkBookkeeping({ ...good, amount: 1.5 }, TODAY)).toBe(M.amountPositive);
    expect(checkBookkeeping({ ...good, amount: 1_000_000_001 }, TODAY)).toBe(M.amountTooLarge);
    expect(checkBookkeeping({ ...good, paymentDate: '' }, TODAY)).toBe('请选择日期');
    expect(checkBookkeeping({ ...good, paymentDate: '2026-02-30' }, TODAY)).toBe('请选择日期');
    expect(checkBookkeeping({ ...good, paymentDate: '2026-11-23' }, TODAY)).toBe(M.dateFuture);
    expect(checkBookkeeping({ ...good, paymentWay: null }, TODAY)).toBe('请选择收款方式');
    expect(checkBookkeeping({ ...good, tallyType: 0, paymentWay: null }, TODAY)).toBe('请选择付款方式');
    expect(checkBookkeeping({ ...good, paymentWay: 0 }, TODAY)).toBe('请选择收款方式');
    expect(checkBookkeeping({ ...good, paymentWay: 8 }, TODAY)).toBe('请选择收款方式');
    expect(checkBookkeeping({ ...good, remark: '字'.repeat(201) }, TODAY)).toBe('备注不能超过200个字');
  });

  it('negates an expense and maps the ledger direction', () => {
    expect(signedCost(1, 5000)).toBe(5000);
    expect(signedCost(0, 5000)).toBe(-5000);
    expect(ledgerInOut(1)).toBe(1);
    expect(ledgerInOut(0)).toBe(0);
    expect(wayRequiredMsg(0)).toBe('请选择付款方式');
    expect(wayRequiredMsg(1)).toBe('请选择收款方式');
  });
});
