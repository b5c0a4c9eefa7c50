import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { DRIVERS } from '../../api/payments/driver';
import { sandboxDriver } from '../../api/payments/sandbox';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';
import { fenToYuan } from '../../sync/rules/common/money';
import { collectLeaseBills, voidLeaseBills, withdrawPermission } from './factories/leases';
import {
  billIdsOf,
  billRow,
  patchBills,
  patchLeases,
  patchPayConfigs,
  paymentOrder,
  paymentOrderCount,
  setPaymentDriver,
} from './factories/money';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let t: Awaited<ReturnType<typeof leasesHarness>>;
let leaseId: string;
let houseId: string;
/** Two unpaid bills of the lease (the first two of the plan) and their sum. */
let pair: string[];
let sum: number;
beforeEach(async () => {
  t = await leasesHarness();
  const room = await t.freeRoom('西城公寓');
  houseId = room.id;
  leaseId = await t.signLease(t.boss, room);
  const bills = await t.billsOf(leaseId);
  pair = [bills[0]!.id, bills[1]!.id];
  sum = bills[0]!.account_receivable + bills[1]!.account_receivable;
}, 60_000);

const qr = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/payments/bills-qr', token, body);
const refresh = (token: string, orderNo: string, house = houseId) =>
  t.call('POST', '/api/payments/refresh', token, { houseId: house, orderNo });
const bill = (id: string) => billRow(t.h.db, id);
const fee = (amount: number, bp = 60) =>
  Number((2n * BigInt(amount) * BigInt(bp) + BigInt(10000 - bp)) / (2n * BigInt(10000 - bp)));
const withdraw = (roleName: string, g: number, c: number) => withdrawPermission(t.h.db, t.orgId, roleName, g, c);
/** Opens the sandbox page at codeUrl and presses 确认支付. */
async function payInSandbox(codeUrl: string) {
  const path = new URL(codeUrl).pathname;
  expect((await t.h.call('GET', path)).text).toContain('确认支付');
  expect((await t.h.call('POST', `${path}/pay`)).text).toContain('支付成功');
}

describe('pay config of a lease', () => {
  it("is its apartment's: 西城公寓 0.6 %, 东湖公寓 none; 404 outside the user's scope", async () => {
    const cfg = (token: string, id: string) => t.call('GET', `/api/payments/lease-config?leaseId=${id}`, token);
    expect((await cfg(t.boss, leaseId)).json.data).toMatchObject({ disRatioBp: 60, disRatioText: '0.60%', payType: 0 });
    const east = await t.signLease(t.boss, await t.freeRoom('东湖公寓'));
    expect((await cfg(t.staff, east)).json).toMatchObject({ code: 200, data: null });
    expect((await cfg(t.staff, leaseId)).status).toBe(404);
    expect((await cfg(t.otherBoss, leaseId)).status).toBe(404);
    await withdraw('店长', 2, 9);
    expect((await cfg(t.manager, leaseId)).status).toBe(403);
  });
});

