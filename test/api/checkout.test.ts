import { beforeEach, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { withdrawPermission, type SqlRow } from './factories/leases';
import { checkoutOf, depositOrder } from './factories/money';
import { dailyOf } from '../../sync/rules/bills/bill-plan';
import { SETTLE_MSG, settlementTotals, type SettlementLine } from '../../sync/rules/checkout/settlement';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { STATUS } from '../../sync/rules/board/board-status';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { REFUND_APP } from '../../sync/rules/finance/refund-rules';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const TODAY = '2026-11-22';
const DAY = 86_400_000;

/**
 * A real lease signed through the API in a free room of `apt`, its stage-1 bills named in `pay` collected through
 * POST /api/bills/collect (which makes it take effect, status 1). start 2026-09-01: stages Sep–Nov, Dec–Feb …;
 * start 2026-08-01: stages Aug–Oct, Nov–Jan (stage 2 contains today) ….
 */
async function lease(opts: { startDate?: string; apt?: string; n?: number; pay?: string[] } = {}) {
  const startDate = opts.startDate ?? '2026-09-01';
  const endDate = startDate === '2026-09-01' ? '2027-08-31' : '2027-07-31';
  const room = await t.freeRoom(opts.apt ?? '东湖公寓', opts.n ?? 0);
  const id = await t.signLease(t.boss, room, { startDate, endDate });
  const pay = opts.pay ?? ['房租', '押金', '物业费', '门卡押金'];
  const r = await collect(
    id,
    (await t.billsOf(id)).filter((b) => b.stage === 1 && pay.includes(b.cost_name)),
  );
  if (r.status !== 200) throw new Error(`collect failed: ${r.text}`);
  expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.signed);
  return { id, room, rent: room.rentCost, daily: dailyOf(room.rentCost) };
}
/** Collects `bills` of the lease today through POST /api/bills/collect (way 1 unless said). */
const collect = (leaseId: string, bills: readonly SqlRow[], paymentType = 1) =>
  t.call('POST', '/api/bills/collect', t.boss, {
    leaseId,
    bills: bills.map((b) => ({ pkId: b.id })),
    paymentType,
    receiptDate: TODAY,
  });
/** A lease that ended 2026-11-15, every bill collected, its tenant still in the room today (7 days past the end). */
async function endedLease() {
  const room = await t.freeRoom('东湖公寓');
  const id = await t.signLease(t.boss, room, { startDate: '2026-08-16', endDate: '2026-11-15' });
  expect((await collect(id, await t.billsOf(id))).status).toBe(200);
  return { id, room };
}
const bill = async (leaseId: string, stage: number, name: string) =>
  (await t.billsOf(leaseId)).find((b) => b.stage === stage && b.cost_name === name)!;
const preview = (leaseId: string, token = t.boss) => t.call('GET', `/api/checkout/preview?leaseId=${leaseId}`, token);
const checkOut = (json: Record<string, unknown>, token = t.boss) => t.call('POST', '/api/checkout', token, json);
const settle = (json: Record<string, unknown>, token = t.boss) => t.call('POST', '/api/checkout/settle', token, json);
const settlementRows = async (leaseId: string) =>
  (await t.ledgerOf(leaseId)).filter((r) => r.source_type === 'settlement');
const cashNet = (rows: Record<string, any>[]) =>
  rows.filter((r) => r.kind === 'cash').reduce((s, r) => s + (r.in_out === 1 ? r.amount : -r.amount), 0);
/** The refund application of a lease as /api/finance/refunds lists it. */
const refundOf = async (leaseId: string) =>
  (await t.call('GET', '/api/finance/refunds', t.boss)).json.data.records.find((a: any) => a.leaseId === leaseId);
/** Approves and pays the lease's refund application (the proposed way, today) through /api/finance/refunds. */
async function payOut(leaseId: string) {
  const a = await refundOf(leaseId);
  expect((await t.call('POST', `/api/finance/refunds/${a.id}/approve`, t.boss)).status).toBe(200);
  const r = await t.call('POST', `/api/finance/refunds/${a.id}/pay`, t.boss, {
    paymentWay: a.proposedWay,
    payDate: shanghaiToday(t.h.deps.now()),
  });
  expect(r.status, r.text).toBe(200);
}
/** Lines without their working (checked apart). */
const plain = (lines: SettlementLine[]) => lines.map(({ working: _w, ...l }) => l);
/** The 物业费 of the test leases: 50.00 a month, prorated like rent by its own daily amount. */
const FEE_DAILY = dailyOf(5000);

