import { describe, expect, it } from 'vitest';
import {
  billPlan,
  checkGenerateInputs,
  checkPlanInput,
  dailyOf,
  GENERATE_MSG,
  leaseLength,
  planInputOf,
  receivableDateOf,
  totalRentOf,
  type BillPlanInput,
  type PlanStage,
} from './bill-plan';
import { addDays, addMonths, dateOfDayNumber } from '../common/shanghai-time';
import { dayNumber } from '../common/shanghai-time';
import { LEASE_MSG } from '../leases/lease-rules';

const input = (over: Partial<BillPlanInput> = {}): BillPlanInput => ({
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  rentCost: 300000,
  depositCost: 300000,
  paymentMonths: 3,
  collectRentType: 0,
  collectRentDay: 5,
  fees: [],
  ...over,
});

const periods = (stages: PlanStage[]) => stages.map((s) => [s.startDate, s.endDate]);
const rentOf = (s: PlanStage) => s.bills.filter((b) => b.billsType === 1).reduce((t, b) => t + b.amount, 0);
const dues = (stages: PlanStage[]) => stages.map((s) => s.receivableDate);

describe('calendar arithmetic', () => {
  it('turns day numbers back into dates across leap years and centuries', () => {
    for (const d of ['1970-01-01', '2000-02-29', '2026-11-22', '2028-02-29', '2100-03-01', '1999-12-31']) {
      expect(dateOfDayNumber(dayNumber(d))).toBe(d);
    }
    for (let n = dayNumber('2019-12-25'); n < dayNumber('2021-01-05'); n++)
      expect(dayNumber(dateOfDayNumber(n))).toBe(n);
  });

  it('adds days and months, clamping to the end of a shorter month', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('measures a lease in whole months on anchored boundaries plus remaining days', () => {
    expect(leaseLength('2026-01-01', '2026-12-31')).toEqual({ months: 12, days: 0 });
    expect(leaseLength('2026-01-01', '2026-01-31')).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2026-01-31', '2026-02-27')).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2026-01-31', '2026-07-30')).toEqual({ months: 6, days: 0 });
    expect(leaseLength('2026-03-01', '2026-08-15')).toEqual({ months: 5, days: 15 });
    expect(leaseLength('2026-05-10', '2026-05-10')).toEqual({ months: 0, days: 1 });
    expect(leaseLength('2026-02-01', '2026-02-28')).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2028-02-01', '2028-02-28')).toEqual({ months: 0, days: 28 });
  });
});

describe('daily rent', () => {
  it('is rent × 12 / 365 rounded half up to whole fen', () => {
    expect(dailyOf(300000)).toBe(9863); // 9863.01
    expect(dailyOf(100000)).toBe(3288); // 3287.67
    expect(dailyOf(250000)).toBe(8219); // 8219.18
    expect(dailyOf(46)).toBe(2); // 1.51
    expect(dailyOf(15)).toBe(0); // 0.49
    expect(dailyOf(16)).toBe(1); // 0.526
    expect(billPlan(input()).dailyRent).toBe(9863);
  });
});

