import { beforeAll, describe, expect, it } from 'vitest';
import { leasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { METER_MSG, METER_ONLINE, READING_STATUS } from '../../sync/rules/meters/meter-rules';
import { ROOM_NOT_FOUND } from '../../sync/protocol/protocol';
import { meterDriver } from '../../api/meters/connector';
import {
  DAY_MS,
  simulatedDailyUsage,
  simulatedState,
  simulatedValue,
  simulatorDriver,
} from '../../api/meters/connector/simulator';
import { meterReadings, meters } from '../../api/meters/schema';
import { sqlNamed } from './factories/leases';
import * as F from './factories/meters';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeAll(async () => {
  t = await leasesHarness();
});

type MeterRow = Record<string, any>;
/** The smart (西城 electricity) meters, with the simulator's treatment of each. */
const smartMeters = async (): Promise<MeterRow[]> =>
  (await F.smartMetersOf(t.h.db)).map(({ houseNumber, ...m }) => ({
    ...sqlNamed(meters, m),
    house_number: houseNumber,
  }));
const inState = async (state: string) => (await smartMeters()).filter((m) => simulatedState(m.dev_sn) === state);
const meterById = async (id: string) => sqlNamed(meters, await F.meterById(t.h.db, id));
const readingsOf = async (meterId: string) =>
  (await F.readingsOfMeter(t.h.db, meterId)).map((r) => sqlNamed(meterReadings, r));
const refresh = (token: string, houseId: string, devType: number) =>
  t.call('POST', '/api/meters/refresh', token, { houseId, devType });

describe('the simulated smart meters', () => {
  it('has online, offline and failing devices among the demo meters; offline ones start offline', async () => {
    const all = await smartMeters();
    expect(all).toHaveLength(60);
    for (const s of ['online', 'offline', 'failing']) expect((await inState(s)).length).toBeGreaterThan(0);
    expect((await inState('online')).length).toBeGreaterThan(40);
    expect((await inState('offline')).every((m) => m.online_status === METER_ONLINE.offline)).toBe(true);
    expect((await inState('online')).every((m) => m.online_status === METER_ONLINE.online)).toBe(true);
  });

  it('is deterministic from the device and the clock, and grows from the last value at the device rate', async () => {
    const last = { devType: 2, value: 100_000, readAt: Date.UTC(2026, 9, 20) };
    let clock = last.readAt + 10 * DAY_MS;
    const sn = (await inState('online'))[0]!.dev_sn as string;
    const d = simulatorDriver({ now: () => clock, lastOf: () => last });
    const a = await d.read(sn);
    expect(a).toEqual({ value: 100_000 + 10 * simulatedDailyUsage(sn, 2), readAt: clock });
    expect(await d.read(sn)).toEqual(a);
    clock += DAY_MS;
    expect(await d.read(sn)).toEqual({ value: simulatedValue(sn, last, clock), readAt: clock });
    // A month of electricity is 60–220 度.
    for (const m of await smartMeters()) {
      const month = simulatedDailyUsage(m.dev_sn, 2) * 30;
      expect(month).toBeGreaterThanOrEqual(6000);
      expect(month).toBeLessThanOrEqual(22000);
    }
    expect(await d.read((await inState('offline'))[0]!.dev_sn)).toBe('offline');
    expect(await d.read((await inState('failing'))[0]!.dev_sn)).toBe('failed');
    expect(() => meterDriver(t.h.db, () => clock, 'org', 'acme')).toThrow('METER_DRIVER=acme');
  });
});

describe('POST /api/meters/refresh', () => {
  it('reads an online smart meter: the new reading replaces the current one, and grows with time', async () => {
    const m = (await inState('online'))[0]!;
    const r = await refresh(t.boss, m.room_id, 2);
    expect(r.status).toBe(200);
    const now = t.h.deps.now();
    const expected = simulatedValue(m.dev_sn, { devType: 2, value: m.last_value, readAt: m.last_read_at }, now);
    expect(r.json.data).toMatchObject({
      value: expected,
      readAt: now,
      review: false,
      meter: { meterId: m.id, lastValue: expected, lastReadAt: now, onlineStatus: METER_ONLINE.online },
    });
    expect(expected).toBeGreaterThan(m.last_value);
    const row = sqlNamed(meterReadings, (await F.readingById(t.h.db, r.json.data.readingId))!);
    expect(row).toMatchObject({ source: 'smart', value: expected, review: 0 });
    expect((await meterById(m.id)).version).toBeGreaterThan(m.version);

    t.h.advance(DAY_MS);
    const boss = await t.h.login(PHONES.boss);
    const again = await refresh(boss, m.room_id, 2);
    expect(again.json.data.value).toBe(expected + simulatedDailyUsage(m.dev_sn, 2));
    expect(await readingsOf(m.id)).toHaveLength(5);
    const table = await t.call('GET', `/api/meters?apartmentId=${t.west}&floor=${m.house_number.slice(0, -2)}`, boss);
    const cell = table.json.data.records
      .find((x: any) => x.houseId === m.room_id)
      .handwritten.find((c: any) => c.devType === 2);
    expect(cell).toMatchObject({
      nowNum: again.json.data.value,
      nowTime: t.h.deps.now(),
      status: READING_STATUS.read,
      isAuto: 1,
    });
    t.boss = boss;
  });

  it('an offline device: 409 更新失败 and the meter goes offline; back online when it answers again', async () => {
    const m = (await inState('offline'))[0]!;
    await F.setMeter(t.h.db, m.id, { onlineStatus: METER_ONLINE.online });
    const r = await refresh(t.boss, m.room_id, 2);
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe(METER_MSG.updateFailed);
    const after = await meterById(m.id);
    expect(after.online_status).toBe(METER_ONLINE.offline);
    expect(after.version).toBeGreaterThan(m.version);
    expect(await readingsOf(m.id)).toHaveLength(3);

    const back = (await inState('online'))[1]!;
    await F.setMeter(t.h.db, back.id, { onlineStatus: METER_ONLINE.offline });
    const ok = await refresh(t.boss, back.room_id, 2);
    expect(ok.status).toBe(200);
    expect((await meterById(back.id)).online_status).toBe(METER_ONLINE.online);
  });

  it('a failed reading: 409 更新失败, nothing recorded', async () => {
    const m = (await inState('failing'))[0]!;
    const r = await refresh(t.boss, m.room_id, 2);
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('更新失败');
    expect(await meterById(m.id)).toMatchObject({
      last_value: m.last_value,
      online_status: METER_ONLINE.online,
      version: m.version,
    });
    expect(await readingsOf(m.id)).toHaveLength(3);
  });

  it('refuses a manual meter, a bad type, and rooms outside the user scope', async () => {
    const m = (await inState('online'))[2]!;
    const manual = await refresh(t.boss, m.room_id, 1);
    expect(manual.status).toBe(400);
    expect(manual.json.msg).toBe(METER_MSG.notSmart);
    expect((await refresh(t.boss, m.room_id, 3)).status).toBe(400);
    const staff = await refresh(await t.h.login(PHONES.staff), m.room_id, 2);
    expect(staff.status).toBe(404);
    expect(staff.json.msg).toBe(ROOM_NOT_FOUND);
    const other = await refresh(await t.h.login(PHONES.otherBoss), m.room_id, 2);
    expect(other.status).toBe(404);
    expect(await readingsOf(m.id)).toHaveLength(3);
  });
});