/** A with-settlement payload from the server's preview plus `deductions`, its returnCost by the settlement rules. */
async function form(
  leaseId: string,
  over: { deductions?: { name: string; cost: number }[]; badDebtCost?: number; pathway?: number | null } = {},
) {
  const p = (await preview(leaseId)).json.data;
  const deductions = (over.deductions ?? []).map((d) => ({
    ...d,
    refundStatus: REFUND_STATUS.deduction,
    billsDetailId: null,
  }));
  const costVos: SettlementLine[] = [...p.costVos, ...deductions];
  const bad = over.badDebtCost ?? 0;
  return {
    leaseId,
    withSettlement: true,
    usableDate: p.usableDate,
    isSend: true,
    returnCause: '工作调动',
    costVos,
    badDebtCost: bad,
    returnCost: settlementTotals(costVos, bad).returnCost,
    pathway: over.pathway === undefined ? 3 : over.pathway,
    remark: '钥匙已交回',
  };
}

describe('GET /api/checkout/preview', () => {
  it('refunds paid deposits and the paid rent after today; nothing owed when all is paid', async () => {
    const { id, rent, daily } = await lease();
    const r = await preview(id);
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d).toMatchObject({ mode: 'checkOut', checkOutDate: TODAY, usableDate: TODAY, badDebtCost: 0 });
    expect(plain(d.costVos)).toEqual([
      {
        name: '房租',
        cost: 8 * daily,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: (await bill(id, 1, '房租')).id,
      }, // Nov 23–30
      { name: '押金', cost: rent, refundStatus: REFUND_STATUS.refund, billsDetailId: (await bill(id, 1, '押金')).id },
      {
        name: '物业费',
        cost: 8 * FEE_DAILY,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: (await bill(id, 1, '物业费')).id,
      }, // prorated like rent
      {
        name: '门卡押金',
        cost: 10000,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: (await bill(id, 1, '门卡押金')).id,
      },
    ]);
    expect(d.refundTotal).toBe(8 * daily + rent + 8 * FEE_DAILY + 10000);
    expect(d.returnCost).toBe(8 * daily + rent + 8 * FEE_DAILY + 10000);
  });

  it('owes the unpaid bills of the stage containing today, its rent only up to today', async () => {
    const { id, rent, daily } = await lease({ startDate: '2026-08-01' });
    const d = (await preview(id)).json.data;
    const arrears = d.costVos.filter((l: SettlementLine) => l.refundStatus === REFUND_STATUS.arrears);
    expect(plain(arrears)).toEqual([
      {
        name: '房租',
        cost: 22 * daily,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: (await bill(id, 2, '房租')).id,
      }, // Nov 1–22
      {
        name: '物业费',
        cost: 22 * FEE_DAILY,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: (await bill(id, 2, '物业费')).id,
      }, // prorated like rent
    ]);
    expect(
      d.costVos
        .filter((l: SettlementLine) => l.refundStatus === REFUND_STATUS.refund)
        .map((l: SettlementLine) => l.name),
    ).toEqual(['押金', '门卡押金']);
    expect(d.arrearsTotal).toBe(22 * daily + 22 * FEE_DAILY);
    expect(d.balance).toBe(22 * daily + 22 * FEE_DAILY - rent - 10000);
  });

  it('refunds in full a fee paid ahead for a period after the check-out (unpaid, it would be voided)', async () => {
    const { id } = await lease();
    const fee2 = await bill(id, 2, '物业费');
    expect((await collect(id, [fee2])).status).toBe(200);
    const d = (await preview(id)).json.data;
    expect(plain(d.costVos)).toContainEqual({
      name: '物业费',
      cost: fee2.account_receivable,
      refundStatus: REFUND_STATUS.refund,
      billsDetailId: fee2.id,
    });
    // The stage-1 fee (paid, Sep–Nov) refunds the days after today, like rent.
    const fee1 = await bill(id, 1, '物业费');
    expect(d.costVos.find((l: SettlementLine) => l.billsDetailId === fee1.id).cost).toBe(8 * FEE_DAILY);
  });

  it('is refused for a lease to be confirmed', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {});
    const r = await preview(id);
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('只有签约成功的租约可以退房');
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY })).json.msg).toBe(
      '只有签约成功的租约可以退房',
    );
  });
});

