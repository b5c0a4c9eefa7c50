import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { grantPerms } from './factories/auth';
import { financeItemId } from './factories/leases';
import { collectLeaseBills } from './factories/leases';
import { goodOrder } from './deposits-helpers';
import { PERMS } from '../../sync/product/permissions';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';
import { PAST_DAYS_MSG } from '../../sync/rules/finance/past-days';

/**
 * Receipt write-off (/shoujuHexiao, /api/finance/receipts, permission receiptWriteOff [5,29]): receipts of incoming
 * ledger money beside the received money of their records, and 核销 through the ledger's write-off. HTTP only.
 */
let t: Awaited<ReturnType<typeof leasesHarness>>;
/** The receipts of the demo seed (its paid deposit orders …), left out of what the tests compare. */
let seeded: Set<string>;
beforeEach(async () => {
  t = await leasesHarness();
  seeded = new Set(
    (await t.call('GET', '/api/finance/receipts?size=100', t.boss)).json.data.records.map((r: any) => r.receiptNumber),
  );
}, 60_000);

const TODAY = '2026-11-22';
const list = (token: string, q = '') => t.call('GET', `/api/finance/receipts${q ? `?${q}` : ''}`, token);
/** The receipts made by the test, newest first (a page of 100, the seed's left out). */
const rows = async (token: string, q = '') =>
  ((await list(token, q ? `${q}&size=100` : 'size=100')).json.data.records as any[]).filter(
    (r) => !seeded.has(r.receiptNumber),
  );
const verify = (token: string, receiptNumbers: string[]) =>
  t.call('POST', '/api/finance/receipts/verify', token, { receiptNumbers });
const ok = (r: { status: number; text: string }) => expect(r.status, r.text).toBe(200);

/** A lease of `apt` whose first-stage bills are collected through the API (one receipt). */
async function collected(apt: string, n = 0) {
  const room = await t.freeRoom(apt, n);
  const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-01', endDate: '2027-10-31' });
  const stage1 = (await t.billsOf(leaseId)).filter((b) => b.stage === 1);
  ok(
    await t.call('POST', '/api/bills/collect', t.boss, {
      leaseId,
      bills: stage1.map((b) => ({ pkId: b.id })),
      paymentType: 3,
      receiptDate: TODAY,
    }),
  );
  const receipt = (await t.billsOf(leaseId)).find((b) => b.stage === 1)!.receipt_number as string;
  return { leaseId, room, receipt, total: stage1.reduce((s, b) => s + b.account_receivable, 0) };
}

describe('the receipts', () => {
  it('a collection, a paid deposit order and an income entry: amount = received; items, tenant and room named', async () => {
    const c = await collected('东湖公寓');
    const room = await t.freeRoom('东湖公寓', 1);
    ok(
      await t.call('POST', '/api/deposits', t.boss, {
        ...goodOrder(room.id),
        payStatus: ORDER_PAY.paid,
        payTime: TODAY,
        payWay: 1,
      }),
    );
    await t.call('GET', '/api/bookkeeping/categories', t.boss);
    const income = await t.call('POST', '/api/bookkeeping/entries', t.boss, {
      tallyType: 1,
      subId: await financeItemId(t.h.db, t.orgId, 2, '中介佣金'),
      amount: 8800,
      paymentDate: TODAY,
      paymentWay: 3,
    });
    ok(income);
    const all = await rows(t.boss);
    expect(all).toHaveLength(3);
    const bill = all.find((r) => r.receiptNumber === c.receipt);
    expect(bill).toMatchObject({
      date: TODAY,
      amount: c.total,
      received: c.total,
      mismatch: 0,
      verifyStatus: VERIFY_STATUS.open,
      type: 1,
      leaseId: c.leaseId,
    });
    expect(bill.receiptNumber).toMatch(/^SJ/);
    expect(bill.items).toContain('房租');
    expect(bill.house).toMatch(/^东湖公寓 /);
    expect(bill.tenant).toBeTruthy();
    const order = all.find((r) => r.type === 2);
    expect(order).toMatchObject({ amount: 50000, received: 50000, mismatch: 0, tenant: '测试预订人' });
    const entry = all.find((r) => r.type === 3);
    expect(entry).toMatchObject({
      receiptNumber: income.json.data.receiptNumber,
      amount: 8800,
      received: 8800,
      mismatch: 0,
      house: '',
      items: '中介佣金',
    });
  });

  it('money with no record under its receipt (scan-to-pay for bills collected by hand meanwhile) is a mismatch', async () => {
    const room = await t.freeRoom('西城公寓');
    const leaseId = await t.signLease(t.boss, room);
    const pair = (await t.billsOf(leaseId)).slice(0, 2).map((b) => b.id);
    const { orderNo, codeUrl } = (
      await t.call('POST', '/api/payments/bills-qr', t.boss, { leaseId, pkIds: pair, payType: 1 })
    ).json.data;
    await collectLeaseBills(t.h.db, leaseId, { billIds: [pair[0]!], paymentType: 1 });
    const path = new URL(codeUrl).pathname;
    await t.h.call('POST', `${path}/pay`);
    ok(await t.call('POST', '/api/payments/refresh', t.boss, { houseId: room.id, orderNo }));
    const orphan = (await t.ledgerOf(leaseId)).find((e) => e.payment_way === 0)!;
    const r = (await rows(t.boss)).find((x) => x.receiptNumber === orphan.receipt_number);
    expect(r).toMatchObject({ amount: orphan.amount, received: 0, mismatch: 1 });
  });

  it('filters by number, tenant, apartment, days and write-off; 10 a page, newest first', async () => {
    const a = await collected('东湖公寓', 0);
    t.h.advance(60_000);
    const b = await collected('西城公寓', 0);
    expect((await rows(t.boss)).map((r) => r.receiptNumber)).toEqual([b.receipt, a.receipt]);
    expect((await rows(t.boss, `receiptNumber=${a.receipt.slice(-4)}`)).map((r) => r.receiptNumber)).toContain(
      a.receipt,
    );
    expect((await rows(t.boss, `apartmentId=${a.room.apartmentId}`)).map((r) => r.receiptNumber)).toEqual([a.receipt]);
    expect(await rows(t.boss, `startTime=${TODAY}&endTime=${TODAY}`)).toHaveLength(2);
    // A day after today is refused (no money has moved then; the picker offers none).
    expect((await list(t.boss, 'startTime=2026-11-23')).json.msg).toBe(PAST_DAYS_MSG.start);
    ok(await verify(t.boss, [a.receipt]));
    expect((await rows(t.boss, 'verifyStatus=1')).map((r) => r.receiptNumber)).toEqual([a.receipt]);
    expect((await rows(t.boss, 'verifyStatus=0')).map((r) => r.receiptNumber)).toEqual([b.receipt]);
    const open = (await list(t.boss, 'verifyStatus=0&size=100')).json.data;
    expect(open.total).toBe(open.records.length);
    const all = (await list(t.boss)).json.data;
    expect(all).toMatchObject({ size: 10, pages: Math.ceil(all.total / 10) });
    expect(all.total).toBe(seeded.size + 2);
    const p2 = (await list(t.boss, 'size=1&current=2')).json.data;
    expect(p2).toMatchObject({ total: seeded.size + 2, pages: seeded.size + 2 });
    expect(p2.records.map((r: any) => r.receiptNumber)).toEqual([a.receipt]);
    expect((await list(t.boss, 'startTime=2026-11-23&endTime=2026-11-22')).json.msg).toBe('开始日期不能晚于结束日期');
  });
});

