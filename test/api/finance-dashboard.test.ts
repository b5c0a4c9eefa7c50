/**
 * The finance dashboard (/api/finance/dashboard, part 4 §2 "Finance dashboard", issue 21.1): total bills of a past
 * range, expected income of a future range, the flow and bill statistics by day and month, the rooms and the
 * contracts expiring and expired. Each figure equals a sum made here from what the test did and the list it opens
 * (the board's statistics, the lease list's tabs); a staff member of 东湖 sees only 东湖's money and rooms; another
 * organisation sees none of it; without 财务概览 every route answers 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { grantPerms } from './factories/auth';
import { PERMS } from '../../sync/product/permissions';
import { DATE_RANGE_REVERSED } from '../../sync/contract/list-filters';
import { addDays } from '../../sync/rules/common/shanghai-time';
import type { SqlRow } from './factories/leases';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { PAST_DAYS_MSG } from '../../sync/rules/finance/past-days';

let t: LeasesHarness;
const TODAY = '2026-11-22';
const ROUTES = ['bills', 'expected', 'flow', 'bill-series', 'houses', 'contracts'];
const get = async (path: string, token = t.boss) => {
  const r = await t.call('GET', path, token);
  expect(r.status, r.text).toBe(200);
  return r.json.data;
};
const dash = (route: string, q = '', token = t.boss) =>
  get(`/api/finance/dashboard/${route}${q ? `?${q}` : ''}`, token);

/** The leases: east (to expire in 39 days), east2 (expired on 11-01), west (西城, which the staff member cannot see). */
const L: Record<'east' | 'east2' | 'west', { id: string; bills: SqlRow[] }> = {} as never;
let collected: { east: number; west: number };
/** Cash in this year before the test collected anything (the demo's paid deposit orders). */
let before: { boss: number };

async function signConfirmed(apt: string, n: number, startDate: string, endDate: string) {
  const id = await t.signLease(t.boss, await t.freeRoom(apt, n), { startDate, endDate });
  expect((await t.call('POST', `/api/leases/${id}/confirm`, t.boss, {})).status).toBe(200);
  return id;
}
/** Collects the first stage's bills of a lease today; returns the money received. */
async function collectStage1(leaseId: string) {
  const bills = (await t.billsOf(leaseId)).filter((b) => b.stage === 1);
  const r = await t.call('POST', '/api/bills/collect', t.boss, {
    bills: bills.map((b) => ({ pkId: b.id })),
    paymentType: 1,
    receiptDate: TODAY,
  });
  expect(r.status, r.text).toBe(200);
  return bills.reduce((s, b) => s + Number(b.account_receivable), 0);
}

/** The bills of the leases (as stored now) that count in a range: valid, receivable date within it. */
async function billsIn(keys: (keyof typeof L)[], from: string, to: string) {
  const rows = (await Promise.all(keys.map((k) => t.billsOf(L[k].id)))).flat();
  const inRange = rows.filter(
    (b) => b.valid_status === BILL_VALID.valid && b.receivable_date >= from && b.receivable_date <= to,
  );
  const sum = (xs: SqlRow[], f: (b: SqlRow) => number) => xs.reduce((s, b) => s + f(b), 0);
  return {
    receivable: sum(inRange, (b) => Number(b.account_receivable)),
    received: sum(inRange, (b) => (b.pay_status === BILL_PAY.paid ? Number(b.amount_received) : 0)),
    pending: sum(inRange, (b) => (b.pay_status === BILL_PAY.unpaid ? Number(b.account_receivable) : 0)),
    count: inRange.length,
  };
}

