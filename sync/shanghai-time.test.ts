import { describe, expect, it } from 'vitest';
import { shanghaiDateTime, shanghaiHm, shanghaiMidnight, shanghaiShort } from './shanghai-time';

describe('Asia/Shanghai clock times', () => {
  it('shows UTC+8 wall-clock time, across the date line of the day', () => {
    const t = Date.parse('2026-11-22T16:05:09Z'); // 00:05 on the 23rd in Shanghai
    expect(shanghaiHm(t)).toBe('00:05');
    expect(shanghaiShort(t)).toBe('11-23 00:05');
    expect(shanghaiDateTime(t)).toBe('2026-11-23 00:05:09');
    expect(shanghaiDateTime(Date.parse('2026-12-31T15:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(shanghaiDateTime(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(shanghaiMidnight('2027-01-01')).toBe(Date.parse('2026-12-31T16:00:00Z'));
  });
});
