import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { PHONES, upload } from './harness';
import { roomRow } from './factories/houses';
import { userByPhone, withdrawPermission } from './factories/leases';
import {
  addCheckoutRow,
  billItem,
  depositReceiptNumber,
  ensureAllFinanceItems,
  patchBills,
  patchLeases,
  setFinanceItemUsable,
} from './factories/money';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const TODAY = '2026-11-22';
/** Signs a paper lease (status 0) in a free room of `apt` starting on `startDate` (past start → overdue stage 1). */
async function lease(apt = '东湖公寓', startDate = '2026-09-01', n = 0) {
  const room = await t.freeRoom(apt, n);
  const endDate = startDate === '2026-09-01' ? '2027-08-31' : '2027-11-21';
  const id = await t.signLease(t.boss, room, { startDate, endDate });
  return { id, room, bills: await t.billsOf(id) };
}
const plans = (leaseId: string, token = t.boss) => t.call('GET', `/api/bills/plans?leaseId=${leaseId}`, token);
const collect = (token: string, json: unknown) => t.call('POST', '/api/bills/collect', token, json);
const goodCollect = (ids: string[], over: Record<string, unknown> = {}) => ({
  bills: ids.map((pkId) => ({ pkId })),
  paymentType: 1,
  receiptDate: TODAY,
  ...over,
});
const byName = (bills: Record<string, any>[], stage: number, name: string) =>
  bills.find((b) => b.stage === stage && b.cost_name === name)!;
const houseStatus = async (room: { apartmentId: string; houseNumber: string }) => {
  const r = await t.call(
    'GET',
    `/api/board/houses?apartmentId=${room.apartmentId}&houseNumber=${room.houseNumber}`,
    t.boss,
  );
  const houses = r.json.data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));
  return houses
    .find((x: any) => x.houseNumber === room.houseNumber)
    .houseStatus.map((s: any) => s.statusCode) as number[];
};
const withdraw = (roleName: string, g: number, c: number) => withdrawPermission(t.h.db, t.orgId, roleName, g, c);