describe('POST /api/checkout with settlement', () => {
  it('offsets arrears, books deductions and refunds; the cash rows net to −returnCost; the room becomes vacant', async () => {
    const { id, room, rent, daily } = await lease({ startDate: '2026-08-01' });
    const f = await form(id, { deductions: [{ name: '清洁费', cost: 20000 }], pathway: 3 });
    const refunds = rent + 10000;
    const arrears = 22 * daily + 22 * FEE_DAILY;
    expect(f.returnCost).toBe(refunds - arrears - 20000);
    const r = await checkOut(f);
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('退房成功');

    const l = (await t.leaseRow(id))!;
    expect(l).toMatchObject({ status: LEASE_STATUS.checkedOut, settled: 1, check_out_date: TODAY, usable_date: TODAY });
    expect(l.check_out_at).toBe(t.h.deps.now());
    // Arrears paid by offset; the rent reduced to the days used.
    const rent2 = await bill(id, 2, '房租');
    expect(rent2).toMatchObject({
      pay_status: BILL_PAY.paid,
      payment_type: 6,
      receipt_remark: '退房结算抵扣',
      account_receivable: 22 * daily,
      amount_received: 22 * daily,
    });
    expect(await bill(id, 2, '物业费')).toMatchObject({ pay_status: BILL_PAY.paid, payment_type: 6 });
    // Later stages are no longer owed.
    expect(
      (await t.billsOf(id))
        .filter((b) => b.stage >= 3)
        .every((b) => b.valid_status === BILL_VALID.void && b.pay_status === BILL_PAY.unpaid),
    ).toBe(true);
    // The deduction is a paid 退房费用 bill of stage 0.
    const ded = (await t.billsOf(id)).find((b) => b.bills_type === 11)!;
    expect(ded).toMatchObject({
      stage: 0,
      cost_name: '清洁费',
      account_receivable: 20000,
      pay_status: BILL_PAY.paid,
      source_type: 'settlement',
    });

    const rows = await settlementRows(id);
    expect(rows.filter((x) => x.in_out === 1).map((x) => [x.item_name, x.amount, x.payment_way])).toEqual([
      ['房租', 22 * daily, 6],
      ['物业费', 22 * FEE_DAILY, 6],
      ['清洁费', 20000, 6],
    ]);
    // The refunds: the part offset against the arrears and the deduction goes out with way 6 其他 (taken from the
    // refund lines in order); the part paid out to the tenant waits as a refund application, not booked yet.
    const offset = refunds - f.returnCost;
    expect(rows.filter((x) => x.in_out === 0).map((x) => [x.item_name, x.amount, x.payment_way, x.kind])).toEqual([
      ['押金退还', offset, 6, 'cash'],
    ]);
    expect(cashNet(rows)).toBe(0);
    const app = await refundOf(id);
    expect(app).toMatchObject({
      status: REFUND_APP.pending,
      statusText: '待审批',
      amount: f.returnCost,
      proposedWay: 3,
    });
    expect(app.lines).toEqual([
      { name: '押金退还', billType: 12, amount: rent - offset },
      { name: '门卡押金退还', billType: 2, amount: 10000 },
    ]);
    // Approved and paid (way 3): the payout rows carry only the money paid out, with the payout way.
    await payOut(id);
    const paid = await settlementRows(id);
    expect(paid.filter((x) => x.in_out === 0).map((x) => [x.item_name, x.amount, x.payment_way, x.kind])).toEqual([
      ['押金退还', offset, 6, 'cash'],
      ['押金退还', rent - offset, 3, 'cash'],
      ['门卡押金退还', 10000, 3, 'cash'],
    ]);
    expect(cashNet(paid)).toBe(-f.returnCost);

    const co = (await checkoutOf(t.h.db, id))!;
    expect(co).toMatchObject({
      kind: 1,
      is_send: 1,
      return_cost: f.returnCost,
      bad_debt_cost: 0,
      pathway: 3,
      return_cause: '工作调动',
      remark: '钥匙已交回',
    });

    // The read model.
    const read = (await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data;
    expect(read).toMatchObject({
      type: 1,
      isSettlement: 1,
      returnCost: f.returnCost,
      pathway: 3,
      pathwayText: '微信转账',
      checkOutDate: TODAY,
      usableDate: TODAY,
    });
    expect(read.bills).toHaveLength(5);
    expect(read.operator).toBeTruthy();

    // The room is vacant on the board and on /kofang.
    const board = await t.call(
      'GET',
      `/api/board/houses?apartmentId=${room.apartmentId}&houseNumber=${room.houseNumber}`,
      t.boss,
    );
    const tile = board.json.data.apartments
      .flatMap((a: any) => a.floors.flatMap((x: any) => x.houses))
      .find((x: any) => x.houseId === room.id);
    expect(tile.houseStatus[0].statusCode).toBe(STATUS.vacant);
    const vacant = await t.call(
      'GET',
      `/api/board/vacant?apartmentId=${room.apartmentId}&houseNumber=${room.houseNumber}`,
      t.boss,
    );
    expect(vacant.json.data.records.map((x: any) => x.houseId)).toContain(room.id);
  });

  it('writes the uncovered arrears off as bad debt (a bill split when partly covered) and pays nothing out', async () => {
    // Only the rent and the key-card deposit of stage 1 paid: stage 1 物业费 and stage 2 are owed, 押金 voided.
    const { id, daily } = await lease({ startDate: '2026-08-01', pay: ['房租', '门卡押金'] });
    const p = (await preview(id)).json.data;
    const arrears = 15000 + 22 * daily + 22 * FEE_DAILY;
    expect(p.arrearsTotal).toBe(arrears);
    expect(p.maxBadDebt).toBe(arrears - 10000);

    const owed = await checkOut(await form(id, { pathway: null }));
    expect(owed.status).toBe(400);
    expect(owed.json.msg).toBe(SETTLE_MSG.balanceOwed);
    const tooMuch = await checkOut(await form(id, { badDebtCost: arrears - 10000 + 1, pathway: null }));
    expect(tooMuch.json.msg).toBe(SETTLE_MSG.badDebtTooLarge);

    // Bad debt with a refund: a warning the operator confirms, accepted by the server.
    const f = await form(id, { badDebtCost: arrears - 10000, pathway: null });
    expect(f.returnCost).toBe(0);
    const r = await checkOut(f);
    expect(r.status).toBe(200);
    expect((await bill(id, 1, '押金')).valid_status).toBe(BILL_VALID.void);
    // The stage-1 物业费 (oldest) is covered by the refund as far as it goes; the rest is bad debt.
    const pm1 = (await t.billsOf(id)).filter((b) => b.stage === 1 && b.cost_name === '物业费');
    expect(pm1.map((b) => [b.account_receivable, b.pay_status, b.valid_status]).sort()).toEqual(
      [
        [10000, 1, 0],
        [5000, 0, 2],
      ].sort(),
    );
    expect(await bill(id, 2, '房租')).toMatchObject({
      pay_status: BILL_PAY.unpaid,
      valid_status: BILL_VALID.badDebt,
      account_receivable: 22 * daily,
    });
    expect(await bill(id, 2, '物业费')).toMatchObject({
      pay_status: BILL_PAY.unpaid,
      valid_status: BILL_VALID.badDebt,
    });
    const rows = await settlementRows(id);
    const bad = rows.filter((x) => x.kind === 'bad_debt');
    expect(bad.every((x) => x.in_out === 0)).toBe(true);
    expect(bad.reduce((s, x) => s + x.amount, 0)).toBe(arrears - 10000);
    expect(cashNet(rows)).toBe(0);
    expect((await checkoutOf(t.h.db, id))!.bad_debt_cost).toBe(arrears - 10000);
  });

  it('refuses deductions above the refunds, a missing or POS payout route, changed lines and a wrong returnCost', async () => {
    const { id, rent, daily } = await lease();
    const refunds = 8 * daily + rent + 8 * FEE_DAILY + 10000;
    const over = await checkOut(await form(id, { deductions: [{ name: '物品损坏赔偿', cost: refunds + 1 }] }));
    expect(over.status).toBe(400);
    expect(over.json.msg).toBe('扣款金额不能大于退款金额');
    expect((await checkOut(await form(id, { pathway: null }))).json.msg).toBe('请选择付款途径');
    expect((await checkOut(await form(id, { pathway: 5 }))).json.msg).toBe(SETTLE_MSG.pathwayInvalid);
    expect((await checkOut(await form(id, { deductions: [{ name: ' ', cost: 100 }] }))).json.msg).toBe(
      SETTLE_MSG.deductionName,
    );
    expect((await checkOut(await form(id, { deductions: [{ name: '清洁费', cost: 0 }] }))).json.msg).toBe(
      SETTLE_MSG.deductionAmount,
    );

    const changed = await form(id);
    changed.costVos[0] = { ...changed.costVos[0], cost: changed.costVos[0].cost + 1 };
    const c = await checkOut(changed);
    expect(c.status).toBe(409);
    expect(c.json.msg).toBe(SETTLE_MSG.linesChanged);
    const dropped = await form(id);
    dropped.costVos = dropped.costVos.slice(1);
    expect((await checkOut(dropped)).json.msg).toBe(SETTLE_MSG.linesChanged);

    const wrong = await form(id);
    wrong.returnCost += 1;
    expect((await checkOut(wrong)).json.msg).toBe(SETTLE_MSG.returnCostMismatch);
    const past = await checkOut({ ...(await form(id)), usableDate: '2026-11-21' });
    expect(past.json.msg).toBe(SETTLE_MSG.usableBeforeToday);

    // Nothing changed by the refusals.
    expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.signed);
    expect(await settlementRows(id)).toEqual([]);
    // A full refund with a route succeeds; checking out twice is refused.
    const ok = await form(id, { deductions: [{ name: '清洁费', cost: 20000 }] });
    expect((await checkOut(ok)).status).toBe(200);
    await payOut(id);
    expect(cashNet(await settlementRows(id))).toBe(-(refunds - 20000));
    const again = await checkOut(ok);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('只有签约成功的租约可以退房');
  });
});

