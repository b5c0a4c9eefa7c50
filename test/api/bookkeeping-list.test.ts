import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { leasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { grantPerms } from './factories/auth';
import { financeItemId } from './factories/leases';
import { ledgerEntries } from '../../api/ledger/schema';
import { PERMS } from '../../sync/product/permissions';

/**
 * /tallyConfig (/api/bookkeeping/entries, permission bookkeeping [5,41]): the organisation-wide list of bookkeeping
 * entries with the §2 filters, and adding one to a lease, an apartment or the organisation. Through HTTP only.
 */
let t: Awaited<ReturnType<typeof leasesHarness>>;
let leaseId: string;
let east: string;
let west: string;
beforeEach(async () => {
  t = await leasesHarness();
  leaseId = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-11-01', endDate: '2027-10-31' });
  east = await t.aptId('东湖公寓');
  west = await t.aptId('西城公寓');
  await t.call('GET', '/api/bookkeeping/categories', t.boss); // makes the default items
}, 60_000);

const item = (name: string) => financeItemId(t.h.db, t.orgId, 2, name);
const add = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/bookkeeping/entries', token, body);
const list = (token: string, q = '') => t.call('GET', `/api/bookkeeping/entries${q ? `?${q}` : ''}`, token);
const rows = async (token: string, q = '') => (await list(token, q)).json.data.records as any[];
async function entry(over: Record<string, unknown> = {}) {
  return {
    tallyType: 0,
    subId: await item('家电维修'),
    amount: 30000,
    paymentDate: '2026-11-20',
    paymentWay: 1,
    remark: '',
    ...over,
  };
}
const ok = (r: { status: number; text: string }) => expect(r.status, r.text).toBe(200);

describe('adding from /tallyConfig', () => {
  it('to the organisation, an apartment or a lease; an expense is negative; each writes its ledger row', async () => {
    const org = await add(t.boss, await entry({ remark: '公司办公' }));
    expect([org.status, org.json.msg]).toEqual([200, '添加成功']);
    expect(org.json.data.cost).toBe(-30000);
    ok(
      await add(t.boss, await entry({ apartmentId: east, tallyType: 1, subId: await item('中介佣金'), amount: 5000 })),
    );
    ok(await add(t.boss, await entry({ leaseId, paymentWay: 3 })));
    // The lease's own route still adds to the lease, and its entries are in the list too.
    ok(
      await t.call('POST', '/api/bookkeeping', t.boss, {
        ...(await entry({ leaseId, tallyType: 1, subId: await item('中介佣金'), amount: 100 })),
      }),
    );
    const all = await rows(t.boss);
    expect(all).toHaveLength(4);
    const byRemark = all.find((r) => r.remark === '公司办公');
    expect(byRemark).toMatchObject({ owner: '公司', leaseId: null, apartmentId: null, houseId: null, cost: -30000 });
    expect(all.find((r) => r.apartmentId === east && !r.leaseId)).toMatchObject({
      owner: '东湖公寓',
      cost: 5000,
      tallyType: 1,
      superName: '经营收支',
    });
    const ofLease = all.filter((r) => r.leaseId === leaseId);
    expect(ofLease).toHaveLength(2);
    expect(ofLease[0].owner).toMatch(/^东湖公寓 \d+层 /);
    expect(ofLease[0].tenant).toBeTruthy();
    // The ledger: the organisation's expense goes out with no apartment or room.
    const [row] = await t.h.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'bookkeeping'), eq(ledgerEntries.sourceId, org.json.data.id)));
    expect(row).toMatchObject({
      inOut: 0,
      amount: 30000,
      apartmentId: null,
      roomId: null,
      leaseId: null,
      kind: 'cash',
    });
  });

  it('the §5 rules: a type first, the date not in the future, old dates confirmed', async () => {
    expect((await add(t.boss, await entry({ tallyType: null }))).json.msg).toBe('请选择收支类型');
    expect((await add(t.boss, await entry({ paymentDate: '2026-11-23' }))).json.msg).toBe('记账日期不能晚于今天');
    expect((await add(t.boss, await entry({ paymentDate: '2026-10-01' }))).json.msg).toBe(
      '记账日期早于10天前，请确认日期无误后再提交',
    );
    ok(await add(t.boss, await entry({ paymentDate: '2026-10-01', confirmOldDate: true })));
    expect((await add(t.boss, await entry({ paymentWay: 0 }))).json.msg).toBe('请选择付款方式');
  });
});