describe('bill plans (GET /api/bills/plans)', () => {
  it('shows the lease header and the stages with their bills, statuses, overdue days and actions', async () => {
    const { id } = await lease();
    const r = await plans(id);
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.lease).toMatchObject({
      house: '东湖公寓 1层 101',
      tenant: '刘晓东',
      phone: '13912345678',
      startTime: '2026-09-01',
      endTime: '2027-08-31',
      status: LEASE_STATUS.toConfirm,
      statusText: '待确认',
    });
    expect(d.lease.leaseCode).toMatch(/^ZY/);
    expect(d).toMatchObject({ isSettlement: 0, billsOpen: true });
    expect(d.billPlans.map((s: any) => s.stageName)).toEqual(['第1期', '第2期', '第3期', '第4期']);
    const s1 = d.billPlans[0];
    expect(s1).toMatchObject({
      stage: 1,
      startDate: '2026-09-01',
      endDate: '2026-11-30',
      status: '未收款',
      totalMoney: 660000 + 220000 + 15000 + 10000,
      amountReceived: 0,
    });
    expect(s1.bills.map((b: any) => b.costName)).toEqual(['房租', '门卡押金', '押金', '物业费']);
    expect(s1.bills[0]).toMatchObject({
      billsId: s1.billsId,
      billsType: 1,
      accountReceivable: 660000,
      receivableDate: '2026-09-01',
      payStatus: BILL_PAY.unpaid,
      validStatus: BILL_VALID.valid,
      statusText: '未收款',
      overdueDays: 82,
      canCollect: true,
      canVoid: true,
      canEdit: true,
    });
    expect(d.billPlans[1].bills[0]).toMatchObject({ receivableDate: '2026-11-26', overdueDays: 0 });
  });

  it('stage status follows §4: paid, void, bad debt, paid part bad debt', async () => {
    const { id, bills } = await lease();
    const s1 = bills.filter((b) => b.stage === 1).map((b) => b.id);
    const s2 = bills.filter((b) => b.stage === 2).map((b) => b.id);
    const s3 = bills.filter((b) => b.stage === 3).map((b) => b.id);
    expect((await collect(t.boss, goodCollect(s1))).status).toBe(200);
    expect((await t.call('POST', '/api/bills/void', t.boss, { pkIds: s2 })).status).toBe(200);
    await patchBills(t.h.db, [s3[0]!], { validStatus: BILL_VALID.badDebt });
    const status = async () => (await plans(id)).json.data.billPlans.map((s: any) => s.status);
    expect(await status()).toEqual(['已收款', '已作废', '未收款', '未收款']);
    await patchBills(t.h.db, [s3[1]!], { validStatus: BILL_VALID.badDebt });
    expect((await status())[2]).toBe('坏账');
    await patchBills(t.h.db, [s3[1]!], { payStatus: BILL_PAY.paid, validStatus: BILL_VALID.valid });
    expect((await status())[2]).toBe('已付部分坏账');
    const bill = (await plans(id)).json.data.billPlans[1].bills[0];
    expect(bill).toMatchObject({ statusText: '已作废', canCollect: false, canVoid: false, canEdit: false });
    const bad = (await plans(id)).json.data.billPlans[2].bills.find((b: any) => b.validStatus === BILL_VALID.badDebt);
    expect(bad).toMatchObject({ statusText: '坏账', canCollect: true, canVoid: false, canEdit: true });
  });

  it('a settled check-out shows isSettlement 1 and closes the bills', async () => {
    const { id } = await lease();
    await patchLeases(t.h.db, [id], { status: LEASE_STATUS.checkedOut });
    let d = (await plans(id)).json.data;
    expect(d).toMatchObject({ isSettlement: 0, billsOpen: false });
    // Checked out, not settled: only collecting money received stays open (issue 12).
    expect(d.billPlans[0].bills.every((b: any) => b.canCollect && !b.canVoid && !b.canEdit)).toBe(true);
    await addCheckoutRow(t.h.db, id, { kind: 1, date: TODAY, operatorPhone: PHONES.boss, settledAt: 1 });
    await patchLeases(t.h.db, [id], { settled: 1 });
    d = (await plans(id)).json.data;
    expect(d).toMatchObject({ isSettlement: 1, billsOpen: false });
    expect(d.billPlans[0].bills.every((b: any) => !b.canCollect && !b.canVoid && !b.canEdit)).toBe(true);
  });

  it('needs a lease id; another org and staff outside their projects get 404; no [2,9] gets 403', async () => {
    const { id } = await lease();
    const west = await lease('西城公寓');
    expect((await t.call('GET', '/api/bills/plans', t.boss)).status).toBe(400);
    const other = await plans(id, t.otherBoss);
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('租约不存在或无权查看');
    expect((await plans(id, t.staff)).status).toBe(200);
    expect((await plans(west.id, t.staff)).status).toBe(404);
    await withdraw('店长', 2, 9);
    expect((await plans(id, t.manager)).status).toBe(403);
    for (const [m, path] of [
      ['GET', '/api/bills/items'],
      ['GET', '/api/bills/receipts/SJ1'],
      ['POST', '/api/bills/edit'],
      ['POST', '/api/bills/remark'],
      ['POST', '/api/bills/add'],
    ] as const)
      expect((await t.call(m, path, t.manager, m === 'POST' ? {} : undefined)).status).toBe(403);
    expect((await collect(t.manager, goodCollect([west.bills[0]!.id]))).status).toBe(403);
    expect((await t.call('POST', '/api/bills/void', t.manager, { pkIds: [west.bills[0]!.id] })).status).toBe(403);
    expect((await t.billsOf(west.id))[0]!.valid_status).toBe(BILL_VALID.valid);
    expect((await plans(id, t.boss)).status).toBe(200);
  });
});