describe('核销', () => {
  it("writes off every entry of the receipt through the ledger's write-off; twice or unknown is 核销失败, all or nothing", async () => {
    const a = await collected('东湖公寓', 0);
    const b = await collected('东湖公寓', 1);
    const r = await verify(t.boss, [a.receipt]);
    expect([r.status, r.json.msg]).toEqual([200, '核销成功']);
    expect(r.json.data.orders).toBe(1);
    const entries = (await t.ledgerOf(a.leaseId)).filter((e) => e.receipt_number === a.receipt);
    expect(r.json.data.entries).toBe(entries.length);
    expect(entries.every((e) => e.verify_status === VERIFY_STATUS.done && e.verifier_id && e.verified_at)).toBe(true);
    expect((await rows(t.boss)).find((x) => x.receiptNumber === a.receipt).verifyStatus).toBe(VERIFY_STATUS.done);
    // The ledger shows it written off too (its summary row of that order).
    const again = await verify(t.boss, [b.receipt, a.receipt]);
    expect(again.status).toBe(409);
    expect(again.json.msg).toMatch(/^核销失败：/);
    // All or nothing: b was not written off either.
    expect((await t.ledgerOf(b.leaseId)).every((e) => e.verify_status === VERIFY_STATUS.open)).toBe(true);
    const unknown = await verify(t.boss, ['SJ00000000000']);
    expect(unknown.json.msg).toMatch(/^核销失败：/);
    expect((await verify(t.boss, [])).json.msg).toBe('请选择要核销的收据');
  });
});

describe('who may', () => {
  it('another organisation sees none and cannot write off; staff need the permission and see their projects only', async () => {
    const a = await collected('东湖公寓', 0);
    const b = await collected('西城公寓', 0);
    expect((await list(t.otherBoss)).json.data.total).toBe(0);
    expect((await verify(t.otherBoss, [a.receipt])).json.msg).toMatch(/^核销失败：/);
    expect((await list(t.staff)).status).toBe(403);
    expect((await verify(t.staff, [a.receipt])).status).toBe(403);
    await grantPerms(t.h.db, '管家', PERMS.receiptWriteOff);
    const staff = await t.h.login(PHONES.staff);
    expect((await rows(staff)).map((r) => r.receiptNumber)).toEqual([a.receipt]);
    expect((await verify(staff, [b.receipt])).json.msg).toMatch(/^核销失败：/);
    ok(await verify(staff, [a.receipt]));
    expect((await rows(t.manager)).map((r) => r.receiptNumber).sort()).toEqual([a.receipt, b.receipt].sort());
  });
});
