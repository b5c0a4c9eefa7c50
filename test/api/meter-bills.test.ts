import { beforeEach, describe, expect, it } from 'vitest';
import { meterBillsHarness, PRICES } from './meter-bills-helpers';
import { patchLease } from './factories/leases';
import { billedReadingCount, setMeterPrice, withdrawPerm } from './factories/meters';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';

let t: Awaited<ReturnType<typeof meterBillsHarness>>;
beforeEach(async () => {
  t = await meterBillsHarness();
});

const TODAY = '2026-11-22';

/** A room of `apt` with a signed paper lease (2026-09-01 … 2027-08-31 unless given), fresh meters and prices set. */
async function leasedRoom(apt = '东湖公寓', n = 0, over: Record<string, unknown> = {}) {
  const room = await t.freeRoom(apt, n);
  const leaseId = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31', ...over });
  const m = await t.freshMeters(room);
  await t.setPrices(room.apartmentId);
  return { room, leaseId, m, orgId: room.orgId };
}

describe('generate utility bills (POST /api/meter-bills)', () => {
  it('makes type-3 bills with exact amounts joining the next stage not yet due; meters and readings move; 生成账单成功', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 10000); // 100.00 吨
    await t.read(orgId, m.cold, 12345); // 123.45 吨 → 23.45 × 3.50 = 82.075 → 82.08
    await t.read(orgId, m.elec, 50000);
    const lastElec = (await t.read(orgId, m.elec, 53333)).readingId; // 33.33 度 × 1.20 = 39.996 → 40.00
    await t.read(orgId, m.hot, 700);
    const lastHot = (await t.read(orgId, m.hot, 755)).readingId; // 0.55 吨 × 10.00 = 5.50
    const items = await t.postItems(room);
    expect(items).toHaveLength(3);
    expect(items.find((i) => i.meterId === m.cold)).toMatchObject({ startNum: 10000, endNum: 12345, devType: 1 });

    const r = await t.generate(t.boss, { createType: 0, items });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('生成账单成功');
    expect(r.json.data).toMatchObject({ count: 3, total: 8208 + 4000 + 550, skipped: [] });

    const stages = await t.stagesOf(leaseId);
    const next = stages.find((s) => s.receivable_date >= TODAY) ?? stages[stages.length - 1];
    const bills = await t.utilityBills(leaseId);
    const byName = (name: string) => bills.find((b) => b.cost_name === name)!;
    expect(bills.map((b) => [b.cost_name, b.account_receivable]).sort()).toEqual(
      [
        ['水费', 8208],
        ['热水费', 550],
        ['电费', 4000],
      ].sort(),
    );
    for (const b of bills) {
      expect(b).toMatchObject({
        bills_type: 3,
        pay_status: BILL_PAY.unpaid,
        valid_status: BILL_VALID.valid,
        receivable_date: next.receivable_date,
        stage_id: next.id,
        stage: next.stage,
        source_type: 'meter',
      });
    }
    expect(byName('水费').receipt_remark).toBe('读数 100.00 → 123.45，用量 23.45 吨 × 单价 3.50 元/吨');
    expect(byName('电费').receipt_remark).toBe('读数 500.00 → 533.33，用量 33.33 度 × 单价 1.20 元/度');
    expect(byName('电费').source_id).toBe(lastElec);
    // One unit of work: the bills and the meters they moved carry its one version.
    expect(new Set(bills.map((b) => b.version)).size).toBe(1);
    expect((await t.meterRow(m.cold)).version).toBe(bills[0].version);
    expect(await t.meterRow(m.hot)).toMatchObject({ billed_value: 755, billed_reading_id: lastHot });
    expect((await t.readingRow(lastHot)).bill_id).toBe(byName('热水费').id);

    // The account view shows them as collectable bills of the stage.
    const plans = (await t.call('GET', `/api/bills/plans?leaseId=${leaseId}`, t.boss)).json.data;
    const stage = plans.billPlans.find((p: any) => p.billsId === next.id);
    const shown = stage.bills.filter((b: any) => b.billsType === 3);
    expect(shown.map((b: any) => b.accountReceivable).sort((a: number, b: number) => a - b)).toEqual([550, 4000, 8208]);
    expect(shown.every((b: any) => b.canCollect && b.statusText)).toBe(true);

    // They can be collected like any other bill.
    const c = await t.call('POST', '/api/bills/collect', t.boss, {
      bills: shown.map((b: any) => ({ pkId: b.pkId })),
      paymentType: 1,
      receiptDate: TODAY,
    });
    expect(c.status).toBe(200);
    expect((await t.utilityBills(leaseId)).every((b) => b.pay_status === BILL_PAY.paid)).toBe(true);

    // The next bill starts where this one ended.
    await t.read(orgId, m.cold, 13345);
    const again = (await t.postItems(room)).find((i) => i.meterId === m.cold)!;
    expect(again).toMatchObject({ startNum: 12345, endNum: 13345 });
    const r2 = await t.generate(t.boss, { createType: 0, items: [again] });
    expect(r2.json.data).toMatchObject({ count: 1, total: 3500 });
  });

  it('a reading is billed once: a repeated request and a concurrent one get code 109 and change nothing', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 1000);
    await t.read(orgId, m.elec, 0);
    await t.read(orgId, m.elec, 1000);
    const items = await t.postItems(room);
    expect((await t.generate(t.boss, { createType: 0, items })).status).toBe(200);
    const again = await t.generate(t.boss, { createType: 0, items });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(109);
    expect(again.json.msg).toBe('东湖公寓 1层 101 冷水表的读数已变化（可能刚生成过账单或有新读数），请刷新后重试');
    expect(await t.utilityBills(leaseId)).toHaveLength(2);

    await t.read(orgId, m.cold, 2000);
    await t.read(orgId, m.elec, 3000);
    const next = await t.postItems(room);
    const [a, b] = await Promise.all([
      t.generate(t.boss, { createType: 0, items: next }),
      t.generate(t.manager, { createType: 0, items: next }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.json.code, b.json.code].sort()).toEqual([109, 200]);
    const bills = await t.utilityBills(leaseId);
    expect(bills).toHaveLength(4);
    expect(bills.map((x) => x.account_receivable).sort((x, y) => x - y)).toEqual([1200, 2400, 3500, 3500]);
  });

  it('a metered bill cannot be voided (its usage would be lost), and at check-out it is owed in full, never voided', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 2000);
    expect((await t.generate(t.boss, { createType: 0, items: await t.postItems(room) })).status).toBe(200);
    const [bill] = await t.utilityBills(leaseId);
    const voided = await t.call('POST', '/api/bills/void', t.boss, { pkIds: [bill.id] });
    expect([voided.status, voided.json.msg]).toEqual([409, '抄表生成的水电账单不能作废，如有误请修改金额']);
    expect((await t.utilityBills(leaseId))[0].valid_status).toBe(BILL_VALID.valid);
    // The account view does not offer 作废 on it (the same rule as the server: sync/bill-rules.ts voidRefusal).
    const plans = (await t.call('GET', `/api/bills/plans?leaseId=${leaseId}`, t.boss)).json.data;
    const shown = plans.billPlans.flatMap((s: any) => s.bills).find((b: any) => b.pkId === bill.id);
    expect(shown).toMatchObject({ canVoid: false, canEdit: true, canCollect: true });
    // The bill joined a stage after today; the check-out preview (of the lease once in effect) still owes it in full.
    expect((await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss)).status).toBe(200);
    const preview = (await t.call('GET', `/api/checkout/preview?leaseId=${leaseId}`, t.boss)).json.data;
    expect(preview.costVos).toContainEqual(
      expect.objectContaining({
        name: '水费',
        cost: bill.account_receivable,
        refundStatus: REFUND_STATUS.arrears,
        billsDetailId: bill.id,
      }),
    );
  });

  it('a later item that is refused rolls back the whole request', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 1000);
    await t.read(orgId, m.elec, 0);
    await t.read(orgId, m.elec, 1000);
    const items = await t.postItems(room);
    items[1] = { ...items[1], endNum: items[1].endNum + 1 };
    const r = await t.generate(t.boss, { createType: 0, items });
    expect(r.json.code).toBe(109);
    expect(await t.utilityBills(leaseId)).toHaveLength(0);
    expect((await t.meterRow(m.cold)).billed_reading_id).toBeNull();
    expect(await billedReadingCount(t.h.db)).toBe(0);
  });

  it('review-flagged readings (below the last one) are never billed', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 5000);
    await t.read(orgId, m.cold, 6000);
    expect((await t.read(orgId, m.cold, 5500)).review).toBe(true);
    const items = await t.postItems(room);
    expect(items).toEqual([{ houseId: room.id, leaseId, meterId: m.cold, devType: 1, startNum: 5000, endNum: 6000 }]);
    expect((await t.generate(t.boss, { createType: 0, items: [{ ...items[0], endNum: 5500 }] })).json.code).toBe(109);
    const r = await t.generate(t.boss, { createType: 0, items });
    expect(r.json.data).toMatchObject({ count: 1, total: 3500 });
    expect(
      (await t.readingsOf(m.cold))
        .filter((r) => r.value === 5500)
        .map((r) => ({ review: r.review, bill_id: r.bill_id })),
    ).toEqual([{ review: 1, bill_id: null }]);
  });

  it('createType 1 bills on the specified payment date; it is required and not before today', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 200);
    const items = await t.postItems(room);
    expect((await t.generate(t.boss, { createType: 1, items })).json.msg).toBe('请选择付款日期');
    expect((await t.generate(t.boss, { createType: 1, payTime: '2026-13-01', items })).json.msg).toBe('请选择付款日期');
    const past = await t.generate(t.boss, { createType: 1, payTime: '2026-11-21', items });
    expect([past.status, past.json.msg]).toEqual([400, '付款日期不能早于今天']);
    expect((await t.generate(t.boss, { createType: 2, items })).status).toBe(400);

    const r = await t.generate(t.boss, { createType: 1, payTime: '2026-12-05', items });
    expect(r.status).toBe(200);
    const [bill] = await t.utilityBills(leaseId);
    const stages = await t.stagesOf(leaseId);
    const joined = stages.find((s) => s.receivable_date >= '2026-12-05') ?? stages[stages.length - 1];
    expect(bill).toMatchObject({ receivable_date: '2026-12-05', stage_id: joined.id, account_receivable: 700 });
  });

  it('createType 0 on a lease whose stages are all past joins the last stage', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom('东湖公寓', 0, {
      startDate: '2025-09-01',
      endDate: '2026-11-30',
    });
    await t.read(orgId, m.elec, 0);
    await t.read(orgId, m.elec, 1000);
    const r = await t.generate(t.boss, { createType: 0, items: await t.postItems(room) });
    expect(r.status).toBe(200);
    const stages = await t.stagesOf(leaseId);
    expect(stages.every((s) => s.receivable_date < TODAY)).toBe(true);
    const last = stages[stages.length - 1];
    expect((await t.utilityBills(leaseId))[0]).toMatchObject({
      stage_id: last.id,
      receivable_date: last.receivable_date,
    });
  });

  it('refuses with the §5 messages: no rooms, no meters, negative usage; zero usage makes no bill and moves nothing', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 100);
    await t.read(orgId, m.cold, 100);
    await t.read(orgId, m.elec, 100);
    await t.read(orgId, m.elec, 400);
    const items = await t.postItems(room);
    const none = await t.generate(t.boss, { createType: 0, items: [] });
    expect([none.status, none.json.msg]).toEqual([400, '请勾选您要生成账单的房间']);
    expect((await t.generate(t.boss, { createType: 0 })).json.msg).toBe('请勾选您要生成账单的房间');
    const noMeter = await t.generate(t.boss, { createType: 0, items: [{ houseId: room.id, leaseId, meterId: null }] });
    expect([noMeter.status, noMeter.json.msg]).toEqual([400, '请勾选需要生成账单的水电表']);
    const dup = await t.generate(t.boss, { createType: 0, items: [items[0], items[0]] });
    expect(dup.json.msg).toBe('同一水电表不能重复生成账单');
    const negative = await t.generate(t.boss, {
      createType: 0,
      items: [items[1], { ...items[0], startNum: 200, endNum: 100 }],
    });
    expect([negative.status, negative.json.code, negative.json.msg]).toEqual([409, 109, '有表用量小于0']);
    expect(await t.utilityBills(leaseId)).toHaveLength(0);

    const r = await t.generate(t.boss, { createType: 0, items });
    expect(r.json.data).toMatchObject({ count: 1, total: 360, skipped: [{ meterId: m.cold, usage: 0 }] });
    expect((await t.meterRow(m.cold)).billed_reading_id).toBeNull();
    await t.read(orgId, m.cold, 300);
    const next = (await t.postItems(room)).find((i) => i.meterId === m.cold);
    expect(next).toMatchObject({ startNum: 100, endNum: 300 });
  });

  it('refuses a meter without readings, a missing or disabled unit price, a meter of another room, a lease of another room', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    const base = { houseId: room.id, leaseId };
    const noReading = await t.generate(t.boss, {
      createType: 0,
      items: [{ ...base, meterId: m.hot, devType: 4, startNum: 0, endNum: 0 }],
    });
    expect([noReading.json.code, noReading.json.msg]).toEqual([109, '东湖公寓 1层 101 热水表还没有读数，不能生成账单']);

    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 1000);
    await t.read(orgId, m.elec, 0);
    await t.read(orgId, m.elec, 1000);
    const items = await t.postItems(room);
    await t.setPrices(room.apartmentId, { ...PRICES, 1: null });
    const off = await t.generate(t.boss, { createType: 0, items });
    expect([off.status, off.json.code, off.json.msg]).toEqual([
      409,
      109,
      '东湖公寓未设置冷水单价或未启用，请先在水电配置中设置',
    ]);
    await t.setPrices(room.apartmentId, { ...PRICES, 1: 0, 2: 120 });
    await setMeterPrice(t.h.db, room.apartmentId, 1, { useAble: 1 });
    expect((await t.generate(t.boss, { createType: 0, items })).json.code).toBe(109);
    expect(await t.utilityBills(leaseId)).toHaveLength(0);

    await t.setPrices(room.apartmentId);
    const other = await t.freeRoom('东湖公寓', 0);
    const otherMeters = await t.freshMeters(other);
    const wrongMeter = await t.generate(t.boss, { createType: 0, items: [{ ...items[0], meterId: otherMeters.cold }] });
    expect([wrongMeter.status, wrongMeter.json.msg]).toEqual([404, '水电表不存在或无权查看']);
    const wrongHouse = await t.generate(t.boss, { createType: 0, items: [{ ...items[0], houseId: other.id }] });
    expect([wrongHouse.status, wrongHouse.json.msg]).toEqual([400, '租约与房间不符']);
    const wrongType = await t.generate(t.boss, { createType: 0, items: [{ ...items[0], devType: 2 }] });
    expect(wrongType.json.msg).toBe('水电表与房间不符');
    expect((await t.generate(t.boss, { createType: 0, items })).status).toBe(200);
  });

  it('the lease must be live and the room’s current lease', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.cold, 0);
    await t.read(orgId, m.cold, 1000);
    const items = await t.postItems(room);
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.checkedOut });
    const closed = await t.generate(t.boss, { createType: 0, items });
    expect([closed.status, closed.json.code, closed.json.msg]).toEqual([409, 109, '租约已退房，不能再操作账单']);

    // Another lease of the room in effect: the first one (back to "to be confirmed") is no longer the current one.
    const second = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    await patchLease(t.h.db, second, { status: LEASE_STATUS.signed });
    await patchLease(t.h.db, leaseId, { status: LEASE_STATUS.toConfirm });
    const stale = await t.generate(t.boss, { createType: 0, items });
    expect([stale.json.code, stale.json.msg]).toEqual([109, '该房间的租约已变更，请刷新后重试']);
    // The new tenancy (starting today) bills from its move-in reading (10.00), not from the meter's first reading.
    await t.read(orgId, m.cold, 1500);
    const current = await t.postItems(room);
    expect(current[0]).toMatchObject({ leaseId: second, startNum: 1000, endNum: 1500 });
    expect((await t.generate(t.boss, { createType: 0, items: current })).status).toBe(200);
    expect(await t.utilityBills(second)).toHaveLength(1);
  });

  it('isolation: another org gets 404; staff only in their projects; no [3,11] gets 403', async () => {
    const east = await leasedRoom('东湖公寓');
    const west = await leasedRoom('西城公寓');
    for (const x of [east, west]) {
      await t.read(x.orgId, x.m.cold, 0);
      await t.read(x.orgId, x.m.cold, 1000);
    }
    const eastItems = await t.postItems(east.room);
    const westItems = await t.postItems(west.room);

    const foreign = await t.generate(t.otherBoss, { createType: 0, items: eastItems });
    expect([foreign.status, foreign.json.msg]).toEqual([404, '租约不存在或无权查看']);
    expect(
      (await t.call('GET', `/api/meter-bills/items?apartmentId=${east.room.apartmentId}`, t.otherBoss)).status,
    ).toBe(404);

    const outside = await t.generate(t.staff, { createType: 0, items: westItems });
    expect(outside.status).toBe(404);
    expect((await t.call('GET', `/api/meter-bills/items?apartmentId=${west.room.apartmentId}`, t.staff)).status).toBe(
      404,
    );
    expect(await t.utilityBills(west.leaseId)).toHaveLength(0);
    expect(await t.postItems(east.room, t.staff)).toEqual(eastItems);
    expect((await t.generate(t.staff, { createType: 0, items: eastItems })).status).toBe(200);

    await withdrawPerm(t.h.db, t.orgId, '店长', [3, 11]);
    expect((await t.generate(t.manager, { createType: 0, items: westItems })).status).toBe(403);
    expect((await t.call('GET', `/api/meter-bills/items?apartmentId=${west.room.apartmentId}`, t.manager)).status).toBe(
      403,
    );
    expect((await t.generate(t.boss, { createType: 0, items: westItems })).status).toBe(200);
  });
});