describe('collect payment (POST /api/bills/collect)', () => {
  it('refuses with the §5 messages', async () => {
    const { bills } = await lease();
    const ids = [byName(bills, 1, '房租').id];
    const msg = async (json: unknown) => {
      const r = await collect(t.boss, json);
      expect(r.status).toBeGreaterThanOrEqual(400);
      return r.json.msg;
    };
    expect(await msg(goodCollect([]))).toBe('您还没有选择未收款的账单');
    expect(await msg({ paymentType: 1, receiptDate: TODAY })).toBe('您还没有选择未收款的账单');
    expect(await msg(goodCollect(ids, { paymentType: null }))).toBe('请选择收款方式');
    expect(await msg(goodCollect(ids, { paymentType: 9 }))).toBe('请选择收款方式');
    expect(await msg(goodCollect(ids, { paymentType: 0 }))).toBe('线上支付请使用扫码收款');
    expect(await msg(goodCollect(ids, { receiptDate: null }))).toBe('请选择应收款日期');
    expect(await msg(goodCollect(ids, { receiptDate: '2026/11/22' }))).toBe('请选择应收款日期');
    expect(await msg(goodCollect(ids, { receiptDate: '2026-11-23' }))).toBe('收款日期不能晚于今天');
    expect(await msg(goodCollect(ids, { receiptRemark: '备'.repeat(201) }))).toBe('备注不能超过200个字');
    expect(await msg(goodCollect(ids, { picture: '/api/upload/files/nope' }))).toBe(
      '收款凭证图片不存在或已失效，请重新上传',
    );
    const foreign = await upload(t.h, t.otherBoss);
    expect(await msg(goodCollect(ids, { picture: foreign }))).toBe('收款凭证图片不存在或已失效，请重新上传');
    expect(await t.ledgerOf((await t.billsOf(bills[0]!.lease_id))[0]!.lease_id)).toHaveLength(0);
  });

  it('dates (issue 12): not before the lease existed, more than 10 days back only when confirmed; batch the same', async () => {
    const { id, bills } = await lease();
    const s1 = bills.filter((b) => b.stage === 1).map((b) => b.id);
    const msg = async (json: unknown) => {
      const r = await collect(t.boss, json);
      return [r.status, r.json.msg];
    };
    // Started 2026-09-01 (registered later): not before the start.
    expect(await msg(goodCollect(s1, { receiptDate: '2026-08-31', confirmOldDate: true }))).toEqual([
      400,
      '收款日期不能早于租约开始日期',
    ]);
    expect(await msg(goodCollect(s1, { receiptDate: '2026-11-11' }))).toEqual([
      400,
      '收款日期早于10天前，请确认日期无误后再提交',
    ]);
    expect(await msg(goodCollect(s1, { receiptDate: '2026-11-11', confirmOldDate: false }))).toEqual([
      400,
      '收款日期早于10天前，请确认日期无误后再提交',
    ]);
    expect(await t.ledgerOf(id)).toHaveLength(0);
    expect(await msg(goodCollect(s1, { receiptDate: '2026-11-11', confirmOldDate: true }))).toEqual([200, '操作成功']);
    expect((await t.billsOf(id)).filter((b) => b.stage === 1).every((b) => b.pay_status === BILL_PAY.paid)).toBe(true);
    // Signed today, starting later: nothing before today; ten days back exactly needs no confirmation.
    const later = await lease('东湖公寓', '2026-12-01');
    const first = later.bills.filter((b) => b.stage === 1).map((b) => b.id);
    expect(await msg(goodCollect(first, { receiptDate: '2026-11-21' }))).toEqual([400, '收款日期不能早于租约签订日期']);
    expect(await msg(goodCollect(first, { receiptDate: TODAY }))).toEqual([200, '操作成功']);
    const rent = byName(bills, 2, '房租').id;
    expect(await msg(goodCollect([rent], { receiptDate: '2026-11-12' }))).toEqual([200, '操作成功']);
  });

  it('collects several bills with one receipt number: bills paid, one ledger row per bill', async () => {
    const { id, bills } = await lease();
    const s1 = bills.filter((b) => b.stage === 1);
    const photo = await upload(t.h, t.boss, 'r.png');
    const r = await collect(
      t.staff,
      goodCollect(
        s1.map((b) => b.id),
        { paymentType: 3, receiptDate: '2026-11-20', picture: photo, receiptRemark: '十一月收' },
      ),
    );
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('操作成功');
    const total = s1.reduce((s, b) => s + b.account_receivable, 0);
    expect(r.json.data.total).toBe(total);
    expect(r.json.data.receiptNumber).toMatch(/^SJ\d+/);
    const after = (await t.billsOf(id)).filter((b) => b.stage === 1);
    for (const b of after) {
      expect(b).toMatchObject({
        pay_status: BILL_PAY.paid,
        amount_received: b.account_receivable,
        payment_type: 3,
        receipt_number: r.json.data.receiptNumber,
        receipt_picture: photo,
        receipt_remark: '十一月收',
      });
      expect(b.receipt_date).toBe(Date.parse('2026-11-20T12:00:00+08:00'));
    }
    const ledger = await t.ledgerOf(id);
    expect(ledger).toHaveLength(s1.length);
    expect(new Set(ledger.map((l) => l.receipt_number))).toEqual(new Set([r.json.data.receiptNumber]));
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(total);
    for (const b of s1) {
      const l = ledger.find((x) => x.source_id === b.id)!;
      expect(l).toMatchObject({
        in_out: 1,
        amount: b.account_receivable,
        bill_type: b.bills_type,
        item_name: b.cost_name,
        trader: '刘晓东',
        source_type: 'bill',
        payment_way: 3,
        bill_date: '2026-11-20',
      });
    }
    // The stage is paid now; collecting again is refused.
    const again = await collect(t.boss, goodCollect([s1[0]!.id]));
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('所选账单中包含已收款账单');
    const mixed = await collect(t.boss, goodCollect([s1[0]!.id, byName(bills, 2, '房租').id]));
    expect(mixed.json.msg).toBe('所选账单中包含已收款账单');
    expect(await t.ledgerOf(id)).toHaveLength(s1.length);
    const voided = byName(bills, 2, '物业费').id;
    await t.call('POST', '/api/bills/void', t.boss, { pkIds: [voided] });
    expect((await collect(t.boss, goodCollect([voided]))).json.msg).toBe('所选账单中包含已收款账单');
  });

  it('keeps a typed receipt number, refuses one already used, and bills of two leases', async () => {
    const a = await lease();
    const b = await lease('东湖公寓', '2026-09-01', 0);
    const r = await collect(t.boss, goodCollect([byName(a.bills, 1, '房租').id], { receiptNumber: ' NO-001 ' }));
    expect(r.json.data.receiptNumber).toBe('NO-001');
    expect((await t.ledgerOf(a.id))[0]!.receipt_number).toBe('NO-001');
    const dup = await collect(t.boss, goodCollect([byName(a.bills, 1, '押金').id], { receiptNumber: 'NO-001' }));
    expect(dup.status).toBe(409);
    expect(dup.json.msg).toBe('收据编号已存在');
    const two = await collect(t.boss, goodCollect([byName(a.bills, 1, '押金').id, byName(b.bills, 1, '押金').id]));
    expect(two.status).toBe(400);
    expect(two.json.msg).toBe('所选账单不属于同一租约');
    const wrongLease = await collect(t.boss, { ...goodCollect([byName(a.bills, 1, '押金').id]), leaseId: b.id });
    expect(wrongLease.status).toBe(400);
  });

  it('two concurrent collections of one bill: exactly one succeeds, one ledger row', async () => {
    const { id, bills } = await lease();
    const rent = byName(bills, 1, '房租').id;
    const [x, y] = await Promise.all([
      collect(t.boss, goodCollect([rent])),
      collect(t.manager, goodCollect([rent], { paymentType: 2 })),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await t.ledgerOf(id)).toHaveLength(1);
    expect((await t.ledgerOf(id))[0]!.source_id).toBe(rent);
  });

  it('paying the rent bill of a paper lease makes it take effect; the board shows 收租中', async () => {
    const { id, room, bills } = await lease('东湖公寓', TODAY);
    expect(await t.leaseRow(id)).toMatchObject({ status: LEASE_STATUS.toConfirm, effective_at: null });
    // A fee bill does not make it take effect.
    await collect(t.boss, goodCollect([byName(bills, 1, '物业费').id]));
    expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.toConfirm);
    await collect(t.boss, goodCollect([byName(bills, 1, '房租').id]));
    expect(await t.leaseRow(id)).toMatchObject({ status: LEASE_STATUS.signed, effective_at: t.h.deps.now() });
    expect((await plans(id)).json.data.lease.statusText).toBe('签约成功');
    expect(await houseStatus(room)).toContain(3);
  });

  it('collecting the overdue bills removes 欠费 from the room', async () => {
    const { room, bills } = await lease();
    expect(await houseStatus(room)).toContain(2);
    await collect(t.boss, goodCollect(bills.filter((b) => b.stage === 1).map((b) => b.id)));
    expect(await houseStatus(room)).not.toContain(2);
  });

  it('another org gets 404 and nothing is collected; staff outside their projects 404', async () => {
    const { id, bills } = await lease();
    const west = await lease('西城公寓');
    const other = await collect(t.otherBoss, goodCollect([bills[0]!.id]));
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('账单不存在或无权查看');
    expect((await collect(t.otherBoss, { ...goodCollect([bills[0]!.id]), leaseId: id })).status).toBe(404);
    expect((await collect(t.boss, goodCollect(['nope']))).status).toBe(404);
    expect((await collect(t.staff, goodCollect([west.bills[0]!.id]))).status).toBe(404);
    expect(await t.ledgerOf(id)).toHaveLength(0);
    expect(await t.ledgerOf(west.id)).toHaveLength(0);
  });
});

