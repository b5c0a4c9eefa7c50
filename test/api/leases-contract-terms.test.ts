import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { and, eq } from 'drizzle-orm';
import { depositOrders } from '../../api/deposits/schema';
import { sqlNamed } from './factories/leases';
import { leasesHarness, signInput, type LeasesHarness } from './lease-helpers';
import { formatFen } from '../../sync/rules/common/money';
import { fenToCapital } from '../../sync/rules/common/capital-numerals';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

/**
 * Issue 12 points 11–13, 17, 18: what the signing screen starts from (the deposit order's terms, the organisation's
 * default contract type), what the contract of a lease states (the true deposit with the earnest money, per-period
 * fees per period, the lease code as its number) and what the lease detail shows (deposit held, 首期应收 as signed).
 */
let t: LeasesHarness;
// A fresh harness per test: building it may take a while on a busy machine (the first one clones the demo).
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const money = (fen: number) => `${formatFen(fen)}（${fenToCapital(fen)}）`;
const detail = (id: string) => t.call('GET', `/api/leases/${id}`, t.boss);
const contractText = async (id: string): Promise<string> => {
  const r = await t.call('GET', `/api/leases/${id}/contract/text`, t.boss);
  expect(r.status, r.text).toBe(200);
  return r.json.data.plainText;
};
const TODAY = '2026-11-22';

/** 东湖 107 has the demo's paid, unsigned deposit order (林雨婷). */
async function orderRoom() {
  const r = await t.room('东湖公寓', '107');
  const [order] = await t.h.db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.roomId, r.id),
        eq(depositOrders.payStatus, ORDER_PAY.paid),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
      ),
    )
    .limit(1);
  return { r, order: sqlNamed(depositOrders, order!) };
}

describe('signing from a deposit order', () => {
  it("the defaults carry the order's terms (booker, phone, agreed rent, dates) for the form to start from", async () => {
    const { r, order } = await orderRoom();
    const res = await t.call('GET', `/api/leases/defaults?houseId=${r.id}`, t.boss);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.advance).toEqual({
      advanceId: order.id,
      advanceCost: order.advance_cost,
      promiseMan: order.promise_man,
      phone: order.phone,
      rentCost: order.rent_cost,
      startDate: order.start_date,
      endDate: order.end_date,
    });
  });

  it('the synced room facts carry a paid order’s terms, so the device can start from them offline', async () => {
    const { r, order } = await orderRoom();
    const pulled = await t.call('GET', '/api/sync/pull', t.boss);
    expect(pulled.status, pulled.text).toBe(200);
    const row = (pulled.json.data.changes.rooms as { id: string; facts: string }[]).find((x) => x.id === r.id)!;
    expect(JSON.parse(row.facts).orders).toEqual([
      expect.objectContaining({
        id: order.id,
        payStatus: ORDER_PAY.paid,
        terms: {
          advanceCost: order.advance_cost,
          promiseMan: order.promise_man,
          phone: order.phone,
          rentCost: order.rent_cost,
          startDate: order.start_date,
          endDate: order.end_date,
        },
      }),
    ]);
  });
});

describe('the contract and the lease detail with the earnest money deducted (押2)', () => {
  it('the contract states deposit = 2 × rent and that the earnest money counts towards it; detail shows the deposit held', async () => {
    const { r, order } = await orderRoom();
    const rent = r.rentCost;
    const advance = order.advance_cost as number;
    const input = signInput(r, {
      deposit: 2,
      depositCost: 2 * rent - advance,
      isDeduction: 1,
      advanceId: order.id,
      fees: [],
      basis: { listRent: rent, advanceId: order.id, advanceCost: advance },
    });
    const res = await t.call('POST', '/api/leases/sign', t.boss, input);
    expect(res.status, res.text).toBe(200);
    const id = input.leaseId;

    const text = await contractText(id);
    expect(text).toContain(
      `押金为2个月租金，计${money(2 * rent)}，其中乙方已付定金${money(advance)}计入押金，乙方应于签订本合同时付清其余押金${money(2 * rent - advance)}。`,
    );
    // The deposit bill is the rest, as the contract says.
    const depositBill = (await t.billsOf(id)).find((b) => b.bills_type === 12)!;
    expect(depositBill.account_receivable).toBe(2 * rent - advance);

    let d = (await detail(id)).json.data;
    expect(d.depositTotal).toBe(2 * rent);
    // The signing info states the deposit agreed and the earnest money counted towards it, like the contract.
    expect(d.signList[0]).toMatchObject({ depositCost: 2 * rent - advance, depositAdvance: advance });
    expect(d.advanceHeld).toBe(advance);
    expect(d.depositHeld).toBe(advance);
    const c = await t.call('POST', '/api/bills/collect', t.boss, {
      leaseId: id,
      bills: [{ pkId: depositBill.id }],
      paymentType: 1,
      receiptDate: TODAY,
    });
    expect(c.status, c.text).toBe(200);
    d = (await detail(id)).json.data;
    expect(d.depositHeld).toBe(2 * rent);
  });
});

