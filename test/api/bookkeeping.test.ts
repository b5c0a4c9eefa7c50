import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { upload } from './harness';
import { asc, eq } from 'drizzle-orm';
import { ledgerEntries } from '../../api/ledger/schema';
import { bookkeepingEntries } from '../../api/bookkeeping/schema';
import { financeItemId, patchLease, setLedgerItemUsable, sqlNamed, withdrawPermission } from './factories/leases';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let t: Awaited<ReturnType<typeof leasesHarness>>;
let leaseId: string;
beforeEach(async () => {
  t = await leasesHarness();
  // Started before it was registered (taking over an occupied room): money since the start may be recorded.
  leaseId = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-11-01', endDate: '2027-10-31' });
}, 60_000);

const TODAY = '2026-11-22';
const categories = (token: string) => t.call('GET', '/api/bookkeeping/categories', token);
const list = (token: string, id = leaseId) =>
  t.call('GET', `/api/bookkeeping?leaseId=${encodeURIComponent(id)}`, token);
const add = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/bookkeeping', token, body);
/** The id of the org's ledger-book item called `name`. */
const item = (name: string) => financeItemId(t.h.db, t.orgId, 2, name);
/** The ledger entries of bookkeeping, in the order they were written, by their SQL column names. */
const bookkeepingLedger = async () =>
  (
    await t.h.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceType, 'bookkeeping'))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
  ).map((e) => sqlNamed(ledgerEntries, e));
/** The stored bookkeeping entries, by their SQL column names. */
const entries = async () =>
  (await t.h.db.select().from(bookkeepingEntries).orderBy(asc(bookkeepingEntries.id))).map((e) =>
    sqlNamed(bookkeepingEntries, e),
  );
const withdraw = (roleName: string, g: number, c: number) => withdrawPermission(t.h.db, t.orgId, roleName, g, c);

async function good(over: Record<string, unknown> = {}) {
  await categories(t.boss); // makes the default items
  return {
    leaseId,
    tallyType: 1,
    subId: await item('中介佣金'),
    amount: 12050,
    paymentDate: '2026-11-20',
    paymentWay: 3,
    remark: '佣金',
    ...over,
  };
}

describe('bookkeeping categories', () => {
  it('lists the usable ledger-book items grouped by type 14–21', async () => {
    const r = await categories(t.boss);
    expect(r.status).toBe(200);
    const groups = r.json.data as { superId: number; superName: string; items: { subId: string; name: string }[] }[];
    expect(groups.map((g) => g.superId)).toEqual([14, 15, 16, 17, 18, 19, 20, 21]);
    expect(groups[0]).toMatchObject({ superId: 14, superName: '经营收支' });
    expect(groups[0].items.map((i) => i.name)).toEqual(['房租收入', '中介佣金']);
    // A disabled item is not offered, and a type left empty disappears.
    await setLedgerItemUsable(t.h.db, t.orgId, '其他支出', false);
    const after = (await categories(t.boss)).json.data as { superId: number }[];
    expect(after.map((g) => g.superId)).not.toContain(21);
    // Another org has its own items.
    const other = (await categories(t.otherBoss)).json.data as { items: { subId: string }[] }[];
    expect(other[0].items.map((i) => i.subId)).not.toContain(groups[0].items[0].subId);
  });
});