describe('QR code for bills', () => {
  it('asks the sum of the selected bills plus the fee (0.6 %), as a bills payment order', async () => {
    const r = await qr(t.boss, { leaseId, pkIds: pair, payType: 1 });
    expect(r.status).toBe(200);
    expect(sum).toBeGreaterThan(0);
    expect(r.json.data).toMatchObject({
      amount: sum,
      fee: fee(sum),
      total: sum + fee(sum),
      payType: 1,
      houseId,
      disRatio: '0.0060',
    });
    expect(r.json.data.orderNo).toMatch(/^ZF20261122\d{4}$/);
    const po = await paymentOrder(t.h.db, r.json.data.orderNo);
    expect(po).toMatchObject({
      source_type: 'bills',
      source_id: pair.join(','),
      amount: sum,
      fee: fee(sum),
      room_id: houseId,
      applied_at: null,
    });
    const page = await t.h.call('GET', new URL(r.json.data.codeUrl).pathname);
    expect(page.text).toContain(`账单 西城公寓`);
    expect(page.text).toContain(`¥${fenToYuan(sum + fee(sum))}`);
    // The page needs no login: it names the house, not the tenant.
    expect(page.text).not.toContain('刘晓东');
    // Switching to Alipay makes a new code.
    const a = await qr(t.boss, { leaseId, pkIds: pair, payType: 2 });
    expect(a.json.data.orderNo).not.toBe(r.json.data.orderNo);
    expect(a.json.data.payType).toBe(2);
  });

  it('answers the batch messages of §5', async () => {
    const none = await qr(t.boss, { leaseId, pkIds: [], payType: 1 });
    expect([none.status, none.json.msg]).toEqual([400, '您还没有选择未收款的账单']);
    await collectLeaseBills(t.h.db, leaseId, { billIds: [pair[1]!] });
    const paid = await qr(t.boss, { leaseId, pkIds: pair, payType: 1 });
    expect([paid.status, paid.json.msg]).toEqual([409, '所选账单中包含已收款账单']);
    // A voided bill is refused the same way.
    const third = (await t.billsOf(leaseId))[2]!.id;
    await voidLeaseBills(t.h.db, leaseId, { billIds: [third] });
    expect((await qr(t.boss, { leaseId, pkIds: [pair[0]!, third], payType: 1 })).json.msg).toBe(
      '所选账单中包含已收款账单',
    );
    // A bill of another lease is not one of this lease.
    const other = await t.signLease(t.boss, await t.freeRoom('西城公寓'));
    const foreign = await qr(t.boss, { leaseId, pkIds: [pair[0], (await t.billsOf(other))[0].id], payType: 1 });
    expect([foreign.status, foreign.json.msg]).toEqual([400, BILL_MSG.billNotFound]);
    const channel = await qr(t.boss, { leaseId, pkIds: [pair[0]], payType: 3 });
    expect([channel.status, channel.json.msg]).toEqual([400, '请选择微信或支付宝']);
    await patchPayConfigs(t.h.db, t.orgId, { payType: 1 });
    const alipay = await qr(t.boss, { leaseId, pkIds: [pair[0]], payType: 2 });
    expect([alipay.status, alipay.json.msg]).toEqual([400, '当前支付方式不支持扫码支付']);
    expect(await paymentOrderCount(t.h.db)).toBe(0);
  });

  it('东湖公寓 has no payment config: 请先配置支付', async () => {
    const east = await t.signLease(t.boss, await t.freeRoom('东湖公寓'));
    const r = await qr(t.boss, { leaseId: east, pkIds: [(await t.billsOf(east))[0].id], payType: 1 });
    expect([r.status, r.json.msg]).toEqual([409, '请先配置支付']);
  });

  it('is refused after check-out', async () => {
    await patchLeases(t.h.db, [leaseId], { status: LEASE_STATUS.checkedOut });
    const r = await qr(t.boss, { leaseId, pkIds: pair, payType: 1 });
    expect([r.status, r.json.msg]).toEqual([409, '租约已退房，不能再操作账单']);
  });
});

