import { describe, expect, it } from 'vitest';
import {
  isReadThisPeriod,
  meterBase,
  parseReading,
  periodStart,
  readingText,
  readingWarnings,
  usageFromBase,
  usageOf,
  utilityAmount,
} from './meter-rules';

describe('meter rules', () => {
  it('parses and prints readings with two decimals, in hundredths', () => {
    expect(parseReading('1234.5')).toBe(123450);
    expect(parseReading('0')).toBe(0);
    expect(parseReading('12.34')).toBe(1234);
    expect(parseReading('12.345')).toBeNull();
    expect(parseReading('-1')).toBeNull();
    expect(parseReading('')).toBeNull();
    expect(readingText(123450)).toBe('1234.50');
    expect(readingText(5)).toBe('0.05');
    expect(readingText(-105)).toBe('-1.05');
  });

  it('warns of a reading below the last, a zero usage, a usage above three times the average', () => {
    expect(usageOf({ lastValue: null }, 100)).toBeNull();
    expect(readingWarnings({ lastValue: null, avgUsage: null }, 100)).toEqual([]);
    expect(readingWarnings({ lastValue: 1000, avgUsage: 100 }, 900)).toEqual(['belowLast']);
    expect(readingWarnings({ lastValue: 1000, avgUsage: 100 }, 1000)).toEqual(['zeroUsage']);
    expect(readingWarnings({ lastValue: 1000, avgUsage: 100 }, 1300)).toEqual([]);
    expect(readingWarnings({ lastValue: 1000, avgUsage: 100 }, 1301)).toEqual(['highUsage']);
  });

  it('prices usage in fen, half up', () => {
    expect(utilityAmount(12345, 150)).toBe(18518); // 123.45 度 × 1.50 元 = 185.175 → 185.18
    expect(utilityAmount(0, 150)).toBe(0);
    expect(() => utilityAmount(-1, 150)).toThrow();
  });

  it('counts a meter as read from the latest receipt day', () => {
    expect(periodStart('2026-11-22', 20)).toBe('2026-11-20');
    expect(periodStart('2026-11-19', 20)).toBe('2026-10-20');
    expect(periodStart('2026-01-05', 25)).toBe('2025-12-25');
    expect(periodStart('2026-11-22', null)).toBe('2026-11-01');
    expect(isReadThisPeriod('2026-11-20', '2026-11-22', 20)).toBe(true);
    expect(isReadThisPeriod('2026-11-19', '2026-11-22', 20)).toBe(false);
    expect(isReadThisPeriod(null, '2026-11-22', 20)).toBe(false);
  });
});

describe('meterBase / usageFromBase: 上次 and 用量 of the walk and the table (issue 12)', () => {
  it('starts from the billed value, else the first reading; usage is measured from it', () => {
    expect(meterBase({ billedValue: 1000, firstValue: 500 })).toBe(1000);
    expect(meterBase({ billedValue: null, firstValue: 500 })).toBe(500);
    expect(meterBase({ billedValue: null })).toBeNull();
    expect(usageFromBase(1000, 1450)).toBe(450);
    expect(usageFromBase(null, 1450)).toBeNull();
    expect(usageFromBase(1000, null)).toBeNull();
  });
});
