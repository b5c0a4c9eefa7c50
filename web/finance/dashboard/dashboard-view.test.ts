import { describe, expect, it } from 'vitest';
import { paramsOf, viewOf } from './dashboard-view';

const TODAY = '2026-11-22';
const view = (q: string) => viewOf(new URLSearchParams(q), TODAY);

describe('the finance dashboard view in the URL', () => {
  it('no parameter: the defaults of §2 (last 30 days, next 15, 流水统计 日报, 60 天), and an empty URL for them', () => {
    const v = view('');
    expect(v).toEqual({
      apartmentId: '',
      bills: { startTime: '2026-10-24', endTime: TODAY },
      expected: { startTime: TODAY, endTime: '2026-12-06' },
      kind: 'flow',
      mode: 0,
      stats: { startTime: '2026-10-24', endTime: TODAY },
      within: 60,
    });
    expect(paramsOf(new URLSearchParams(), v, TODAY).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const v = {
      ...view(''),
      apartmentId: 'apt1',
      bills: { startTime: '2026-09-01', endTime: '2026-09-30' },
      expected: { startTime: '2026-12-01', endTime: '2027-01-31' },
      kind: 'bills' as const,
      mode: 1 as const,
      stats: { startTime: '2026-01-01', endTime: '2026-11-20' },
      within: 90 as const,
    };
    const p = paramsOf(new URLSearchParams('keep=1'), v, TODAY);
    expect(p.get('keep')).toBe('1');
    expect(viewOf(p, TODAY)).toEqual(v);
  });

  it('a bad value is its default: unknown toggles, not a day, reversed, a past range after today, expected before', () => {
    const d = view('');
    expect(view('kind=x&mode=7&within=45')).toMatchObject({ kind: 'flow', mode: 0, within: 60 });
    expect(view('billsStart=2026-02-30&billsEnd=2026-03-01').bills).toEqual(d.bills);
    expect(view('billsStart=2026-11-10&billsEnd=2026-11-01').bills).toEqual(d.bills);
    expect(view('billsStart=2026-11-10&billsEnd=2026-11-23').bills).toEqual(d.bills);
    expect(view('statsStart=2026-11-01').stats).toEqual(d.stats);
    expect(view('expectedStart=2026-11-21&expectedEnd=2026-11-30').expected).toEqual(d.expected);
    // 月报's default days are its own: the last 12 months from the 1st.
    expect(view('mode=1').stats).toEqual({ startTime: '2025-12-01', endTime: TODAY });
  });
});