describe('the list', () => {
  it('filters by 收入/支出, way, apartment, lease and payment days; 10 a page, newest payment date first', async () => {
    for (let i = 0; i < 9; i++)
      ok(await add(t.boss, await entry({ apartmentId: west, paymentDate: `2026-11-1${i}`, confirmOldDate: true })));
    ok(await add(t.boss, await entry({ leaseId, tallyType: 1, subId: await item('中介佣金'), paymentWay: 3 })));
    ok(await add(t.boss, await entry({ apartmentId: east, paymentDate: '2026-11-21', paymentWay: 2 })));
    const page1 = (await list(t.boss)).json.data;
    expect(page1).toMatchObject({ total: 11, size: 10, pages: 2 });
    expect(page1.records[0].paymentDate).toBe('2026-11-21');
    expect((await rows(t.boss, 'current=2')).map((r) => r.paymentDate)).toEqual(['2026-11-10']);
    expect((await rows(t.boss, 'tallyType=1')).map((r) => r.leaseId)).toEqual([leaseId]);
    expect(await rows(t.boss, 'tallyType=0')).toHaveLength(10);
    expect((await rows(t.boss, 'paymentWay=2')).map((r) => r.paymentDate)).toEqual(['2026-11-21']);
    expect(await rows(t.boss, `apartmentId=${east}`)).toHaveLength(2);
    expect(await rows(t.boss, `leaseId=${leaseId}`)).toHaveLength(1);
    expect(await rows(t.boss, 'startTime=2026-11-15&endTime=2026-11-18')).toHaveLength(4);
    const lease = await t.call('GET', `/api/bookkeeping/entries/lease?leaseId=${leaseId}`, t.boss);
    expect(lease.status).toBe(200);
    expect(lease.json.data.house).toMatch(/^东湖公寓 /);
    expect((await list(t.boss, 'tallyType=3')).status).toBe(400);
    expect((await list(t.boss, 'startTime=2026-11-20&endTime=2026-11-19')).json.msg).toBe('开始日期不能晚于结束日期');
  });
});

describe('who may', () => {
  it('another organisation sees none; staff need the permission and see only their apartments', async () => {
    ok(await add(t.boss, await entry({ remark: '公司' })));
    ok(await add(t.boss, await entry({ apartmentId: west, remark: '西城' })));
    ok(await add(t.boss, await entry({ apartmentId: east, remark: '东湖' })));
    ok(await add(t.boss, await entry({ leaseId, remark: '租约' })));
    expect((await list(t.otherBoss)).json.data.total).toBe(0);
    expect((await add(t.otherBoss, await entry({ apartmentId: east }))).status).toBe(404);
    expect((await list(t.otherBoss, `leaseId=${leaseId}`)).status).toBe(404);
    expect((await list(t.staff)).status).toBe(403);
    expect((await add(t.staff, await entry({ apartmentId: east }))).status).toBe(403);
    await grantPerms(t.h.db, '管家', PERMS.bookkeeping);
    const staff = await t.h.login(PHONES.staff);
    expect((await rows(staff)).map((r) => r.remark).sort()).toEqual(['东湖', '租约']);
    expect((await add(staff, await entry({ apartmentId: west }))).status).toBe(404);
    expect((await add(staff, await entry())).json.msg).toBe('请选择公寓');
    ok(await add(staff, await entry({ apartmentId: east })));
    // The categories answer the bookkeeping permission too.
    expect((await t.call('GET', '/api/bookkeeping/categories', staff)).status).toBe(200);
    expect((await rows(t.manager)).length).toBe(5);
  });
});
