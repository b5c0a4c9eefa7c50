import { describe, expect, it } from 'vitest';
import { cardDays, periodOf, signingKind, termMonths } from './rental-periods';
import { mondayOf } from '../common/calendar-ranges';
import { defaultNextRange, defaultPastRange, expectedRange, pastRange } from './dashboard-ranges';

describe('the periods of the staff ranking (Shanghai days, weeks from Monday)', () => {
  it('on Sunday 2026-11-22', () => {
    const today = '2026-11-22';
    expect(mondayOf(today)).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(periodOf(0, today)).toEqual({ startTime: '2026-11-21', endTime: '2026-11-21' });
    expect(periodOf(1, today)).toEqual({ startTime: '2026-11-16', endTime: '2026-11-22' });
    expect(periodOf(2, today)).toEqual({ startTime: '2026-11-09', endTime: '2026-11-15' });
    expect(periodOf(3, today)).toEqual({ startTime: '2026-11-01', endTime: '2026-11-30' });
    expect(periodOf(4, today)).toEqual({ startTime: '2026-10-01', endTime: '2026-10-31' });
  });

  it('across a year and in February', () => {
    expect(periodOf(4, '2027-01-05')).toEqual({ startTime: '2026-12-01', endTime: '2026-12-31' });
    expect(periodOf(3, '2028-02-10')).toEqual({ startTime: '2028-02-01', endTime: '2028-02-29' });
    expect(periodOf(0, '2027-01-01')).toEqual({ startTime: '2026-12-31', endTime: '2026-12-31' });
    expect(periodOf(2, '2027-01-01')).toEqual({ startTime: '2026-12-21', endTime: '2026-12-27' });
  });

  it('the cards end today', () => {
    expect(cardDays('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('terms and signings', () => {
  it('a term in months, the remaining days as thirtieths', () => {
    expect(termMonths('2026-11-22', '2027-11-21')).toBe(12);
    expect(termMonths('2026-11-01', '2026-12-15')).toBe(1.5);
  });

  it('a renewal is the same tenant again in a room they leased before; a room change another room', () => {
    const earlier = [{ roomId: 'A', phone: 'p', signedAt: 1 }];
    expect(signingKind({ roomId: 'A', phone: 'p', signedAt: 2 }, earlier)).toBe('relet');
    expect(signingKind({ roomId: 'B', phone: 'p', signedAt: 2 }, earlier)).toBe('change');
    expect(signingKind({ roomId: 'A', phone: 'q', signedAt: 2 }, earlier)).toBe('new');
    expect(signingKind({ roomId: 'A', phone: 'p', signedAt: 1 }, earlier)).toBe('new');
  });
});

describe('the finance dashboard ranges', () => {
  const today = '2026-11-22';
  it('the last 30 days and the next 15, both ends included', () => {
    expect(defaultPastRange(today)).toEqual({ startTime: '2026-10-24', endTime: today });
    expect(defaultNextRange(today)).toEqual({ startTime: today, endTime: '2026-12-06' });
    expect(pastRange({ endTime: '2026-10-31' }, today)).toEqual({ startTime: '2026-10-02', endTime: '2026-10-31' });
  });

  it('expected income starts today at the earliest; a range wholly past has none', () => {
    expect(expectedRange({}, today)).toEqual(defaultNextRange(today));
    expect(expectedRange({ startTime: '2026-11-01', endTime: '2026-11-30' }, today)).toEqual({
      startTime: today,
      endTime: '2026-11-30',
    });
    expect(expectedRange({ startTime: '2026-12-10' }, today)).toEqual({
      startTime: '2026-12-10',
      endTime: '2026-12-10',
    });
    expect(expectedRange({ startTime: '2026-11-01', endTime: '2026-11-21' }, today)).toBeNull();
  });
});
