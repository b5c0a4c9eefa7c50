/**
 * The rental statistics (/api/finance/rental, part 4 §2 "Rental dashboard and staff performance", issue 21.6): the
 * branches, one card a day (signings, their average rent and payment cycle, contracts ending, check-outs) and the
 * staff ranking for 昨天/本周/上周/本月/上月 (signings, renewals, room changes, check-outs, average term and rent),
 * 10 a page; a staff member sees their projects only; another organisation none of it; without 租赁统计 403.
 * The clock: Sunday 2026-11-22, so 本周 is 11-16 … 11-22 and 上周 11-09 … 11-15.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { grantPerms } from './factories/auth';
import { PERMS } from '../../sync/product/permissions';

let t: LeasesHarness;
const TODAY = '2026-11-22';
const P1 = '13911112222';
const get = async (path: string, token = t.boss) => {
  const r = await t.call('GET', path, token);
  expect(r.status, r.text).toBe(200);
  return r.json.data;
};
let east: string;
let west: string;
/** Rents of the leases signed today: by the staff member (3, all 东湖) and by the boss (2: 西城, and 东湖's ended one). */
const rents: { staff: number[]; boss: number[] } = { staff: [], boss: [] };

async function sign(token: string, room: Awaited<ReturnType<LeasesHarness['freeRoom']>>, over = {}) {
  const id = await t.signLease(token, room, over);
  expect((await t.call('POST', `/api/leases/${id}/confirm`, t.boss, {})).status).toBe(200);
  t.h.advance(60_000); // the next signing a minute later (renewals are told by the order of signings)
  return id;
}

beforeAll(async () => {
  t = await leasesHarness();
  const offices = (await get('/api/admin/offices?kind=2')) as { officeId: string; name: string }[];
  east = offices.find((o) => o.name === '东湖项目')!.officeId;
  west = offices.find((o) => o.name === '西城项目')!.officeId;
  const roomA = await t.freeRoom('东湖公寓', 0);
  const roomB = await t.freeRoom('东湖公寓', 1);
  // The staff member signs room A for P1 and checks it out today; P1 signs room A again (a renewal) and room B (a
  // room change).
  const s1 = await sign(t.staff, roomA, { phone: P1, payment: 3 });
  const out = await t.call('POST', '/api/checkout', t.staff, { leaseId: s1, withSettlement: false, usableDate: TODAY });
  expect(out.status, out.text).toBe(200);
  await sign(t.staff, roomA, { phone: P1, payment: 1 });
  await sign(t.staff, roomB, { phone: P1, payment: 6 });
  rents.staff.push(roomA.rentCost, roomA.rentCost, roomB.rentCost);
  // The boss: a lease in 西城, and one in 东湖 that ended on 11-20.
  const w = await t.freeRoom('西城公寓', 0);
  await sign(t.boss, w, { phone: '13933334444', payment: 3 });
  const ended = await t.freeRoom('东湖公寓', 0);
  await sign(t.boss, ended, { phone: '13955556666', payment: 3, startDate: '2026-01-01', endDate: '2026-11-20' });
  rents.boss.push(w.rentCost, ended.rentCost);
}, 120_000);

const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

describe('who may read it', () => {
  it('a staff member without 租赁统计 is refused (403); with it, sees the branches of their projects only', async () => {
    for (const p of ['branches', 'days', 'staff'])
      expect((await t.call('GET', `/api/finance/rental/${p}`, t.staff)).status, p).toBe(403);
    await grantPerms(t.h.db, '管家', PERMS.leaseStats);
    expect(await get('/api/finance/rental/branches', t.staff)).toEqual([{ officeId: east, name: '东湖项目' }]);
  });

  it('bosses choose every project; another organisation sees its own and none of these leases', async () => {
    const names = (await get('/api/finance/rental/branches')).map((b: any) => b.name);
    expect(names).toEqual(expect.arrayContaining(['东湖项目', '西城项目']));
    const other = await get('/api/finance/rental/branches', t.otherBoss);
    expect(other.map((b: any) => b.officeId)).not.toContain(east);
    const days = await get('/api/finance/rental/days', t.otherBoss);
    expect(days.every((d: any) => d.signNum === 0 && d.checkOutNum === 0)).toBe(true);
    const staff = await get('/api/finance/rental/staff?timeType=1', t.otherBoss);
    expect(staff.records.every((r: any) => r.registerNum === 0)).toBe(true);
  });
});

