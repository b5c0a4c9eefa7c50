import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, yuanToFen } from './money';

describe('money in fen', () => {
  it('parses typed yuan amounts without floating point', () => {
    expect(yuanToFen('1234.5')).toBe(123450);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('¥1,234.50')).toBe(123450);
    expect(yuanToFen('1800')).toBe(180000);
    expect(yuanToFen('-3.1')).toBe(-310);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('')).toBeNull();
  });
  it('formats fen', () => {
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(-123456)).toBe('-1234.56');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(-50)).toBe('-¥0.50');
  });
});