beforeAll(async () => {
  t = await leasesHarness();
  L.east = { id: await signConfirmed('东湖公寓', 0, '2026-09-01', '2026-12-31'), bills: [] };
  L.east2 = { id: await signConfirmed('东湖公寓', 0, '2026-01-01', '2026-11-01'), bills: [] };
  L.west = { id: await signConfirmed('西城公寓', 0, '2026-10-01', '2027-09-30'), bills: [] };
  const inOf = async (token: string) =>
    (await dash('flow', 'startTime=2026-01-01&endTime=2026-11-22', token)).inTotal as number;
  before = { boss: await inOf(t.boss) };
  collected = { east: await collectStage1(L.east.id), west: await collectStage1(L.west.id) };
}, 120_000);

describe('who may read it', () => {
  it('a staff member without 财务概览 is refused every figure (403); with it, answered', async () => {
    for (const r of ROUTES) expect((await t.call('GET', `/api/finance/dashboard/${r}`, t.staff)).status, r).toBe(403);
    await grantPerms(t.h.db, '管家', PERMS.financeOverview);
    for (const r of ROUTES) expect((await t.call('GET', `/api/finance/dashboard/${r}`, t.staff)).status, r).toBe(200);
  });

  it('another organisation sees none of this money, and its own rooms', async () => {
    expect(await dash('bills', '', t.otherBoss)).toMatchObject({ receivable: 0, received: 0, pending: 0, count: 0 });
    expect(await dash('expected', '', t.otherBoss)).toMatchObject({ expected: 0 });
    expect(await dash('flow', '', t.otherBoss)).toMatchObject({ inTotal: 0, outTotal: 0 });
    const stats = await get('/api/board/stats', t.otherBoss);
    expect(await dash('houses', '', t.otherBoss)).toEqual({
      totalNum: stats.houseTotal,
      rentNum: stats.rentedHouse,
      vacantNum: stats.vacantHouse,
    });
    expect(await dash('contracts', '', t.otherBoss)).toEqual({ within: 60, expiringNum: 0, expiredNum: 0 });
  });
});

describe('total bills and expected income', () => {
  it('total bills: the last 30 days by default, the valid bills due in them (owed, received, pending)', async () => {
    const d = await dash('bills');
    expect(d).toMatchObject({ startTime: addDays(TODAY, -29), endTime: TODAY });
    expect(d).toMatchObject(await billsIn(['east', 'east2', 'west'], d.startTime, d.endTime));
    const g = d.groups;
    expect(Object.values(g).reduce((s: number, x: any) => s + x.receivable, 0)).toBe(d.receivable);
  });

  it('a range chosen: the bills due in it; one apartment: its bills only', async () => {
    const q = 'startTime=2026-08-01&endTime=2026-11-22';
    const all = await dash('bills', q);
    expect(all).toMatchObject(await billsIn(['east', 'east2', 'west'], '2026-08-01', TODAY));
    expect(all.received).toBe(collected.east + collected.west);
    expect(await dash('bills', `${q}&apartmentId=${t.west}`)).toMatchObject(
      await billsIn(['west'], '2026-08-01', TODAY),
    );
  });

  it('expected income: pending bills due from today, the next 15 days by default; a past start is cut at today', async () => {
    const d = await dash('expected');
    expect(d).toMatchObject({ startTime: TODAY, endTime: addDays(TODAY, 14) });
    expect(d.expected).toBe((await billsIn(['east', 'east2', 'west'], TODAY, addDays(TODAY, 14))).pending);
    const far = await dash('expected', 'startTime=2026-10-01&endTime=2027-03-31');
    expect(far.startTime).toBe(TODAY);
    expect(far.expected).toBe((await billsIn(['east', 'east2', 'west'], TODAY, '2027-03-31')).pending);
    expect(far.expected).toBeGreaterThan(0);
    expect((await dash('expected', 'startTime=2026-01-01&endTime=2026-02-01')).expected).toBe(0);
  });
});

