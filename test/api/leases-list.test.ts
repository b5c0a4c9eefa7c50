import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { collectLeaseBills, patchLease, userByPhone, voidLeaseBills, withdrawPermission } from './factories/leases';
import { daysBetween } from '../../sync/rules/common/shanghai-time';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';

let t: LeasesHarness;
// A fresh harness per test: building it may take a while on a busy machine (the first one clones the demo).
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const DAY = 86_400_000;
/** Moves the clock; sessions last 12 hours, so the boss signs in again. */
async function advance(ms: number) {
  t.h.advance(ms);
  t.boss = await t.h.login(PHONES.boss);
}
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call('GET', `/api/leases?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token);
/** A number that is no LEASE_STATUS value (the API must refuse it). */
const NOT_A_LEASE_STATUS = 3;
const codes = (r: { json: any }) => r.json.data.records.map((x: any) => x.leaseId);
const confirm = (token: string, id: string) => t.call('POST', `/api/leases/${id}/confirm`, token);
const withdraw = (roleName: string, g: number, c: number) => withdrawPermission(t.h.db, t.orgId, roleName, g, c);

describe('GET /api/leases: rows', () => {
  it('answers a row per lease with the §2.1 columns, the status text, the signer and the actions', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const id = await t.signLease(t.boss, r);
    const res = await list(t.boss);
    expect(res.status, res.text).toBe(200);
    expect(res.json.code).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ total: 1, pages: 1, current: 1, size: 10, tabCounts: { 0: 1, 1: 1, 2: 0, 3: 0 } });
    const row = data.records[0];
    const boss = (await userByPhone(t.h.db, PHONES.boss)).name;
    const floor = await t.floorOf(r.floorId);
    expect(row).toMatchObject({
      leaseId: id,
      houseId: r.id,
      houseName: `东湖公寓 ${floor}层 ${r.houseNumber}`,
      apartmentName: '东湖公寓',
      tenant: '刘晓东',
      phone: '13912345678',
      startDate: '2026-11-22',
      endDate: '2027-11-21',
      rentCost: r.rentCost,
      contractType: 0,
      contractTypeText: '纸质合同',
      status: LEASE_STATUS.toConfirm,
      settled: false,
      statusText: '待确认',
      creatorName: boss,
      deleted: false,
      overdueDays: 0,
      actions: { checkOut: false, settle: false, remove: true, confirm: true },
    });
    expect(row.leaseCode).toBe((await t.leaseRow(id))!.lease_code);
    // The next rent date: the earliest unpaid valid rent bill (collected 5 days ahead of the period).
    const rent = (await t.billsOf(id))
      .filter((b) => b.bills_type === 1)
      .map((b) => b.receivable_date)
      .sort();
    expect(row.nextDate).toBe(rent[0]);
  });

  it("shows '-' as the next rent date when no rent bill is unpaid, and the overdue days of the earliest overdue bill", async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    const unpaid = (await t.billsOf(id)).filter(
      (b) => b.pay_status === BILL_PAY.unpaid && b.valid_status === BILL_VALID.valid,
    );
    const earliest = unpaid.map((b) => b.receivable_date).sort()[0];
    expect(earliest < '2026-11-22').toBe(true);
    let row = (await list(t.boss)).json.data.records[0];
    expect(row.overdueDays).toBe(daysBetween(earliest, '2026-11-22'));
    // A day later, one more day.
    await advance(DAY);
    row = (await list(t.boss)).json.data.records[0];
    expect(row.overdueDays).toBe(daysBetween(earliest, '2026-11-23'));
    // Every rent bill collected or voided: no next rent date, and once nothing is overdue no day count.
    await collectLeaseBills(t.h.db, id, { pick: (b) => b.billsType === 1 });
    await voidLeaseBills(t.h.db, id);
    row = (await list(t.boss)).json.data.records[0];
    expect(row).toMatchObject({ nextDate: '-', overdueDays: 0 });
  });

  it('lists newest first, 10 a page, with the pages count', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await t.signLease(t.boss, await t.freeRoom(i % 2 ? '西城公寓' : '东湖公寓', 0), { tenant: `租客${i}` }));
      t.h.advance(60_000);
    }
    const p1 = await list(t.boss);
    expect(p1.json.data).toMatchObject({ total: 12, pages: 2, current: 1 });
    expect(codes(p1)).toEqual(ids.slice().reverse().slice(0, 10));
    const p2 = await list(t.boss, { current: 2 });
    expect(p2.json.data).toMatchObject({ total: 12, pages: 2, current: 2 });
    expect(codes(p2)).toEqual([ids[1], ids[0]]);
    expect((await list(t.boss, { current: 0 })).status).toBe(400);
  });

  it('pages the same with or without a place filter, leases signed at the same moment by id', async () => {
    // No clock move: every lease has the same creation time, so the order within it is the lease id, newest first.
    for (let i = 0; i < 12; i++)
      await t.signLease(t.boss, await t.freeRoom(i % 2 ? '西城公寓' : '东湖公寓', 0), { tenant: `同时${i}` });
    const pages = async (query: Record<string, string>) => [
      ...codes(await list(t.boss, { ...query, current: 1 })),
      ...codes(await list(t.boss, { ...query, current: 2 })),
    ];
    const plain = await pages({});
    expect(plain).toHaveLength(12);
    expect(plain).toEqual(plain.slice().sort().reverse());
    expect(await pages({ houseName: '公寓' })).toEqual(plain); // the filter that needs the apartment joined
    expect(await pages({ tab: '1' })).toEqual(plain); // all to be confirmed
  });
});

describe('GET /api/leases: filters', () => {
  it('filters by house name, tenant, phone, room number, signer, status, room (houseId) and lease', async () => {
    const e = await t.freeRoom('东湖公寓', 0);
    const w = await t.freeRoom('西城公寓', 0);
    const a = await t.signLease(t.boss, e, { tenant: '王小明', phone: '13711112222' });
    const b = await t.signLease(t.manager, w, { tenant: '李四', phone: '13833334444' });
    expect(codes(await list(t.boss, { houseName: '西城' }))).toEqual([b]);
    expect(codes(await list(t.boss, { tenant: '小明' }))).toEqual([a]);
    expect(codes(await list(t.boss, { phone: '3333' }))).toEqual([b]);
    expect(codes(await list(t.boss, { houseNumber: e.houseNumber, houseName: '东湖' }))).toEqual([a]);
    const manager = (await userByPhone(t.h.db, PHONES.manager)).name;
    expect(codes(await list(t.boss, { creatorName: manager }))).toEqual([b]);
    expect(codes(await list(t.boss, { houseId: w.id }))).toEqual([b]);
    expect(codes(await list(t.boss, { leaseId: a }))).toEqual([a]);
    // A LIKE wildcard is taken literally.
    expect(codes(await list(t.boss, { tenant: '%' }))).toEqual([]);
    // Status 1 in lease, 2 checked out.
    expect((await confirm(t.boss, a)).status).toBe(200);
    expect(codes(await list(t.boss, { status: LEASE_STATUS.signed }))).toEqual([a]);
    await patchLease(t.h.db, b, { status: LEASE_STATUS.checkedOut });
    expect(codes(await list(t.boss, { status: LEASE_STATUS.checkedOut }))).toEqual([b]);
    expect((await list(t.boss, { status: LEASE_STATUS.toConfirm })).status).toBe(400);
    expect((await list(t.boss, { status: NOT_A_LEASE_STATUS })).json.msg).toBe('租约状态不正确');
    // Empty values are no filter.
    expect(codes(await list(t.boss, { status: '', tenant: '', deleted: '' })).sort()).toEqual([a, b].sort());
  });

  it('shows deleted leases only in the deleted-records view, with no actions', async () => {
    const a = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    const b = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 1));
    expect((await t.call('POST', '/api/leases/delete', t.boss, { leaseIds: [a] })).status).toBe(200);
    expect(codes(await list(t.boss))).toEqual([b]);
    expect(codes(await list(t.boss, { deleted: 0 }))).toEqual([b]);
    const del = await list(t.boss, { deleted: 1 });
    expect(codes(del)).toEqual([a]);
    expect(del.json.data.records[0]).toMatchObject({
      deleted: true,
      actions: { checkOut: false, settle: false, remove: false, confirm: false },
    });
    expect((await list(t.boss, { deleted: 2 })).status).toBe(400);
  });
});

describe('GET /api/leases: tabs (in SQL, on the Shanghai date)', () => {
  it('puts leases in the tabs: to be confirmed, about to expire (0–30 days left), expired (end passed)', async () => {
    const today = '2026-11-22';
    const sign = async (n: number, endDate: string) =>
      t.signLease(t.boss, await t.freeRoom('东湖公寓', n), { startDate: '2025-12-22', endDate });
    const pending = await sign(0, '2027-06-30');
    const signedFar = await sign(0, '2027-06-30');
    const end30 = await sign(0, '2026-12-22'); // 30 days left: about to expire
    const end31 = await sign(0, '2026-12-23'); // 31 days left: not yet
    const endToday = await sign(0, today); // 0 days left: about to expire
    const endYesterday = await sign(0, '2026-11-21'); // expired
    for (const id of [signedFar, end30, end31, endToday, endYesterday])
      expect((await confirm(t.boss, id)).status).toBe(200);

    const tab = async (n: number) => codes(await list(t.boss, { tab: n })).sort();
    expect(await tab(0)).toEqual([pending, signedFar, end30, end31, endToday, endYesterday].sort());
    expect(await tab(1)).toEqual([pending]);
    expect(await tab(2)).toEqual([end30, endToday].sort());
    expect(await tab(3)).toEqual([endYesterday]);
    const res = await list(t.boss, { tab: 2 });
    expect(res.json.data).toMatchObject({ total: 2, tabCounts: { 0: 6, 1: 1, 2: 2, 3: 1 } });

    // At 16:00 UTC on 11-22 it is 00:00 on 11-23 in Shanghai: the lease ending 'today' has expired, 31 days became 30.
    await advance(14 * 3_600_000);
    expect(await tab(2)).toEqual([end30, end31].sort());
    expect(await tab(3)).toEqual([endToday, endYesterday].sort());
    // A checked-out lease is in no tab but 'all'.
    await patchLease(t.h.db, endYesterday, { status: LEASE_STATUS.checkedOut });
    expect(await tab(3)).toEqual([endToday]);
    expect((await list(t.boss, { tab: 4 })).status).toBe(400);
  });

  it('combines a tab with the filters, and the tab counts follow the filters', async () => {
    const a = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0), { tenant: '张三' });
    await t.signLease(t.boss, await t.freeRoom('西城公寓', 0), { tenant: '李四' });
    const res = await list(t.boss, { tab: 1, houseName: '东湖' });
    expect(codes(res)).toEqual([a]);
    expect(res.json.data.tabCounts).toEqual({ 0: 1, 1: 1, 2: 0, 3: 0 });
  });
});

describe('GET /api/leases: who sees what', () => {
  it("keeps each org's leases to itself and staff to 东湖公寓 (their project)", async () => {
    const e = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    const w = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    expect(codes(await list(t.boss)).sort()).toEqual([e, w].sort());
    expect(codes(await list(t.staff))).toEqual([e]);
    expect((await list(t.staff, { leaseId: w })).json.data.total).toBe(0);
    const other = await list(t.otherBoss);
    expect(other.status).toBe(200);
    expect(other.json.data.total).toBe(0);
    expect((await list(t.otherBoss, { leaseId: e })).json.data.records).toEqual([]);
  });

  it('refuses a role without [2,9] (403) and an anonymous caller (401)', async () => {
    await withdraw('店长', 2, 9);
    const res = await list(t.manager);
    expect(res.status).toBe(403);
    expect((await t.h.call('GET', '/api/leases')).status).toBe(401);
    expect((await list(t.boss)).status).toBe(200);
  });
});

describe('POST /api/leases/:leaseId/confirm', () => {
  it('makes a paper lease take effect and its room 收租中 on the board; a second confirm is refused', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const id = await t.signLease(t.staff, r);
    const board = async (flag: string) =>
      (
        await t.call('GET', `/api/board/houses?apartmentId=${r.apartmentId}&${flag}=1`, t.staff)
      ).json.data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses.map((x: any) => x.houseId)));
    expect(await board('isPending')).toContain(r.id);
    expect(await board('isReceipt')).not.toContain(r.id);
    t.h.advance(5_000);
    const res = await confirm(t.staff, id);
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe(LEASE_OPS_MSG.done);
    expect((await t.leaseRow(id))!).toMatchObject({ status: LEASE_STATUS.signed, effective_at: t.h.deps.now() });
    expect(await board('isReceipt')).toContain(r.id);
    expect(await board('isPending')).not.toContain(r.id);
    const row = (await list(t.staff)).json.data.records[0];
    expect(row).toMatchObject({
      status: LEASE_STATUS.signed,
      statusText: '签约成功',
      actions: { checkOut: true, settle: false, remove: false, confirm: false },
    });

    const again = await confirm(t.staff, id);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(LEASE_OPS_MSG.confirmNotAllowed);
  });

  it('answers 404 to another org, to staff outside the project, for a deleted lease; 403 without [2,9]', async () => {
    const w = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    for (const token of [t.otherBoss, t.staff]) {
      const res = await confirm(token, w);
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe(LEASE_OPS_MSG.leaseNotFound);
    }
    expect((await t.leaseRow(w))!.status).toBe(LEASE_STATUS.toConfirm);
    await withdraw('店长', 2, 9);
    expect((await confirm(t.manager, w)).status).toBe(403);
    await t.call('DELETE', '/api/leases', t.boss, { leaseIds: [w] });
    expect((await confirm(t.boss, w)).status).toBe(404);
  });
});
