/**
 * The /shuiDianSuo meter tabs through HTTP (issue 18 point 6): the meters of a type with their devices, making a room's
 * meter smart on a gateway (one room exactly), reading it now, power control of electricity meters (recorded), taking
 * the device off, and the refusals for another organisation and for staff outside the project (东湖 only).
 * Replacing a meter and the review list are in meter-devices-swap.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { meterBillsHarness } from './meter-bills-helpers';
import { gateways } from '../../api/hardware/gateways/schema';
import { meterPowerRecords } from '../../api/meters/devices/schema';
import { simulatedState, type SimulatedState } from '../../api/meters/connector/simulator';
import * as F from './factories/meters';
import { userByPhone } from './factories/leases';
import { PHONES } from './harness';
import { METER_POWER } from '../../sync/contract/meters/meter-devices';
import { METER_ONLINE } from '../../sync/rules/meters/meter-rules';

let t: Awaited<ReturnType<typeof meterBillsHarness>>;
let gw: { east: string; west: string };
beforeAll(async () => {
  t = await meterBillsHarness();
  const of = async (apartmentId: string) =>
    (await t.h.db.select().from(gateways).where(eq(gateways.apartmentId, apartmentId)).limit(1))[0]!.id;
  gw = { east: await of(t.east), west: await of(t.west) };
}, 120_000);

/** A serial the simulator treats as `state` (its deterministic buckets). */
function serial(state: SimulatedState, prefix: string) {
  for (let i = 1; ; i++) if (simulatedState(`${prefix}-${i}`) === state) return `${prefix}-${i}`;
}

const list = (q: string, token = t.boss) => t.call('GET', `/api/meter-devices?${q}`, token);
const add = (json: Record<string, unknown>, token = t.boss) => t.call('POST', '/api/meter-devices', token, json);
const picker = async (apartmentId: string, devType: number, houseId: string) =>
  (
    await t.call('GET', `/api/meter-devices/rooms?apartmentId=${apartmentId}&devType=${devType}&size=100`, t.boss)
  ).json.data.records.find((r: any) => r.houseId === houseId);

/** Makes the free room's meter of the type smart with a fresh serial of the state; its meter id and serial. */
async function smartMeter(n: number, devType: number, state: SimulatedState = 'online') {
  const room = await t.freeRoom('东湖公寓', n);
  await t.freshMeters(room);
  const devSn = serial(state, `T${n}-${devType}`);
  const r = await add({ apartmentId: t.east, devType, devSn, gatewayId: gw.east, houseIds: [room.id] });
  if (r.status !== 200) throw new Error(r.text);
  return { room, devSn, meterId: r.json.data.meterId as string };
}

describe('the meter tabs', () => {
  it('lists one type of meter of the visible apartments with the §2.2 columns, filtered by name and identifier', async () => {
    const west = await list(`devType=2&apartmentId=${t.west}&size=100`);
    expect(west.status).toBe(200);
    const smart = west.json.data.records.find((r: any) => r.isAuto === 1);
    expect(smart).toMatchObject({ devType: 2, apartmentName: '西城公寓', powerState: METER_POWER.on });
    expect(smart.devSn).toMatch(/^SIM-XC-/);
    const cold = await list(`devType=1&apartmentId=${t.east}&size=100`);
    expect(cold.json.data.records.every((r: any) => r.devType === 1 && r.isAuto === 0 && r.devSn === '')).toBe(true);
    expect(cold.json.data.records.some((r: any) => r.isRent === 1)).toBe(true);
    expect(cold.json.data.records.some((r: any) => r.isRent === 0)).toBe(true);
    const bySn = await list(`devType=2&sn=${smart.devSn}`);
    expect(bySn.json.data.records.map((r: any) => r.meterId)).toEqual([smart.meterId]);
    const byName = await list(`devType=2&name=${encodeURIComponent(smart.name)}`);
    expect(byName.json.data.records.map((r: any) => r.meterId)).toContain(smart.meterId);
    expect((await list('devType=3')).status).toBe(400);
  });

  it('shows staff only their project and another organisation nothing of ours', async () => {
    const staff = await list('devType=2&size=100', t.staff);
    expect(staff.json.data.total).toBeGreaterThan(0);
    expect(staff.json.data.records.every((r: any) => r.apartmentName === '东湖公寓')).toBe(true);
    expect((await list(`devType=2&apartmentId=${t.west}`, t.staff)).json.data.total).toBe(0);
    const other = await list('devType=2&size=100', t.otherBoss);
    expect(other.json.data.records.some((r: any) => ['东湖公寓', '西城公寓'].includes(r.apartmentName))).toBe(false);
    for (const token of [t.staff, t.otherBoss]) {
      const r = await t.call('GET', `/api/meter-devices/rooms?apartmentId=${t.west}&devType=2`, token);
      expect(r.status).toBe(404);
    }
  });
});