describe('flow and bill statistics', () => {
  it('流水统计 by day: one point a day of the range, in = what was collected, the points add up to the totals', async () => {
    const d = await dash('flow');
    expect(d.points).toHaveLength(30);
    expect(d.points[0].key).toBe(addDays(TODAY, -29));
    expect(d.points.find((p: any) => p.key === TODAY).inTotal).toBe(collected.east + collected.west);
    expect(d.points.reduce((s: number, p: any) => s + p.inTotal, 0)).toBe(d.inTotal);
  });

  it('by month: one point a month; the same totals', async () => {
    const d = await dash('flow', 'mode=1&startTime=2026-01-01&endTime=2026-11-22');
    expect(d.points).toHaveLength(11);
    expect(d.points[10].key).toBe('2026-11');
    expect(d.inTotal).toBe(before.boss + collected.east + collected.west);
    expect(d.points.reduce((s: number, p: any) => s + p.inTotal - p.outTotal, 0)).toBe(d.inTotal - d.outTotal);
    // Each month is its own sum (ledgerSeries reads month by month); the last one stops at the range's end.
    const november = await get('/api/finance/ledger/totals?startTime=2026-11-01&endTime=2026-11-22');
    expect(d.points[10]).toMatchObject({ inTotal: november.inTotal, outTotal: november.outTotal });
  });

  it('账单统计: the points add up to the range totals, which are the total bills of the same range', async () => {
    const q = 'startTime=2026-08-01&endTime=2026-12-31&mode=1';
    const s = await dash('bill-series', q);
    expect(s.points.map((p: any) => p.key)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
    for (const k of ['receivable', 'received', 'pending'] as const)
      expect(
        s.points.reduce((n: number, p: any) => n + p[k], 0),
        k,
      ).toBe(s[k]);
    const b = await dash('bills', q);
    expect({ receivable: s.receivable, received: s.received, pending: s.pending }).toEqual({
      receivable: b.receivable,
      received: b.received,
      pending: b.pending,
    });
  });
});

describe('each money figure equals the list it opens (the same filter on the ledger and the reports)', () => {
  it('total bills = the bill report’s summary row; the flow = the ledger totals and the flow report’s summary', async () => {
    // Ranges up to today: the flow and the ledger refuse days ahead (the bills alone may look ahead, below).
    for (const q of ['', `startTime=2026-08-01&endTime=${TODAY}`, `apartmentId=${t.east}`]) {
      const b = await dash('bills', q);
      const range = `startTime=${b.startTime}&endTime=${b.endTime}${q.includes('apartmentId') ? `&${q}` : ''}`;
      expect((await get(`/api/finance/reports/bills?${range}`)).summary, q).toMatchObject({
        billsReceivableTotal: b.receivable,
        billsAccountTotal: b.received,
        billsPendingTotal: b.pending,
      });
      const f = await dash('flow', q);
      const totals = await get(`/api/finance/ledger/totals?${range}`);
      expect({ in: totals.inTotal, out: totals.outTotal }, q).toEqual({ in: f.inTotal, out: f.outTotal });
      expect((await get(`/api/finance/reports/flow?${range}`)).summary, q).toMatchObject({
        inAccountTotal: f.inTotal,
        outAccountTotal: f.outTotal,
      });
    }
    // Expected income: the pending of the bill report over the same future days.
    const e = await dash('expected');
    expect(
      (await get(`/api/finance/reports/bills?startTime=${e.startTime}&endTime=${e.endTime}`)).summary,
    ).toMatchObject({ billsPendingTotal: e.expected });
  });
});

describe('rooms and contracts: each figure is the count of the list it opens', () => {
  it('rooms: the board statistics (total, rented, vacant), for the organisation and one apartment', async () => {
    for (const q of ['', `apartmentId=${t.east}`]) {
      const stats = await get(`/api/board/stats${q ? `?${q}` : ''}`);
      expect(await dash('houses', q)).toEqual({
        totalNum: stats.houseTotal,
        rentNum: stats.rentedHouse,
        vacantNum: stats.vacantHouse,
      });
    }
  });

  it('expiring within 30/60/90 days and expired: the lease list with the same filter has exactly that many', async () => {
    const list = async (q: string) => (await get(`/api/leases?${q}`)).total as number;
    const d60 = await dash('contracts');
    expect(d60.within).toBe(60);
    expect(d60.expiringNum).toBe(await list('tab=2&within=60'));
    expect(d60.expiredNum).toBe(await list('tab=3'));
    const d30 = await dash('contracts', 'within=30');
    expect(d30.expiringNum).toBe(await list('tab=2&within=30'));
    // The east lease ends in 39 days: within 60, not 30; the other expired on 11-01.
    expect(d60.expiringNum - d30.expiringNum).toBe(1);
    expect(d60.expiredNum).toBeGreaterThanOrEqual(1);
    const ids = (await get('/api/leases?tab=3&size=100')).records.map((r: any) => r.leaseId);
    expect(ids).toContain(L.east2.id);
    const d90 = await dash('contracts', `within=90&apartmentId=${t.east}`);
    expect(d90.expiringNum).toBe(await list(`tab=2&within=90&apartmentId=${t.east}`));
  });
});

describe('a staff member of 东湖 (财务概览 granted) sees only 东湖', () => {
  it('money of 东湖 only, rooms and contracts as their board and lease list', async () => {
    const q = 'startTime=2026-08-01&endTime=2026-11-22';
    expect(await dash('bills', q, t.staff)).toMatchObject(await billsIn(['east', 'east2'], '2026-08-01', TODAY));
    const flow = await dash('flow', q, t.staff);
    expect(flow.points.find((p: any) => p.key === TODAY).inTotal).toBe(collected.east);
    expect((await dash('bills', `${q}&apartmentId=${t.west}`, t.staff)).receivable).toBe(0);
    const stats = await get('/api/board/stats', t.staff);
    expect((await dash('houses', '', t.staff)).totalNum).toBe(stats.houseTotal);
    const c = await dash('contracts', '', t.staff);
    expect(c.expiringNum).toBe((await get('/api/leases?tab=2&within=60', t.staff)).total);
  });
});

describe('refusals', () => {
  it('a reversed range, a window other than 30/60/90, a report type other than 0/1: 400 with the reason', async () => {
    const bad = async (path: string) => {
      const r = await t.call('GET', `/api/finance/dashboard/${path}`, t.boss);
      expect(r.status, path).toBe(400);
      return r.json.msg as string;
    };
    expect(await bad('bills?startTime=2026-11-02&endTime=2026-11-01')).toBe(DATE_RANGE_REVERSED);
    expect(await bad('contracts?within=45')).toBe('到期天数不正确');
    expect(await bad('flow?mode=2')).toBe('报表类型不正确');
    expect(await bad('bills?startTime=2026-13-45')).toBe('开始日期不正确');
    expect(await bad('flow?endTime=2026-02-30')).toBe('结束日期不正确');
  });

  it('a flow reaching after today: 400 结束日期不能晚于今天; bills (receivable days) may look ahead', async () => {
    const tomorrow = addDays(TODAY, 1);
    const r = await t.call('GET', `/api/finance/dashboard/flow?startTime=2026-11-01&endTime=${tomorrow}`, t.boss);
    expect([r.status, r.json.msg]).toEqual([400, PAST_DAYS_MSG.end]);
    expect((await t.call('GET', `/api/finance/dashboard/flow?mode=1&startTime=${tomorrow}`, t.boss)).json.msg).toBe(
      PAST_DAYS_MSG.start,
    );
    expect((await dash('flow', `startTime=2026-11-01&endTime=${TODAY}`)).endTime).toBe(TODAY);
    for (const route of ['bills', 'bill-series', 'expected'])
      expect((await dash(route, `startTime=${TODAY}&endTime=${addDays(TODAY, 30)}`)).endTime, route).toBe(
        addDays(TODAY, 30),
      );
  });
});