describe('a settlement that pays nothing out', () => {
  it('books its refunds as offset (6 其他) even when the form still carries a payout route', async () => {
    const { id, rent, daily } = await lease();
    const refunds = 8 * daily + rent + 8 * FEE_DAILY + 10000;
    const f = await form(id, { deductions: [{ name: '物品损坏赔偿', cost: refunds }], pathway: 1 });
    expect(f.returnCost).toBe(0);
    const r = await checkOut(f);
    expect(r.status, r.text).toBe(200);
    const rows = await settlementRows(id);
    expect(rows.filter((x) => x.in_out === 0).map((x) => x.payment_way)).toEqual([6, 6, 6, 6]);
    expect(rows.filter((x) => x.payment_way === 1)).toEqual([]);
    expect(cashNet(rows)).toBe(0);
    expect(await checkoutOf(t.h.db, id)).toMatchObject({ pathway: null, return_cost: 0 });
  });
});

describe('a lease signed with a paid deposit order (定金)', () => {
  it('refunds the advance at check-out: with deduction it is part of the deposit, so the whole deposit comes back', async () => {
    const room = await t.room('东湖公寓', '107');
    const order = await depositOrder(t.h.db, { roomId: room.id, paidOpen: true });
    expect(order.advance_cost).toBeGreaterThan(0);
    const id = await t.signLease(t.boss, room, {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      advanceId: order.id,
      isDeduction: 1,
      depositCost: room.rentCost - order.advance_cost,
      basis: { listRent: room.rentCost, advanceId: order.id, advanceCost: order.advance_cost },
    });
    expect((await bill(id, 1, '押金')).account_receivable).toBe(room.rentCost - order.advance_cost);
    expect(
      (
        await collect(
          id,
          (await t.billsOf(id)).filter((b) => b.stage === 1),
        )
      ).status,
    ).toBe(200);

    const p = (await preview(id)).json.data;
    expect(p.costVos).toContainEqual(
      expect.objectContaining({
        name: '定金',
        cost: order.advance_cost,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: order.id,
      }),
    );
    const deposits = p.costVos
      .filter((l: SettlementLine) => l.name === '押金' || l.name === '定金')
      .reduce((a: number, l: SettlementLine) => a + l.cost, 0);
    expect(deposits).toBe(room.rentCost);

    const f = await form(id, { pathway: 1 });
    const r = await checkOut(f);
    expect(r.status, r.text).toBe(200);
    await payOut(id);
    const out = (await settlementRows(id)).find((x) => x.item_name === '定金退还')!;
    expect(out).toMatchObject({ in_out: 0, amount: order.advance_cost, bill_type: 13, payment_way: 1, kind: 'cash' });
    expect(cashNet(await settlementRows(id))).toBe(-f.returnCost);
  });
});