describe('adding a smart meter', () => {
  it('makes the one chosen room’s meter smart on the apartment’s gateway; the picker marks it isExist', async () => {
    const room = await t.freeRoom('东湖公寓', 0);
    const m = await t.freshMeters(room);
    expect(await picker(t.east, 1, room.id)).toMatchObject({ isExist: 0 });
    const devSn = serial('online', 'ADD-COLD');
    const r = await add({
      apartmentId: t.east,
      devType: 1,
      devSn,
      gatewayId: gw.east,
      houseIds: [room.id],
      name: '1号水表',
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    expect(r.json.data.meterId).toBe(m.cold);
    expect(await picker(t.east, 1, room.id)).toMatchObject({ isExist: 1 });
    expect(await picker(t.east, 2, room.id)).toMatchObject({ isExist: 0 });
    const row = (await list(`devType=1&sn=${devSn}`)).json.data.records[0];
    expect(row).toMatchObject({
      meterId: m.cold,
      isAuto: 1,
      name: '1号水表',
      gatewayId: gw.east,
      onlineStatus: METER_ONLINE.online,
    });
    expect(row.gatewayName).toBe('东湖1号网关');
  });

  it('refuses no room, two rooms, a taken serial, a meter already smart and a gateway of another apartment', async () => {
    const [a, b] = [await t.freeRoom('东湖公寓', 1), await t.freeRoom('东湖公寓', 2)];
    await t.freshMeters(a);
    const base = { apartmentId: t.east, devType: 4, devSn: serial('online', 'ADD-HOT'), gatewayId: gw.east };
    expect((await add({ ...base, houseIds: [] })).json.msg).toBe('请选择房间');
    const two = await add({ ...base, houseIds: [a.id, b.id] });
    expect([two.status, two.json.msg]).toEqual([400, '只能选择一个房间']);
    expect((await add({ ...base, houseIds: [a.id], devSn: '' })).json.msg).toBe('请输入设备标识');
    const wrongGw = await add({ ...base, houseIds: [a.id], gatewayId: gw.west });
    expect([wrongGw.status, wrongGw.json.msg]).toEqual([400, '网关不存在或不属于该公寓']);
    const westRoom = await t.freeRoom('西城公寓', 0);
    expect((await add({ ...base, houseIds: [westRoom.id] })).json.msg).toBe('请选择房间');
    expect((await add({ ...base, houseIds: [a.id] })).status).toBe(200);
    const again = await add({ ...base, houseIds: [a.id], devSn: serial('online', 'ADD-HOT2') });
    expect([again.status, again.json.msg]).toEqual([409, '该房间的表已是智能表']);
    await t.freshMeters(b);
    const taken = await add({ ...base, houseIds: [b.id] });
    expect([taken.status, taken.json.msg]).toEqual([409, '该设备标识已被其他表使用']);
  });

  it('refuses staff outside the project and another organisation (404)', async () => {
    const room = await t.freeRoom('西城公寓', 1);
    const body = { apartmentId: t.west, devType: 1, devSn: 'X-1', gatewayId: gw.west, houseIds: [room.id] };
    expect((await add(body, t.staff)).status).toBe(404);
    expect((await add(body, t.otherBoss)).status).toBe(404);
  });
});

describe('reading, power and removing', () => {
  it('reads a smart meter now; a device the simulator says is offline answers 更新失败 and shows offline', async () => {
    const on = await smartMeter(3, 2);
    const r = await t.call('POST', `/api/meter-devices/${on.meterId}/read`, t.boss);
    expect(r.status).toBe(200);
    expect(r.json.data.meter.lastValue).toBe(r.json.data.value);
    expect((await list(`devType=2&sn=${on.devSn}`)).json.data.records[0].total).toBe(r.json.data.value);
    const off = await smartMeter(4, 2, 'offline');
    const failed = await t.call('POST', `/api/meter-devices/${off.meterId}/read`, t.boss);
    expect([failed.status, failed.json.msg]).toEqual([409, '更新失败']);
    expect((await list(`devType=2&sn=${off.devSn}`)).json.data.records[0].onlineStatus).toBe(METER_ONLINE.offline);
    const manual = (await list(`devType=1&apartmentId=${t.east}`)).json.data.records.find((x: any) => !x.isAuto);
    expect((await t.call('POST', `/api/meter-devices/${manual.meterId}/read`, t.boss)).json.msg).toBe('该表不是智能表');
  });

  it('cuts and restores an electricity meter’s power, recording who and what the device answered', async () => {
    const on = await smartMeter(5, 2);
    const power = (meterId: string, controlType: number) =>
      t.call('POST', `/api/meter-devices/${meterId}/power`, t.manager, { controlType });
    const cut = await power(on.meterId, 0);
    expect([cut.status, cut.json.msg, cut.json.data]).toEqual([200, '操作成功', { powerState: METER_POWER.off }]);
    expect((await list(`devType=2&sn=${on.devSn}`)).json.data.records[0].powerState).toBe(METER_POWER.off);
    expect((await power(on.meterId, 1)).json.data).toEqual({ powerState: METER_POWER.on });
    const failing = await smartMeter(6, 2, 'failing');
    const f = await power(failing.meterId, 0);
    expect([f.status, f.json.msg]).toEqual([409, '操作失败']);
    expect((await F.meterById(t.h.db, failing.meterId)).powerState).toBe(METER_POWER.on);
    const records = await t.h.db
      .select()
      .from(meterPowerRecords)
      .where(and(eq(meterPowerRecords.roomId, on.room.id)));
    expect(records.map((x) => [x.controlType, x.result])).toEqual([
      [0, 'ok'],
      [1, 'ok'],
    ]);
    const manager = (await userByPhone(t.h.db, PHONES.manager)).id;
    expect(records.every((x) => x.userId === manager && x.devSn === on.devSn)).toBe(true);
    const [failedRecord] = await t.h.db
      .select()
      .from(meterPowerRecords)
      .where(eq(meterPowerRecords.meterId, failing.meterId));
    expect(failedRecord).toMatchObject({ controlType: 0, result: 'failed' });
    const water = await smartMeter(7, 1);
    expect((await power(water.meterId, 0)).json.msg).toBe('只有智能电表可以通断电');
  });

  it('removes the device: the meter is manual again and keeps its readings', async () => {
    const on = await smartMeter(8, 2);
    await t.call('POST', `/api/meter-devices/${on.meterId}/read`, t.boss);
    const del = await t.call('DELETE', `/api/meter-devices/${on.meterId}`, t.boss);
    expect([del.status, del.json.msg]).toEqual([200, '删除成功']);
    const m = await F.meterById(t.h.db, on.meterId);
    expect(m).toMatchObject({ isAuto: 0, devSn: '', gatewayId: null });
    expect(m.lastValue).not.toBeNull();
    expect(await F.readingsOfMeter(t.h.db, on.meterId)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/meter-devices/${on.meterId}`, t.boss)).json.msg).toBe('该表不是智能表');
  });

  it('a gateway with a smart meter on it is not removed until the meter’s device is', async () => {
    const g = await t.call('POST', '/api/gateways', t.boss, {
      apartmentId: t.east,
      name: '表计网关',
      sn: 'GW-METER-T1',
    });
    expect(g.status).toBe(200);
    const gatewayId = (await t.call('GET', `/api/gateways/options?apartmentId=${t.east}`, t.boss)).json.data.find(
      (x: any) => x.portName === '表计网关',
    ).id;
    const room = await t.freeRoom('东湖公寓', 9);
    await t.freshMeters(room);
    const devSn = serial('online', 'GW-METER');
    const r = await add({ apartmentId: t.east, devType: 1, devSn, gatewayId, houseIds: [room.id] });
    const removeGateway = () => t.call('DELETE', `/api/gateways/${gatewayId}`, t.boss);
    expect((await removeGateway()).json.msg).toBe('网关下还有设备，请先移除设备');
    await t.call('DELETE', `/api/meter-devices/${r.json.data.meterId}`, t.boss);
    expect((await removeGateway()).status).toBe(200);
  });

  it('refuses reading, power and removing a 西城 meter to staff (东湖 only) and another organisation', async () => {
    const west = (await list(`devType=2&apartmentId=${t.west}`)).json.data.records.find((r: any) => r.isAuto === 1);
    for (const token of [t.staff, t.otherBoss]) {
      expect((await t.call('POST', `/api/meter-devices/${west.meterId}/read`, token)).status).toBe(404);
      const p = await t.call('POST', `/api/meter-devices/${west.meterId}/power`, token, { controlType: 0 });
      expect(p.status).toBe(404);
      expect((await t.call('DELETE', `/api/meter-devices/${west.meterId}`, token)).status).toBe(404);
    }
    expect((await F.meterById(t.h.db, west.meterId)).isAuto).toBe(1);
  });
});

describe('meters on a gateway', () => {
  it('are listed among the gateway’s devices, and cannot be read or switched while the gateway is offline', async () => {
    const { meterId, devSn } = await smartMeter(30, 2);
    const devices = (await t.call('GET', `/api/gateways/${gw.east}/devices`, t.boss)).json.data;
    expect(devices).toContainEqual(
      expect.objectContaining({ kind: 'meter', id: meterId, sn: devSn, typeName: '电表' }),
    );
    expect((await t.call('POST', `/api/meter-devices/${meterId}/read`, t.boss)).status).toBe(200);
    // The gateway goes out of reach (the gateway list sees it so).
    const [g] = await t.h.db.select().from(gateways).where(eq(gateways.id, gw.east));
    await t.h.call('POST', `/api/simulator/doors/${g!.sn}/state`, { json: { online: false } });
    await t.call('GET', `/api/gateways?apartmentId=${t.east}`, t.boss);
    const read = await t.call('POST', `/api/meter-devices/${meterId}/read`, t.boss);
    expect([read.status, read.json.msg]).toEqual([409, '更新失败']);
    const off = await t.call('POST', `/api/meter-devices/${meterId}/power`, t.boss, { controlType: 0 });
    expect([off.status, off.json.msg]).toEqual([409, '操作失败']);
    await t.h.call('POST', `/api/simulator/doors/${g!.sn}/state`, { json: { online: true } });
    await t.call('GET', `/api/gateways?apartmentId=${t.east}`, t.boss);
    expect((await t.call('POST', `/api/meter-devices/${meterId}/read`, t.boss)).status).toBe(200);
  });
});
