/**
 * Replacing a meter (换表) and the review list (待复核) through HTTP (issue 18 point 6): utility bills across a swap
 * bill the old series up to its close and the new one from its start, nothing twice, nothing lost; flagged readings
 * are accepted or rejected with who decided; staff outside the project and another organisation are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meterBillsHarness, PRICES } from './meter-bills-helpers';
import { meterSwaps } from '../../api/meters/devices/schema';
import { userByPhone } from './factories/leases';
import { PHONES } from './harness';
import * as F from './factories/meters';

let t: Awaited<ReturnType<typeof meterBillsHarness>>;
beforeAll(async () => {
  t = await meterBillsHarness();
}, 120_000);

async function leasedRoom(n: number) {
  const room = await t.freeRoom('东湖公寓', n);
  const leaseId = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
  const m = await t.freshMeters(room);
  await t.setPrices(room.apartmentId);
  return { room, leaseId, m, orgId: room.orgId };
}

const replace = (meterId: string, json: Record<string, unknown>, token = t.boss) =>
  t.call('POST', `/api/meter-devices/${meterId}/replace`, token, json);
const usageOfBills = async (leaseId: string, costName: string) =>
  (await t.utilityBills(leaseId)).filter((b) => b.cost_name === costName);

describe('replacing a meter (换表)', () => {
  it('bills the old series to its close at the swap and the new series from its start: nothing twice or lost', async () => {
    const { room, leaseId, m, orgId } = await leasedRoom(0);
    await t.read(orgId, m.elec, 100_00);
    await t.read(orgId, m.elec, 150_00);
    // The old meter's final reading 180.00 closes it; the new device starts at 5.00.
    const r = await replace(m.elec, { devSn: '', oldValue: 180_00, startValue: 5_00 });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('换表成功');
    expect(r.json.data.closingBill).toMatchObject({ usage: 80_00, accountReceivable: 80 * PRICES[2]! });
    const meter = await t.meterRow(m.elec);
    expect(meter).toMatchObject({ last_value: 5_00, billed_value: 5_00, dev_sn: '', is_auto: 0 });
    expect(meter.billed_reading_id).toBe(meter.last_reading_id);

    // The room's bill run now starts at the new meter's start.
    let items = await t.postItems(room);
    expect(items.find((i) => i.meterId === m.elec)).toMatchObject({ startNum: 5_00, endNum: 5_00 });
    // Read after the swap (the harness's reads are otherwise dated a month back).
    await t.read(orgId, m.elec, 25_00, { readAt: t.h.deps.now() + 60_000 });
    items = await t.postItems(room);
    expect(items.find((i) => i.meterId === m.elec)).toMatchObject({ startNum: 5_00, endNum: 25_00 });
    const g = await t.generate(t.boss, { createType: 0, items: items.filter((i) => i.meterId === m.elec) });
    expect(g.status).toBe(200);
    const bills = await usageOfBills(leaseId, '电费');
    expect(bills.map((b) => b.receipt_remark).sort()).toEqual([
      '读数 100.00 → 180.00，用量 80.00 度 × 单价 1.20 元/度',
      '读数 5.00 → 25.00，用量 20.00 度 × 单价 1.20 元/度',
    ]);
    // 80 + 20 度 in all: the whole usage of both devices, once.
    expect(bills.reduce((s, b) => s + Number(b.account_receivable), 0)).toBe(100 * PRICES[2]!);
    const [swap] = await t.h.db.select().from(meterSwaps).where(eq(meterSwaps.meterId, m.elec));
    expect(swap).toMatchObject({ oldValue: 180_00, startValue: 5_00, closingBillId: r.json.data.closingBill.pkId });
    expect(swap!.userId).toBe((await userByPhone(t.h.db, PHONES.boss)).id);
  });

  it('a vacant room’s swap bills nothing; a smart new device needs a free serial and a gateway of the apartment', async () => {
    const room = await t.freeRoom('东湖公寓', 1);
    const m = await t.freshMeters(room);
    await t.read(room.orgId, m.cold, 10_00);
    const noGateway = await replace(m.cold, { devSn: 'SWAP-NEW-1', startValue: 0 });
    expect([noGateway.status, noGateway.json.msg]).toEqual([400, '请选择网关']);
    const west = (await t.call('GET', `/api/gateways/options?apartmentId=${t.west}`, t.boss)).json.data[0];
    const wrong = await replace(m.cold, { devSn: 'SWAP-NEW-1', startValue: 0, gatewayId: west.id });
    expect(wrong.json.msg).toBe('网关不存在或不属于该公寓');
    const east = (await t.call('GET', `/api/gateways/options?apartmentId=${t.east}`, t.boss)).json.data[0];
    const taken = (await t.call('GET', '/api/meter-devices?devType=2&sn=SIM-XC', t.boss)).json.data.records[0].devSn;
    const dup = await replace(m.cold, { devSn: taken, startValue: 0, gatewayId: east.id });
    expect([dup.status, dup.json.msg]).toEqual([409, '该设备标识已被其他表使用']);
    const ok = await replace(m.cold, { devSn: 'SWAP-NEW-1', startValue: 0, gatewayId: east.id });
    expect(ok.status).toBe(200);
    expect(ok.json.data.closingBill).toBeNull();
    expect(await t.meterRow(m.cold)).toMatchObject({ is_auto: 1, dev_sn: 'SWAP-NEW-1', last_value: 0 });
  });

  it('refuses a final reading below the last one, and a swap whose closing bill has no price: nothing changes', async () => {
    const { room, m, orgId } = await leasedRoom(2);
    await t.read(orgId, m.hot, 7_00);
    const below = await replace(m.hot, { devSn: '', oldValue: 6_00, startValue: 0 });
    expect([below.status, below.json.msg]).toEqual([400, '旧表读数不能小于上次读数']);
    await t.read(orgId, m.hot, 9_00);
    await t.setPrices(room.apartmentId, { ...PRICES, 4: null });
    const noPrice = await replace(m.hot, { devSn: '', startValue: 0 });
    expect(noPrice.status).toBe(409);
    expect(noPrice.json.msg).toContain('热水');
    expect(await t.meterRow(m.hot)).toMatchObject({ last_value: 9_00, billed_value: null });
    expect(await t.readingsOf(m.hot)).toHaveLength(2);
    await t.setPrices(room.apartmentId);
  });

  it('refuses staff outside the project and another organisation (404)', async () => {
    const west = (await t.call('GET', `/api/meter-devices?devType=1&apartmentId=${t.west}`, t.boss)).json.data
      .records[0];
    for (const token of [t.staff, t.otherBoss])
      expect((await replace(west.meterId, { devSn: '', startValue: 0 }, token)).status).toBe(404);
  });
});

describe('the review list (待复核)', () => {
  const reviews = (q = '', token = t.boss) => t.call('GET', `/api/meter-devices/reviews?size=100${q}`, token);
  const decide = (readingId: string, what: 'accept' | 'reject', token = t.boss) =>
    t.call('POST', `/api/meter-devices/reviews/${readingId}/${what}`, token);

  it('lists a flagged reading with its meter and last value; 作废 keeps it unused, 确认 makes the newest one the last', async () => {
    const room = await t.freeRoom('东湖公寓', 3);
    const m = await t.freshMeters(room);
    await t.read(room.orgId, m.cold, 50_00);
    const low = await t.read(room.orgId, m.cold, 40_00);
    expect(low.review).toBe(true);
    const row = (await reviews(`&apartmentId=${t.east}`)).json.data.records.find(
      (r: any) => r.readingId === low.readingId,
    );
    expect(row).toMatchObject({ meterId: m.cold, houseNumber: room.houseNumber, value: 40_00, lastValue: 50_00 });
    const rejected = await decide(low.readingId, 'reject', t.manager);
    expect([rejected.status, rejected.json.msg]).toEqual([200, '操作成功']);
    const stored = await t.readingRow(low.readingId);
    expect(stored).toMatchObject({ review: 2, reviewer_id: (await userByPhone(t.h.db, PHONES.manager)).id });
    expect((await reviews()).json.data.records.some((r: any) => r.readingId === low.readingId)).toBe(false);
    expect((await decide(low.readingId, 'accept')).status).toBe(404);
    expect((await t.meterRow(m.cold)).last_value).toBe(50_00);

    const low2 = await t.read(room.orgId, m.cold, 45_00);
    const accepted = await decide(low2.readingId, 'accept');
    expect(accepted.status).toBe(200);
    expect(await t.meterRow(m.cold)).toMatchObject({ last_value: 45_00, last_reading_id: low2.readingId });
    expect((await t.readingRow(low2.readingId)).review).toBe(0);
  });

  it('refuses to accept a reading below one already billed', async () => {
    const { room, m, orgId } = await leasedRoom(4);
    await t.read(orgId, m.elec, 10_00);
    await t.read(orgId, m.elec, 30_00);
    const items = (await t.postItems(room)).filter((i) => i.meterId === m.elec);
    expect((await t.generate(t.boss, { createType: 0, items })).status).toBe(200);
    const low = await t.read(orgId, m.elec, 20_00);
    const r = await decide(low.readingId, 'accept');
    expect([r.status, r.json.msg]).toEqual([409, '已有更高的读数生成了账单，不能确认该读数']);
    expect((await t.readingRow(low.readingId)).review).toBe(1);
  });

  it('hides 西城 readings from staff (东湖 only) and every reading from another organisation', async () => {
    const room = await t.freeRoom('西城公寓', 2);
    const m = await t.freshMeters(room);
    await t.read(room.orgId, m.hot, 9_00);
    const low = await t.read(room.orgId, m.hot, 8_00);
    expect((await reviews('', t.boss)).json.data.records.some((r: any) => r.readingId === low.readingId)).toBe(true);
    for (const token of [t.staff, t.otherBoss]) {
      expect((await reviews('', token)).json.data.records.some((r: any) => r.readingId === low.readingId)).toBe(false);
      expect((await decide(low.readingId, 'accept', token)).status).toBe(404);
      expect((await decide(low.readingId, 'reject', token)).status).toBe(404);
    }
    expect((await t.readingRow(low.readingId)).review).toBe(1);
  });
});

describe('the permission', () => {
  it('a role without 设备管理 gets 403 on every meter-device route', async () => {
    const room = await t.freeRoom('东湖公寓', 5);
    const m = await t.freshMeters(room);
    const low = await t.read(room.orgId, m.cold, 0);
    await F.withdrawPerm(t.h.db, t.orgId, '店长', [3, 11]);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/meter-devices?devType=1'],
      ['GET', `/api/meter-devices/rooms?apartmentId=${t.east}&devType=1`],
      ['GET', '/api/meter-devices/reviews'],
      [
        'POST',
        '/api/meter-devices',
        { apartmentId: t.east, devType: 1, devSn: 'P-1', gatewayId: 'G', houseIds: [room.id] },
      ],
      ['DELETE', `/api/meter-devices/${m.cold}`],
      ['POST', `/api/meter-devices/${m.cold}/read`],
      ['POST', `/api/meter-devices/${m.elec}/power`, { controlType: 0 }],
      ['POST', `/api/meter-devices/${m.cold}/replace`, { devSn: '', startValue: 0 }],
      ['POST', `/api/meter-devices/reviews/${low.readingId}/accept`],
      ['POST', `/api/meter-devices/reviews/${low.readingId}/reject`],
    ];
    for (const [method, path, body] of calls)
      expect((await t.call(method, path, t.manager, body)).status, `${method} ${path}`).toBe(403);
    expect((await t.call('GET', '/api/meter-devices?devType=1', t.boss)).status).toBe(200);
  });
});
