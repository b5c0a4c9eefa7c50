/**
 * Every figure of money is the same number on every screen (issue 21): over random sequences of signings,
 * collections, voids, bookkeeping entries, check-outs with refunds paid, and write-offs, all through HTTP,
 * - the finance dashboard's flow (cash in − out) moved by exactly the money the test took in and paid out (its own
 *   count), for the organisation and, for a staff member of 东湖, by 东湖's part only;
 * - the dashboard's flow totals equal the ledger's totals (/liushuiList) and the flow report's summary row (by house
 *   and by date) of the same range, and the written-off totals moved by the orders the test wrote off;
 * - the dashboard's total bills equal the sums of the stored bills of the leases the test signed (plus what was
 *   there before), split into received and pending for the paid and unpaid ones, and equal the bill report's
 *   summary row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leasesHarness, type LeasesHarness } from '../api/lease-helpers';
import { grantPerms } from '../api/factories/auth';
import { financeItemId, type SqlRow } from '../api/factories/leases';
import { PERMS } from '../../sync/product/permissions';
import { addDays, addMonths } from '../../sync/rules/common/shanghai-time';
import { canCollectBill, canVoidBill, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { settlementTotals, type SettlementLine } from '../../sync/rules/checkout/settlement';

const RUNS = 25;
const TODAY = '2026-11-22';
/** The flow's range (cash moves up to today) and the bills' (every receivable date of these leases). */
const FLOW = `startTime=2020-01-01&endTime=${TODAY}`;
const BILLS = 'startTime=2020-01-01&endTime=2030-12-31';
const APTS = ['东湖公寓', '西城公寓'] as const;

type Op =
  | { kind: 'sign'; apt: 0 | 1; monthsBack: number }
  | { kind: 'collect'; pick: number; count: number; way: number }
  | { kind: 'void'; pick: number }
  | { kind: 'book'; where: 0 | 1 | 2; income: boolean; amount: number; daysBack: number }
  | { kind: 'checkout'; pick: number; deduction: number; way: number }
  | { kind: 'verify'; pick: number; count: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('verify' as const), pick: fc.nat(50), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('sign' as const),
    apt: fc.constantFrom(0 as const, 1 as const),
    monthsBack: fc.nat(6),
  }),
  fc.record({
    kind: fc.constant('collect' as const),
    pick: fc.nat(50),
    count: fc.integer({ min: 1, max: 3 }),
    way: fc.integer({ min: 1, max: 7 }),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('book' as const),
    /** 0 东湖, 1 西城, 2 the organisation (no apartment). */
    where: fc.constantFrom(0 as const, 1 as const, 2 as const),
    income: fc.boolean(),
    amount: fc.integer({ min: 1, max: 500_000 }),
    daysBack: fc.nat(9),
  }),
  fc.record({
    kind: fc.constant('checkout' as const),
    pick: fc.nat(50),
    deduction: fc.integer({ min: 0, max: 200_000 }),
    way: fc.constantFrom(1, 2, 3, 4, 7),
  }),
);

