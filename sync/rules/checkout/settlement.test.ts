import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billPlan, dailyOf, type BillPlanInput } from '../bills/bill-plan';
import {
  checkSettlement,
  checkUsableDate,
  PAYOUT_WAYS,
  SETTLE_MSG,
  settlementTotals,
  settlementWarning,
  type SettlementLine,
} from './settlement';
import { previewSettlement, type SettlementBill } from './settlement-preview';
import { sameComputedLines, overstayCharge, OVERSTAY_MSG, withOverstayEdit } from './settlement-overstay';
import { cashNet, payoutMovements, settlementMovements, splitArrears } from './settlement-movements';
import { formatFen } from '../common/money';
import { REFUND_STATUS, type RefundStatus } from './refund-status';
import { BILL_PAY, BILL_VALID } from '../bills/bill-status';

const RENT = 300000; // 3000.00 a month
const daily = dailyOf(RENT);

/**
 * The bills of a lease 2026-09-01 … 2027-08-31 paid quarterly: stage 1 Sep–Nov, stage 2 Dec–Feb, … (deposit 12 in
 * stage 1), bill `i` of stage `n` with id `s<n>b<i>`, the stages in `paidStages` paid.
 */
function planBills(rent: number, fees: BillPlanInput['fees'], paidStages: number[]): SettlementBill[] {
  const plan = billPlan({
    startDate: '2026-09-01',
    endDate: '2027-08-31',
    rentCost: rent,
    depositCost: rent,
    paymentMonths: 3,
    collectRentType: 0,
    collectRentDay: 5,
    fees,
  });
  return plan.stages.flatMap((s) =>
    s.bills.map((b, i) => ({
      id: `s${s.stage}b${i}`,
      billsType: b.billsType,
      costName: b.costName,
      accountReceivable: b.amount,
      receivableDate: b.receivableDate,
      payStatus: paidStages.includes(s.stage) ? BILL_PAY.paid : BILL_PAY.unpaid,
      validStatus: BILL_VALID.valid,
      stageStart: s.startDate,
      stageEnd: s.endDate,
    })),
  );
}

/** planBills at RENT with a per-period 物业费 (13) and a one-time 门卡押金 (2). */
const leaseBills = (paidStages: number[]) =>
  planBills(
    RENT,
    [
      { name: '物业费', billsType: 13, amount: 5000, perPeriod: true },
      { name: '门卡押金', billsType: 2, amount: 10000, perPeriod: false },
    ],
    paidStages,
  );

/** A valid bill outside the plan (no stage): 维修费 ¥8.00 unpaid, with `over` on top. */
const looseBill = (over: Partial<SettlementBill>): SettlementBill => ({
  id: 'x',
  billsType: 5,
  costName: '维修费',
  accountReceivable: 800,
  receivableDate: '2026-12-05',
  payStatus: BILL_PAY.unpaid,
  validStatus: BILL_VALID.valid,
  stageStart: null,
  stageEnd: null,
  ...over,
});