describe('the start typed on the desktop (PUT /api/meters/:id/start) and the meter table', () => {
  it('a start typed before the first bill is where the bill starts; the meter table shows the same numbers', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.elec, 1000);
    await t.read(orgId, m.elec, 5000);
    const typed = await t.call('PUT', `/api/meters/${m.elec}/start`, t.boss, { value: 3000 });
    expect(typed.status).toBe(200);
    const items = await t.postItems(room);
    expect(items).toEqual([{ houseId: room.id, leaseId, meterId: m.elec, devType: 2, startNum: 3000, endNum: 5000 }]);
    const floor = (await t.itemsOf(room)).floor;
    const cell = async () => {
      const list = await t.call('GET', `/api/meters?apartmentId=${room.apartmentId}&floor=${floor}&size=100`, t.boss);
      const row = list.json.data.records.find((x: any) => x.houseId === room.id);
      return row.handwritten.find((c: any) => c.meterId === m.elec);
    };
    expect(await cell()).toMatchObject({ lastNum: 3000, nowNum: 5000 });
    const r = await t.generate(t.boss, { createType: 0, items });
    expect(r.json.data).toMatchObject({ count: 1, total: 2400 });
    expect(await t.meterRow(m.elec)).toMatchObject({ billed_value: 5000 });
    expect(await cell()).toMatchObject({ lastNum: 5000, nowNum: 5000 });
    expect((await t.generate(t.boss, { createType: 0, items })).json.code).toBe(109);
  });
});

describe('GET /api/meter-bills/items', () => {
  it('lists rooms with a current lease and each meter’s range, usage, unit price and amount', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom();
    await t.read(orgId, m.elec, 1000);
    await t.read(orgId, m.elec, 1250);
    const entry = await t.itemsOf(room);
    expect(entry).toMatchObject({ houseId: room.id, houseNumber: room.houseNumber, leaseId, tenant: '刘晓东' });
    expect(entry.meters.map((x: any) => [x.devType, x.startNum, x.endNum, x.usage, x.unitPrice, x.amount])).toEqual([
      [1, null, null, null, 350, null],
      [2, 1000, 1250, 250, 120, 300],
      [4, null, null, null, 1000, null],
    ]);
    expect((await t.call('GET', '/api/meter-bills/items', t.boss)).json.msg).toBe('请选择公寓');
  });
});
