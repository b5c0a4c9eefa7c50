import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { grantPerms } from './factories/auth';
import { checkoutOf } from './factories/money';
import { refundApplication } from './factories/finance-refunds';
import { PERMS } from '../../sync/product/permissions';
import { settlementTotals, type SettlementLine } from '../../sync/rules/checkout/settlement';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { REFUND_APP, REFUND_MSG } from '../../sync/rules/finance/refund-rules';
import { PAST_DAYS_MSG } from '../../sync/rules/finance/past-days';

/**
 * Refund applications (/drawbackApplict, /api/finance/refunds): a check-out owing the tenant money opens one; it is
 * approved, paid (the ledger's payout rows written then, with the way chosen) or rejected. Through HTTP only.
 */
let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const TODAY = '2026-11-22';

/** A lease of `apt` signed from 2026-09-01, its stage-1 bills collected, checked out today with a settlement. */
async function checkedOut(apt = '东湖公寓', n = 0, over: { deduction?: number; pathway?: number } = {}) {
  const room = await t.freeRoom(apt, n);
  const id = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
  const stage1 = (await t.billsOf(id)).filter((b) => b.stage === 1);
  const paid = await t.call('POST', '/api/bills/collect', t.boss, {
    leaseId: id,
    bills: stage1.map((b) => ({ pkId: b.id })),
    paymentType: 1,
    receiptDate: TODAY,
  });
  expect(paid.status, paid.text).toBe(200);
  const p = (await t.call('GET', `/api/checkout/preview?leaseId=${id}`, t.boss)).json.data;
  const costVos: SettlementLine[] = [
    ...p.costVos,
    ...(over.deduction
      ? [{ name: '清洁费', cost: over.deduction, refundStatus: REFUND_STATUS.deduction, billsDetailId: null }]
      : []),
  ];
  const returnCost = settlementTotals(costVos, 0).returnCost;
  const r = await t.call('POST', '/api/checkout', t.boss, {
    leaseId: id,
    withSettlement: true,
    usableDate: TODAY,
    isSend: true,
    returnCause: '工作调动',
    costVos,
    badDebtCost: 0,
    returnCost,
    pathway: over.pathway ?? 3,
    remark: '',
  });
  expect(r.status, r.text).toBe(200);
  return { id, room, returnCost };
}
const list = (token: string, q = '') => t.call('GET', `/api/finance/refunds${q ? `?${q}` : ''}`, token);
const rows = async (token: string, q = '') => (await list(token, q)).json.data.records as any[];
const ofLease = async (leaseId: string) => (await rows(t.boss)).find((a) => a.leaseId === leaseId);
const act = (token: string, id: string, what: 'approve' | 'pay' | 'reject', json?: unknown) =>
  t.call('POST', `/api/finance/refunds/${id}/${what}`, token, json);
const settlementOut = async (leaseId: string) =>
  (await t.ledgerOf(leaseId)).filter((e) => e.source_type === 'settlement' && e.in_out === 0);