describe('add a bookkeeping entry', () => {
  it('income: the entry and an incoming ledger row in one go, 添加成功', async () => {
    const pic = await upload(t.h, t.boss, 'proof.png');
    const r = await add(t.boss, await good({ picture: pic }));
    expect([r.status, r.json.msg]).toEqual([200, '添加成功']);
    expect(r.json.data.cost).toBe(12050);
    const rows = (await list(t.boss)).json.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      leaseId,
      name: '中介佣金',
      cost: 12050,
      tallyType: 1,
      superId: 14,
      superName: '经营收支',
      subId: await item('中介佣金'),
      paymentDate: '2026-11-20',
      paymentWay: 3,
      paymentWayName: '微信转账',
      remark: '佣金',
      picture: pic,
      operatorName: expect.any(String),
    });
    expect(rows[0].operatorName.length).toBeGreaterThan(0);
    const ledger = await bookkeepingLedger();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      in_out: 1,
      amount: 12050,
      bill_type: 14,
      item_name: '中介佣金',
      payment_way: 3,
      lease_id: leaseId,
      source_id: rows[0].id,
      trader: '刘晓东',
      bill_date: '2026-11-20',
      picture: pic,
      kind: 'cash',
    });
    expect(ledger[0].receipt_number).toMatch(/^SJ/);
  });

  it('expense: stored negated, an outgoing ledger row of the amount', async () => {
    const r = await add(
      t.boss,
      await good({ tallyType: 0, subId: await item('家电维修'), amount: 8800, paymentDate: TODAY, paymentWay: 1 }),
    );
    expect(r.status).toBe(200);
    expect(r.json.data.cost).toBe(-8800);
    expect((await entries()).map(({ cost, super_id, name }) => ({ cost, super_id, name }))).toEqual([
      { cost: -8800, super_id: 16, name: '家电维修' },
    ]);
    expect(await bookkeepingLedger()).toMatchObject([
      { in_out: 0, amount: 8800, bill_type: 16, item_name: '家电维修', payment_way: 1, paid_at: t.h.deps.now() },
    ]);
  });

  it('lists newest first', async () => {
    await add(t.boss, await good({ paymentDate: '2026-11-01', confirmOldDate: true }));
    await add(t.boss, await good({ paymentDate: '2026-11-21', tallyType: 0, amount: 100 }));
    await add(t.boss, await good({ paymentDate: '2026-11-10', confirmOldDate: true }));
    expect(
      (await list(t.boss)).json.data.map((r: { paymentDate: string; cost: number }) => [r.paymentDate, r.cost]),
    ).toEqual([
      ['2026-11-21', -100],
      ['2026-11-10', 12050],
      ['2026-11-01', 12050],
    ]);
    expect((await list(t.boss, await t.signLease(t.boss, await t.freeRoom('东湖公寓')))).json.data).toEqual([]);
  });

  it('every rule answers its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tallyType: null }, '请选择收支类型'],
      [{ tallyType: 3 }, '请选择收支类型'],
      [{ subId: null }, '请选择记账项目'],
      [{ amount: null }, '请输入金额'],
      [{ amount: 0 }, '金额必须大于0'],
      [{ amount: -100 }, '金额必须大于0'],
      [{ amount: 10.5 }, '金额必须大于0'],
      [{ paymentDate: null }, '请选择日期'],
      [{ paymentDate: '2026-13-01' }, '请选择日期'],
      [{ paymentDate: '2026-11-23' }, '记账日期不能晚于今天'],
      [{ paymentWay: null }, '请选择收款方式'],
      [{ paymentWay: 0 }, '请选择收款方式'],
      [{ tallyType: 0, paymentWay: null }, '请选择付款方式'],
      [{ remark: '字'.repeat(201) }, '备注不能超过200个字'],
      [{ subId: 'NOPE' }, '记账项目不存在或已停用'],
      [{ picture: '/api/upload/files/NOPE.png' }, '收款凭证图片不存在或已失效，请重新上传'],
    ];
    for (const [over, msg] of cases) {
      const r = await add(t.boss, await good(over));
      expect([r.status, r.json.msg], JSON.stringify(over)).toEqual([400, msg]);
    }
    // A bill item (kind 1) is not a ledger-book item; nor is a disabled one.
    const billItem = await financeItemId(t.h.db, t.orgId, 1, '房租');
    expect((await add(t.boss, await good({ subId: billItem }))).json.msg).toBe('记账项目不存在或已停用');
    await setLedgerItemUsable(t.h.db, t.orgId, '中介佣金', false);
    expect((await add(t.boss, await good())).json.msg).toBe('记账项目不存在或已停用');
    // Another org's upload is not a receipt of ours.
    const foreign = await upload(t.h, t.otherBoss);
    await setLedgerItemUsable(t.h.db, t.orgId, '中介佣金', true);
    expect((await add(t.boss, await good({ picture: foreign }))).status).toBe(400);
    expect(await entries()).toHaveLength(0);
    expect(await bookkeepingLedger()).toHaveLength(0);
  });

  it('dates: not before the lease started or was signed; more than 10 days back only with confirmOldDate (issue 12)', async () => {
    const msg = async (over: Record<string, unknown>) => {
      const r = await add(t.boss, await good(over));
      return [r.status, r.json.msg];
    };
    expect(await msg({ paymentDate: '2026-10-31', confirmOldDate: true })).toEqual([
      400,
      '记账日期不能早于租约开始日期',
    ]);
    expect(await msg({ paymentDate: '2026-11-11' })).toEqual([400, '记账日期早于10天前，请确认日期无误后再提交']);
    expect(await bookkeepingLedger()).toHaveLength(0);
    expect(await msg({ paymentDate: '2026-11-12' })).toEqual([200, '添加成功']);
    expect(await msg({ paymentDate: '2026-11-11', confirmOldDate: true })).toEqual([200, '添加成功']);
    // A lease signed today that starts later: nothing before today.
    const later = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-12-01',
      endDate: '2027-11-30',
    });
    expect(await msg({ leaseId: later, paymentDate: '2026-11-21' })).toEqual([400, '记账日期不能早于租约签订日期']);
    expect(await msg({ leaseId: later, paymentDate: TODAY })).toEqual([200, '添加成功']);
  });

  it('is refused after check-out, but the list still reads', async () => {
    await add(t.boss, await good());
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.checkedOut });
    const r = await add(t.boss, await good());
    expect([r.status, r.json.msg]).toEqual([409, '租约已退房，不能再操作账单']);
    expect((await list(t.boss)).json.data).toHaveLength(1);
    expect(await bookkeepingLedger()).toHaveLength(1);
  });

  it('isolation: another org, staff outside the project and an unknown lease get 404', async () => {
    const west = await t.signLease(t.boss, await t.freeRoom('西城公寓'));
    for (const [token, id] of [
      [t.otherBoss, leaseId],
      [t.staff, west],
      [t.boss, 'NOPE'],
    ] as const) {
      expect((await add(token, await good({ leaseId: id }))).status, `${id}`).toBe(404);
      const l = await list(token, id);
      expect([l.status, l.json.msg]).toEqual([404, '租约不存在或无权查看']);
    }
    // Staff may book on a lease of 东湖公寓.
    expect((await add(t.staff, await good())).status).toBe(200);
    expect((await entries()).map(({ lease_id }) => ({ lease_id }))).toEqual([{ lease_id: leaseId }]);
  });

  it('a role without the lease permission [2,9] gets 403', async () => {
    await withdraw('店长', 2, 9);
    expect((await list(t.manager)).status).toBe(403);
    // The categories also serve /tallyConfig: they answer the bookkeeping permission [5,41] too.
    expect((await categories(t.manager)).status).toBe(200);
    await withdraw('店长', 5, 41);
    expect((await categories(t.manager)).status).toBe(403);
    expect((await add(t.manager, await good())).status).toBe(403);
    expect((await add(t.boss, await good())).status).toBe(200);
  });
});