describe('租赁数据: one card a day', () => {
  it('7 days by default, today the last: signings, their average rent and cycle, check-outs, contracts ending', async () => {
    const days = await get('/api/finance/rental/days');
    expect(days.map((d: any) => d.dateTime)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      TODAY,
    ]);
    const today = days[6];
    expect(today).toMatchObject({ signNum: 5, checkOutNum: 1, avgMonthRent: avg([...rents.staff, ...rents.boss]) });
    expect(today.avgRentCycle).toBe(Math.round(((3 + 1 + 6 + 3 + 3) / 5) * 100) / 100);
    expect(days[4]).toMatchObject({ dateTime: '2026-11-20', contractExpireNum: 1, signNum: 0, avgMonthRent: 0 });
  });

  it('a branch: its rooms only; daysBefore chooses how many cards', async () => {
    const days = await get(`/api/finance/rental/days?officeId=${east}&daysBefore=3`);
    expect(days).toHaveLength(3);
    expect(days[2]).toMatchObject({ signNum: 4, checkOutNum: 1 });
    const w = await get(`/api/finance/rental/days?officeId=${west}&daysBefore=1`);
    expect(w).toEqual([expect.objectContaining({ dateTime: TODAY, signNum: 1, checkOutNum: 0 })]);
    // The staff member (东湖 only) sees the same as 东湖, whatever branch is asked.
    const mine = await get('/api/finance/rental/days?daysBefore=1', t.staff);
    expect(mine[0]).toMatchObject({ signNum: 4, checkOutNum: 1 });
    expect((await get(`/api/finance/rental/days?officeId=${west}&daysBefore=1`, t.staff))[0].signNum).toBe(0);
  });
});

describe('员工业绩: the staff ranking', () => {
  it('本周: signings, renewals, room changes, check-outs, average term and rent, renewal share; most signings first', async () => {
    const page = await get('/api/finance/rental/staff?timeType=1');
    expect(page).toMatchObject({ startTime: '2026-11-16', endTime: TODAY, current: 1, size: 10 });
    const [first, second] = page.records;
    expect(first).toMatchObject({
      name: '张管家',
      registerNum: 3,
      relet: 1,
      changRoomNum: 1,
      checkoutNum: 1,
      avgTenancy: 12,
      avgRent: avg(rents.staff),
      avgRelet: '33.33%',
    });
    expect(second).toMatchObject({ name: '王老板', registerNum: 2, relet: 0, changRoomNum: 0, checkoutNum: 0 });
  });

  it('昨天 and 上周 count nothing; 本月 and the branch 西城 count what was done there', async () => {
    for (const tt of [0, 2]) {
      const p = await get(`/api/finance/rental/staff?timeType=${tt}`);
      expect(
        p.records.every((r: any) => r.registerNum === 0 && r.checkoutNum === 0),
        String(tt),
      ).toBe(true);
    }
    expect((await get('/api/finance/rental/staff?timeType=2')).startTime).toBe('2026-11-09');
    const month = await get('/api/finance/rental/staff?timeType=3');
    expect(month).toMatchObject({ startTime: '2026-11-01', endTime: '2026-11-30' });
    expect(month.records[0]).toMatchObject({ name: '张管家', registerNum: 3 });
    const lastMonth = await get('/api/finance/rental/staff?timeType=4');
    expect(lastMonth).toMatchObject({ startTime: '2026-10-01', endTime: '2026-10-31' });
    const w = await get(`/api/finance/rental/staff?timeType=1&officeId=${west}`);
    expect(w.records[0]).toMatchObject({ name: '王老板', registerNum: 1 });
    expect(w.records.find((r: any) => r.name === '张管家')).toBeUndefined();
  });

  it('10 a page (size 1 here: one row a page, total the people)', async () => {
    const all = await get('/api/finance/rental/staff?timeType=1');
    const p2 = await get('/api/finance/rental/staff?timeType=1&size=1&current=2');
    expect(p2).toMatchObject({ total: all.total, size: 1, current: 2, pages: all.total });
    expect(p2.records).toEqual([all.records[1]]);
  });

  it('refuses a period other than the five, a day count outside 1–31 (400)', async () => {
    const r = await t.call('GET', '/api/finance/rental/staff?timeType=5', t.boss);
    expect([r.status, r.json.msg]).toEqual([400, '时间范围不正确']);
    const d = await t.call('GET', '/api/finance/rental/days?daysBefore=40', t.boss);
    expect([d.status, d.json.msg]).toEqual([400, '天数不正确']);
  });
});
