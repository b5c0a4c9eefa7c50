/**
 * The tenant page's 首页 and 账单 through HTTP (issue 19.1): the lease's bills, still to pay first with overdue days by
 * the bill rules; paying some of them through the payment connector (the sandbox) and the result booked once, as the
 * operator's scan-to-pay does; never another lease's bills or payment; the room's door password.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { billRow, paymentOrder } from './factories/money';
import { userByPhone } from './factories/auth';
import { bills, leases } from '../../api/leases/schema';
import { lockPasswords } from '../../api/hardware/locks/schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { TenantBill } from '../../sync/contract/tenant/tenant-bills';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';

let h: Harness;
let t: Tokens;
let east: string;
let west: string;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
  ({ east, west } = await demoApartments(h, t.boss));
}, 120_000);

/** Leases in effect of an apartment with an unpaid, valid bill due before `before` (or any), oldest id first. */
async function owingLeases(apartmentId: string, before?: string) {
  const rows = await h.db
    .selectDistinct({ id: leases.id })
    .from(leases)
    .innerJoin(bills, eq(bills.leaseId, leases.id))
    .where(
      and(
        eq(leases.apartmentId, apartmentId),
        eq(leases.status, LEASE_STATUS.signed),
        isNull(leases.deletedAt),
        eq(bills.payStatus, BILL_PAY.unpaid),
        eq(bills.validStatus, BILL_VALID.valid),
        before ? lt(bills.receivableDate, before) : undefined,
      ),
    )
    .orderBy(asc(leases.id));
  return rows.map((r) => r.id);
}

const as = (token: string) => ({ headers: tenantHeaders(token) });
const billsOf = async (token: string) =>
  (await h.call('GET', '/api/tenant/bills', as(token))).json.data as { bills: TenantBill[]; payTypes: number[] };
const payInSandbox = async (codeUrl: string) => {
  const path = new URL(codeUrl).pathname;
  expect((await h.call('POST', `${path}/pay`)).text).toContain('支付成功');
};