describe('previewSettlement', () => {
  it('refunds paid deposits and the paid rent after the date, prorated, and owes the unpaid bills up to it', () => {
    // Stage 1 (Sep 1 – Nov 30) paid; stage 2 (Dec 1 – Feb 28) unpaid; check out 2026-11-20.
    const p = previewSettlement('2026-11-20', RENT, leaseBills([1]));
    const byId = new Map(p.lines.map((l) => [`${l.billsDetailId}:${l.refundStatus}`, l.cost]));
    expect(byId.get('s1b0:0')).toBe(10 * daily); // rent Nov 21–30
    expect(byId.get('s1b1:0')).toBe(RENT); // 押金
    expect(byId.get('s1b3:0')).toBe(10000); // 门卡押金
    expect(p.lines.filter((l) => l.refundStatus === REFUND_STATUS.arrears)).toEqual([]);
    // Stage 2 starts after the date: every unpaid bill of it is no longer owed.
    expect(p.voidIds.sort()).toEqual(['s2b0', 's2b1', 's3b0', 's3b1', 's4b0', 's4b1']);
    expect(p.reduce).toEqual([]);
  });

  it('owes only the days up to the date of the unpaid rent of the containing stage and reduces it', () => {
    const p = previewSettlement('2026-12-10', RENT, leaseBills([1]));
    const arrears = p.lines.filter((l) => l.refundStatus === REFUND_STATUS.arrears);
    expect(arrears).toEqual([
      {
        name: '房租',
        cost: 10 * daily,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: 's2b0',
        working: `12月1日–12月10日 10天 × ${formatFen(daily)}/天`,
      },
      {
        name: '物业费',
        cost: 15000,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: 's2b1',
        working: '账期 12月1日–2月28日，全额 ¥150.00',
      },
    ]);
    expect(p.reduce).toEqual([{ id: 's2b0', to: 10 * daily }]);
    // Stage 1's rent ended before the date: nothing refunded from it; the deposits are.
    expect(p.lines.filter((l) => l.refundStatus === REFUND_STATUS.refund).map((l) => l.billsDetailId)).toEqual([
      's1b1',
      's1b3',
    ]);
  });

  it('refunds a paid stage that starts after the date in full and never more than the bill', () => {
    const p = previewSettlement('2026-11-30', RENT, leaseBills([1, 2]));
    const rent2 = p.lines.find((l) => l.billsDetailId === 's2b0')!;
    expect(rent2.cost).toBe(3 * RENT);
    expect(p.lines.find((l) => l.billsDetailId === 's1b0')).toBeUndefined(); // last day of stage 1: 0 days after
    const early = previewSettlement('2026-09-01', RENT, leaseBills([1]));
    expect(early.lines.find((l) => l.billsDetailId === 's1b0')!.cost).toBeLessThanOrEqual(3 * RENT);
  });

  it('refunds in full every paid bill of a period after the date, fees too (their unpaid twins are voided)', () => {
    const p = previewSettlement('2026-11-30', RENT, leaseBills([1, 2]));
    expect(p.lines.find((l) => l.billsDetailId === 's2b1')).toEqual({
      name: '物业费',
      cost: 15000,
      refundStatus: REFUND_STATUS.refund,
      billsDetailId: 's2b1',
      working: '账期 12月1日–2月28日 在退房日之后，全额退还 ¥150.00',
    });
    expect(p.lines.find((l) => l.billsDetailId === 's1b2')).toBeUndefined(); // stage 1's fee: a period already lived
    const extra = looseBill({ payStatus: BILL_PAY.paid });
    expect(previewSettlement('2026-11-30', RENT, [extra]).lines).toEqual([
      {
        name: '维修费',
        cost: 800,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: 'x',
        working: '应收日 12月5日 在退房日之后，全额退还 ¥8.00',
      },
    ]);
  });

  it('prorates per-period fees exactly like rent, both ways, and shows the working of every line (issue 12)', () => {
    const terms = {
      rentCost: RENT,
      endDate: '2027-08-31',
      fees: [
        { name: '物业费', billsType: 13, amount: 5000, perPeriod: true },
        { name: '门卡押金', billsType: 2, amount: 10000, perPeriod: false },
      ],
    };
    const feeDaily = dailyOf(5000);
    // Paid stage 1, check out Nov 20: the fee refunds Nov 21–30 like the rent.
    const paid = previewSettlement('2026-11-20', terms, leaseBills([1]));
    expect(paid.lines.find((l) => l.billsDetailId === 's1b0')!.working).toBe(
      `11月21日–11月30日 10天 × ${formatFen(daily)}/天`,
    );
    expect(paid.lines.find((l) => l.billsDetailId === 's1b3')).toMatchObject({
      cost: 10000,
      working: '已付押金，全额退还 ¥100.00',
    });
    expect(paid.lines.find((l) => l.billsDetailId === 's1b2')).toEqual({
      name: '物业费',
      cost: 10 * feeDaily,
      refundStatus: REFUND_STATUS.refund,
      billsDetailId: 's1b2',
      working: `11月21日–11月30日 10天 × ${formatFen(feeDaily)}/天`,
    });
    // Unpaid stage 2, check out Dec 10: the fee is owed Dec 1–10 and cut to it, like the rent.
    const owed = previewSettlement('2026-12-10', terms, leaseBills([1]));
    expect(owed.lines.find((l) => l.billsDetailId === 's2b1')).toEqual({
      name: '物业费',
      cost: 10 * feeDaily,
      refundStatus: REFUND_STATUS.arrears,
      billsDetailId: 's2b1',
      working: `12月1日–12月10日 10天 × ${formatFen(feeDaily)}/天`,
    });
    expect(owed.reduce).toEqual([
      { id: 's2b0', to: 10 * daily },
      { id: 's2b1', to: 10 * feeDaily },
    ]);
    expect(owed.lines.every((l) => !!l.working)).toBe(true);
    // Bills cut at an earlier check-out: owed in full, and refunding nothing once collected.
    const cut = leaseBills([1]).map((b) => (b.id === 's2b0' ? { ...b, accountReceivable: 10 * daily, cut: true } : b));
    expect(previewSettlement('2026-12-10', terms, cut).lines.find((l) => l.billsDetailId === 's2b0')!.cost).toBe(
      10 * daily,
    );
    const cutPaid = cut.map((b) => (b.id === 's2b0' ? { ...b, payStatus: BILL_PAY.paid } : b));
    expect(
      previewSettlement('2026-12-10', terms, cutPaid).lines.find((l) => l.billsDetailId === 's2b0'),
    ).toBeUndefined();
  });

  it('charges the days after the lease end at 3× the daily rent (the contract holdover fee), as an editable overstay line', () => {
    const terms = { rentCost: RENT, endDate: '2026-11-15' };
    expect(overstayCharge('2026-11-15', '2026-11-15', RENT)).toBeNull();
    const p = previewSettlement('2026-11-20', terms, []);
    expect(p.lines).toEqual([
      {
        name: '超期占用费',
        cost: 5 * daily * 3,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: null,
        kind: 'overstay',
        computedCost: 5 * daily * 3,
        working: `11月16日–11月20日 5天 × ${formatFen(daily)}/天 × 3倍（合同约定：逾期不搬离按日租金3倍收取房屋占用费）`,
      },
    ]);
    // Billed at an earlier check-out: that bill is the line, nothing computed again.
    const billed = looseBill({
      id: 'o',
      billsType: 11,
      costName: '超期占用费',
      accountReceivable: 777,
      receivableDate: '2026-11-20',
      overstay: true,
    });
    expect(previewSettlement('2026-11-20', terms, [billed]).lines).toMatchObject([
      { billsDetailId: 'o', cost: 777, kind: 'overstay', computedCost: 777 },
    ]);
    // The operator's edit: a changed amount needs a reason; the server keeps its own computed amount.
    const form = (cost: number, reason = '') => [{ ...p.lines[0]!, cost, reason, computedCost: 1 }];
    expect(withOverstayEdit(p.lines, form(100))).toBe(OVERSTAY_MSG.reasonRequired);
    expect(withOverstayEdit(p.lines, form(-1, '减免'))).toBe(OVERSTAY_MSG.amountInvalid);
    expect(withOverstayEdit(p.lines, form(100, '与租客协商减免'))).toEqual([
      { ...p.lines[0], cost: 100, reason: '与租客协商减免' },
    ]);
    expect(withOverstayEdit(p.lines, form(5 * daily * 3))).toEqual(p.lines);
  });

  it('voids an unpaid deposit and leaves void or bad-debt bills out', () => {
    const bills = leaseBills([]);
    bills[0].validStatus = BILL_VALID.void;
    const p = previewSettlement('2026-11-20', RENT, bills);
    expect(p.voidIds).toContain('s1b1');
    expect(p.lines.some((l) => l.billsDetailId === 's1b0')).toBe(false);
    expect(p.lines.map((l) => l.billsDetailId)).toEqual(['s1b2']);
  });

  it('owes a bill without a stage by its receivable date', () => {
    const p = previewSettlement('2026-11-20', RENT, [
      looseBill({ id: 'a', receivableDate: '2026-11-20' }),
      looseBill({ id: 'b', receivableDate: '2026-11-21' }),
    ]);
    expect(p.lines.map((l) => l.billsDetailId)).toEqual(['a']);
    expect(p.voidIds).toEqual(['b']);
  });
});

