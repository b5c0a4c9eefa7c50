import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCollection,
  checkDepositOrder,
  checkManualWay,
  depositActions,
  depositStatusText,
  depositTimeline,
  formatRatio,
  formatRatioPercent,
  MANUAL_PAY_WAYS,
  scanPayFee,
  ORDER_PAY,
  ORDER_SIGN,
} from './deposit-rules';

describe('deposit-order status and actions (§4)', () => {
  it('maps pay and sign status to text and actions', () => {
    expect(depositStatusText({ payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.unsigned })).toBe('未支付');
    expect(depositStatusText({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.unsigned })).toBe('待签约');
    expect(depositStatusText({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.signed })).toBe('已签约');
    expect(depositStatusText({ payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.voided })).toBe('已作废');
    expect(depositStatusText({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.revoked })).toBe('已撤销');
    expect(depositActions({ payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.unsigned })).toEqual([
      'collect',
      'scanPay',
      'revoke',
      'details',
    ]);
    expect(depositActions({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.unsigned })).toEqual([
      'register',
      'revoke',
      'details',
    ]);
    expect(depositActions({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.signed })).toEqual([
      'viewLease',
      'revoke',
      'details',
    ]);
    expect(depositActions({ payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.voided })).toEqual([
      'revoke',
      'details',
    ]);
    expect(depositActions({ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.revoked })).toEqual(['details']);
  });

  it('builds the timeline', () => {
    const base = { createdAt: 1, payTime: null, voidTime: null, cancelTime: null, leaseTime: null };
    expect(
      depositTimeline({
        ...base,
        payStatus: ORDER_PAY.paid,
        signStatus: ORDER_SIGN.signed,
        payTime: 2,
        leaseTime: 3,
      }).map((e) => [e.title, e.time]),
    ).toEqual([
      ['提交订单', 1],
      ['已支付定金', 2],
      ['租客已登记', 3],
    ]);
    expect(
      depositTimeline({ ...base, payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.unsigned }).map((e) => e.done),
    ).toEqual([true, false, false]);
  });
});

describe('form rules (§5)', () => {
  const good = {
    houseId: 'h',
    advanceCost: 1,
    rentCost: 1,
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    latestDate: '2026-11-22',
    promiseMan: '张三',
    phone: '13912345678',
    payStatus: ORDER_PAY.unpaid,
  };
  it('accepts a good form and checks the payment when paid', () => {
    expect(checkDepositOrder(good, '2026-11-22')).toBeNull();
    expect(checkDepositOrder({ ...good, payStatus: ORDER_PAY.paid }, '2026-11-22')).toBe('请选择应收款日期');
    expect(
      checkDepositOrder({ ...good, payStatus: ORDER_PAY.paid, payTime: '2026-11-22', payWay: 7 }, '2026-11-22'),
    ).toBeNull();
    expect(checkCollection('2026-11-23', 1, '2026-11-22')).toBe('收款日期不能晚于今天');
    expect(checkCollection('2020-01-01', 1, '2026-11-22')).toBeNull();
  });

  it('a person records ways 1–7; 0 线上支付 only comes from scan-to-pay (collect and refund alike)', () => {
    expect(MANUAL_PAY_WAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(checkCollection('2026-11-22', 0, '2026-11-22')).toBe('线上支付请使用扫码收款');
    expect(checkManualWay(0, '请选择退款方式', '线上支付不能用于退款，请选择其他退款方式')).toBe(
      '线上支付不能用于退款，请选择其他退款方式',
    );
    expect(checkManualWay(undefined, '请选择退款方式')).toBe('请选择退款方式');
    expect(checkManualWay(8)).toBe('请选择收款方式');
    expect(checkManualWay(1.5)).toBe('请选择收款方式');
    expect(checkManualWay(4)).toBeNull();
  });
});

describe('scan-to-pay fee (§9)', () => {
  it('formats ratios without floats', () => {
    expect(formatRatio(60)).toBe('0.0060');
    expect(formatRatioPercent(60)).toBe('0.60%');
    expect(formatRatioPercent(100)).toBe('1.00%');
  });

  it('computes amount × r / (1 − r) rounded half-up', () => {
    expect(scanPayFee(100000, 60)).toBe(604);
    expect(scanPayFee(100000, 100)).toBe(1010);
    expect(scanPayFee(0, 60)).toBe(0);
    expect(scanPayFee(99, 100)).toBe(1); // 99 × 0.01 / 0.99 = 1 exactly
    // 20 %: r / (1 − r) = 1/4, so 2 fen → 0.5 and 6 fen → 1.5: exact halves round up.
    expect(scanPayFee(2, 2000)).toBe(1);
    expect(scanPayFee(6, 2000)).toBe(2);
    expect(scanPayFee(1, 2000)).toBe(0);
    expect(scanPayFee(1, 3334)).toBe(1); // 3334/6666 = 0.50015 → 1
    expect(scanPayFee(1, 3333)).toBe(0); // 3333/6667 = 0.49993 → 0
    expect(() => scanPayFee(1.5, 60)).toThrow();
    expect(() => scanPayFee(100, 10000)).toThrow();
  });

  it('the rounded fee is within half a fen of the exact value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9999 }), (amount, bp) => {
        const fee = scanPayFee(amount, bp);
        // |fee − amount·bp/(10000−bp)| ≤ 1/2  ⇔  |2·fee·(10000−bp) − 2·amount·bp| ≤ (10000−bp), in BigInt.
        const den = BigInt(10000 - bp);
        const diff = 2n * BigInt(fee) * den - 2n * BigInt(amount) * BigInt(bp);
        return diff <= den && -diff < den;
      }),
    );
  });
});
