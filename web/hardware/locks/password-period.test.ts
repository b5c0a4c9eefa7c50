import { describe, expect, it } from 'vitest';
import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { defaultPeriod, periodOf } from './password-period';

describe('a lock password period (生效时间 / 失效时间, Asia/Shanghai)', () => {
  it('reads the date and time as Shanghai wall-clock time, whatever the device zone', () => {
    expect(periodOf({ date: '2026-11-25', time: '09:30' }, { date: '2026-11-26', time: '00:00' })).toEqual({
      startTime: Date.parse('2026-11-25T01:30:00Z'),
      endTime: Date.parse('2026-11-25T16:00:00Z'),
    });
  });

  it('refuses a start after or at the end with the spec message, before anything is sent', () => {
    expect(periodOf({ date: '2026-11-25', time: '10:00' }, { date: '2026-11-25', time: '09:59' })).toBe(
      LOCK_MSG.timeOrder,
    );
    expect(periodOf({ date: '2026-11-25', time: '10:00' }, { date: '2026-11-25', time: '10:00' })).toBe(
      LOCK_MSG.timeOrder,
    );
  });

  it('asks for a missing date or time', () => {
    expect(periodOf({ date: '', time: '10:00' }, { date: '2026-11-25', time: '11:00' })).toBe('请选择生效时间');
    expect(periodOf({ date: '2026-11-25', time: '10:00' }, { date: '2026-11-25', time: '' })).toBe('请选择失效时间');
  });

  it('starts now and ends the same minute tomorrow, across a Shanghai midnight too', () => {
    const now = Date.parse('2026-11-25T15:59:40Z'); // 23:59 in Shanghai
    const p = defaultPeriod(now);
    expect(p).toEqual({ start: { date: '2026-11-25', time: '23:59' }, end: { date: '2026-11-26', time: '23:59' } });
    expect(periodOf(p.start, p.end)).toEqual({
      startTime: Date.parse('2026-11-25T15:59:00Z'),
      endTime: Date.parse('2026-11-26T15:59:00Z'),
    });
  });
});