const line = (refundStatus: RefundStatus, cost: number, id: string | null = `b${cost}`): SettlementLine => ({
  name: '项',
  cost,
  refundStatus,
  billsDetailId: id,
});
const refund = (cost: number, id?: string) => line(REFUND_STATUS.refund, cost, id);
const arrears = (cost: number, id?: string) => line(REFUND_STATUS.arrears, cost, id);
const deduction = (cost: number) => line(REFUND_STATUS.deduction, cost, null);

describe('checkSettlement (§5)', () => {
  it('refuses deductions above the refunds', () => {
    expect(
      checkSettlement({
        lines: [refund(1000), deduction(1001)],
        badDebtCost: 0,
        pathway: 1,
      }),
    ).toBe(SETTLE_MSG.deductionOverRefund);
  });
  it('refuses a balance above 0 and bad debt beyond the uncovered arrears', () => {
    const lines = [refund(1000), arrears(3000)];
    expect(checkSettlement({ lines, badDebtCost: 0, pathway: null })).toBe(SETTLE_MSG.balanceOwed);
    expect(checkSettlement({ lines, badDebtCost: 1999, pathway: null })).toBe(SETTLE_MSG.balanceOwed);
    expect(checkSettlement({ lines, badDebtCost: 2000, pathway: null })).toBeNull();
    expect(checkSettlement({ lines, badDebtCost: 2001, pathway: 1 })).toBe(SETTLE_MSG.badDebtTooLarge);
  });
  it('needs a payout route without POS when the tenant is owed money', () => {
    const lines = [refund(5000), arrears(1000), deduction(500)];
    expect(checkSettlement({ lines, badDebtCost: 0, pathway: null })).toBe(SETTLE_MSG.pathwayRequired);
    expect(checkSettlement({ lines, badDebtCost: 0, pathway: 5 })).toBe(SETTLE_MSG.pathwayInvalid);
    expect(checkSettlement({ lines, badDebtCost: 0, pathway: 7 })).toBeNull();
    expect(settlementTotals(lines, 0)).toMatchObject({
      refunds: 5000,
      deductions: 500,
      arrears: 1000,
      balance: -3500,
      returnCost: 3500,
    });
  });
  it('checks deduction lines', () => {
    expect(
      checkSettlement({
        lines: [refund(5000), { ...deduction(100), name: ' ' }],
        badDebtCost: 0,
        pathway: 1,
      }),
    ).toBe(SETTLE_MSG.deductionName);
    expect(
      checkSettlement({
        lines: [refund(5000), deduction(0)],
        badDebtCost: 0,
        pathway: 1,
      }),
    ).toBe(SETTLE_MSG.deductionAmount);
  });
  it('warns on bad debt with a refund, and checks the usable date', () => {
    expect(
      settlementWarning({
        lines: [refund(1000), arrears(3000)],
        badDebtCost: 2000,
      }),
    ).toBe(SETTLE_MSG.refundAndBadDebt);
    expect(settlementWarning({ lines: [arrears(3000)], badDebtCost: 3000 })).toBeNull();
    expect(checkUsableDate('', '2026-11-22')).toBe('请先选择时间');
    expect(checkUsableDate('2026-11-21', '2026-11-22')).toBe(SETTLE_MSG.usableBeforeToday);
    expect(checkUsableDate('2026-11-22', '2026-11-22')).toBeNull();
  });
  it('compares the computed lines whatever their order and ignores deductions', () => {
    const p = [refund(10), arrears(20)];
    expect(sameComputedLines(p, [arrears(20), deduction(5), refund(10)])).toBe(true);
    expect(sameComputedLines(p, [arrears(20)])).toBe(false);
    expect(sameComputedLines(p, [arrears(21, 'b20'), refund(10)])).toBe(false);
  });
});

