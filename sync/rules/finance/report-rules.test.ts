import { describe, expect, it } from 'vitest';
import { placeName, scopedDays, REPORT_MSG } from './report-rules';

describe('report rules', () => {
  it('names the place of money: a room, an apartment’s own, the organisation’s', () => {
    expect(placeName('东湖公寓', '301')).toBe('东湖公寓 301');
    expect(placeName('东湖公寓', '')).toBe('东湖公寓（公共）');
    expect(placeName('', '')).toBe('公司（公共）');
  });

  it('turns 收款日期 into days by the Shanghai month: 本月 up to today, 历史 before the month', () => {
    const today = '2026-03-04';
    expect(scopedDays('month', { startTime: '2025-01-01' }, today)).toEqual({
      startTime: '2026-03-01',
      endTime: today,
    });
    expect(scopedDays('history', {}, today)).toEqual({ startTime: undefined, endTime: '2026-02-28' });
    expect(scopedDays('history', { endTime: '2026-03-01' }, today)).toEqual({ error: REPORT_MSG.history });
    expect(scopedDays(undefined, { startTime: '2026-03-02' }, today)).toEqual({
      startTime: '2026-03-02',
      endTime: undefined,
    });
  });
});