describe('the finance figures agree to the fen', () => {
  let t: LeasesHarness;
  let items: { income: string; expense: string };
  /** The leases the test signed, with their apartment (0 东湖, 1 西城). */
  const signed: { id: string; apt: 0 | 1 }[] = [];
  /** Net cash (in − out) the test moved, in all and in 东湖. */
  const net = { all: 0, east: 0 };
  /** Money of the orders the test wrote off, in and out. */
  const verified = { in: 0, out: 0 };
  let base: {
    all: number;
    east: number;
    bills: Record<'receivable' | 'received' | 'pending', number>;
    verified: { in: number; out: number };
  };

  const get = async (path: string, token = t.boss) => {
    const r = await t.call('GET', path, token);
    expect(r.status, r.text).toBe(200);
    return r.json.data;
  };
  const flowNet = async (token = t.boss) => {
    const f = await get(`/api/finance/dashboard/flow?${FLOW}&mode=1`, token);
    return f.inTotal - f.outTotal;
  };
  const moved = (apt: 0 | 1 | null, amount: number) => {
    net.all += amount;
    if (apt === 0) net.east += amount;
  };

  beforeAll(async () => {
    t = await leasesHarness();
    await grantPerms(t.h.db, '管家', PERMS.financeOverview);
    await t.call('GET', '/api/bookkeeping/categories', t.boss); // makes the default items
    items = {
      income: await financeItemId(t.h.db, t.orgId, 2, '中介佣金'),
      expense: await financeItemId(t.h.db, t.orgId, 2, '家电维修'),
    };
    const b = await get(`/api/finance/dashboard/bills?${BILLS}`);
    const l = await get(`/api/finance/ledger/totals?${FLOW}`);
    base = {
      verified: { in: l.inVerify, out: l.outVerify },
      all: await flowNet(),
      east: await flowNet(t.staff),
      bills: { receivable: b.receivable, received: b.received, pending: b.pending },
    };
  }, 60_000);

  async function run(o: Op) {
    const live = async () => {
      const out: { id: string; apt: 0 | 1; bills: SqlRow[] }[] = [];
      for (const l of signed)
        if ((await t.leaseRow(l.id))!.status === LEASE_STATUS.signed) out.push({ ...l, bills: await t.billsOf(l.id) });
      return out;
    };
    if (o.kind === 'sign') {
      const room = await t.freeRoom(APTS[o.apt]);
      const start = addMonths(TODAY, -o.monthsBack);
      const id = await t.signLease(t.boss, room, { startDate: start, endDate: addDays(addMonths(start, 12), -1) });
      expect((await t.call('POST', `/api/leases/${id}/confirm`, t.boss)).status).toBe(200);
      signed.push({ id, apt: o.apt });
    } else if (o.kind === 'collect') {
      const open = (await live()).flatMap((l) =>
        l.bills
          .filter((b) => canCollectBill({ payStatus: b.pay_status, validStatus: b.valid_status }))
          .map((b) => ({ b, apt: l.apt, lease: l.id })),
      );
      if (!open.length) return;
      const first = open[o.pick % open.length]!;
      const chosen = open.filter((x) => x.lease === first.lease).slice(0, o.count);
      const r = await t.call('POST', '/api/bills/collect', t.boss, {
        bills: chosen.map((x) => ({ pkId: x.b.id })),
        paymentType: o.way,
        receiptDate: TODAY,
      });
      expect(r.status, r.text).toBe(200);
      moved(
        first.apt,
        chosen.reduce((s, x) => s + Number(x.b.account_receivable), 0),
      );
    } else if (o.kind === 'void') {
      const open = (await live()).flatMap((l) =>
        l.bills.filter((b) => canVoidBill({ payStatus: b.pay_status, validStatus: b.valid_status })),
      );
      if (!open.length) return;
      const r = await t.call('POST', '/api/bills/void', t.boss, { pkIds: [open[o.pick % open.length]!.id] });
      expect(r.status, r.text).toBe(200);
    } else if (o.kind === 'book') {
      const apartmentId = o.where === 2 ? null : await t.aptId(APTS[o.where]);
      const r = await t.call('POST', '/api/bookkeeping/entries', t.boss, {
        tallyType: o.income ? 1 : 0,
        subId: o.income ? items.income : items.expense,
        amount: o.amount,
        paymentDate: addDays(TODAY, -o.daysBack),
        paymentWay: 1,
        remark: '',
        apartmentId,
      });
      expect(r.status, r.text).toBe(200);
      moved(o.where === 2 ? null : o.where, o.income ? o.amount : -o.amount);
    } else if (o.kind === 'verify') {
      // Write off a few orders not yet written off (the ledger's summary view: one row per order).
      const open = (await get(`/api/finance/ledger?view=0&verifyStatus=0&size=100&${FLOW}`)).records as {
        orderNumber: string;
        type: number;
        amount: number;
        inOut: number;
      }[];
      if (!open.length) return;
      const keyOf = (x: { orderNumber: string; type: number }) => `${x.type} ${x.orderNumber}`;
      const keys = new Set(Array.from({ length: o.count }, (_, k) => keyOf(open[(o.pick + k) % open.length]!)));
      const rows = open.filter((x) => keys.has(keyOf(x))); // both directions of an order are written off together
      const items = [...keys].map((k) => rows.find((x) => keyOf(x) === k)!);
      const r = await t.call('POST', '/api/finance/ledger/verify', t.boss, {
        items: items.map((x) => ({ orderNumber: x.orderNumber, type: x.type })),
      });
      expect(r.status, r.text).toBe(200);
      for (const x of rows) verified[x.inOut === 1 ? 'in' : 'out'] += x.amount;
    } else {
      const leases = await live();
      if (!leases.length) return;
      const l = leases[o.pick % leases.length]!;
      const preview = (await get(`/api/checkout/preview?leaseId=${l.id}`)).costVos as SettlementLine[];
      const refunds = settlementTotals(preview, 0).refunds;
      const deduction = Math.min(o.deduction, refunds);
      const lines =
        deduction > 0
          ? [...preview, { name: '清洁费', cost: deduction, refundStatus: 1 as const, billsDetailId: null }]
          : preview;
      const badDebt = settlementTotals(lines, 0).maxBadDebt;
      const totals = settlementTotals(lines, badDebt);
      const out = await t.call('POST', '/api/checkout', t.boss, {
        leaseId: l.id,
        withSettlement: true,
        usableDate: TODAY,
        isSend: false,
        returnCause: '到期',
        costVos: lines,
        badDebtCost: badDebt,
        returnCost: totals.returnCost,
        pathway: totals.returnCost > 0 ? o.way : null,
        remark: '',
      });
      expect(out.status, out.text).toBe(200);
      if (totals.returnCost > 0) {
        const app = (await get('/api/finance/refunds?size=100')).records.find((a: any) => a.leaseId === l.id);
        expect(app.amount).toBe(totals.returnCost);
        expect((await t.call('POST', `/api/finance/refunds/${app.id}/approve`, t.boss)).status).toBe(200);
        const paid = await t.call('POST', `/api/finance/refunds/${app.id}/pay`, t.boss, {
          paymentWay: o.way,
          payDate: TODAY,
        });
        expect(paid.status, paid.text).toBe(200);
        moved(l.apt, -totals.returnCost);
      }
    }
  }

  /** The bills of the leases signed here that count (valid), summed as stored. */
  async function storedBills() {
    const rows = (await Promise.all(signed.map((l) => t.billsOf(l.id)))).flat();
    const valid = rows.filter((b) => b.valid_status === BILL_VALID.valid);
    const sum = (f: (b: SqlRow) => number) => valid.reduce((s, b) => s + f(b), 0);
    return {
      receivable: sum((b) => Number(b.account_receivable)),
      received: sum((b) => (b.pay_status === BILL_PAY.paid ? Number(b.amount_received) : 0)),
      pending: sum((b) => (b.pay_status === BILL_PAY.unpaid ? Number(b.account_receivable) : 0)),
    };
  }

  it('dashboard, ledger and the test’s own count agree after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const o of ops) await run(o);
        // The flow moved by the money the test moved: the organisation's, and 东湖's for the staff member.
        expect(await flowNet()).toBe(base.all + net.all);
        expect(await flowNet(t.staff)).toBe(base.east + net.east);
        // The same range on the ledger screen's totals.
        const flow = await get(`/api/finance/dashboard/flow?${FLOW}`);
        const ledger = await get(`/api/finance/ledger/totals?${FLOW}`);
        expect({ inTotal: ledger.inTotal, outTotal: ledger.outTotal }).toEqual({
          inTotal: flow.inTotal,
          outTotal: flow.outTotal,
        });
        expect(ledger.inOutTotal).toBe(flow.inTotal - flow.outTotal);
        // Written off: what was before and the orders the test wrote off.
        expect({ in: ledger.inVerify, out: ledger.outVerify }).toEqual({
          in: base.verified.in + verified.in,
          out: base.verified.out + verified.out,
        });
        // Total bills: what was there before and the stored bills of the leases signed here.
        const bills = await get(`/api/finance/dashboard/bills?${BILLS}`);
        const mine = await storedBills();
        expect({ receivable: bills.receivable, received: bills.received, pending: bills.pending }).toEqual({
          receivable: base.bills.receivable + mine.receivable,
          received: base.bills.received + mine.received,
          pending: base.bills.pending + mine.pending,
        });
        // The reports (/ShuJuBaoBiao): the flow report's summary row, by house and by date, and the bill report's.
        for (const by of ['house', 'date'])
          expect((await get(`/api/finance/reports/flow?${FLOW}&by=${by}`)).summary, by).toMatchObject({
            inAccountTotal: flow.inTotal,
            outAccountTotal: flow.outTotal,
          });
        expect((await get(`/api/finance/reports/bills?${BILLS}`)).summary).toMatchObject({
          billsReceivableTotal: bills.receivable,
          billsAccountTotal: bills.received,
          billsPendingTotal: bills.pending,
        });
        const series = await get(`/api/finance/dashboard/bill-series?${BILLS}&mode=1`);
        expect(series.points.reduce((s: number, p: any) => s + p.pending, 0)).toBe(bills.pending);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