describe('void, edit and remark', () => {
  it('voids only unpaid valid bills; voiding the overdue bills ends arrears', async () => {
    const { id, room, bills } = await lease();
    const s1 = bills.filter((b) => b.stage === 1);
    const paid = byName(bills, 2, '房租').id;
    await collect(t.boss, goodCollect([paid]));
    const v = (json: unknown, token = t.boss) => t.call('POST', '/api/bills/void', token, json);
    expect((await v({ pkIds: [] })).json.msg).toBe('您还没有选择未收款的账单');
    const r1 = await v({ pkIds: [paid] });
    expect(r1.status).toBe(409);
    expect(r1.json.msg).toBe('只有未收款的有效账单可以作废');
    await patchBills(t.h.db, [byName(bills, 3, '房租').id], { validStatus: BILL_VALID.badDebt });
    expect((await v({ pkIds: [byName(bills, 3, '房租').id] })).json.msg).toBe('只有未收款的有效账单可以作废');
    // All or nothing.
    expect((await v({ pkIds: [s1[0]!.id, paid] })).status).toBe(409);
    expect((await t.billsOf(id)).find((b) => b.id === s1[0]!.id)!.valid_status).toBe(BILL_VALID.valid);
    expect((await v({ pkIds: ['nope'] })).status).toBe(404);
    expect((await v({ pkIds: [s1[0]!.id] }, t.otherBoss)).status).toBe(404);
    expect(await houseStatus(room)).toContain(2);
    const ok = await v({ pkIds: s1.map((b) => b.id) }, t.staff);
    expect(ok.status).toBe(200);
    expect(ok.json.msg).toBe('操作成功');
    const after = (await t.billsOf(id)).filter((b) => b.stage === 1);
    expect(after.every((b) => b.valid_status === BILL_VALID.void && b.pay_status === BILL_PAY.unpaid)).toBe(true);
    expect(after[0]!.operator_id).toBe((await userByPhone(t.h.db, PHONES.staff)).id);
    expect((await v({ pkIds: [s1[0]!.id] })).json.msg).toBe('只有未收款的有效账单可以作废');
    expect(await houseStatus(room)).not.toContain(2);
    expect(await t.ledgerOf(id)).toHaveLength(1);
  });

  it('edits the amount of unpaid bills only; the remark of any bill', async () => {
    const { id, bills } = await lease();
    const rent = byName(bills, 2, '房租').id;
    const fee = byName(bills, 2, '物业费').id;
    const edit = (json: unknown, token = t.boss) => t.call('POST', '/api/bills/edit', token, json);
    const r = await edit({ billsDetailId: rent, accountReceivable: 650050, receiptRemark: '优惠' });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('修改成功');
    expect((await t.billsOf(id)).find((b) => b.id === rent)).toMatchObject({
      account_receivable: 650050,
      receipt_remark: '优惠',
    });
    expect((await edit({ billsDetailId: rent })).json.msg).toBe('请输收款金额');
    expect((await edit({ billsDetailId: rent, accountReceivable: 0 })).json.msg).toBe('收款金额必须大于0');
    expect((await edit({ billsDetailId: rent, accountReceivable: -5 })).json.msg).toBe('收款金额必须大于0');
    expect((await edit({ billsDetailId: rent, accountReceivable: 10.5 })).json.msg).toBe('收款金额必须大于0');
    expect(
      (await edit({ billsDetailId: rent, accountReceivable: 100, receiptRemark: '备'.repeat(201) })).json.msg,
    ).toBe('备注不能超过200个字');
    expect((await edit({ billsDetailId: rent, accountReceivable: 100 }, t.otherBoss)).status).toBe(404);
    // A collected bill keeps its amount (the ledger says what was received).
    await collect(t.boss, goodCollect([rent]));
    const paid = await edit({ billsDetailId: rent, accountReceivable: 100 });
    expect(paid.status).toBe(409);
    expect(paid.json.msg).toBe('只有未收款的账单可以修改金额');
    expect((await t.ledgerOf(id))[0]!.amount).toBe(650050);
    await t.call('POST', '/api/bills/void', t.boss, { pkIds: [fee] });
    expect((await edit({ billsDetailId: fee, accountReceivable: 100 })).json.msg).toBe('只有未收款的账单可以修改金额');
    // Bad debt can still change its amount.
    const bad = byName(bills, 3, '房租').id;
    await patchBills(t.h.db, [bad], { validStatus: BILL_VALID.badDebt });
    expect((await edit({ billsDetailId: bad, accountReceivable: 100 })).status).toBe(200);
    // Remark: any bill, paid or void.
    const rem = (json: unknown, token = t.boss) => t.call('POST', '/api/bills/remark', token, json);
    const ok = await rem({ billsDetailId: rent, receiptRemark: '已开收据' });
    expect(ok.status).toBe(200);
    expect(ok.json.msg).toBe('修改成功');
    expect((await rem({ billsDetailId: fee, receiptRemark: '不收了' })).status).toBe(200);
    expect((await t.billsOf(id)).find((b) => b.id === fee)!.receipt_remark).toBe('不收了');
    expect((await rem({ billsDetailId: rent, receiptRemark: '备'.repeat(201) })).json.msg).toBe('备注不能超过200个字');
    expect((await rem({ billsDetailId: rent, receiptRemark: 'x' }, t.otherBoss)).status).toBe(404);
  });

  it('lowering an overdue bill keeps the arrears; editing refreshes the room facts', async () => {
    const { room, bills } = await lease();
    const before = (await roomRow(t.h.db, room.id)).version;
    await t.call('POST', '/api/bills/edit', t.boss, {
      billsDetailId: byName(bills, 1, '房租').id,
      accountReceivable: 100,
    });
    expect((await roomRow(t.h.db, room.id)).version).toBeGreaterThan(before);
    expect(await houseStatus(room)).toContain(2);
  });
});

