import { describe, expect, it } from 'vitest';
import { checkRentCollection, checkServiceLine, METER_CATEGORIES, SETTINGS_MSG } from './settings';

describe('checkServiceLine', () => {
  it('accepts mainland mobiles, landlines with area code and 400/800 lines', () => {
    for (const v of [
      '13800000001',
      '0571-88888888',
      '057188888888',
      '010-1234567',
      '0571-88888888-123',
      '400-800-1234',
      '8001234567',
      ' 13800000001 ',
    ])
      expect(checkServiceLine(v), v).toBeNull();
  });
  it('refuses the rest with the Chinese messages', () => {
    expect(checkServiceLine('')).toBe(SETTINGS_MSG.serviceLineRequired);
    expect(checkServiceLine(null)).toBe(SETTINGS_MSG.serviceLineRequired);
    for (const v of ['12800000001', '1380000000', '571-88888888', '0571-888', '500-800-1234', 'phone'])
      expect(checkServiceLine(v), v).toBe('请输入正确的客服电话');
  });
  it('utility categories are the device types of part 4 plus gas, with their units', () => {
    expect(METER_CATEGORIES.slice(0, 4).map((c) => [c.category, c.name, c.unit])).toEqual([
      [1, '冷水', '吨'],
      [2, '电', '度'],
      [3, '网络费', '月'],
      [4, '热水', '吨'],
    ]);
  });
});

describe('checkRentCollection', () => {
  it('takes the rule and its day both unset or both set, the day in the rule’s range', () => {
    for (const [type, day] of [
      [null, null],
      [0, 0],
      [0, 30],
      [1, 1],
      [2, 28],
    ] as const)
      expect(checkRentCollection(type, day), `${type} ${day}`).toBeNull();
  });
  it('names the wrong field and says why', () => {
    expect(checkRentCollection(null, 5)).toEqual({
      field: 'collectRentType',
      message: SETTINGS_MSG.collectTypeRequired,
    });
    expect(checkRentCollection(1, null)).toEqual({ field: 'collectRentDay', message: SETTINGS_MSG.collectDayRequired });
    expect(checkRentCollection(0, 31)?.message).toBe(SETTINGS_MSG.collectAheadRange);
    expect(checkRentCollection(2, 0)?.message).toBe(SETTINGS_MSG.collectDayRange);
    expect(checkRentCollection(1, 29)?.message).toBe(SETTINGS_MSG.collectDayRange);
  });
});