describe('paying bills through the sandbox', () => {
  it('refresh collects both bills online with one receipt and one ledger row each; twice books once', async () => {
    const { orderNo, codeUrl } = (await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.data;
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({
      status: 'unpaid',
      applied: false,
      billIds: pair,
    });
    expect((await bill(pair[0])).pay_status).toBe(BILL_PAY.unpaid);
    await payInSandbox(codeUrl);
    const [first, second] = await Promise.all([refresh(t.boss, orderNo), refresh(t.boss, orderNo)]);
    expect([first.json.data.applied, second.json.data.applied].sort()).toEqual([false, true]);
    expect(first.json.data).toMatchObject({ orderNo, status: 'paid', advanceId: '', billIds: pair });
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({
      status: 'paid',
      applied: false,
      outcome: 'paid',
    });
    const a = await bill(pair[0]!);
    const b = await bill(pair[1]!);
    for (const x of [a, b])
      expect(x).toMatchObject({
        pay_status: BILL_PAY.paid,
        payment_type: 0,
        amount_received: x.account_receivable,
        receipt_date: t.h.deps.now(),
      });
    expect(a.receipt_number).toMatch(/^SJ/);
    expect(b.receipt_number).toBe(a.receipt_number);
    const ledger = await t.ledgerOf(leaseId);
    const byBill = (x: unknown[], y: unknown[]) => String(x[0]).localeCompare(String(y[0]));
    expect(ledger.map((r) => [r.source_id, r.in_out, r.amount, r.payment_way, r.receipt_number]).sort(byBill)).toEqual(
      [
        [pair[0], 1, a.account_receivable, 0, a.receipt_number],
        [pair[1], 1, b.account_receivable, 0, a.receipt_number],
      ].sort(byBill),
    );
    expect(ledger[0].remark).toBe(`扫码支付 ${orderNo}`);
    expect(await paymentOrder(t.h.db, orderNo)).toMatchObject({ outcome: 'paid', applied_at: t.h.deps.now() });
    // The bills are paid now: no new code for them.
    expect((await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.msg).toBe('所选账单中包含已收款账单');
  });

  it('paying a rent bill makes a lease to be confirmed take effect', async () => {
    const rent = (await t.billsOf(leaseId)).find((b) => b.bills_type === 1)!;
    expect((await t.leaseRow(leaseId))!.status).toBe(LEASE_STATUS.toConfirm);
    const { orderNo, codeUrl } = (await qr(t.boss, { leaseId, pkIds: [rent.id], payType: 2 })).json.data;
    await payInSandbox(codeUrl);
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({ applied: true, outcome: 'paid' });
    expect((await t.leaseRow(leaseId))!.status).toBe(LEASE_STATUS.signed);
  });

  it('bills collected by hand meanwhile: the money is booked once as an orphan to refund', async () => {
    const { orderNo, codeUrl } = (await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.data;
    await collectLeaseBills(t.h.db, leaseId, { billIds: [pair[0]!], paymentType: 1 });
    await payInSandbox(codeUrl);
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({
      status: 'paid',
      applied: true,
      outcome: 'orphan',
    });
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({ applied: false, outcome: 'orphan' });
    expect((await bill(pair[1])).pay_status).toBe(BILL_PAY.unpaid);
    // The collection by hand (its own ledger row), then the scanned money once, to refund.
    const all = await t.ledgerOf(leaseId);
    expect(all.map((r) => [r.source_id, r.payment_way])).toEqual([
      [pair[0], 1],
      [pair.join(','), 0],
    ]);
    const ledger = all.filter((r) => r.payment_way === 0);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      in_out: 1,
      amount: sum,
      payment_way: 0,
      source_id: pair.join(','),
      trader: '刘晓东',
    });
    expect(ledger[0].remark).toContain('待退款');
  });

  it('both codes of a channel switch paid: the first books the bills, the second is an orphan to refund', async () => {
    const w = (await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.data;
    const a = (await qr(t.boss, { leaseId, pkIds: pair, payType: 2 })).json.data;
    await payInSandbox(w.codeUrl);
    await payInSandbox(a.codeUrl);
    expect((await refresh(t.boss, a.orderNo)).json.data).toMatchObject({ applied: true, outcome: 'paid' });
    expect((await refresh(t.boss, w.orderNo)).json.data).toMatchObject({ applied: true, outcome: 'orphan' });
    const ledger = await t.ledgerOf(leaseId);
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((s, r) => s + r.amount, 0)).toBe(2 * sum);
    expect(ledger.filter((r) => r.remark.includes('待退款'))).toHaveLength(1);
  });

  it('a voided bill, a changed amount or a checked-out lease also make an orphan', async () => {
    const ids = (await t.billsOf(leaseId)).map((b) => b.id);
    const cases: [string, () => Promise<void>][] = [
      ['void', () => patchBills(t.h.db, [ids[2]!], { validStatus: BILL_VALID.void })],
      ['amount', () => patchBills(t.h.db, [ids[3]!], (b) => ({ accountReceivable: b.accountReceivable + 100 }))],
      ['checked out', () => patchLeases(t.h.db, [leaseId], { status: LEASE_STATUS.checkedOut })],
    ];
    // One trade per case, all made while the bills were payable.
    const trades = [];
    for (const id of [ids[2], ids[3], ids[4]])
      trades.push((await qr(t.boss, { leaseId, pkIds: [id], payType: 1 })).json.data);
    for (const [i, [name, change]] of cases.entries()) {
      await change();
      await payInSandbox(trades[i].codeUrl);
      expect((await refresh(t.boss, trades[i].orderNo)).json.data, name).toMatchObject({
        applied: true,
        outcome: 'orphan',
      });
    }
    expect(await billIdsOf(t.h.db, leaseId, (b) => b.payStatus === BILL_PAY.paid)).toHaveLength(0);
    expect((await t.ledgerOf(leaseId)).map((r) => r.amount)).toEqual(trades.map((q) => q.amount));
  });

  describe('a trade whose driver answers late', () => {
    afterEach(() => {
      delete DRIVERS.racy;
    });
    it('is booked once even when the bills were collected while the driver was asked', async () => {
      const { orderNo, codeUrl } = (await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.data;
      await payInSandbox(codeUrl);
      DRIVERS.racy = (ctx) => {
        const sandbox = sandboxDriver(ctx);
        return {
          ...sandbox,
          name: 'racy',
          query: async (no) => (await collectLeaseBills(t.h.db, leaseId, { billIds: [pair[1]!] }), sandbox.query(no)),
        };
      };
      await setPaymentDriver(t.h.db, orderNo, 'racy');
      expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({ applied: true, outcome: 'orphan' });
      expect((await bill(pair[0])).pay_status).toBe(BILL_PAY.unpaid);
      // The collection by hand made its own row; the scanned money is booked once, to refund.
      expect((await t.ledgerOf(leaseId)).filter((r) => r.payment_way === 0)).toHaveLength(1);
    });
  });
});

describe('isolation and permissions', () => {
  it('other orgs and staff outside 西城公寓 get 404', async () => {
    const { orderNo } = (await qr(t.boss, { leaseId, pkIds: pair, payType: 1 })).json.data;
    for (const token of [t.otherBoss, t.staff]) {
      const r = await qr(token, { leaseId, pkIds: pair, payType: 1 });
      expect([r.status, r.json.msg]).toEqual([404, '租约不存在或无权查看']);
      expect((await refresh(token, orderNo)).status).toBe(404);
    }
    expect((await refresh(t.boss, orderNo, (await t.freeRoom('西城公寓')).id)).status).toBe(404);
  });

  it('bills need the lease permission [2,9]; deposit-order permission [2,8] alone does not pay bills', async () => {
    const { orderNo, codeUrl } = (await qr(t.manager, { leaseId, pkIds: pair, payType: 1 })).json.data;
    await payInSandbox(codeUrl);
    await withdraw('店长', 2, 9);
    expect((await qr(t.manager, { leaseId, pkIds: pair, payType: 1 })).status).toBe(403);
    // The manager still holds [2,8], so the refresh route lets them in, but this trade pays bills.
    expect((await refresh(t.manager, orderNo)).status).toBe(403);
    expect((await bill(pair[0])).pay_status).toBe(BILL_PAY.unpaid);
    await withdraw('店长', 2, 8);
    expect((await refresh(t.manager, orderNo)).status).toBe(403);
    expect((await refresh(t.boss, orderNo)).json.data).toMatchObject({ applied: true, outcome: 'paid' });
  });

  it('with [2,9] but not [2,8] the refresh of bills works', async () => {
    await withdraw('店长', 2, 8);
    const { orderNo, codeUrl } = (await qr(t.manager, { leaseId, pkIds: pair, payType: 1 })).json.data;
    await payInSandbox(codeUrl);
    expect((await refresh(t.manager, orderNo)).json.data).toMatchObject({ applied: true, outcome: 'paid' });
  });
});
