import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { allPages, bookkeep, grantStaffFinance, leaseIn, sumRows } from './factories/finance-ledger';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { DATE_RANGE_REVERSED } from '../../sync/contract/list-filters';
import { SEED_CLOCK } from '../support/databases';
import { DEMO_STAFF } from '../../api/admin/staff-seed';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';
import { PAST_DAYS_MSG } from '../../sync/rules/finance/past-days';

const LIST = '/api/finance/ledger';
const TOTALS = '/api/finance/ledger/totals';

/**
 * The transaction ledger (/liushuiList) through HTTP on the running-lease demo: its two views, its totals (equal to
 * the sum of its rows under every filter), the detail, the filters' refusals, and who may read what (another
 * organisation nothing, staff without the permission 403, a staff member of 东湖 only 东湖's money).
 */
describe('GET /api/finance/ledger', () => {
  let h: Harness;
  let t: Tokens & { finance: string };
  const today = shanghaiToday(SEED_CLOCK);

  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
    t = { ...(await loginAll(h)), finance: await h.login(DEMO_STAFF.finance.phone) };
    // Bookkeeping of both directions on a lease of each apartment (the demo has none).
    for (const apt of ['东湖公寓', '西城公寓']) {
      const leaseId = await leaseIn(h, apt);
      await bookkeep(h, t.boss, leaseId, 1, 8_800, addDays(today, -2));
      await bookkeep(h, t.boss, leaseId, 0, 3_300, addDays(today, -1));
    }
  }, 120_000);

  it('refuses staff without the permission (403) and a request without a session (401)', async () => {
    for (const path of [LIST, TOTALS, `${LIST}/01ANYTHING`]) {
      expect((await h.call('GET', path, { token: t.staff })).status).toBe(403);
      expect((await h.call('GET', path)).status).toBe(401);
    }
  });

  it('lists every cash entry newest first, 10 a page, with the §3 fields; the totals are the sum of the rows', async () => {
    const first = await h.call('GET', LIST, { token: t.boss });
    expect(first.status).toBe(200);
    const page = first.json.data;
    expect(page.size).toBe(10);
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThan(20);
    const times = page.records.map((r: any) => r.billTime);
    expect([...times].sort().reverse()).toEqual(times);
    const rent = page.records.find((r: any) => r.type === 1 && r.inOut === 1);
    expect(rent).toMatchObject({
      owner: expect.stringMatching(/公寓 \S+/),
      officeName: expect.stringMatching(/项目$/),
    });
    expect(rent.receiptNumber).toMatch(/^SJ/);
    expect(rent.orderNumber).toBe(rent.receiptNumber);
    expect(rent.tenant).not.toBe('');

    const { rows, total } = await allPages(h, t.boss, LIST);
    expect(rows).toHaveLength(total);
    const totals = (await h.call('GET', TOTALS, { token: t.boss })).json.data;
    expect(totals).toEqual(sumRows(rows));
    expect(totals.outTotal).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set([1, 2, 3]));
    // An apartment's own bookkeeping (no room) is named as the flow report names it.
    const own = rows.find((r) => r.type === 3 && !r.houseNumber && r.apartmentName)!;
    expect(own.owner).toBe(`${own.apartmentName}（公共）`);
    // The finance account (a manager of both projects) sees the same.
    expect((await h.call('GET', TOTALS, { token: t.finance })).json.data).toEqual(totals);
  });

  it('filters by direction, kind, item, way, days and order, the totals following', async () => {
    const all = (await allPages(h, t.boss, LIST)).rows;
    const somePayout = all.find((r) => r.inOut === 0)!;
    const filters: [Record<string, string | number>, (r: any) => boolean][] = [
      [{ inOut: 1 }, (r) => r.inOut === 1],
      [{ inOut: 0 }, (r) => r.inOut === 0],
      [{ type: 2 }, (r) => r.type === 2],
      [{ type: 3 }, (r) => r.type === 3],
      [{ billType: 1, itemName: '房租' }, (r) => r.billType === 1 && r.billsItem === '房租'],
      [{ paymentWay: somePayout.paymentType }, (r) => r.paymentType === somePayout.paymentType],
      [
        { startTime: addDays(today, -10), endTime: today },
        (r) => r.billTime >= addDays(today, -10) && r.billTime <= today,
      ],
      [{ orderNumber: somePayout.orderNumber }, (r) => r.orderNumber === somePayout.orderNumber],
      [{ verifyStatus: VERIFY_STATUS.open }, (r) => r.verifyStatus === VERIFY_STATUS.open],
    ];
    for (const [f, keep] of filters) {
      const want = all.filter(keep);
      expect(want.length, JSON.stringify(f)).toBeGreaterThan(0);
      const got = await allPages(h, t.boss, LIST, f);
      expect(got.rows.map((r) => r.id).sort(), JSON.stringify(f)).toEqual(want.map((r) => r.id).sort());
      const { orderNumber: _, ...sumFilter } = f;
      if (!('orderNumber' in f)) {
        const qs = new URLSearchParams(Object.entries(sumFilter).map(([k, v]) => [k, String(v)]));
        expect((await h.call('GET', `${TOTALS}?${qs}`, { token: t.boss })).json.data, JSON.stringify(f)).toEqual(
          sumRows(want),
        );
      }
    }
  });

  it('sums each order in the summary view: the orders add up to the same totals as the entries', async () => {
    const entries = (await allPages(h, t.boss, LIST)).rows;
    const orders = await allPages(h, t.boss, LIST, { view: 0 });
    expect(orders.total).toBeLessThan(entries.length);
    expect(orders.rows).toHaveLength(orders.total);
    // A page past the end: no rows, the same number of orders.
    const past = (await h.call('GET', `${LIST}?view=0&current=999`, { token: t.boss })).json.data;
    expect([past.records.length, past.total]).toEqual([0, orders.total]);
    const totals = (await h.call('GET', TOTALS, { token: t.boss })).json.data;
    const s = sumRows(orders.rows);
    expect(s.inOutTotal).toBe(totals.inOutTotal);
    expect(s.inOutCount).toBe(totals.inOutCount);
    // A collection of several bills is one order under its receipt number, its items joined.
    const multi = orders.rows.find((o) => o.count > 1 && o.inOut === 1)!;
    expect(multi.orderNumber).toMatch(/^SJ/);
    const its = entries.filter((e) => e.orderNumber === multi.orderNumber && e.inOut === 1);
    expect(its).toHaveLength(multi.count);
    expect(multi.amount).toBe(its.reduce((a, e) => a + e.amount, 0));
    expect(multi.billsItem.split('、').sort()).toEqual([...new Set(its.map((e) => e.billsItem))].sort());
  });

  it('opens an entry: the entry, its order, no write-off yet', async () => {
    const orders = (await allPages(h, t.boss, LIST, { view: 0 })).rows;
    const multi = orders.find((o) => o.count > 1)!;
    const r = await h.call('GET', `${LIST}/${multi.id}`, { token: t.boss });
    expect(r.status).toBe(200);
    expect(r.json.data.entry.id).toBe(multi.id);
    expect(r.json.data.order).toHaveLength(multi.count);
    expect(r.json.data.order.map((e: any) => e.orderNumber)).toEqual(Array(multi.count).fill(multi.orderNumber));
    expect(r.json.data.verifier).toBeNull();
    expect(r.json.data.history).toEqual([]);
    // Another organisation's boss: as if missing.
    const other = await h.call('GET', `${LIST}/${multi.id}`, { token: t.otherBoss });
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('流水不存在或无权查看');
    expect((await h.call('GET', LIST, { token: t.otherBoss })).json.data.total).toBe(0);
  });

  it('gives a staff member of 东湖 with the permission only 东湖’s money', async () => {
    await grantStaffFinance(h);
    const staff = await h.login(PHONES.staff);
    const mine = await allPages(h, staff, LIST);
    const all = (await allPages(h, t.boss, LIST)).rows;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBe(all.filter((r) => r.apartmentName === '东湖公寓').length);
    for (const r of mine.rows) expect(r.apartmentName).toBe('东湖公寓');
    expect((await h.call('GET', TOTALS, { token: staff })).json.data).toEqual(sumRows(mine.rows));
    const west = all.find((r) => r.apartmentName === '西城公寓')!;
    expect((await h.call('GET', `${LIST}/${west.id}`, { token: staff })).status).toBe(404);
  });

  it('refuses bad filters in Chinese', async () => {
    const bad = async (qs: string) => (await h.call('GET', `${LIST}?${qs}`, { token: t.boss })).json;
    expect(await bad('inOut=5')).toMatchObject({ code: 400, msg: '收支类型不正确' });
    expect(await bad('type=4')).toMatchObject({ code: 400, msg: '流水类型不正确' });
    expect(await bad('paymentWay=9')).toMatchObject({ code: 400, msg: '支付方式不正确' });
    expect(await bad('startTime=2026-02-30')).toMatchObject({ code: 400, msg: '开始日期不正确' });
    expect(await bad('startTime=2026-11-20&endTime=2026-11-01')).toMatchObject({ code: 400, msg: DATE_RANGE_REVERSED });
    expect(await bad('view=2')).toMatchObject({ code: 400, msg: '视图不正确' });
  });

  it('refuses a range after today on every route of money that moved, as the screens offer no such day', async () => {
    const tomorrow = addDays(today, 1);
    const routes = [
      LIST,
      TOTALS,
      '/api/finance/reports/flow',
      '/api/finance/dashboard/flow',
      '/api/finance/receipts',
      '/api/finance/refunds',
      '/api/bookkeeping/entries',
    ];
    for (const path of routes) {
      const end = await h.call('GET', `${path}?startTime=${addDays(today, -5)}&endTime=${tomorrow}`, { token: t.boss });
      expect([end.status, end.json.msg], path).toEqual([400, PAST_DAYS_MSG.end]);
      const start = await h.call('GET', `${path}?startTime=${tomorrow}`, { token: t.boss });
      expect([start.status, start.json.msg], path).toEqual([400, PAST_DAYS_MSG.start]);
      // Up to today is fine.
      const fine = await h.call('GET', `${path}?startTime=${addDays(today, -5)}&endTime=${today}`, { token: t.boss });
      expect(fine.status, path).toBe(200);
    }
  });
});