describe('stages', () => {
  it('cuts a one-year lease paid quarterly into four full quarters, deposit in stage 1', () => {
    const plan = billPlan(input());
    expect(periods(plan.stages)).toEqual([
      ['2026-01-01', '2026-03-31'],
      ['2026-04-01', '2026-06-30'],
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
    ]);
    expect(plan.stages.map((s) => s.stageName)).toEqual(['第1期', '第2期', '第3期', '第4期']);
    expect(plan.stages.map((s) => s.stage)).toEqual([1, 2, 3, 4]);
    expect(plan.stages[0].bills).toEqual([
      { billsType: 1, costName: '房租', amount: 900000, receivableDate: '2026-01-01' },
      { billsType: 12, costName: '押金', amount: 300000, receivableDate: '2026-01-01' },
    ]);
    expect(plan.stages[0].total).toBe(1200000);
    expect(plan.stages.slice(1).map((s) => s.bills)).toEqual(
      ['2026-03-27', '2026-06-26', '2026-09-26'].map((d) => [
        { billsType: 1, costName: '房租', amount: 900000, receivableDate: d },
      ]),
    );
    expect(plan.totalRent).toBe(3600000);
    expect(totalRentOf(input())).toBe(3600000);
  });

  it('handles every payment-months value 1..10 over a one-year lease', () => {
    for (let pm = 1; pm <= 10; pm++) {
      const plan = billPlan(input({ paymentMonths: pm }));
      const n = Math.ceil(12 / pm);
      expect(plan.stages).toHaveLength(n);
      expect(plan.stages[0].startDate).toBe('2026-01-01');
      expect(plan.stages[n - 1].endDate).toBe('2026-12-31');
      plan.stages.forEach((s, k) => {
        expect(s.startDate).toBe(addMonths('2026-01-01', k * pm));
        const months = Math.min(pm, 12 - k * pm);
        expect(rentOf(s), `pm ${pm} stage ${k + 1}`).toBe(months * 300000);
      });
      expect(plan.totalRent).toBe(12 * 300000);
    }
  });

  it('prorates a partial last period: whole months × rent + days × daily rent', () => {
    const plan = billPlan(input({ startDate: '2026-03-01', endDate: '2026-08-15', rentCost: 250000 }));
    expect(periods(plan.stages)).toEqual([
      ['2026-03-01', '2026-05-31'],
      ['2026-06-01', '2026-08-15'],
    ]);
    expect(rentOf(plan.stages[0])).toBe(750000);
    expect(rentOf(plan.stages[1])).toBe(2 * 250000 + 15 * 8219);
    expect(plan.totalRent).toBe(750000 + 623285);
    expect(totalRentOf(input({ startDate: '2026-03-01', endDate: '2026-08-15', rentCost: 250000 }))).toBe(
      plan.totalRent,
    );
  });

  it('prorates a lease shorter than one month as days only', () => {
    const plan = billPlan(input({ startDate: '2026-04-10', endDate: '2026-04-29', paymentMonths: 1 }));
    expect(plan.stages).toHaveLength(1);
    expect(rentOf(plan.stages[0])).toBe(20 * 9863);
  });

  it('charges a one-day lease one day of rent, due on that day', () => {
    const plan = billPlan(input({ startDate: '2026-05-10', endDate: '2026-05-10', paymentMonths: 1, depositCost: 0 }));
    expect(plan.stages).toEqual([
      {
        stage: 1,
        stageName: '第1期',
        startDate: '2026-05-10',
        endDate: '2026-05-10',
        receivableDate: '2026-05-10',
        bills: [{ billsType: 1, costName: '房租', amount: 9863, receivableDate: '2026-05-10' }],
        total: 9863,
      },
    ]);
    expect(plan.totalRent).toBe(9863);
  });

  it('anchors months at a start on the 31st (Jan 31 → Feb 28 → Mar 31 → Apr 30)', () => {
    const plan = billPlan(input({ startDate: '2026-01-31', endDate: '2026-07-30', paymentMonths: 1 }));
    expect(periods(plan.stages)).toEqual([
      ['2026-01-31', '2026-02-27'],
      ['2026-02-28', '2026-03-30'],
      ['2026-03-31', '2026-04-29'],
      ['2026-04-30', '2026-05-30'],
      ['2026-05-31', '2026-06-29'],
      ['2026-06-30', '2026-07-30'],
    ]);
    expect(plan.stages.every((s) => rentOf(s) === 300000)).toBe(true);
    expect(plan.totalRent).toBe(6 * 300000);
  });

  it('uses Feb 29 in a leap year for a start on the 31st', () => {
    const plan = billPlan(input({ startDate: '2028-01-31', endDate: '2028-04-30', paymentMonths: 1 }));
    expect(periods(plan.stages)).toEqual([
      ['2028-01-31', '2028-02-28'],
      ['2028-02-29', '2028-03-30'],
      ['2028-03-31', '2028-04-29'],
      ['2028-04-30', '2028-04-30'],
    ]);
    expect(plan.stages.map(rentOf)).toEqual([300000, 300000, 300000, 9863]);
  });

  it('starts on Feb 29: yearly periods fall on Feb 28 in common years', () => {
    const plan = billPlan(input({ startDate: '2028-02-29', endDate: '2030-02-27', paymentMonths: 10 }));
    expect(periods(plan.stages)).toEqual([
      ['2028-02-29', '2028-12-28'],
      ['2028-12-29', '2029-10-28'],
      ['2029-10-29', '2030-02-27'],
    ]);
    expect(plan.stages.map(rentOf)).toEqual([3000000, 3000000, 4 * 300000]);
    const monthly = billPlan(input({ startDate: '2028-02-29', endDate: '2028-05-28', paymentMonths: 1 }));
    expect(periods(monthly.stages)).toEqual([
      ['2028-02-29', '2028-03-28'],
      ['2028-03-29', '2028-04-28'],
      ['2028-04-29', '2028-05-28'],
    ]);
  });

  it('omits a zero deposit', () => {
    const plan = billPlan(input({ depositCost: 0 }));
    expect(plan.stages[0].bills.map((b) => b.billsType)).toEqual([1]);
    expect(plan.stages[0].total).toBe(900000);
  });

  it('puts one-time fees in stage 1 and per-period fees in every stage, prorated like rent', () => {
    const plan = billPlan(
      input({
        startDate: '2026-03-01',
        endDate: '2026-08-15',
        rentCost: 250000,
        depositCost: 250000,
        fees: [
          { name: '服务费', billsType: 4, amount: 5000, perPeriod: false },
          { name: ' 网费 ', billsType: 6, amount: 10000, perPeriod: true },
          { name: '卫生费', billsType: 6, amount: 0, perPeriod: true },
        ],
      }),
    );
    const [s1, s2] = plan.stages;
    expect(s1.bills.map((b) => [b.billsType, b.costName, b.amount])).toEqual([
      [1, '房租', 750000],
      [12, '押金', 250000],
      [4, '服务费', 5000],
      [6, '网费', 30000],
    ]);
    expect(s1.total).toBe(750000 + 250000 + 5000 + 30000);
    expect(s2.bills.map((b) => [b.billsType, b.costName, b.amount])).toEqual([
      [1, '房租', 623285],
      [6, '网费', 2 * 10000 + 15 * 329],
    ]);
    expect(s2.bills.every((b) => b.receivableDate === s2.receivableDate)).toBe(true);
    expect(plan.totalRent).toBe(750000 + 623285);
  });
});

