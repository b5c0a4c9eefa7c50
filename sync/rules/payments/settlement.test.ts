import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  awaitingDays,
  methodName,
  methodOfPayType,
  SETTLE_STATUS,
  settlementDate,
  settlementFee,
  settlementStatus,
} from './settlement';

const at = (iso: string) => Date.parse(iso);

describe('settlementFee', () => {
  it('is the amount × the rate, to the nearest fen, half up', () => {
    expect(settlementFee(221_328, 60)).toBe(1328); // 1327.968
    expect(settlementFee(10_000, 60)).toBe(60);
    expect(settlementFee(25, 200)).toBe(1); // 0.5 → 1 (half up)
    expect(settlementFee(24, 200)).toBe(0); // 0.48 → 0
    expect(settlementFee(75, 200)).toBe(2); // 1.5 → 2
    expect(settlementFee(0, 60)).toBe(0);
    expect(settlementFee(1_000_000, 0)).toBe(0);
  });

  it('refuses amounts that are not whole fen and rates outside 0 ≤ bp < 10000', () => {
    expect(() => settlementFee(1.5, 60)).toThrow();
    expect(() => settlementFee(-1, 60)).toThrow();
    expect(() => settlementFee(100, 10_000)).toThrow();
    expect(() => settlementFee(100, 0.6)).toThrow();
  });

  it('never exceeds the amount and is within half a fen of the exact fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 9_999 }), (amount, bp) => {
        const fee = settlementFee(amount, bp);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeLessThanOrEqual(amount);
        expect(Math.abs(fee - (amount * bp) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('gives back the net amount of a scan-to-pay order: total less fee = what the business asked', () => {
    // The payer is asked amount + amount × r / (1 − r) (sync/rules/deposits scanPayFee): 2,200.00 at 0.6 %.
    const total = 220_000 + 1_328;
    expect(total - settlementFee(total, 60)).toBe(220_000);
  });
});

describe('settlementDate (T+1 in Shanghai)', () => {
  it('is the Shanghai day after the day the trade was paid', () => {
    expect(settlementDate(at('2026-11-22T10:00:00+08:00'))).toBe('2026-11-23');
    // 23:59:59 and 00:00 Shanghai fall on either side of the day, whatever the UTC date is.
    expect(settlementDate(at('2026-11-22T23:59:59.999+08:00'))).toBe('2026-11-23');
    expect(settlementDate(at('2026-11-23T00:00:00+08:00'))).toBe('2026-11-24');
    expect(settlementDate(at('2026-11-22T16:30:00Z'))).toBe('2026-11-24'); // 00:30 on the 23rd in Shanghai
    expect(settlementDate(at('2026-12-31T12:00:00+08:00'))).toBe('2027-01-01');
    expect(settlementDate(at('2028-02-28T12:00:00+08:00'))).toBe('2028-02-29');
  });
});

describe('settlementStatus', () => {
  it('is 成功 (100) once the settlement day is over, 结算中 on it and before', () => {
    expect(settlementStatus('2026-11-23', '2026-11-24')).toBe(SETTLE_STATUS.settled);
    expect(settlementStatus('2026-11-23', '2026-11-23')).toBe(SETTLE_STATUS.settling);
    expect(settlementStatus('2026-11-24', '2026-11-23')).toBe(SETTLE_STATUS.settling);
    expect(SETTLE_STATUS.settled).toBe(100);
  });
});

describe('awaitingDays', () => {
  it("today's settlement holds yesterday's trades, tomorrow's today's", () => {
    const today = '2026-11-30';
    const days = awaitingDays(today);
    expect(days).toEqual({ today: '2026-11-30', tomorrow: '2026-12-01' });
    expect(settlementDate(at('2026-11-29T09:00:00+08:00'))).toBe(days.today);
    expect(settlementDate(at('2026-11-30T09:00:00+08:00'))).toBe(days.tomorrow);
    // Both are still awaited: neither settlement day is over.
    expect(settlementStatus(days.today, today)).toBe(SETTLE_STATUS.settling);
    expect(settlementStatus(days.tomorrow, today)).toBe(SETTLE_STATUS.settling);
  });
});

describe('methods', () => {
  it('WXZF is 微信支付, anything else 支付宝', () => {
    expect(methodOfPayType(1)).toBe('WXZF');
    expect(methodName(methodOfPayType(1))).toBe('微信支付');
    expect(methodName(methodOfPayType(2))).toBe('支付宝');
    expect(methodName('ALIPAY')).toBe('支付宝');
  });
});