describe('add bill (POST /api/bills/add)', () => {
  /** The default bill items of both orgs (made on first use by the settings screens). */
  const seedItems = () => ensureAllFinanceItems(t.h.db, t.h.deps.now());
  const itemOf = (orgPhone: string, item: string) => billItem(t.h.db, orgPhone, item);

  it('requires item, amount, stage and date with the §5 messages; the date not before yesterday', async () => {
    const { id, bills } = await lease('东湖公寓', TODAY);
    await seedItems();
    const water = await itemOf('13800000001', '水费');
    const stageId = bills.find((b) => b.stage === 2)!.stage_id;
    const add = (over: Record<string, unknown>, token = t.boss) =>
      t.call('POST', '/api/bills/add', token, {
        leaseId: id,
        subId: water.id,
        superId: 3,
        accountReceivable: 12345,
        billsId: stageId,
        receivableDate: TODAY,
        receiptRemark: '十月水费',
        ...over,
      });
    expect((await add({ subId: null })).json.msg).toBe('请选择账单项目');
    expect((await add({ accountReceivable: null })).json.msg).toBe('请输收款金额');
    expect((await add({ accountReceivable: 0 })).json.msg).toBe('收款金额必须大于0');
    expect((await add({ billsId: null })).json.msg).toBe('请选择账期');
    expect((await add({ receivableDate: null })).json.msg).toBe('请选择日期');
    expect((await add({ receivableDate: '2026-11-20' })).json.msg).toBe('应收款日期不能早于昨天');
    expect((await add({ subId: 'nope' })).json.msg).toBe('请选择账单项目');
    expect((await add({ superId: 1 })).json.msg).toBe('请选择账单项目');
    expect((await add({ subId: (await itemOf('13900000001', '水费')).id })).json.msg).toBe('请选择账单项目');
    const otherLease = await lease('东湖公寓', TODAY, 0);
    expect((await add({ billsId: otherLease.bills[0]!.stage_id })).json.msg).toBe('请选择账期');
    expect((await add({}, t.otherBoss)).status).toBe(404);
    const yesterday = await add({ receivableDate: '2026-11-21' });
    expect(yesterday.status).toBe(200);
    expect(yesterday.json.msg).toBe('添加成功');
    const added = (await t.billsOf(id)).find((b) => b.id === yesterday.json.data.pkId)!;
    expect(added).toMatchObject({
      stage: 2,
      stage_id: stageId,
      bills_type: 3,
      cost_name: '水费',
      account_receivable: 12345,
      receivable_date: '2026-11-21',
      receipt_remark: '十月水费',
      pay_status: BILL_PAY.unpaid,
      valid_status: BILL_VALID.valid,
    });
    const s2 = (await plans(id)).json.data.billPlans.find((s: any) => s.stage === 2);
    expect(s2.bills.map((b: any) => b.pkId)).toContain(added.id);
  });

  it('a stage number makes a new stage that shows in the plans; an existing number joins its stage', async () => {
    const { id, bills } = await lease('东湖公寓', TODAY);
    await seedItems();
    const item = await itemOf('13800000001', '维修费');
    const add = (over: Record<string, unknown>) =>
      t.call('POST', '/api/bills/add', t.boss, {
        leaseId: id,
        subId: item.id,
        accountReceivable: 5000,
        receivableDate: '2026-12-01',
        ...over,
      });
    const fresh = await add({ stage: 9 });
    expect(fresh.status).toBe(200);
    const joined = await add({ stage: 1 });
    expect(joined.json.data.billsId).toBe(bills.find((b) => b.stage === 1)!.stage_id);
    const d = (await plans(id)).json.data;
    const s9 = d.billPlans.find((s: any) => s.stage === 9);
    expect(s9).toMatchObject({
      stageName: '第9期',
      billsId: fresh.json.data.billsId,
      status: '未收款',
      totalMoney: 5000,
    });
    expect(s9.bills[0]).toMatchObject({ costName: '维修费', billsType: 5 });
    // A bill without a stage row still shows, grouped by its number.
    await patchBills(t.h.db, [fresh.json.data.pkId], { stageId: null, stage: 0 });
    const other = (await plans(id)).json.data.billPlans.at(-1);
    expect(other).toMatchObject({ stage: 0, stageName: '其他账单' });
    expect(other.bills[0].pkId).toBe(fresh.json.data.pkId);
  });
});

