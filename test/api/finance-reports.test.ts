import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { allPages, bookkeep, grantStaffFinance, leaseIn } from './factories/finance-ledger';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SEED_CLOCK } from '../support/databases';
import { DEMO_STAFF } from '../../api/admin/staff-seed';

const FLOW = '/api/finance/reports/flow';
const BILLS = '/api/finance/reports/bills';
const FLOW_KEYS = [
  'inAccountTotal',
  'outAccountTotal',
  'leaseIn',
  'leaseOut',
  'bookkeepingIn',
  'bookkeepingOut',
  'advanceIn',
  'advanceOut',
] as const;
const BILL_KEYS = [
  'billsReceivableTotal',
  'billsAccountTotal',
  'billsPendingTotal',
  'depositAccount',
  'depositPending',
  'leaseAccount',
  'leasePending',
  'hydropowerAccount',
  'hydropowerPending',
  'serviceAccount',
  'servicePending',
  'otherAccount',
  'otherPending',
] as const;

/** The column sums of `rows`. */
const sumOf = <K extends string>(rows: Record<K, number>[], keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)]));

/**
 * The flow and bill reports through HTTP: the summary row is the whole filtered range and equals the ledger totals
 * (flow) and the dashboard's bill totals (bills) of the same filter; the rows add up to it by house and by date;
 * staff of 东湖 see 东湖's; another organisation nothing; staff without the permission 403.
 */
describe('finance reports', () => {
  let h: Harness;
  let t: Tokens & { finance: string };
  const today = shanghaiToday(SEED_CLOCK);
  const get = async (path: string, token: string) => {
    const r = await h.call('GET', path, { token });
    if (r.status !== 200) throw new Error(r.text);
    return r.json.data;
  };

  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
    t = { ...(await loginAll(h)), finance: await h.login(DEMO_STAFF.finance.phone) };
    const leaseId = await leaseIn(h, '东湖公寓');
    await bookkeep(h, t.boss, leaseId, 1, 5_000, addDays(today, -3));
    await bookkeep(h, t.boss, leaseId, 0, 1_200, addDays(today, -3));
  }, 120_000);

  it('refuses staff without the permission (403); another organisation sees an empty report', async () => {
    for (const path of [FLOW, BILLS, '/api/finance/reports/areas'])
      expect((await h.call('GET', path, { token: t.staff })).status).toBe(403);
    const other = await get(FLOW, t.otherBoss);
    expect(other.total).toBe(0);
    expect(other.summary).toMatchObject({ name: '合计', inAccountTotal: 0, outAccountTotal: 0 });
  });

  it('flow report: by house and by date the rows add up to the summary, which equals the ledger totals', async () => {
    const ranges: Record<string, string>[] = [{}, { startTime: addDays(today, -30), endTime: today }];
    for (const range of ranges) {
      const qs = new URLSearchParams(range).toString();
      const totals = await get(`/api/finance/ledger/totals?${qs}`, t.finance);
      for (const by of ['house', 'date']) {
        const first = await get(`${FLOW}?by=${by}&${qs}`, t.finance);
        expect(first.summary.inAccountTotal).toBe(totals.inTotal);
        expect(first.summary.outAccountTotal).toBe(totals.outTotal);
        const s = first.summary;
        expect(s.leaseIn + s.bookkeepingIn + s.advanceIn).toBe(s.inAccountTotal);
        expect(s.leaseOut + s.bookkeepingOut + s.advanceOut).toBe(s.outAccountTotal);
        const { rows, total } = await allPages(h, t.finance, FLOW, { by, ...range });
        expect(rows).toHaveLength(total);
        expect(first.total).toBe(total);
        // A page past the end: no rows, the same number of them.
        const past = await get(`${FLOW}?by=${by}&current=${first.pages + 1}&${qs}`, t.finance);
        expect([past.records.length, past.total]).toEqual([0, total]);
        expect(sumOf(rows, FLOW_KEYS)).toEqual(Object.fromEntries(FLOW_KEYS.map((k) => [k, s[k]])));
        if (by === 'date') for (const r of rows) expect(r.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(rows.some((r) => /^东湖公寓 \S+$/.test(r.name))).toBe(true);
      }
    }
    const days = (await allPages(h, t.finance, FLOW, { by: 'date' })).rows.map((r) => r.key);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });

  it('bill report: the rooms add up to the summary, which equals the dashboard’s bill totals', async () => {
    const range = { startTime: addDays(today, -60), endTime: addDays(today, 30) };
    const first = await get(`${BILLS}?${new URLSearchParams(range)}`, t.boss);
    expect(first.summary.name).toBe('合计');
    expect(first.summary.billsAccountTotal).toBeGreaterThan(0);
    expect(first.summary.billsPendingTotal).toBeGreaterThan(0);
    const { rows, total } = await allPages(h, t.boss, BILLS, range);
    expect(rows).toHaveLength(total);
    expect(sumOf(rows, BILL_KEYS)).toEqual(Object.fromEntries(BILL_KEYS.map((k) => [k, first.summary[k]])));
    const s = first.summary;
    expect(s.depositAccount + s.leaseAccount + s.hydropowerAccount + s.serviceAccount + s.otherAccount).toBe(
      s.billsAccountTotal,
    );
    // The finance dashboard's total bills of the same range is the same figure (one function, billTotals).
    const dash = await h.call('GET', `/api/finance/dashboard/bills?${new URLSearchParams(range)}`, { token: t.boss });
    expect(dash.status).toBe(200);
    expect(dash.json.data.received).toBe(s.billsAccountTotal);
    expect(dash.json.data.pending).toBe(s.billsPendingTotal);
  });

  it('gives a staff member of 东湖 only 东湖’s rooms, and the areas of the apartments they see', async () => {
    await grantStaffFinance(h);
    const staff = await h.login(PHONES.staff);
    const flow = await allPages(h, staff, FLOW, { by: 'house' });
    expect(flow.total).toBeGreaterThan(0);
    for (const r of flow.rows) expect(r.name).toMatch(/^东湖公寓/);
    const bills = await allPages(h, staff, BILLS);
    for (const r of bills.rows) expect(r.name).toMatch(/^东湖公寓/);
    const eastTotals = await get('/api/finance/ledger/totals', staff);
    expect((await get(FLOW, staff)).summary.inAccountTotal).toBe(eastTotals.inTotal);
    const areas = await get('/api/finance/reports/areas', staff);
    expect(areas.length).toBeGreaterThan(0);
    const area = areas[0].areaId as string;
    const inArea = await get(`${FLOW}?areaId=${area}`, t.boss);
    expect(inArea.summary.inAccountTotal).toBe(
      (await get(`/api/finance/ledger/totals?areaId=${area}`, t.boss)).inTotal,
    );
  });

  it('refuses a reversed range and an unknown view in Chinese', async () => {
    const r = await h.call('GET', `${FLOW}?startTime=2026-11-20&endTime=2026-11-01`, { token: t.boss });
    expect(r.json).toMatchObject({ code: 400, msg: '开始日期不能晚于结束日期' });
    expect((await h.call('GET', `${FLOW}?by=room`, { token: t.boss })).json).toMatchObject({
      code: 400,
      msg: '报表类型不正确',
    });
  });
});
