import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, shortcutOf, shortcutRange, shortcutsUpTo } from './date-shortcuts';

describe('date range shortcuts (Asia/Shanghai calendar dates)', () => {
  it('counts whole weeks from Monday and whole months', () => {
    // 2026-03-04 is a Wednesday.
    expect(shortcutRange('今天', '2026-03-04')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(shortcutRange('本周', '2026-03-04')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(shortcutRange('本月', '2026-03-04')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(shortcutRange('上月', '2026-03-04')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(shortcutRange('近7天', '2026-03-04')).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(shortcutRange('近30天', '2026-03-04')).toEqual({ from: '2026-02-03', to: '2026-03-04' });
  });

  it('handles a Sunday, a Monday, a leap February and the turn of a year', () => {
    expect(shortcutRange('本周', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(shortcutRange('本周', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(shortcutRange('本周', '2025-12-31')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(shortcutRange('上月', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(shortcutRange('上月', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(shortcutRange('本月', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('recognises the shortcut a range equals', () => {
    const today = '2026-07-15';
    for (const s of DATE_SHORTCUTS) expect(shortcutOf(shortcutRange(s, today), today)).toBe(s);
    expect(shortcutOf({ from: '2026-07-01', to: '2026-07-14' }, today)).toBeNull();
    expect(shortcutOf({ from: '', to: '' }, today)).toBeNull();
  });

  it('bounded at today, cuts 本周 and 本月 at today; bounded before this month, offers only what ends before it', () => {
    const today = '2026-03-04';
    const upToToday = Object.fromEntries(shortcutsUpTo(today, today).map((s) => [s.shortcut, s.range]));
    expect(Object.keys(upToToday)).toEqual([...DATE_SHORTCUTS]);
    expect(upToToday['本周']).toEqual({ from: '2026-03-02', to: '2026-03-04' });
    expect(upToToday['本月']).toEqual({ from: '2026-03-01', to: '2026-03-04' });
    expect(shortcutOf({ from: '2026-03-01', to: '2026-03-04' }, today, today)).toBe('本月');
    expect(shortcutsUpTo(today, '2026-02-28').map((s) => s.shortcut)).toEqual(['上月']);
    expect(shortcutsUpTo(today).map((s) => s.range)).toEqual(DATE_SHORTCUTS.map((s) => shortcutRange(s, today)));
  });
});
