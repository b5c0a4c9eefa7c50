import { describe, expect, it } from 'vitest';
import { shanghaiMidnight } from '../common/shanghai-time';
import { APPLICATION_MSG, bookingAmount, bookingProblem, mayAct } from './applications-rules';

const HOUR = 3_600_000;
const item = { startDate: '2026-12-01', endDate: '2026-12-03' };
const at = (date: string, hour: number) => shanghaiMidnight(date) + hour * HOUR;
const now = at('2026-11-30', 12);

describe('booking an online application item', () => {
  it('takes a time within the bookable dates (Asia/Shanghai days, the last one whole), ahead, at most a day', () => {
    expect(bookingProblem(item, at('2026-12-01', 0), at('2026-12-01', 1), now)).toBeNull();
    expect(bookingProblem(item, at('2026-12-03', 23), at('2026-12-04', 0), now)).toBeNull();
    expect(bookingProblem(item, at('2026-11-30', 23), at('2026-12-01', 1), now)).toBe(APPLICATION_MSG.outsideDates);
    expect(bookingProblem(item, at('2026-12-03', 23), at('2026-12-04', 1), now)).toBe(APPLICATION_MSG.outsideDates);
    expect(bookingProblem(item, at('2026-12-02', 10), at('2026-12-02', 10), now)).toBe(APPLICATION_MSG.timeReversed);
    expect(bookingProblem(item, at('2026-12-01', 0), at('2026-12-02', 1), now)).toBe(APPLICATION_MSG.tooLong);
    const later = at('2026-12-02', 12);
    expect(bookingProblem(item, at('2026-12-02', 10), at('2026-12-02', 11), later)).toBe(APPLICATION_MSG.past);
  });

  it('prices the hours in fen, a started half hour as half an hour', () => {
    expect(bookingAmount(3000, 0, 2 * HOUR)).toBe(6000);
    expect(bookingAmount(3000, 0, 2.5 * HOUR)).toBe(7500);
    expect(bookingAmount(3000, 0, 2 * HOUR + 60_000)).toBe(7500);
    expect(bookingAmount(2550, 0, 2.5 * HOUR)).toBe(6375);
    expect(bookingAmount(0, 0, 3 * HOUR)).toBe(0);
  });

  it('approves or rejects only an applying one; cancels an applying or approved one', () => {
    expect([mayAct(0, 'approve'), mayAct(0, 'reject'), mayAct(0, 'cancel')]).toEqual([true, true, true]);
    expect([mayAct(1, 'approve'), mayAct(1, 'reject'), mayAct(1, 'cancel')]).toEqual([false, false, true]);
    for (const s of [2, 3, 4])
      expect(['approve', 'reject', 'cancel'].some((a) => mayAct(s, a as 'cancel'))).toBe(false);
  });
});