describe('check-out without settlement, settled later', () => {
  it("needs a date, moves no money, closes the bills, and is settled later as of the check-out date with '操作成功'", async () => {
    const { id, room, rent, daily } = await lease({ startDate: '2026-08-01' });
    const none = await checkOut({ leaseId: id, withSettlement: false, usableDate: '', isSend: true });
    expect(none.status).toBe(400);
    expect(none.json.msg).toBe('请先选择时间');
    expect((await checkOut({ leaseId: id, withSettlement: false, isSend: true })).json.msg).toBe('请先选择时间');

    const ledgerBefore = (await t.ledgerOf(id)).length;
    const r = await checkOut({ leaseId: id, withSettlement: false, usableDate: '2026-11-25', isSend: false });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('退房成功');
    expect(await t.leaseRow(id)).toMatchObject({
      status: LEASE_STATUS.checkedOut,
      settled: 0,
      usable_date: '2026-11-25',
      check_out_date: TODAY,
    });
    expect(await t.ledgerOf(id)).toHaveLength(ledgerBefore);
    expect(await checkoutOf(t.h.db, id)).toMatchObject({ kind: 0, is_send: 0, settled_at: null });
    expect((await bill(id, 2, '房租')).account_receivable).toBe(22 * daily);
    expect((await t.billsOf(id)).filter((b) => b.stage >= 3).every((b) => b.valid_status === BILL_VALID.void)).toBe(
      true,
    );
    const vacant = await t.call(
      'GET',
      `/api/board/vacant?apartmentId=${room.apartmentId}&houseNumber=${room.houseNumber}`,
      t.boss,
    );
    expect(vacant.json.data.records.map((x: any) => x.houseId)).toContain(room.id);

    // No bill operations afterwards but collecting money received (issue 12).
    const voided = await t.call('POST', '/api/bills/void', t.boss, { pkIds: [(await bill(id, 2, '物业费')).id] });
    expect([voided.status, voided.json.msg]).toEqual([409, '租约已退房，不能再操作账单']);
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY })).json.msg).toBe(
      '只有签约成功的租约可以退房',
    );
    expect((await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data).toMatchObject({
      type: 0,
      isSettlement: 0,
      bills: [],
    });

    // Three days later the settlement is still computed as of the check-out date.
    t.h.advance(3 * DAY);
    t.boss = await t.h.login(PHONES.boss); // the session of three days ago has ended
    const p = (await preview(id)).json.data;
    expect(p).toMatchObject({ mode: 'settle', checkOutDate: TODAY });
    expect(p.arrearsTotal).toBe(22 * daily + 22 * FEE_DAILY);
    expect(p.refundTotal).toBe(rent + 10000);
    const f = await form(id, { pathway: 1 });
    const s = await settle(f);
    expect(s.status).toBe(200);
    expect(s.json.msg).toBe('操作成功');
    expect(await t.leaseRow(id)).toMatchObject({ status: LEASE_STATUS.checkedOut, settled: 1 });
    await payOut(id);
    expect(cashNet(await settlementRows(id))).toBe(-f.returnCost);
    expect(await checkoutOf(t.h.db, id)).toMatchObject({ kind: 0, settled_at: t.h.deps.now() });
    expect((await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data).toMatchObject({
      isSettlement: 1,
      returnCost: f.returnCost,
      pathway: 1,
    });

    const twice = await settle(f);
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('只有已退房且未结算的租约可以结算');
  });

  it('refuses to settle a lease that was not checked out', async () => {
    const { id } = await lease();
    const r = await settle(await form(id));
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('只有已退房且未结算的租约可以结算');
  });
});

