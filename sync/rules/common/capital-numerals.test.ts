import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fenToCapital } from './capital-numerals';

describe('fenToCapital', () => {
  const cases: [number, string][] = [
    [0, '零元整'],
    [1, '壹分'],
    [5, '伍分'],
    [10, '壹角整'],
    [15, '壹角伍分'],
    [100, '壹元整'],
    [101, '壹元零壹分'],
    [110, '壹元壹角整'],
    [1000, '壹拾元整'],
    [1050, '壹拾元伍角整'],
    [1500, '壹拾伍元整'],
    [10100, '壹佰零壹元整'],
    [100100, '壹仟零壹元整'],
    [101000, '壹仟零壹拾元整'],
    [110000, '壹仟壹佰元整'],
    [123400, '壹仟贰佰叁拾肆元整'],
    [123405, '壹仟贰佰叁拾肆元零伍分'],
    [123450, '壹仟贰佰叁拾肆元伍角整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [220000, '贰仟贰佰元整'],
    [1000000, '壹万元整'],
    [1000100, '壹万零壹元整'],
    [1001000, '壹万零壹拾元整'],
    [1100000, '壹万壹仟元整'],
    [10000000, '壹拾万元整'],
    [10000500, '壹拾万零伍元整'],
    [10010000, '壹拾万零壹佰元整'],
    [10700053, '壹拾万柒仟元伍角叁分'],
    [100000000, '壹佰万元整'],
    [200050000, '贰佰万零伍佰元整'],
    [1000000000, '壹仟万元整'],
    [1000000001, '壹仟万元零壹分'],
    [2000050000, '贰仟万零伍佰元整'],
    [10000000000, '壹亿元整'],
    [10000000100, '壹亿零壹元整'],
    [10001000000, '壹亿零壹万元整'],
    [11000000000, '壹亿壹仟万元整'],
    [10100000000, '壹亿零壹佰万元整'],
    [100000000000000, '壹万亿元整'],
    [100010000000000, '壹万零壹亿元整'],
    [123456789012345, '壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元肆角伍分'],
    [-123450, '负壹仟贰佰叁拾肆元伍角整'],
  ];
  it.each(cases)('%i fen → %s', (fen, text) => {
    expect(fenToCapital(fen)).toBe(text);
  });

  it('rejects amounts that are not whole fen or not safe integers', () => {
    expect(() => fenToCapital(1.5)).toThrow(RangeError);
    expect(() => fenToCapital(Number.NaN)).toThrow(RangeError);
    expect(() => fenToCapital(2 ** 53)).toThrow(RangeError);
  });

  it('never reads two 零 in a row, never starts or ends the yuan part with 零, and ends correctly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        const s = fenToCapital(fen);
        expect(s).not.toMatch(/零零/);
        expect(s).not.toMatch(/^零/);
        expect(s).not.toMatch(/零元/);
        expect(s).not.toMatch(/零[万亿]/);
        if (fen % 10 === 0) expect(s.endsWith('整')).toBe(true);
        else expect(s.endsWith('分')).toBe(true);
        expect(s).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
      }),
    );
  });

  it('reads back to the same number (round trip through an independent parser)', () => {
    const digit = new Map([...'零壹贰叁肆伍陆柒捌玖'].map((c, i) => [c, i]));
    const small: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
    function parseInt(s: string): number {
      // standard big-unit parser: 亿 and 万 close sections
      let total = 0;
      let sectionVal = 0;
      let num = 0;
      let wan = 0;
      for (const c of s) {
        if (digit.has(c)) num = digit.get(c)!;
        else if (small[c]) {
          sectionVal += num * small[c];
          num = 0;
        } else if (c === '万') {
          wan += (sectionVal + num) * 10_000;
          sectionVal = 0;
          num = 0;
        } else if (c === '亿') {
          total = (total + wan + sectionVal + num) * 100_000_000;
          wan = 0;
          sectionVal = 0;
          num = 0;
        }
      }
      return total + wan + sectionVal + num;
    }
    function parse(s: string): number {
      const m = /^(?:(.+)元)?(?:零)?(?:(.)角)?(?:(.)分)?整?$/.exec(s)!;
      const yuan = m[1] ? parseInt(m[1]) : 0;
      return yuan * 100 + (m[2] ? digit.get(m[2])! * 10 : 0) + (m[3] ? digit.get(m[3])! : 0);
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (fen) => {
        expect(parse(fenToCapital(fen))).toBe(fen);
      }),
    );
  });
});