describe('receivable dates', () => {
  it('type 0: N days before each later stage; stage 1 on the start date', () => {
    expect(dues(billPlan(input({ collectRentType: 0, collectRentDay: 5 })).stages)).toEqual([
      '2026-01-01',
      '2026-03-27',
      '2026-06-26',
      '2026-09-26',
    ]);
    expect(dues(billPlan(input({ collectRentType: 0, collectRentDay: 0 })).stages)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(
      dues(billPlan(input({ collectRentType: 0, collectRentDay: 28, paymentMonths: 1, endDate: '2026-03-31' })).stages),
    ).toEqual(['2026-01-01', '2026-01-04', '2026-02-01']);
  });

  it('type 1: day N of the stage’s first month, even when that is after the stage begins', () => {
    expect(dues(billPlan(input({ collectRentType: 1, collectRentDay: 10 })).stages)).toEqual([
      '2026-01-01',
      '2026-04-10',
      '2026-07-10',
      '2026-10-10',
    ]);
    const mid = billPlan(
      input({
        startDate: '2026-01-15',
        endDate: '2026-04-14',
        paymentMonths: 1,
        collectRentType: 1,
        collectRentDay: 20,
      }),
    );
    expect(dues(mid.stages)).toEqual(['2026-01-15', '2026-02-20', '2026-03-20']);
  });

  it('type 2: day N of the month before the stage’s first month', () => {
    expect(dues(billPlan(input({ collectRentType: 2, collectRentDay: 25 })).stages)).toEqual([
      '2026-01-01',
      '2026-03-25',
      '2026-06-25',
      '2026-09-25',
    ]);
    const yearEnd = billPlan(
      input({
        startDate: '2026-11-01',
        endDate: '2027-02-28',
        paymentMonths: 2,
        collectRentType: 2,
        collectRentDay: 1,
      }),
    );
    expect(dues(yearEnd.stages)).toEqual(['2026-11-01', '2026-12-01']);
  });

  it('is never before the lease start', () => {
    const plan = billPlan(
      input({
        startDate: '2026-01-15',
        endDate: '2026-04-14',
        paymentMonths: 1,
        collectRentType: 2,
        collectRentDay: 1,
      }),
    );
    expect(dues(plan.stages)).toEqual(['2026-01-15', '2026-01-15', '2026-02-01']);
    expect(receivableDateOf('2026-01-15', '2026-02-15', 0, 28)).toBe('2026-01-18');
    expect(receivableDateOf('2026-02-10', '2026-03-01', 0, 28)).toBe('2026-02-10');
  });
});

describe('checks', () => {
  const form = {
    depositCost: 0,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    collectRentType: 0,
    collectRentDay: 0,
    rentCost: 1,
  };

  it('asks for the generate inputs in the spec’s order', () => {
    expect(checkGenerateInputs({})).toBe(GENERATE_MSG.depositRequired);
    expect(checkGenerateInputs({ ...form, depositCost: null })).toBe('请先填写押金');
    expect(checkGenerateInputs({ ...form, depositCost: null, startDate: '' })).toBe('请先填写押金');
    expect(checkGenerateInputs({ ...form, startDate: '', endDate: '' })).toBe('请先填写开始时间');
    expect(checkGenerateInputs({ ...form, startDate: '2026-02-30' })).toBe('请先填写开始时间');
    expect(checkGenerateInputs({ ...form, endDate: null, collectRentType: null })).toBe('请先填写结束时间');
    expect(checkGenerateInputs({ ...form, collectRentType: null, collectRentDay: null })).toBe('请先填写收租日期类型');
    expect(checkGenerateInputs({ ...form, collectRentType: 3 })).toBe('请先填写收租日期类型');
    expect(checkGenerateInputs({ ...form, collectRentDay: null, rentCost: null })).toBe('请先填写收租日期输入的天数');
    expect(checkGenerateInputs({ ...form, rentCost: null })).toBe('请先填写房租费用');
    expect(checkGenerateInputs({ ...form, rentCost: 0 })).toBe('请先填写房租费用');
    expect(checkGenerateInputs(form)).toBeNull();
    expect(checkGenerateInputs({ ...form, collectRentType: 1 })).toBeNull();
    expect(checkGenerateInputs({ ...form, collectRentType: 2 })).toBeNull();
  });

  it('refuses out-of-range plan inputs with the form’s messages, and billPlan throws them', () => {
    expect(checkPlanInput(input())).toBeNull();
    const cases: [Partial<BillPlanInput>, string][] = [
      [{ endDate: '2025-12-31' }, LEASE_MSG.periodReversed],
      [{ startDate: '2026-13-01' }, LEASE_MSG.periodRequired],
      [{ depositCost: -1 }, LEASE_MSG.depositInvalid],
      [{ paymentMonths: 0 }, LEASE_MSG.paymentMonthsRequired],
      [{ paymentMonths: 11 }, LEASE_MSG.paymentMonthsRequired],
      [{ rentCost: 0 }, LEASE_MSG.rentPositive],
      [{ rentCost: 10.5 }, LEASE_MSG.rentInvalid],
      [{ collectRentType: 0, collectRentDay: 29 }, '输入的收租日期在（当天-28号）'],
      [{ collectRentType: 1, collectRentDay: 0 }, '输入的收租日期在（1号-28号）'],
      [{ collectRentType: 2, collectRentDay: 29 }, '输入的收租日期在（1号-28号）'],
      [{ fees: [{ name: '', billsType: 4, amount: 1, perPeriod: false }] }, LEASE_MSG.feeItemRequired],
      [{ fees: [{ name: '押金', billsType: 12, amount: 1, perPeriod: false }] }, LEASE_MSG.feeTypeInvalid],
      [{ fees: [{ name: '服务费', billsType: 4, amount: -1, perPeriod: false }] }, LEASE_MSG.feeAmountInvalid],
    ];
    for (const [over, msg] of cases) {
      expect(checkPlanInput(input(over)), JSON.stringify(over)).toBe(msg);
      expect(() => billPlan(input(over))).toThrow(msg);
    }
  });

  it('builds the plan input from the lease form, or names what is missing', () => {
    const f = {
      depositCost: 300000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      collectRentType: 1,
      collectRentDay: 5,
      rentCost: 300000,
      payment: 3,
      fees: [{ name: '服务费', billsType: 4, amount: 5000 as number | null, perPeriod: false }],
    };
    expect(planInputOf(f)).toEqual(
      input({ collectRentType: 1, fees: [{ name: '服务费', billsType: 4, amount: 5000, perPeriod: false }] }),
    );
    expect(planInputOf({ ...f, startDate: '' })).toBe('请先填写开始时间');
    expect(planInputOf({ ...f, payment: null })).toBe(LEASE_MSG.paymentMonthsRequired);
    expect(planInputOf({ ...f, fees: [{ ...f.fees[0], amount: null }] })).toBe(LEASE_MSG.feeAmountRequired);
    expect(planInputOf({ ...f, collectRentDay: 0 })).toBe('输入的收租日期在（1号-28号）');
  });
});