describe('access', () => {
  it('hides leases of another organisation and outside the staff projects (404)', async () => {
    const { id } = await lease();
    for (const r of [
      await preview(id, t.otherBoss),
      await t.call('GET', `/api/checkout?leaseId=${id}`, t.otherBoss),
      await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY }, t.otherBoss),
      await settle({ leaseId: id, withSettlement: true, usableDate: TODAY }, t.otherBoss),
    ]) {
      expect(r.status).toBe(404);
      expect(r.json.msg).toBe('租约不存在或无权查看');
    }
    const west = await lease({ apt: '西城公寓' });
    expect((await preview(west.id, t.staff)).status).toBe(404);
    expect((await checkOut({ leaseId: west.id, withSettlement: false, usableDate: TODAY }, t.staff)).status).toBe(404);
    expect((await t.leaseRow(west.id))!.status).toBe(LEASE_STATUS.signed);
    // Staff of 东湖 may check out a 东湖 lease.
    expect((await preview(id, t.staff)).status).toBe(200);
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY }, t.staff)).status).toBe(200);
  });

  it('needs the lease permission [2,9] (403)', async () => {
    const { id } = await lease();
    await withdrawPermission(t.h.db, t.orgId, '店长', 2, 9);
    expect((await preview(id, t.manager)).status).toBe(403);
    expect((await t.call('GET', `/api/checkout?leaseId=${id}`, t.manager)).status).toBe(403);
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY }, t.manager)).status).toBe(403);
    expect((await settle({ leaseId: id }, t.manager)).status).toBe(403);
    expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.signed);
    expect((await preview(id, t.boss)).status).toBe(200);
  });
});