describe('bill items (GET /api/bills/items)', () => {
  it('lists the usable bill items of the org by bill type', async () => {
    const r = await t.call('GET', '/api/bills/items', t.staff);
    expect(r.status).toBe(200);
    const utilities = r.json.data.find((g: any) => g.billsType === 3);
    expect(utilities.superName).toBe('水电费');
    expect(utilities.configVos.map((i: any) => i.item)).toContain('水费');
    const id = utilities.configVos.find((i: any) => i.item === '水费').pkId;
    await setFinanceItemUsable(t.h.db, id, false);
    const again = (await t.call('GET', '/api/bills/items', t.staff)).json.data.find((g: any) => g.billsType === 3);
    expect(again.configVos.map((i: any) => i.pkId)).not.toContain(id);
    const other = (await t.call('GET', '/api/bills/items', t.otherBoss)).json.data.flatMap((g: any) =>
      g.configVos.map((i: any) => i.pkId),
    );
    expect(other).not.toContain(id);
  });

  it('an unusable item cannot be added; a photo is kept', async () => {
    const { id, bills } = await lease('东湖公寓', TODAY);
    const items = (await t.call('GET', '/api/bills/items', t.boss)).json.data;
    const repair = items.find((g: any) => g.billsType === 5).configVos[0];
    const photo = await upload(t.h, t.boss);
    const body = {
      leaseId: id,
      subId: repair.pkId,
      superId: 5,
      accountReceivable: 8800,
      billsId: bills[0]!.stage_id,
      receivableDate: TODAY,
      receiptPicture: photo,
    };
    const ok = await t.call('POST', '/api/bills/add', t.staff, body);
    expect(ok.status).toBe(200);
    expect((await t.billsOf(id)).find((b) => b.id === ok.json.data.pkId)!.receipt_picture).toBe(photo);
    await setFinanceItemUsable(t.h.db, repair.pkId, false);
    expect((await t.call('POST', '/api/bills/add', t.boss, body)).json.msg).toBe('请选择账单项目');
    const west = await lease('西城公寓', TODAY);
    expect((await t.call('POST', '/api/bills/add', t.staff, { ...body, leaseId: west.id })).status).toBe(404);
  });
});

