import { describe, expect, it } from 'vitest';
import { activeCount, emptyValues, pageOf, valuesOf, withValues, type FilterField } from './filter-fields';

const FIELDS: FilterField<'name' | 'type' | 'startDate' | 'endDate'>[] = [
  { kind: 'text', key: 'name', label: '姓名' },
  { kind: 'select', key: 'type', label: '类型', options: [{ label: '甲', value: '1' }] },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '日期' },
];

describe('filters in the URL', () => {
  it('reads every key of the bar, empty when absent', () => {
    expect(valuesOf(FIELDS, new URLSearchParams('name=张&tab=2'))).toEqual({
      name: '张',
      type: '',
      startDate: '',
      endDate: '',
    });
    expect(emptyValues(FIELDS)).toEqual({ name: '', type: '', startDate: '', endDate: '' });
  });

  it('applying sets the given keys, drops the empty ones and the page, keeps the screen s other parameters', () => {
    const next = withValues(new URLSearchParams('name=旧&page=3&tab=2&open=1'), FIELDS, {
      name: ' 新 ',
      startDate: '2026-01-01',
      endDate: '',
    });
    expect(next.toString()).toBe(new URLSearchParams('name=新&tab=2&open=1&startDate=2026-01-01').toString());
    expect(pageOf(next)).toBe(1);
  });

  it('counts a date range once and reads the page number defensively', () => {
    expect(activeCount(FIELDS, { name: 'a', type: '', startDate: '2026-01-01', endDate: '2026-01-02' })).toBe(2);
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['page=0', 'page=-2', 'page=x', 'page=1.5', '']) expect(pageOf(new URLSearchParams(bad))).toBe(1);
  });
});