describe('overstay (issue 12): days past the lease end are charged at the contract holdover rate', () => {
  it('shows 超期占用费 = days × daily rent × 3 with its working; a changed amount needs a reason, both kept', async () => {
    const { id, room } = await endedLease();
    const daily = dailyOf(room.rentCost);
    const p = (await preview(id)).json.data;
    const over = p.costVos.find((l: SettlementLine) => l.kind === 'overstay');
    expect(over).toEqual({
      name: '超期占用费',
      cost: 7 * daily * 3,
      computedCost: 7 * daily * 3,
      refundStatus: REFUND_STATUS.arrears,
      billsDetailId: null,
      kind: 'overstay',
      working: `11月16日–11月22日 7天 × ¥${(daily / 100).toFixed(2)}/天 × 3倍（合同约定：逾期不搬离按日租金3倍收取房屋占用费）`,
    });
    expect(p.arrearsTotal).toBe(7 * daily * 3);
    // Every line shows how it was reached.
    expect(p.costVos.every((l: SettlementLine) => typeof l.working === 'string' && l.working.length > 0)).toBe(true);

    // The operator lowers it: a reason is required.
    const edited = async (cost: number, reason: string) => {
      const f = await form(id, { pathway: 1 });
      f.costVos = f.costVos.map((l) => (l.kind === 'overstay' ? { ...l, cost, reason } : l));
      return { ...f, returnCost: settlementTotals(f.costVos, 0).returnCost };
    };
    const noReason = await checkOut(await edited(5000, ''));
    expect([noReason.status, noReason.json.msg]).toEqual([400, '修改超期占用费时请填写原因']);
    expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.signed);
    const f = await edited(5000, '与租客协商减免');
    const r = await checkOut(f);
    expect(r.status, r.text).toBe(200);

    // The bill, the settlement's lines and the read model keep the amount and the reason; the ledger agrees.
    const bill11 = (await t.billsOf(id)).find((b) => b.cost_name === '超期占用费')!;
    expect(bill11).toMatchObject({
      bills_type: 11,
      account_receivable: 5000,
      pay_status: BILL_PAY.paid,
      payment_type: 6,
      source_type: 'overstay',
    });
    const read = (await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data;
    expect(read.bills.find((l: SettlementLine) => l.kind === 'overstay')).toMatchObject({
      cost: 5000,
      computedCost: 7 * daily * 3,
      reason: '与租客协商减免',
      billsDetailId: bill11.id,
    });
    const rows = await settlementRows(id);
    expect(rows.find((x) => x.item_name === '超期占用费')).toMatchObject({ in_out: 1, amount: 5000, kind: 'cash' });
    expect(cashNet(rows)).toBe(0);
    await payOut(id);
    expect(cashNet(await settlementRows(id))).toBe(-f.returnCost);
  });

  it('a check-out without settlement bills the overstay at once, so it can be collected', async () => {
    const { id, room } = await endedLease();
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY })).status).toBe(200);
    const daily = dailyOf(room.rentCost);
    const over = (await t.billsOf(id)).find((b) => b.cost_name === '超期占用费')!;
    expect(over).toMatchObject({
      account_receivable: 21 * daily,
      pay_status: BILL_PAY.unpaid,
      valid_status: BILL_VALID.valid,
      source_type: 'overstay',
      receivable_date: TODAY,
    });
    const p = (await preview(id)).json.data;
    expect(p.costVos.filter((l: SettlementLine) => l.kind === 'overstay')).toMatchObject([
      { billsDetailId: over.id, cost: 21 * daily },
    ]);
    const c = await collect(id, [over], 2);
    expect(c.status).toBe(200);
    expect((await preview(id)).json.data.costVos.some((l: SettlementLine) => l.kind === 'overstay')).toBe(false);
  });

  it('the billed overstay can still be changed with a reason when settling; the bill follows', async () => {
    const { id } = await endedLease();
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY })).status).toBe(200);
    const over = (await t.billsOf(id)).find((b) => b.source_type === 'overstay')!;
    const f = await form(id, { pathway: 1 });
    f.costVos = f.costVos.map((l) => (l.kind === 'overstay' ? { ...l, cost: 0, reason: '房东同意免收' } : l));
    f.returnCost = settlementTotals(f.costVos, 0).returnCost;
    const s = await settle(f);
    expect(s.status, s.text).toBe(200);
    // Waived: the bill is void, the reason kept on it and in the settlement.
    expect((await t.billsOf(id)).find((b) => b.id === over.id)).toMatchObject({
      valid_status: BILL_VALID.void,
      pay_status: BILL_PAY.unpaid,
    });
    expect((await t.billsOf(id)).find((b) => b.id === over.id)!.receipt_remark).toContain('房东同意免收');
    const read = (await t.call('GET', `/api/checkout?leaseId=${id}`, t.boss)).json.data;
    expect(read.bills.find((l: SettlementLine) => l.kind === 'overstay')).toMatchObject({
      cost: 0,
      computedCost: over.account_receivable,
      reason: '房东同意免收',
    });
    await payOut(id);
    expect(cashNet(await settlementRows(id))).toBe(-f.returnCost);
  });
});

