import { describe, expect, it } from 'vitest';
import { passOf, type PassDraft } from './pass-form';

const now = Date.parse('2026-11-25T02:00:00Z'); // 10:00 in Shanghai
const draft = (over: Partial<PassDraft> = {}): PassDraft => ({
  apartmentId: 'A1',
  visitorName: ' 王访客 ',
  visitorPhone: '',
  period: { start: { date: '2026-11-26', time: '09:00' }, end: { date: '2026-11-26', time: '12:00' } },
  ...over,
});
const window = (from: string, to: string) => ({
  start: { date: from.slice(0, 10), time: from.slice(11) },
  end: { date: to.slice(0, 10), time: to.slice(11) },
});

describe('a visitor pass form (临时授权)', () => {
  it('sends the window as Shanghai wall-clock instants and the trimmed name', () => {
    expect(passOf(draft(), now)).toEqual({
      apartmentId: 'A1',
      visitorName: '王访客',
      visitorPhone: '',
      validFrom: Date.parse('2026-11-26T01:00:00Z'),
      validTo: Date.parse('2026-11-26T04:00:00Z'),
    });
  });

  it('asks for the apartment and the name, and a right phone when one is given', () => {
    expect(passOf(draft({ apartmentId: '' }), now)).toBe('请先选择公寓');
    expect(passOf(draft({ visitorName: '  ' }), now)).toBe('请输入访客姓名');
    expect(passOf(draft({ visitorPhone: '1234' }), now)).toBe('请输入正确的手机号');
    expect(passOf(draft({ visitorPhone: '13912345678' }), now)).toMatchObject({ visitorPhone: '13912345678' });
  });

  it('refuses a window out of order, over already, or longer than 7 days', () => {
    expect(passOf(draft({ period: window('2026-11-26 12:00', '2026-11-26 09:00') }), now)).toBe(
      '生效时间不能大于失效时间',
    );
    expect(passOf(draft({ period: window('2026-11-24 09:00', '2026-11-25 09:59') }), now)).toBe('失效时间不能早于现在');
    expect(passOf(draft({ period: window('2026-11-26 09:00', '2026-12-03 09:01') }), now)).toBe(
      '访客通行时长不能超过7天',
    );
    expect(passOf(draft({ period: window('2026-11-26 09:00', '2026-12-03 09:00') }), now)).toMatchObject({
      visitorName: '王访客',
    });
  });
});