describe('properties', () => {
  const lines = fc
    .array(
      fc.record({
        refundStatus: fc.constantFrom(REFUND_STATUS.refund, REFUND_STATUS.deduction, REFUND_STATUS.arrears),
        cost: fc.integer({ min: 1, max: 10_000_000 }),
      }),
      { maxLength: 12 },
    )
    .map((ls) =>
      ls.map((l, i) => ({
        name: `项${i}`,
        cost: l.cost,
        refundStatus: l.refundStatus,
        billsDetailId: l.refundStatus === REFUND_STATUS.deduction ? null : `b${i}`,
      })),
    );

  it('balance arithmetic is exact in integers and returnCost = max(0, −balance)', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 10_000_000 }), (ls, bad) => {
        const t = settlementTotals(ls, bad);
        expect(Number.isSafeInteger(t.balance)).toBe(true);
        expect(t.balance).toBe(t.arrears + t.deductions - t.refunds - t.badDebt);
        expect(t.returnCost).toBe(t.balance < 0 ? -t.balance : 0);
        expect(t.refunds + t.deductions + t.arrears).toBe(ls.reduce((s, l) => s + l.cost, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('an accepted settlement moves cash netting to exactly −returnCost; bad debt rows equal the bad debt', () => {
    fc.assert(
      fc.property(lines, fc.nat(), fc.constantFrom(...PAYOUT_WAYS), (ls, seed, way) => {
        const gross = settlementTotals(ls, 0).maxBadDebt;
        const bad = gross === 0 ? 0 : seed % 2 === 0 ? gross : seed % (gross + 1);
        const msg = checkSettlement({ lines: ls, badDebtCost: bad, pathway: way });
        const t = settlementTotals(ls, bad);
        if (msg) {
          expect(t.deductions > t.refunds || t.balance > 0).toBe(true);
          return;
        }
        const ms = settlementMovements(ls, bad);
        expect(cashNet(ms)).toBe(0 - t.returnCost);
        // What the settlement books at once nets to zero; the paid-out parts are exactly returnCost.
        expect(cashNet(ms.filter((m) => m.what !== 'refund'))).toBe(0);
        expect(payoutMovements(ls, bad).reduce((s, m) => s + m.amount, 0)).toBe(t.returnCost);
        expect(ms.filter((m) => m.kind === 'bad_debt').reduce((s, m) => s + m.amount, 0)).toBe(bad);
        expect(ms.every((m) => Number.isSafeInteger(m.amount) && m.amount > 0)).toBe(true);
        for (const s of splitArrears(ls, bad))
          expect(s.covered + s.badDebt).toBe(ls.find((l) => l.billsDetailId === s.billsDetailId)!.cost);
      }),
      { numRuns: 500 },
    );
  });

  it('the preview of a real plan never refunds more than was paid nor owes more than was billed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (offset, rent, paid) => {
          const bills = planBills(
            rent,
            [],
            paid.flatMap((p, i) => (p ? [i + 1] : [])),
          );
          const d = new Date(Date.UTC(2026, 8, 1 + offset)).toISOString().slice(0, 10);
          const p = previewSettlement(d, rent, bills);
          const bill = new Map(bills.map((b) => [b.id, b]));
          for (const l of p.lines) {
            const b = bill.get(l.billsDetailId!)!;
            expect(l.cost).toBeGreaterThan(0);
            expect(l.cost).toBeLessThanOrEqual(b.accountReceivable);
            expect(b.payStatus).toBe(l.refundStatus === REFUND_STATUS.refund ? BILL_PAY.paid : BILL_PAY.unpaid);
          }
          // Every unpaid bill is either owed or voided, never both.
          const owed = new Set(
            p.lines.filter((l) => l.refundStatus === REFUND_STATUS.arrears).map((l) => l.billsDetailId),
          );
          for (const b of bills.filter((x) => x.payStatus === BILL_PAY.unpaid))
            expect(owed.has(b.id) !== p.voidIds.includes(b.id)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
