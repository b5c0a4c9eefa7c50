import { describe, expect, it } from 'vitest';
import {
  applyStateLabel,
  canApproveApplication,
  canApproveOwner,
  canRejectApplication,
  canRejectOwner,
  checkBankCard,
  ownerStatusLabel,
} from './owner-review';
import { joinEntryIds, parseEntryIds, QUICK_ENTRIES } from '../../product/quick-entries';
import { findRoute } from '../../product/menu';

describe('owner review rules (part 2 §4)', () => {
  it('labels owner status 1 passed, anything else not passed', () => {
    expect(ownerStatusLabel(1)).toBe('已通过');
    expect(ownerStatusLabel(0)).toBe('未通过');
    expect(ownerStatusLabel(7)).toBe('未通过');
  });

  it('approves 0 → 1 and rejects 1 → 0 only', () => {
    expect([canApproveOwner(0), canRejectOwner(0)]).toEqual([true, false]);
    expect([canApproveOwner(1), canRejectOwner(1)]).toEqual([false, true]);
  });

  it('house application: approve when 0 or 2, reject when 1 or 2', () => {
    const table = [null, 0, 1, 2, 3].map((s) => [
      s,
      canApproveApplication(s),
      canRejectApplication(s),
      applyStateLabel(s),
    ]);
    expect(table).toEqual([
      [null, true, false, '未通过'],
      [0, true, false, '未通过'],
      [1, false, true, '已通过'],
      [2, true, true, '审核中'],
      [3, false, false, '已下架'],
    ]);
  });

  it('bank cards are 12 to 19 digits', () => {
    expect(checkBankCard('6222 0212 3456 7890')).toBeNull();
    expect(checkBankCard('123456789012')).toBeNull();
    expect(checkBankCard('1234567890123456789')).toBeNull();
    expect(checkBankCard('12345678901')).toBe('请输入正确的银行卡号');
    expect(checkBankCard('12345678901234567890')).toBe('请输入正确的银行卡号');
    expect(checkBankCard('6222abcd34567890')).toBe('请输入正确的银行卡号');
    expect(checkBankCard('')).toBe('请输入正确的银行卡号');
  });
});

describe('quick entries', () => {
  it('every entry opens a real route and carries its permission; ids are unique', () => {
    expect(new Set(QUICK_ENTRIES.map((e) => e.indexEnterId)).size).toBe(QUICK_ENTRIES.length);
    for (const e of QUICK_ENTRIES) expect(e.perm).toEqual(findRoute(e.url)!.perm);
  });

  it('parses ids joined by underscore', () => {
    expect(parseEntryIds('1_3_5')).toEqual([1, 3, 5]);
    expect(parseEntryIds('5_1_5')).toEqual([5, 1]);
    expect(parseEntryIds('')).toEqual([]);
    expect(parseEntryIds('1,3')).toBeNull();
    expect(parseEntryIds('1__3')).toBeNull();
    expect(parseEntryIds('a')).toBeNull();
    expect(joinEntryIds([2, 4])).toBe('2_4');
  });
});
