import { describe, expect, it } from 'vitest';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { PERIOD_MSG, oneTimeCode, oneTimeCodeExpiry, parseCode, periodSlots, stepOf } from './lock-codes';
import { shanghaiMidnight } from '../common/shanghai-time';

describe('offline door codes', () => {
  it('one-time codes are RFC 6238 TOTP with HMAC-SHA-256 and 8 digits (the RFC’s own test vectors, 30 s steps)', () => {
    const key = bytesToHex(utf8ToBytes('12345678901234567890123456789012'));
    const at = (seconds: number) => Math.floor(seconds / 30);
    expect(oneTimeCode(key, at(59))).toBe('46119246');
    expect(oneTimeCode(key, at(1111111109))).toBe('68084774');
    expect(oneTimeCode(key, at(1234567890))).toBe('91819424');
    expect(oneTimeCode(key, at(2000000000))).toBe('90698825');
  });

  it('tells one-time codes from period codes by their length and slots', () => {
    expect(parseCode('01234567')).toEqual({ kind: 'once', code: '01234567' });
    expect(parseCode('182412345678')).toMatchObject({ kind: 'period', startSlot: 18, endSlot: 24 });
    expect(parseCode('241812345678')).toBeNull(); // ends before it starts
    expect(parseCode('004912345678')).toBeNull(); // past the day's 48 half-hours
    expect(parseCode('1234567')).toBeNull();
    expect(parseCode('1234567a')).toBeNull();
  });

  it('a shown code stays good to the end of the next step', () => {
    const at = Date.parse('2026-11-24T10:02:00+08:00');
    expect(oneTimeCodeExpiry(at)).toBe(Date.parse('2026-11-24T10:10:00+08:00') - 1);
    expect(stepOf(oneTimeCodeExpiry(at)) - stepOf(at)).toBe(1);
  });

  it('period codes: half hours of one day whose key the phone holds', () => {
    const now = Date.parse('2026-11-24T15:00:00+08:00');
    const held = ['2026-11-24', '2026-11-25'];
    const t = (hm: string, day = '2026-11-25') => Date.parse(`${day}T${hm}:00+08:00`);
    expect(periodSlots(t('09:00'), t('12:00'), now, held)).toEqual({ day: '2026-11-25', startSlot: 18, endSlot: 24 });
    expect(periodSlots(t('12:00'), t('09:00'), now, held)).toEqual({ error: PERIOD_MSG.order });
    expect(periodSlots(t('09:15'), t('12:00'), now, held)).toEqual({ error: PERIOD_MSG.halfHour });
    expect(periodSlots(t('22:00'), t('02:00', '2026-11-26'), now, held)).toEqual({ error: PERIOD_MSG.oneDay });
    expect(periodSlots(t('20:00'), shanghaiMidnight('2026-11-26'), now, held)).toMatchObject({ endSlot: 48 });
    expect(periodSlots(t('09:00', '2026-11-26'), t('10:00', '2026-11-26'), now, held)).toEqual({
      error: PERIOD_MSG.noKey,
    });
    expect(periodSlots(t('09:00', '2026-11-24'), t('12:00', '2026-11-24'), now, held)).toEqual({
      error: PERIOD_MSG.past,
    });
  });
});
