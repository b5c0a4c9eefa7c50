import { describe, expect, it } from 'vitest';
import {
  checkIdCard,
  idCardCheckChar,
  isValidIdCard,
  maskIdCard,
  normalizeIdCard,
  sexFromIdNumber,
  ID_CARD_MSG,
} from './id-card';

/** Builds an 18-character number with the right check character. */
const withCheck = (first17: string) => first17 + idCardCheckChar(first17);

describe('GB 11643 identity card numbers', () => {
  it('computes the check character of the standard example', () => {
    // The example of GB 11643-1999: 11010519491231002X.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
  });

  it('accepts numbers whose check digit is right and refuses every other check character', () => {
    const first17 = '33010219900307123';
    const good = withCheck(first17);
    expect(isValidIdCard(good)).toBe(true);
    for (const c of '0123456789X') {
      if (c === good[17]) continue;
      expect(isValidIdCard(first17 + c), first17 + c).toBe(false);
    }
  });

  it('refuses impossible birth dates, wrong lengths and letters', () => {
    expect(isValidIdCard(withCheck('33010219900230123'))).toBe(false); // 30 February
    expect(isValidIdCard(withCheck('33010219901301123'))).toBe(false); // month 13
    expect(isValidIdCard(withCheck('33010218991231123'))).toBe(false); // before 1900
    expect(isValidIdCard(withCheck('33010220000229123'))).toBe(true); // leap day
    expect(isValidIdCard(withCheck('03010219900307123'))).toBe(false); // region cannot start with 0
    expect(isValidIdCard('3301021990030712')).toBe(false);
    expect(isValidIdCard('33010219900307123A')).toBe(false);
    expect(isValidIdCard('')).toBe(false);
    expect(isValidIdCard(null)).toBe(false);
  });

  it('accepts the old 15-digit form with a valid date', () => {
    expect(isValidIdCard('330102900307123')).toBe(true);
    expect(isValidIdCard('330102901307123')).toBe(false);
    expect(isValidIdCard('33010290030712X')).toBe(false);
  });

  it('gives the spec message', () => {
    expect(checkIdCard('123')).toBe(ID_CARD_MSG);
    expect(ID_CARD_MSG).toBe('请输入正确的身份证号');
    expect(checkIdCard('11010519491231002X')).toBeNull();
    expect(normalizeIdCard(' 11010519491231002x ')).toBe('11010519491231002X');
  });

  it('masks all but the region code and the last four characters', () => {
    expect(maskIdCard('330102199003071234')).toBe('330102********1234');
    expect(maskIdCard('330102900307123')).toBe('330102*****7123');
    expect(maskIdCard('')).toBe('');
  });
});

describe('identity card samples of the lease form', () => {
  it('finds first-17 digits whose check character is X and accepts them in either case', () => {
    // Search a run of sequence numbers for the ones that end in X; about one in eleven does.
    const xs = Array.from({ length: 40 }, (_, i) => `33010219900307${String(100 + i)}`).filter(
      (f) => idCardCheckChar(f) === 'X',
    );
    expect(xs.length).toBeGreaterThan(0);
    for (const f of xs) {
      expect(isValidIdCard(`${f}X`)).toBe(true);
      expect(isValidIdCard(`${f}x`)).toBe(true);
      expect(isValidIdCard(`${f}0`)).toBe(false);
    }
  });

  it('checks the old 15-digit form’s date in the 1900s (1900 was not a leap year)', () => {
    expect(isValidIdCard('330102960229123')).toBe(true); // 1996-02-29
    expect(isValidIdCard('330102970229123')).toBe(false); // 1997-02-29
    expect(isValidIdCard('330102000229123')).toBe(false); // 1900-02-29
    expect(isValidIdCard('330102900431123')).toBe(false); // 31 April
    expect(isValidIdCard('030102900307123')).toBe(false); // region cannot start with 0
  });

  it('refuses separators, inner spaces and 16, 17 or 19 characters; trims outer spaces', () => {
    expect(isValidIdCard('330102 19900307 1234')).toBe(false);
    expect(isValidIdCard('330102-19900307-123')).toBe(false);
    expect(isValidIdCard('11010519491231002')).toBe(false);
    expect(isValidIdCard('11010519491231002X0')).toBe(false);
    expect(isValidIdCard(' 11010519491231002X\t')).toBe(true);
    expect(isValidIdCard(withCheck('11010519491231002').replace('X', 'Y'))).toBe(false);
  });
});

describe('sexFromIdNumber', () => {
  it('reads the 17th character of the 18-character form and the 15th of the old form: odd for men', () => {
    expect(sexFromIdNumber(withCheck('33010219900307123'))).toBe(0); // 17th digit 3
    expect(sexFromIdNumber('11010519491231002X')).toBe(1); // the GB 11643 example, 17th digit 2
    expect(sexFromIdNumber(' 11010519491231002x ')).toBe(1); // trimmed like a stored number
    expect(sexFromIdNumber('110105491231002')).toBe(1); // old form: 15th digit 2
    expect(sexFromIdNumber('110105491231001')).toBe(0);
  });
});