describe('the tenant’s bills', () => {
  it('lists what is still to pay first, earliest due first, overdue days by the bill rules; 首页 adds it up', async () => {
    const today = shanghaiToday(h.deps.now());
    const [leaseId] = await owingLeases(west, today);
    const token = await issueTenantLink(h, t.boss, leaseId!);
    const { bills: list, payTypes } = await billsOf(token);
    expect(payTypes).toEqual([1, 2]);
    const firstPaid = list.findIndex((b) => !b.payable);
    const payable = firstPaid < 0 ? list : list.slice(0, firstPaid);
    expect(list.slice(payable.length).every((b) => !b.payable)).toBe(true);
    expect(payable.map((b) => b.receivableDate)).toEqual(payable.map((b) => b.receivableDate).sort());
    for (const b of payable)
      expect(b.overdueDays).toBe(b.receivableDate < today ? daysBetween(b.receivableDate, today) : 0);
    expect(payable[0]!.overdueDays).toBeGreaterThan(0);
    expect(payable[0]!.statusText).toBe('未收款');
    const stored = await h.db
      .select()
      .from(bills)
      .where(
        and(eq(bills.leaseId, leaseId!), eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.valid)),
      );
    const me = (await h.call('GET', '/api/tenant/me', as(token))).json.data;
    expect(me.unpaidTotal).toBe(stored.reduce((s, b) => s + b.accountReceivable, 0));
    expect(me.unpaidTotal).toBe(payable.reduce((s, b) => s + b.amount, 0));
    expect(me.overdueCount).toBe(payable.filter((b) => b.overdueDays > 0).length);
  });

  it('pays one bill through the connector: booked once, shown paid, booked under the operator who gave the link', async () => {
    const [, leaseId] = await owingLeases(west);
    const token = await issueTenantLink(h, t.manager, leaseId!);
    const before = await billsOf(token);
    const bill = before.bills[0]!;
    const qr = await h.call('POST', '/api/tenant/bills/pay', {
      ...as(token),
      json: { billIds: [bill.billId], payType: 1 },
    });
    expect(qr.status).toBe(200);
    expect(qr.json.data).toMatchObject({ amount: bill.amount, payType: 1 });
    const { orderNo, codeUrl } = qr.json.data;
    const refresh = () => h.call('POST', '/api/tenant/bills/refresh', { ...as(token), json: { orderNo } });
    const unpaid = await refresh();
    expect(unpaid.json).toMatchObject({ msg: '尚未支付', data: { status: 'unpaid', applied: false } });
    await payInSandbox(codeUrl);
    const paid = await refresh();
    expect(paid.json).toMatchObject({ msg: '支付成功', data: { status: 'paid', applied: true, outcome: 'paid' } });
    expect((await refresh()).json.data).toMatchObject({ status: 'paid', applied: false });
    const after = await billsOf(token);
    expect(after.bills.find((b) => b.billId === bill.billId)).toMatchObject({ payable: false, statusText: '已收款' });
    const row = await billRow(h.db, bill.billId);
    const manager = await userByPhone(h.db, '13800000002');
    expect(row).toMatchObject({ pay_status: BILL_PAY.paid, payment_type: 0, operator_id: manager.id });
    expect(await paymentOrder(h.db, orderNo)).toMatchObject({ creator_id: manager.id, source_id: bill.billId });
    // A bill paid already is refused; so is a payment of nothing.
    const again = await h.call('POST', '/api/tenant/bills/pay', {
      ...as(token),
      json: { billIds: [bill.billId], payType: 1 },
    });
    expect(again.status).toBe(409);
    const none = await h.call('POST', '/api/tenant/bills/pay', { ...as(token), json: { billIds: [], payType: 1 } });
    expect(none.json.msg).toBe('您还没有选择未收款的账单');
  });

  it('never another lease’s bill or payment', async () => {
    const [a, b] = await owingLeases(west);
    const ta = await issueTenantLink(h, t.boss, a!);
    const tb = await issueTenantLink(h, t.boss, b!);
    const billOfB = (await billsOf(tb)).bills.find((x) => x.payable)!;
    const r = await h.call('POST', '/api/tenant/bills/pay', {
      ...as(ta),
      json: { billIds: [billOfB.billId], payType: 1 },
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe(BILL_MSG.billNotFound);
    const qrOfB = await h.call('POST', '/api/tenant/bills/pay', {
      ...as(tb),
      json: { billIds: [billOfB.billId], payType: 2 },
    });
    const stolen = await h.call('POST', '/api/tenant/bills/refresh', {
      ...as(ta),
      json: { orderNo: qrOfB.json.data.orderNo },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.msg).toBe('支付订单不存在');
    // The operator's own trade of B's bills is not A's either.
    const staffQr = await h.call('POST', '/api/payments/bills-qr', {
      token: t.boss,
      json: { leaseId: b, pkIds: [billOfB.billId], payType: 1 },
    });
    const viaA = await h.call('POST', '/api/tenant/bills/refresh', {
      ...as(ta),
      json: { orderNo: staffQr.json.data.orderNo },
    });
    expect(viaA.status).toBe(404);
    expect(JSON.stringify((await billsOf(ta)).bills)).not.toContain(billOfB.billId);
  });

  it('an apartment without a payment config says so', async () => {
    const [leaseId] = await owingLeases(east);
    const token = await issueTenantLink(h, t.boss, leaseId!);
    const { bills: list, payTypes } = await billsOf(token);
    expect(payTypes).toEqual([]);
    const r = await h.call('POST', '/api/tenant/bills/pay', {
      ...as(token),
      json: { billIds: [list[0]!.billId], payType: 1 },
    });
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('请先配置支付');
  });
});

describe('the room’s door password', () => {
  it('shows the tenant password in force on the room’s lock, the new one after a reset', async () => {
    const [leaseId] = await owingLeases(east);
    const token = await issueTenantLink(h, t.boss, leaseId!);
    const [lease] = await h.db.select().from(leases).where(eq(leases.id, leaseId!));
    const reset = await h.call('POST', '/api/locks/reset-tenant-password', {
      token: t.boss,
      json: { houseId: lease!.roomId },
    });
    expect(reset.status).toBe(200);
    const shown = (await h.call('GET', '/api/tenant/lock', as(token))).json.data;
    expect(shown).toMatchObject({ code: reset.json.data.password, lockName: expect.any(String) });
    const [row] = await h.db
      .select()
      .from(lockPasswords)
      .where(and(eq(lockPasswords.leaseId, leaseId!), isNull(lockPasswords.revokedAt)));
    expect(shown.validTo).toBe(row!.endAt);
    // Another lease's tenant sees their own (or none), never this one.
    const [, other] = await owingLeases(east);
    const mine = (await h.call('GET', '/api/tenant/lock', as(await issueTenantLink(h, t.boss, other!)))).json.data;
    expect(mine?.code ?? null).not.toBe(shown.code);
  });
});
