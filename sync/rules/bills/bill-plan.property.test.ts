/**
 * Properties of the bill plan over random valid inputs. The reference calendar here is JavaScript's own UTC Date
 * arithmetic, independent of the plan's day-number maths.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billPlan, dailyOf, totalRentOf, type BillPlanInput } from './bill-plan';

const DAY = 86_400_000;
const RUNS = 400;

const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const nextDay = (date: string) => iso(ms(date) + DAY);
const daysFrom = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DAY);

/** Reference month arithmetic: the same day j months later, clamped to the month's last day. */
function refAddMonths(date: string, j: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + j + 1, 0)).getUTCDate();
  return iso(Date.UTC(y, m - 1 + j, Math.min(d, last)));
}

/** Reference rule date of a later stage (before the start-date floor). */
function refRuleDate(stageStart: string, type: number, n: number): string {
  if (type === 0) return iso(ms(stageStart) - n * DAY);
  const [y, m] = stageStart.split('-').map(Number);
  return iso(Date.UTC(y, m - 1 - (type === 2 ? 1 : 0), n));
}

/** Reference total: count whole anchored months by walking, then the days left. */
function refTotalRent(start: string, end: string, rent: number): number {
  const after = nextDay(end);
  let months = 0;
  while (refAddMonths(start, months + 1) <= after) months++;
  // A float is fine for this reference: rent ≤ 10^7 fen, and rent × 12 / 365 is never exactly half a fen.
  return months * rent + daysFrom(refAddMonths(start, months), after) * Math.round((rent * 12) / 365);
}

const FROM = ms('2020-01-01');
const TO = ms('2035-12-31');

const inputArb: fc.Arbitrary<BillPlanInput> = fc
  .record({
    start: fc.integer({ min: 0, max: (TO - FROM) / DAY }),
    length: fc.oneof(fc.integer({ min: 0, max: 62 }), fc.integer({ min: 0, max: 1500 })),
    rentCost: fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 10_000_000 })),
    depositCost: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30_000_000 })),
    paymentMonths: fc.integer({ min: 1, max: 10 }),
    collectRentType: fc.constantFrom(0 as const, 1 as const, 2 as const),
    day: fc.integer({ min: 0, max: 28 }),
    fees: fc.array(
      fc.record({
        name: fc.constantFrom('服务费', '网费', '水电费', '卫生费'),
        billsType: fc.constantFrom(2, 3, 4, 6, 13),
        amount: fc.integer({ min: 0, max: 200_000 }),
        perPeriod: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
  })
  .map((r) => {
    const startDate = iso(FROM + r.start * DAY);
    return {
      startDate,
      endDate: iso(ms(startDate) + r.length * DAY),
      rentCost: r.rentCost,
      depositCost: r.depositCost,
      paymentMonths: r.paymentMonths,
      collectRentType: r.collectRentType,
      collectRentDay: r.collectRentType === 0 ? r.day : Math.max(1, r.day),
      fees: r.fees,
    };
  });

describe('bill plan properties', () => {
  it('stages tile the lease exactly, on anchored month boundaries', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { stages } = billPlan(input);
        expect(stages.length).toBeGreaterThan(0);
        expect(stages[0].startDate).toBe(input.startDate);
        expect(stages[stages.length - 1].endDate).toBe(input.endDate);
        stages.forEach((s, k) => {
          expect(s.stage).toBe(k + 1);
          expect(s.stageName).toBe(`第${k + 1}期`);
          expect(s.startDate).toBe(refAddMonths(input.startDate, k * input.paymentMonths));
          expect(s.startDate <= s.endDate).toBe(true);
          if (k + 1 < stages.length) {
            expect(stages[k + 1].startDate).toBe(nextDay(s.endDate));
            // a stage that is not the last is a whole period
            expect(nextDay(s.endDate)).toBe(refAddMonths(input.startDate, (k + 1) * input.paymentMonths));
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('stage rents sum to totalRentOf, which matches a reference count', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = billPlan(input);
        const rent = plan.stages.flatMap((s) => s.bills).filter((b) => b.billsType === 1);
        expect(rent).toHaveLength(plan.stages.length);
        const sum = rent.reduce((t, b) => t + b.amount, 0);
        expect(sum).toBe(plan.totalRent);
        expect(sum).toBe(totalRentOf(input));
        expect(sum).toBe(refTotalRent(input.startDate, input.endDate, input.rentCost));
        expect(plan.dailyRent).toBe(dailyOf(input.rentCost));
        // every stage but the last is exactly paymentMonths of rent
        plan.stages.slice(0, -1).forEach((s) => expect(s.bills[0].amount).toBe(input.paymentMonths * input.rentCost));
        // a per-period fee adds up over the lease like rent does
        for (const fee of input.fees.filter((f) => f.perPeriod)) {
          const charged = plan.stages
            .flatMap((s) => s.bills)
            .filter((b) => b.costName === fee.name && b.billsType === fee.billsType);
          const same = input.fees.filter((f) => f.name === fee.name && f.billsType === fee.billsType);
          if (same.length === 1) {
            expect(charged.reduce((t, b) => t + b.amount, 0)).toBe(totalRentOf({ ...input, rentCost: fee.amount }));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('receivable dates follow the collection rule and are never before the lease start', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { stages } = billPlan(input);
        expect(stages[0].receivableDate).toBe(input.startDate);
        for (const s of stages.slice(1)) {
          const rule = refRuleDate(s.startDate, input.collectRentType, input.collectRentDay);
          expect(s.receivableDate).toBe(rule < input.startDate ? input.startDate : rule);
        }
        for (const s of stages) {
          expect(s.receivableDate >= input.startDate).toBe(true);
          for (const b of s.bills) expect(b.receivableDate).toBe(s.receivableDate);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('amounts are non-negative integers; stage totals add up; deposit and one-time fees only in stage 1', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { stages } = billPlan(input);
        stages.forEach((s, k) => {
          for (const b of s.bills) {
            expect(Number.isSafeInteger(b.amount)).toBe(true);
            expect(b.amount).toBeGreaterThanOrEqual(0);
            if (b.billsType !== 1) expect(b.amount).toBeGreaterThan(0);
          }
          expect(s.total).toBe(s.bills.reduce((t, b) => t + b.amount, 0));
          const deposits = s.bills.filter((b) => b.billsType === 12);
          expect(deposits.map((b) => b.amount)).toEqual(k === 0 && input.depositCost > 0 ? [input.depositCost] : []);
        });
        const oneTime = input.fees.filter((f) => !f.perPeriod && f.amount > 0);
        const later = stages.slice(1).flatMap((s) => s.bills.filter((b) => b.billsType !== 1));
        expect(
          later.every((b) =>
            input.fees.some((f) => f.perPeriod && f.name === b.costName && f.billsType === b.billsType),
          ),
        ).toBe(true);
        for (const f of oneTime) {
          expect(stages[0].bills.some((b) => b.costName === f.name && b.billsType === f.billsType)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