describe('a checked-out lease', () => {
  it('refuses every bill write; settled, collection too (before the settlement money received may be collected)', async () => {
    const { id, bills } = await lease();
    await patchLeases(t.h.db, [id], { status: LEASE_STATUS.checkedOut, settled: 1 });
    const bill = bills[0]!.id;
    const settled = await collect(t.boss, goodCollect([bill]));
    expect([settled.status, settled.json.msg]).toEqual([409, '租约已结算，不能再收款']);
    const tries = [
      await t.call('POST', '/api/bills/void', t.boss, { pkIds: [bill] }),
      await t.call('POST', '/api/bills/edit', t.boss, { billsDetailId: bill, accountReceivable: 100 }),
      await t.call('POST', '/api/bills/remark', t.boss, { billsDetailId: bill, receiptRemark: 'x' }),
      await t.call('POST', '/api/bills/add', t.boss, {
        leaseId: id,
        subId: 'x',
        accountReceivable: 100,
        stage: 1,
        receivableDate: TODAY,
      }),
    ];
    for (const r of tries) {
      expect(r.status).toBe(409);
      expect(r.json.msg).toBe('租约已退房，不能再操作账单');
    }
    expect(await t.ledgerOf(id)).toHaveLength(0);
    expect(
      (await t.billsOf(id)).every((b) => b.pay_status === BILL_PAY.unpaid && b.valid_status === BILL_VALID.valid),
    ).toBe(true);
  });
});

