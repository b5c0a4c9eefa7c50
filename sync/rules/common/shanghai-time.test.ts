import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dayNumber,
  shanghaiDateTime,
  shanghaiHm,
  shanghaiMidnight,
  shanghaiShort,
  shanghaiToday,
} from './shanghai-time';

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

describe('dayNumber', () => {
  it('property: agrees with Date.UTC for every day of 1900–2200', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2200, 11, 31) / 86_400_000 }),
        (n) => {
          expect(dayNumber(new Date(n * 86_400_000).toISOString().slice(0, 10))).toBe(n);
        },
      ),
      { numRuns: 2000 },
    );
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(() => dayNumber('2026-13-01')).toThrow();
    expect(() => dayNumber('2100-02-29')).toThrow();
    expect(dayNumber('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / 86_400_000);
  });
});

describe('shanghaiToday', () => {
  it('turns the date at 16:00 UTC, midnight in Shanghai', () => {
    expect(shanghaiToday(Date.parse('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(shanghaiToday(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(shanghaiToday(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