describe('after 退房不结算 arrears can still be collected (issue 12); bad debt only of the remainder', () => {
  it('collects an arrears bill by transfer (receipt, ledger) and settles with bad debt of what is still unpaid', async () => {
    // Stage 1 rent and key-card deposit paid: stage-1 物业费, stage-2 rent and fee owed.
    const { id, daily } = await lease({ startDate: '2026-08-01', pay: ['房租', '门卡押金'] });
    expect((await checkOut({ leaseId: id, withSettlement: false, usableDate: TODAY })).status).toBe(200);
    const rent2 = await bill(id, 2, '房租');
    expect(rent2).toMatchObject({ account_receivable: 22 * daily, source_type: 'checkout' });
    // Void stays closed; collecting money received is allowed.
    expect((await t.call('POST', '/api/bills/void', t.boss, { pkIds: [rent2.id] })).status).toBe(409);
    const c = await collect(id, [rent2], 3);
    expect(c.status, c.text).toBe(200);
    expect(c.json.data.receiptNumber).toMatch(/^SJ/);
    expect((await t.ledgerOf(id)).filter((r) => r.source_type === 'bill' && r.source_id === rent2.id)).toMatchObject([
      { in_out: 1, amount: 22 * daily, payment_way: 3 },
    ]);

    // The settlement owes only what is left: the collected (cut) rent is neither owed nor refunded.
    const p = (await preview(id)).json.data;
    expect(p.costVos.some((l: SettlementLine) => l.billsDetailId === rent2.id)).toBe(false);
    const left = 15000 + 22 * FEE_DAILY;
    expect(p.arrearsTotal).toBe(left);
    expect(p.maxBadDebt).toBe(left - 10000);
    const f = await form(id, { badDebtCost: left - 10000, pathway: null });
    const s = await settle(f);
    expect(s.status, s.text).toBe(200);
    const bad = (await settlementRows(id)).filter((x) => x.kind === 'bad_debt');
    expect(bad.reduce((a, x) => a + x.amount, 0)).toBe(left - 10000);
    expect(bad.some((x) => x.item_name === '房租')).toBe(false);
    expect(await bill(id, 2, '房租')).toMatchObject({
      pay_status: BILL_PAY.paid,
      payment_type: 3,
      valid_status: BILL_VALID.valid,
    });
    expect(cashNet(await settlementRows(id))).toBe(0);
    // Settled: the account is final.
    const again = await collect(id, [await bill(id, 2, '物业费')]);
    expect([again.status, again.json.msg]).toEqual([409, '租约已结算，不能再收款']);
  });
});