describe('per-period fees (付3, 物业费 ¥50 a month)', () => {
  it('the contract and the lease detail state ¥150 a period, equal to the fee bill of a full stage', async () => {
    const r = await t.freeRoom('东湖公寓');
    const id = await t.signLease(t.boss, r, {
      payment: 3,
      fees: [{ name: '物业费', billsType: 13, amount: 5000, perPeriod: true }],
    });
    const stage2Fee = (await t.billsOf(id)).find((b) => b.stage === 2 && b.cost_name === '物业费')!.account_receivable;
    expect(stage2Fee).toBe(15000);
    const text = await contractText(id);
    expect(text).toContain(`物业费每月${money(5000)}，每期${money(stage2Fee)}`);
    expect(text).not.toMatch(/支付以下费用：物业费¥50\.00/);
    const fee = (await detail(id)).json.data.signList[0].otherCost[0];
    expect(fee).toMatchObject({ name: '物业费', amount: 5000, perPeriod: true, periodAmount: stage2Fee });
  });
});

describe('首期应收 and the lease code', () => {
  it('首期应收 stays the first stage as signed after collecting, voiding and editing its bills', async () => {
    const r = await t.freeRoom('东湖公寓');
    const id = await t.signLease(t.boss, r);
    const stage1 = (await t.billsOf(id)).filter((b) => b.stage === 1);
    const signedTotal = stage1.reduce((s, b) => s + b.account_receivable, 0);
    const first = async () => (await detail(id)).json.data.signList[0];
    expect((await first()).firstTotal).toBe(signedTotal);

    const rentBill = stage1.find((b) => b.bills_type === 1)!;
    const card = stage1.find((b) => b.cost_name === '门卡押金')!;
    const fee = stage1.find((b) => b.cost_name === '物业费')!;
    expect(
      (
        await t.call('POST', '/api/bills/collect', t.boss, {
          leaseId: id,
          bills: [{ pkId: rentBill.id }],
          paymentType: 1,
          receiptDate: TODAY,
        })
      ).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/bills/void', t.boss, { pkIds: [card.id] })).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/bills/edit', t.boss, {
          billsDetailId: fee.id,
          accountReceivable: 100,
          receiptRemark: '优惠',
        })
      ).status,
    ).toBe(200);
    expect(await first()).toMatchObject({ firstTotal: signedTotal, firstReceivableDate: stage1[0].receivable_date });
  });

  it('the contract number is the lease code, the same in the detail and the list', async () => {
    const r = await t.freeRoom('东湖公寓');
    const input = signInput(r, { leaseId: ulid(t.h.deps.now()), tenant: '编号测试' });
    const res = await t.call('POST', '/api/leases/sign', t.boss, input);
    expect(res.status, res.text).toBe(200);
    const code = res.json.data.leaseCode as string;
    expect(code).toMatch(/^ZY20261122[0-9A-Z]{6}$/);
    expect(await contractText(input.leaseId)).toContain(`合同编号：${code}\n`);
    expect((await detail(input.leaseId)).json.data.leaseCode).toBe(code);
    const list = await t.call('GET', '/api/leases?tenant=%E7%BC%96%E5%8F%B7%E6%B5%8B%E8%AF%95', t.boss);
    expect(list.json.data.records.map((x: { leaseCode: string }) => x.leaseCode)).toEqual([code]);
  });
});

describe('General_4: the default contract type of the signing form', () => {
  it('is paper unless the organisation sets electronic; the signing defaults follow it, per organisation', async () => {
    const r = await t.freeRoom('东湖公寓');
    const defaults = async (token = t.boss, houseId = r.id) =>
      (await t.call('GET', `/api/leases/defaults?houseId=${houseId}`, token)).json.data;
    expect((await t.call('GET', '/api/settings/contract-settings', t.boss)).json.data).toEqual({
      defaultContractType: 0,
    });
    expect((await defaults()).defaultContractType).toBe(0);

    expect((await t.call('PUT', '/api/settings/contract-settings', t.boss, { defaultContractType: 2 })).json.msg).toBe(
      '请选择默认合同类型',
    );
    const put = await t.call('PUT', '/api/settings/contract-settings', t.boss, { defaultContractType: 1 });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ msg: '保存成功', data: { defaultContractType: 1 } });
    expect((await defaults()).defaultContractType).toBe(1);
    expect((await defaults(t.staff)).defaultContractType).toBe(1);
    // Another organisation keeps paper.
    expect((await t.call('GET', '/api/settings/contract-settings', t.otherBoss)).json.data).toEqual({
      defaultContractType: 0,
    });
    // Staff (no General_4) may read it for signing but not change it.
    expect((await t.call('PUT', '/api/settings/contract-settings', t.staff, { defaultContractType: 0 })).status).toBe(
      403,
    );
  });
});
