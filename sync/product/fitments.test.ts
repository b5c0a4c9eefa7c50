import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FITMENT_GROUPS, FITMENT_UNKNOWN_MSG, checkFitmentIds, fitmentNames, normalizeFitmentIds } from './fitments';

const FITMENT_ITEMS = FITMENT_GROUPS.flatMap((g) => g.items);

describe('fitment catalogue', () => {
  it('has the four groups and unique positive integer pkIds and names', () => {
    expect(FITMENT_GROUPS.map((g) => g.name)).toEqual(['家具', '家电', '厨卫', '其他']);
    const ids = FITMENT_ITEMS.map((i) => i.pkId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    const names = FITMENT_ITEMS.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of [
      '床',
      '床垫',
      '衣柜',
      '书桌',
      '椅子',
      '空调',
      '洗衣机',
      '冰箱',
      '热水器',
      '电视',
      '燃气灶',
      '油烟机',
      '微波炉',
      '窗帘',
      '门锁钥匙',
      '门禁卡',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('names chosen items in catalogue order, skipping unknown ids and repeats', () => {
    const bed = FITMENT_ITEMS.find((i) => i.name === '床')!.pkId;
    const ac = FITMENT_ITEMS.find((i) => i.name === '空调')!.pkId;
    const card = FITMENT_ITEMS.find((i) => i.name === '门禁卡')!.pkId;
    expect(fitmentNames([card, ac, 999_999, bed, ac])).toEqual(['床', '空调', '门禁卡']);
    expect(fitmentNames([])).toEqual([]);
  });

  it('refuses ids that are not in the catalogue', () => {
    expect(checkFitmentIds(FITMENT_ITEMS.map((i) => i.pkId))).toBeNull();
    expect(checkFitmentIds([])).toBeNull();
    expect(checkFitmentIds([FITMENT_ITEMS[0].pkId, 0])).toBe(FITMENT_UNKNOWN_MSG);
    expect(checkFitmentIds(['101'])).toBe(FITMENT_UNKNOWN_MSG);
    expect(checkFitmentIds([101.5])).toBe(FITMENT_UNKNOWN_MSG);
  });

  it('normalising is idempotent, keeps only known ids and leaves a valid list (property)', () => {
    const known = FITMENT_ITEMS.map((i) => i.pkId);
    const anyId = fc.oneof(fc.constantFrom(...known), fc.integer({ min: -5, max: 1000 }));
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 40 }), (ids) => {
        const once = normalizeFitmentIds(ids);
        expect(normalizeFitmentIds(once)).toEqual(once);
        expect(checkFitmentIds(once)).toBeNull();
        expect(new Set(once)).toEqual(new Set(ids.filter((id) => known.includes(id))));
        expect(fitmentNames(ids)).toHaveLength(once.length);
      }),
    );
  });
});
