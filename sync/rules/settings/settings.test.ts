import { describe, expect, it } from 'vitest';
import { checkServiceLine, METER_CATEGORIES, SETTINGS_MSG } from './settings';

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
