import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { allPages, bookkeep, grantStaffFinance, leaseIn } from './factories/finance-ledger';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SEED_CLOCK } from '../support/databases';
import { DEMO_STAFF } from '../../api/admin/staff-seed';
import { apartmentOwnName, REPORT_MSG, REPORT_TEXT } from '../../sync/rules/finance/report-rules';
import { PAST_DAYS_MSG } from '../../sync/rules/finance/past-days';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';

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
    // Open, a month (grouped by room after a read by day) and 131 past days (read in room order: readInRoomOrder).
    const ranges: Record<string, string>[] = [
      {},
      { startTime: addDays(today, -30), endTime: today },
      { startTime: addDays(today, -200), endTime: addDays(today, -70) },
    ];
    for (const range of ranges) {
      const qs = new URLSearchParams(range).toString();
      const totals = await get(`/api/finance/ledger/totals?${qs}`, t.finance);
      expect(totals.inCount).toBeGreaterThan(0);
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

  it('交易状态: 未核销 and 已核销 split every row and the summary, which equals the ledger totals of the same state', async () => {
    // Write off three orders of the ledger, so both states hold money.
    const open = (await get('/api/finance/ledger?view=0&verifyStatus=0&size=3', t.boss)).records;
    const items = open.map((r: any) => ({ orderNumber: r.orderNumber, type: r.type }));
    expect((await h.call('POST', '/api/finance/ledger/verify', { token: t.boss, json: { items } })).status).toBe(200);
    const all = await get('/api/finance/ledger/totals', t.boss);
    expect(all.inVerify).toBeGreaterThan(0);
    const summaries: Record<string, number>[] = [];
    for (const verifyStatus of [VERIFY_STATUS.open, VERIFY_STATUS.done]) {
      const totals = await get(`/api/finance/ledger/totals?verifyStatus=${verifyStatus}`, t.boss);
      for (const by of ['house', 'date']) {
        const first = await get(`${FLOW}?by=${by}&verifyStatus=${verifyStatus}`, t.boss);
        expect(first.summary, `${by} ${verifyStatus}`).toMatchObject({
          inAccountTotal: totals.inTotal,
          outAccountTotal: totals.outTotal,
        });
        const { rows } = await allPages(h, t.boss, FLOW, { by, verifyStatus });
        expect(sumOf(rows, FLOW_KEYS)).toEqual(Object.fromEntries(FLOW_KEYS.map((k) => [k, first.summary[k]])));
      }
      summaries.push((await get(`${FLOW}?verifyStatus=${verifyStatus}`, t.boss)).summary);
    }
    // 已核销's 合计 is the ledger's written-off total; the two states add up to 全部.
    expect(summaries[1]!.inAccountTotal).toBe(all.inVerify);
    expect(summaries[1]!.outAccountTotal).toBe(all.outVerify);
    expect(summaries[0]!.inAccountTotal + summaries[1]!.inAccountTotal).toBe(all.inTotal);
    const bad = await h.call('GET', `${FLOW}?verifyStatus=2`, { token: t.boss });
    expect(bad.json).toMatchObject({ code: 400, msg: '核销状态不正确' });
  });

  it('收款日期: 本月 is the server’s Shanghai month up to today, 历史 the days before it; each equals the ledger totals', async () => {
    const first = `${today.slice(0, 8)}01`;
    const lastMonthEnd = addDays(first, -1);
    // 本月: the month's days whatever range is sent; the reply says which days.
    const month = await get(`${FLOW}?paymentDate=month&startTime=2026-01-01&endTime=2026-01-31`, t.boss);
    expect([month.startTime, month.endTime]).toEqual([first, today]);
    const monthTotals = await get(`/api/finance/ledger/totals?startTime=${first}&endTime=${today}`, t.boss);
    expect(month.summary).toMatchObject({ inAccountTotal: monthTotals.inTotal, outAccountTotal: monthTotals.outTotal });
    expect(month.summary.inAccountTotal).toBeGreaterThan(0);
    // 历史 with no range: every day before the month.
    const history = await get(`${FLOW}?paymentDate=history&by=date`, t.boss);
    expect([history.startTime, history.endTime]).toEqual(['', lastMonthEnd]);
    const before = await get(`/api/finance/ledger/totals?endTime=${lastMonthEnd}`, t.boss);
    expect(history.summary).toMatchObject({ inAccountTotal: before.inTotal, outAccountTotal: before.outTotal });
    expect(history.summary.inAccountTotal).toBeGreaterThan(0);
    for (const r of (await allPages(h, t.boss, FLOW, { by: 'date', paymentDate: 'history' })).rows)
      expect(r.key < first).toBe(true);
    const all = (await get(FLOW, t.boss)).summary;
    expect(month.summary.inAccountTotal + history.summary.inAccountTotal).toBe(all.inAccountTotal);
    // 历史 with a chosen range before the month; a day of this month is refused.
    const range = { startTime: addDays(first, -40), endTime: addDays(first, -10) };
    const chosen = await get(`${FLOW}?paymentDate=history&${new URLSearchParams(range)}`, t.boss);
    expect([chosen.startTime, chosen.endTime]).toEqual([range.startTime, range.endTime]);
    expect(chosen.summary.inAccountTotal).toBe(
      (await get(`/api/finance/ledger/totals?${new URLSearchParams(range)}`, t.boss)).inTotal,
    );
    for (const q of [`endTime=${first}`, `startTime=${today}&endTime=${today}`]) {
      const r = await h.call('GET', `${FLOW}?paymentDate=history&${q}`, { token: t.boss });
      expect(r.json, q).toMatchObject({ code: 400, msg: REPORT_MSG.history });
    }
    expect((await h.call('GET', `${FLOW}?paymentDate=week`, { token: t.boss })).json).toMatchObject({
      code: 400,
      msg: REPORT_MSG.scope,
    });
    // Without the field the range is as given (the dashboard's and the ledger's links).
    expect([(await get(FLOW, t.boss)).startTime, (await get(FLOW, t.boss)).endTime]).toEqual(['', '']);
  });

  it('refuses a flow report reaching after today; the bill report’s receivable days may lie ahead', async () => {
    const tomorrow = addDays(today, 1);
    const end = await h.call('GET', `${FLOW}?endTime=${tomorrow}`, { token: t.boss });
    expect([end.status, end.json.msg]).toEqual([400, PAST_DAYS_MSG.end]);
    const start = await h.call('GET', `${FLOW}?startTime=${tomorrow}`, { token: t.boss });
    expect([start.status, start.json.msg]).toEqual([400, PAST_DAYS_MSG.start]);
    expect((await h.call('GET', `${FLOW}?endTime=${today}`, { token: t.boss })).status).toBe(200);
    const ahead = await h.call('GET', `${BILLS}?startTime=${today}&endTime=${addDays(today, 30)}`, { token: t.boss });
    expect(ahead.status).toBe(200);
    expect(ahead.json.data.summary.billsPendingTotal).toBeGreaterThan(0);
  });

  it('names the money of no room naturally: 东湖公寓（公共） and 公司（公共）', async () => {
    const apartments = (await get('/api/houses/apartments', t.boss)) as { apartmentId: string; name: string }[];
    const east = apartments.find((a) => a.name === '东湖公寓')!;
    const cats = (await get('/api/bookkeeping/categories', t.boss)) as { items: { subId: string }[] }[];
    const subId = cats.find((c) => c.items.length)!.items[0]!.subId;
    const day = addDays(today, -1);
    for (const apartmentId of [east.apartmentId, null]) {
      const r = await h.call('POST', '/api/bookkeeping/entries', {
        token: t.boss,
        json: { tallyType: 1, subId, amount: 700, paymentDate: day, paymentWay: 1, remark: '', apartmentId },
      });
      expect(r.status, r.text).toBe(200);
    }
    const names = (await allPages(h, t.boss, FLOW, { by: 'house', startTime: day, endTime: day })).rows.map(
      (r) => r.name,
    );
    expect(names).toContain(apartmentOwnName('东湖公寓'));
    expect(apartmentOwnName('东湖公寓')).toBe('东湖公寓（公共）');
    expect(names).toContain(REPORT_TEXT.orgOwn);
    expect(REPORT_TEXT.orgOwn).toBe('公司（公共）');
  });
});