describe('receipts (GET /api/bills/receipts/:receiptNumber)', () => {
  it('prints one collection with its lines, the total in capital numerals, the way and the operator', async () => {
    const { id, bills } = await lease();
    const chosen = [byName(bills, 1, '房租'), byName(bills, 1, '物业费')];
    const c = await collect(
      t.manager,
      goodCollect(
        chosen.map((b) => b.id),
        { paymentType: 4, receiptDate: '2026-11-21' },
      ),
    );
    const n = c.json.data.receiptNumber;
    const r = await t.call('GET', `/api/bills/receipts/${n}`, t.boss);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      receiptNumber: n,
      orgName: '示例公寓',
      payer: '刘晓东',
      house: '东湖公寓 1层 101',
      leaseId: id,
      total: 675000,
      totalCapital: '陆仟柒佰伍拾元整',
      paymentType: 4,
      paymentWayName: '对公转账',
      receiptDate: '2026-11-21',
    });
    expect(r.json.data.operatorName).toBe((await userByPhone(t.h.db, PHONES.manager)).name);
    expect(r.json.data.lines).toEqual([
      expect.objectContaining({ itemName: '房租', period: '2026-09-01 至 2026-11-30', amount: 660000 }),
      expect.objectContaining({ itemName: '物业费', period: '2026-09-01 至 2026-11-30', amount: 15000 }),
    ]);
    expect((await t.call('GET', `/api/bills/receipts/${n}`, t.otherBoss)).status).toBe(404);
    expect((await t.call('GET', '/api/bills/receipts/SJ000', t.boss)).json.msg).toBe('收据不存在或无权查看');
    expect((await t.call('GET', `/api/bills/receipts/${n}`, t.staff)).status).toBe(200);
    const west = await lease('西城公寓');
    const wc = await collect(t.boss, goodCollect([west.bills[0]!.id]));
    expect((await t.call('GET', `/api/bills/receipts/${wc.json.data.receiptNumber}`, t.staff)).status).toBe(404);
  });

  it('also prints a deposit-order receipt', async () => {
    const paid = await depositReceiptNumber(t.h.db);
    expect(paid).toBeTruthy();
    const r = await t.call('GET', `/api/bills/receipts/${paid}`, t.boss);
    expect(r.status).toBe(200);
    expect(r.json.data.lines[0]).toMatchObject({ itemName: '定金', period: '' });
    expect(r.json.data.totalCapital).toMatch(/元/);
  });
});