describe('a check-out owing the tenant money opens a refund application', () => {
  it('待审批 with the net refund; only the offset part is in the ledger; the settlement says the refund is pending', async () => {
    const { id, returnCost } = await checkedOut('东湖公寓', 0, { deduction: 20000 });
    const a = await ofLease(id);
    expect(a).toMatchObject({
      status: REFUND_APP.pending,
      statusText: '待审批',
      amount: returnCost,
      proposedWay: 3,
      proposedWayText: '微信转账',
      checkOutDate: TODAY,
      actions: ['approve', 'reject'],
    });
    expect(a.house).toMatch(/^东湖公寓 /);
    expect(a.lines.reduce((s: number, l: any) => s + l.amount, 0)).toBe(returnCost);
    // The offset of the deduction went out with 其他 (6); nothing went out with the payout route yet.
    const out = await settlementOut(id);
    expect(out.map((e) => e.payment_way)).toEqual([6]);
    expect(out[0].amount).toBe(20000);
    const read = (await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data;
    expect(read.refund).toMatchObject({
      id: a.id,
      status: REFUND_APP.pending,
      statusText: '待审批',
      amount: returnCost,
      payDate: null,
    });
  });

  it('no application when nothing is paid out', async () => {
    // A settlement whose refunds are all taken by a deduction owes nothing.
    const room = await t.freeRoom('东湖公寓', 2);
    const lease = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
    const stage1 = (await t.billsOf(lease)).filter((b) => b.stage === 1);
    await t.call('POST', '/api/bills/collect', t.boss, {
      leaseId: lease,
      bills: stage1.map((b) => ({ pkId: b.id })),
      paymentType: 1,
      receiptDate: TODAY,
    });
    const p = (await t.call('GET', `/api/checkout/preview?leaseId=${lease}`, t.boss)).json.data;
    const refunds = settlementTotals(p.costVos, 0).refunds;
    const r = await t.call('POST', '/api/checkout', t.boss, {
      leaseId: lease,
      withSettlement: true,
      usableDate: TODAY,
      isSend: true,
      returnCause: '',
      costVos: [
        ...p.costVos,
        { name: '赔偿', cost: refunds, refundStatus: REFUND_STATUS.deduction, billsDetailId: null },
      ],
      badDebtCost: 0,
      returnCost: 0,
      pathway: null,
      remark: '',
    });
    expect(r.status, r.text).toBe(200);
    expect(await ofLease(lease)).toBeUndefined();
    expect((await t.call('GET', `/api/checkout?leaseId=${lease}`, t.boss)).json.data.refund).toBeNull();
  });
});

describe('approve, pay, reject', () => {
  it('pays only once approved; the payout rows carry the way and date chosen and total the refund', async () => {
    const { id, returnCost } = await checkedOut('东湖公寓', 0, { deduction: 20000 });
    const a = await ofLease(id);
    const early = await act(t.boss, a.id, 'pay', { paymentWay: 4, payDate: TODAY });
    expect([early.status, early.json.msg]).toEqual([409, REFUND_MSG.notApproved]);

    const ok = await act(t.boss, a.id, 'approve');
    expect([ok.status, ok.json.msg]).toEqual([200, '审批成功']);
    expect(ok.json.data).toMatchObject({
      status: REFUND_APP.approved,
      statusText: '待付款',
      actions: ['pay', 'reject'],
    });
    expect(ok.json.data.approvedBy).toBeTruthy();
    expect((await act(t.boss, a.id, 'approve')).json.msg).toBe(REFUND_MSG.notPending);

    const bad = async (json: unknown) => (await act(t.boss, a.id, 'pay', json)).json.msg;
    expect(await bad({ payDate: TODAY })).toBe('请选择退款方式');
    expect(await bad({ paymentWay: 5, payDate: TODAY })).toBe('退款方式不正确');
    expect(await bad({ paymentWay: 4 })).toBe('请选择退款日期');
    expect(await bad({ paymentWay: 4, payDate: '2026-11-23' })).toBe('退款日期不能晚于今天');
    expect(await bad({ paymentWay: 4, payDate: '2026-11-21' })).toBe('退款日期不能早于退房日期');
    expect((await settlementOut(id)).map((e) => e.payment_way)).toEqual([6]);

    const paid = await act(t.boss, a.id, 'pay', { paymentWay: 4, payDate: TODAY });
    expect([paid.status, paid.json.msg]).toEqual([200, '退款成功']);
    expect(paid.json.data).toMatchObject({
      status: REFUND_APP.paid,
      statusText: '已退款',
      paymentWay: 4,
      paymentWayText: '对公转账',
      payDate: TODAY,
      actions: [],
    });
    const payouts = (await settlementOut(id)).filter((e) => e.payment_way === 4);
    expect(payouts.reduce((s, e) => s + e.amount, 0)).toBe(returnCost);
    expect(payouts.every((e) => e.kind === 'cash' && e.bill_date === TODAY && e.remark === '退房结算退款')).toBe(true);
    expect(await checkoutOf(t.h.db, id)).toMatchObject({ pathway: 4, return_cost: returnCost });
    const read = (await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data;
    expect(read).toMatchObject({ pathway: 4, pathwayText: '对公转账' });
    expect(read.refund).toMatchObject({
      status: REFUND_APP.paid,
      statusText: '已退款',
      paymentWayText: '对公转账',
      payDate: TODAY,
    });

    const twice = await act(t.boss, a.id, 'pay', { paymentWay: 4, payDate: TODAY });
    expect(twice.status).toBe(409);
    expect((await act(t.boss, a.id, 'reject', { reason: '太晚' })).json.msg).toBe(REFUND_MSG.notOpen);
    expect((await settlementOut(id)).filter((e) => e.payment_way === 4)).toHaveLength(payouts.length);
  });

  it('rejects with a reason, pending or approved; nothing is paid out', async () => {
    const one = await checkedOut('东湖公寓', 0);
    const two = await checkedOut('东湖公寓', 1);
    const a = await ofLease(one.id);
    const noReason = await act(t.boss, a.id, 'reject', { reason: '  ' });
    expect([noReason.status, noReason.json.msg]).toEqual([400, '请输入驳回原因']);
    const r = await act(t.boss, a.id, 'reject', { reason: '租客放弃押金' });
    expect([r.status, r.json.msg]).toEqual([200, '驳回成功']);
    expect(r.json.data).toMatchObject({
      status: REFUND_APP.rejected,
      statusText: '已驳回',
      reason: '租客放弃押金',
      actions: [],
    });
    expect(r.json.data.rejectedBy).toBeTruthy();
    expect((await act(t.boss, a.id, 'approve')).status).toBe(409);
    expect(await settlementOut(one.id)).toEqual([]);
    const b = await ofLease(two.id);
    await act(t.boss, b.id, 'approve');
    expect((await act(t.boss, b.id, 'reject', { reason: '重复申请' })).json.data.status).toBe(REFUND_APP.rejected);
    expect((await refundApplication(t.h.db, b.id))!.rejectedAt).toBe(t.h.deps.now());
  });
});

describe('the list', () => {
  it('filters by status, apartment, tenant and days, 10 a page, newest first', async () => {
    const east = await checkedOut('东湖公寓', 0);
    t.h.advance(60_000);
    const west = await checkedOut('西城公寓', 0);
    const all = await list(t.boss);
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(all.json.data.records.map((a: any) => a.leaseId)).toEqual([west.id, east.id]);
    const w = await ofLease(west.id);
    await act(t.boss, w.id, 'approve');
    expect((await rows(t.boss, 'status=1')).map((a) => a.leaseId)).toEqual([west.id]);
    expect((await rows(t.boss, 'status=0')).map((a) => a.leaseId)).toEqual([east.id]);
    expect((await rows(t.boss, `apartmentId=${east.room.apartmentId}`)).map((a) => a.leaseId)).toEqual([east.id]);
    expect((await rows(t.boss, `id=${w.id}`)).map((a) => a.leaseId)).toEqual([west.id]);
    expect(await rows(t.boss, `tenant=${encodeURIComponent(w.tenant)}`)).not.toHaveLength(0);
    expect(await rows(t.boss, `startTime=${TODAY}&endTime=${TODAY}`)).toHaveLength(2);
    // A day after today is refused (no money has moved then; the picker offers none).
    expect((await list(t.boss, 'startTime=2026-11-23')).json.msg).toBe(PAST_DAYS_MSG.start);
    expect(await rows(t.boss, 'endTime=2026-11-21')).toHaveLength(0);
    const reversed = await list(t.boss, 'startTime=2026-11-23&endTime=2026-11-22');
    expect([reversed.status, reversed.json.msg]).toEqual([400, '开始日期不能晚于结束日期']);
    expect((await list(t.boss, 'status=9')).status).toBe(400);
    expect((await list(t.boss, 'size=1&current=2')).json.data.records.map((a: any) => a.leaseId)).toEqual([east.id]);
  });
});

describe('who may', () => {
  it('another organisation sees none and cannot act; staff need the permission and see only their projects', async () => {
    const east = await checkedOut('东湖公寓', 0);
    const west = await checkedOut('西城公寓', 0);
    const e = await ofLease(east.id);
    const w = await ofLease(west.id);
    // Another organisation.
    expect((await list(t.otherBoss)).json.data.total).toBe(0);
    expect((await act(t.otherBoss, e.id, 'approve')).status).toBe(404);
    expect((await act(t.otherBoss, e.id, 'reject', { reason: 'x' })).status).toBe(404);
    // Staff without the permission.
    expect((await list(t.staff)).status).toBe(403);
    expect((await act(t.staff, e.id, 'approve')).status).toBe(403);
    // Given 退款申请, a staff member of 东湖 sees and handles 东湖's refunds only.
    await grantPerms(t.h.db, '管家', PERMS.refunds);
    const staff = await t.h.login(PHONES.staff);
    expect((await rows(staff)).map((a) => a.leaseId)).toEqual([east.id]);
    expect((await act(staff, w.id, 'approve')).status).toBe(404);
    expect((await act(staff, e.id, 'approve')).status).toBe(200);
    // The manager sees the organisation.
    expect((await rows(t.manager)).map((a) => a.leaseId).sort()).toEqual([east.id, west.id].sort());
  });
});
