import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { leasesHarness } from './lease-helpers';
import { newFileId, PHONES, upload } from './harness';
import {
  METER_MSG,
  nextAvgUsage,
  usageFromBase,
  METER_ONLINE,
  READING_STATUS,
} from '../../sync/rules/meters/meter-rules';
import { walkFloors } from '../../web/meters/walk-model';
import { meterUsage } from '../../web/meters/bill-check';
import { recordReading } from '../../api/meters/record-reading';
import { PHOTO_MISSING } from '../../api/meters/take-reading';
import { meterReadings, meters } from '../../api/meters/schema';
import { sqlNamed, userByPhone } from './factories/leases';
import * as F from './factories/meters';

let t: Awaited<ReturnType<typeof leasesHarness>>;
beforeAll(async () => {
  t = await leasesHarness();
});

/** A demo meter by apartment, room number and type (SQL column names). */
const meter = async (apt: string, houseNumber: string, devType: number) =>
  sqlNamed(meters, await F.meterOfRoom(t.h.db, apt, houseNumber, devType));
const meterById = async (id: string) => sqlNamed(meters, await F.meterById(t.h.db, id));
const readingsOf = async (meterId: string) =>
  (await F.readingsOfMeter(t.h.db, meterId)).map((r) => sqlNamed(meterReadings, r));
const readingRow = async (id: string) => sqlNamed(meterReadings, (await F.readingById(t.h.db, id))!);
const HOUR = 3_600_000;
const DAY = 86_400_000;

const withdraw = async (roleName: string, g: number, c: number) => F.withdrawPerm(t.h.db, t.orgId, roleName, [g, c]);

const post = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/meters/readings', token, body);
const list = (token: string, q: string) => t.call('GET', `/api/meters?${q}`, token);

describe('demo meters', () => {
  it('gives every live room of the demo org three meters; 西城 electricity meters are smart, the rest manual', async () => {
    const rooms =
      (await F.roomsOfApartment(t.h.db, '东湖公寓')).length + (await F.roomsOfApartment(t.h.db, '西城公寓')).length;
    expect(await F.meterCount(t.h.db)).toBe(rooms * 3);
    expect(await meter('东湖公寓', '101', 1)).toMatchObject({ name: '101冷水表', is_auto: 0, dev_sn: '' });
    expect(await meter('东湖公寓', '101', 2)).toMatchObject({ name: '101电表', is_auto: 0 });
    expect(await meter('东湖公寓', '101', 4)).toMatchObject({ name: '101热水表', is_auto: 0 });
    expect(await meter('西城公寓', '101', 2)).toMatchObject({ name: '101电表', is_auto: 1, dev_sn: 'SIM-XC-101' });
    expect((await meter('西城公寓', '101', 1)).is_auto).toBe(0);
    expect(await F.meterCount(t.h.db, ['城南公寓'])).toBe(0);
    // One unit of work seeded the demo organisation: its meters share one version.
    expect(new Set((await F.allMeters(t.h.db)).map((m) => m.version)).size).toBe(1);
  });

  it('has three months of plausible history with real last values and averages', async () => {
    const cold = await meter('东湖公寓', '102', 1);
    const rs = await readingsOf(cold.id);
    expect(rs).toHaveLength(3);
    expect(rs.map((r) => new Date(r.read_at + 8 * HOUR).toISOString().slice(0, 10))).toEqual([
      '2026-08-20',
      '2026-09-20',
      '2026-10-20',
    ]);
    expect(cold.last_value).toBe(rs[2]!.value);
    expect(cold.last_reading_id).toBe(rs[2]!.id);
    const u1 = rs[1]!.value - rs[0]!.value;
    const u2 = rs[2]!.value - rs[1]!.value;
    expect(cold.avg_usage).toBe(nextAvgUsage(u1, 1, u2));
    for (const [devType, lo, hi] of [
      [1, 200, 600],
      [2, 6000, 22000],
      [4, 100, 300],
    ] as const) {
      const usages = await F.acceptedUsages(t.h.db, devType);
      expect(Math.min(...usages)).toBeGreaterThanOrEqual(lo);
      expect(Math.max(...usages)).toBeLessThanOrEqual(hi);
      expect(new Set(usages).size).toBeGreaterThan(10);
    }
    // Every other 东湖 room is read this period (receipt day 25: from 2026-10-25); 108's cold water has a misread dial.
    expect(await readingsOf((await meter('东湖公寓', '101', 2)).id)).toHaveLength(4);
    expect((await readingsOf((await meter('东湖公寓', '108', 1)).id)).filter((r) => r.review === 1)).toHaveLength(1);
  });
});

describe('GET /api/meters (§2.9 table)', () => {
  it('lists one row per room with its three meters, 10 a page', async () => {
    const r = await list(t.boss, `apartmentId=${t.east}`);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ total: 64, pages: 7, current: 1, size: 10 });
    const rows = r.json.data.records;
    expect(rows.map((x: any) => x.houseNumber)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '108',
      '201',
      '202',
    ]);
    const row = rows[0];
    const cold = await meter('东湖公寓', '101', 1);
    const first = (await readingsOf(cold.id))[0]!;
    expect(row).toMatchObject({
      houseId: cold.room_id,
      name: '101',
      floor: 1,
      apartmentName: '东湖公寓',
      tenant: '',
      leaseId: null,
    });
    expect(row.handwritten.map((m: any) => [m.devType, m.name])).toEqual([
      [1, '101冷水表'],
      [2, '101电表'],
      [4, '101热水表'],
    ]);
    expect(row.handwritten[0]).toEqual({
      meterId: cold.id,
      devType: 1,
      name: '101冷水表',
      isAuto: 0,
      onlineStatus: METER_ONLINE.online,
      lastNum: first.value,
      lastTime: first.read_at,
      nowNum: cold.last_value,
      nowTime: cold.last_read_at,
      status: READING_STATUS.read,
      review: 0,
    });
    expect(rows[1].handwritten.map((m: any) => m.status)).toEqual([0, 0, 0]);
    expect(rows[7].handwritten[0].review).toBe(1);
    const last = await list(t.boss, `apartmentId=${t.east}&current=7`);
    expect(last.json.data.records.map((x: any) => x.houseNumber)).toEqual(['805', '806', '807', '808']);
  });

  it('filters by floor, and lists all visible apartments without a filter', async () => {
    const r = await list(t.boss, `apartmentId=${t.west}&floor=3&size=20`);
    expect(r.json.data.total).toBe(10);
    expect(r.json.data.records.every((x: any) => x.floor === 3 && x.apartmentName === '西城公寓')).toBe(true);
    const smart = r.json.data.records[0].handwritten.find((m: any) => m.devType === 2);
    expect(smart.isAuto).toBe(1);
    expect((await list(t.boss, '')).json.data.total).toBe(124);
    expect((await list(t.boss, 'floor=abc')).status).toBe(400);
  });

  it('shows the tenant of the lease in effect or to be confirmed', async () => {
    const room = await t.freeRoom('东湖公寓', 0);
    const leaseId = await t.signLease(t.boss, room, { tenant: '周抄表' });
    const r = await list(t.boss, `apartmentId=${t.east}&floor=${room.houseNumber.slice(0, -2)}`);
    const row = r.json.data.records.find((x: any) => x.houseId === room.id);
    expect(row).toMatchObject({ tenant: '周抄表', leaseId });
  });

  it('staff see only 东湖公寓; another org sees none of these meters', async () => {
    expect((await list(t.staff, '')).json.data.total).toBe(64);
    expect((await list(t.staff, `apartmentId=${t.west}`)).json.data).toMatchObject({ total: 0, records: [] });
    expect((await list(t.otherBoss, `apartmentId=${t.east}`)).json.data.total).toBe(0);
  });
});

describe('POST /api/meters/readings', () => {
  it('applies a reading: last value, time, average, a new sync version; the same reading again is one reading', async () => {
    const m = await meter('东湖公寓', '202', 2);
    const before = m.last_value as number;
    const readingId = ulid();
    const r = await post(t.staff, { readingId, meterId: m.id, value: before + 10000 });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      readingId,
      duplicate: false,
      review: false,
      meter: { meterId: m.id, lastValue: before + 10000, lastReadAt: t.h.deps.now() },
    });
    const after = await meterById(m.id);
    expect(after.last_reading_id).toBe(readingId);
    expect(after.version).toBeGreaterThan(m.version);
    expect(after.avg_usage).toBe(nextAvgUsage(m.avg_usage, 2, 10000));
    const row = await readingRow(readingId);
    expect(row).toMatchObject({
      value: before + 10000,
      source: 'manual',
      review: 0,
      reader_id: (await userByPhone(t.h.db, PHONES.staff)).id,
    });

    const again = await post(t.staff, { readingId, meterId: m.id, value: before + 10000 });
    expect(again.json.data).toMatchObject({ duplicate: true, review: false });
    expect(await readingsOf(m.id)).toHaveLength(4);
    expect((await meterById(m.id)).version).toBe(after.version);

    const clash = await post(t.staff, { readingId, meterId: m.id, value: before + 20000 });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe(METER_MSG.readingIdTaken);
    const other = await post(t.staff, {
      readingId,
      meterId: (await meter('东湖公寓', '202', 1)).id,
      value: before + 10000,
    });
    expect(other.status).toBe(409);
  });

  it('keeps a reading below the last one for review and leaves the meter as it is', async () => {
    const m = await meter('东湖公寓', '203', 1);
    const r = await post(t.staff, { readingId: ulid(), meterId: m.id, value: m.last_value - 1 });
    expect(r.json.data).toMatchObject({ duplicate: false, review: true, meter: { lastValue: m.last_value } });
    const row = await readingRow(r.json.data.readingId);
    expect(row).toMatchObject({ review: 1, review_reason: METER_MSG.belowLast });
    expect(await meterById(m.id)).toMatchObject({
      last_value: m.last_value,
      last_reading_id: m.last_reading_id,
      version: m.version,
    });
    const l = await list(t.staff, `apartmentId=${t.east}&floor=2`);
    expect(l.json.data.records.find((x: any) => x.houseNumber === '203').handwritten[0]).toMatchObject({
      review: 1,
      nowNum: m.last_value,
      status: READING_STATUS.read,
    });
  });

  it('stores an older reading that arrives late without moving the meter back', async () => {
    const m = await meter('东湖公寓', '204', 4);
    const rs = await readingsOf(m.id);
    // Between the September and October readings, with a value between theirs: fine, not for review.
    const mid = await post(t.staff, {
      readingId: ulid(),
      meterId: m.id,
      value: rs[1]!.value + 1,
      readAt: rs[1]!.read_at + DAY,
    });
    expect(mid.json.data).toMatchObject({
      review: false,
      meter: { lastValue: m.last_value, lastReadAt: m.last_read_at },
    });
    // Older than the October reading but above it: does not fit, for review.
    const odd = await post(t.staff, {
      readingId: ulid(),
      meterId: m.id,
      value: m.last_value + 500,
      readAt: m.last_read_at - DAY,
    });
    expect(odd.json.data.review).toBe(true);
    expect(await meterById(m.id)).toMatchObject({ last_value: m.last_value, version: m.version });
    expect(await readingsOf(m.id)).toHaveLength(5);
  });

  it('takes now for a missing or future time', async () => {
    const m = await meter('东湖公寓', '205', 1);
    const r = await post(t.staff, {
      readingId: ulid(),
      meterId: m.id,
      value: m.last_value + 300,
      readAt: t.h.deps.now() + DAY,
    });
    expect(r.json.data.meter.lastReadAt).toBe(t.h.deps.now());
  });

  it('refuses bad values with the rule messages', async () => {
    const m = await meter('东湖公寓', '206', 1);
    for (const [value, msg] of [
      [12.5, METER_MSG.valueInvalid],
      [-1, METER_MSG.valueInvalid],
      [10_000_000_000, METER_MSG.valueTooLarge],
    ] as const) {
      const r = await post(t.staff, { readingId: ulid(), meterId: m.id, value });
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    expect((await post(t.staff, { readingId: 'x', meterId: m.id, value: 1 })).status).toBe(400);
    expect(await readingsOf(m.id)).toHaveLength(3);
  });

  it("keeps a dial photo that is the reader's own upload, refuses any other (another org's, a colleague's, a made-up id)", async () => {
    const m = await meter('东湖公寓', '207', 1);
    const url = await upload(t.h, t.staff);
    const fileId = url.split('/').pop()!;
    const r = await post(t.staff, { readingId: ulid(), meterId: m.id, value: m.last_value + 100, photoFileId: fileId });
    expect(r.status).toBe(200);
    const h = await t.call('GET', `/api/meters/${m.id}/readings`, t.staff);
    expect(h.json.data.records[0]).toMatchObject({ photo: url, readerName: '张管家', source: 'manual' });

    const missing = await post(t.staff, {
      readingId: ulid(),
      meterId: m.id,
      value: m.last_value + 200,
      photoFileId: newFileId(),
    });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe(PHOTO_MISSING);
    const theirs = (await upload(t.h, t.otherBoss)).split('/').pop()!;
    expect(
      (await post(t.staff, { readingId: ulid(), meterId: m.id, value: m.last_value + 200, photoFileId: theirs })).json
        .msg,
    ).toBe(PHOTO_MISSING);
    // Another user's upload of the same org is not the reader's photo either (the sync path's rule, issue 13 point 5).
    const colleague = (await upload(t.h, t.boss)).split('/').pop()!;
    const before = (await readingsOf(m.id)).length;
    const refused = await post(t.staff, {
      readingId: ulid(),
      meterId: m.id,
      value: m.last_value + 200,
      photoFileId: colleague,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(PHOTO_MISSING);
    expect(await readingsOf(m.id)).toHaveLength(before);
  });

  it('refuses meters of another org or outside the staff projects (404), whatever the readingId', async () => {
    const east = await meter('东湖公寓', '301', 1);
    const west = await meter('西城公寓', '301', 1);
    const theirs = await post(t.otherBoss, { readingId: ulid(), meterId: east.id, value: east.last_value + 100 });
    expect(theirs.status).toBe(404);
    expect(theirs.json.msg).toBe(METER_MSG.meterNotFound);
    const staff = await post(t.staff, { readingId: ulid(), meterId: west.id, value: west.last_value + 100 });
    expect(staff.status).toBe(404);
    expect(staff.json.msg).toBe(METER_MSG.meterNotFound);
    expect(await readingsOf(west.id)).toHaveLength(3);
    // recordReading itself: another org's meter is not found.
    const otherOrg = await F.orgIdByName(t.h.db, '城南寓所');
    await expect(
      t.h.db.write(otherOrg, (tx) =>
        recordReading(tx, t.h.deps.now(), otherOrg, {
          readingId: ulid(),
          meterId: east.id,
          value: 1,
          readAt: 1,
          readerId: null,
          source: 'manual',
        }),
      ),
    ).rejects.toThrow(METER_MSG.meterNotFound);
  });
});

describe('GET /api/meters/:meterId/readings', () => {
  it('lists the history newest first, 10 a page, with reader, source, review and billed', async () => {
    const m = await meter('东湖公寓', '108', 1);
    const r = await t.call('GET', `/api/meters/${m.id}/readings`, t.boss);
    expect(r.status).toBe(200);
    const recs = r.json.data.records;
    expect(r.json.data).toMatchObject({
      total: 4,
      meter: { name: '108冷水表', houseNumber: '108', apartmentName: '东湖公寓' },
    });
    expect(recs.map((x: any) => x.readAt)).toEqual([...recs.map((x: any) => x.readAt)].sort((a, b) => b - a));
    expect(recs[0]).toMatchObject({
      review: 1,
      reviewReason: METER_MSG.belowLast,
      readerName: '张管家',
      billed: false,
      photo: '',
    });
    const w = await meter('西城公寓', '102', 2);
    expect((await t.call('GET', `/api/meters/${w.id}/readings`, t.boss)).json.data.records[0]).toMatchObject({
      source: 'smart',
      readerName: '智能表',
    });
    expect((await t.call('GET', `/api/meters/${w.id}/readings`, t.staff)).status).toBe(404);
    expect((await t.call('GET', `/api/meters/${m.id}/readings`, t.otherBoss)).status).toBe(404);
  });
});

describe('PUT /api/meters/:meterId/start', () => {
  it('sets where the next bill starts, not above the current reading, and never after a bill', async () => {
    const m = await meter('东湖公寓', '302', 2);
    const r = await t.call('PUT', `/api/meters/${m.id}/start`, t.staff, { value: m.last_value - 5000 });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ billedValue: m.last_value - 5000, lastValue: m.last_value });
    const row = (await list(t.staff, `apartmentId=${t.east}&floor=3`)).json.data.records.find(
      (x: any) => x.houseNumber === '302',
    );
    expect(row.handwritten[1]).toMatchObject({ lastNum: m.last_value - 5000, lastTime: null, nowNum: m.last_value });
    expect((await meterById(m.id)).version).toBeGreaterThan(m.version);

    const above = await t.call('PUT', `/api/meters/${m.id}/start`, t.staff, { value: m.last_value + 1 });
    expect(above.status).toBe(400);
    expect(above.json.msg).toBe(METER_MSG.startAboveNow);
    expect((await t.call('PUT', `/api/meters/${m.id}/start`, t.staff, { value: 1.5 })).json.msg).toBe(
      METER_MSG.valueInvalid,
    );

    // A bill ended at the last reading (as the bill generator records it): the start is fixed.
    await F.markBilledToLast(t.h.db, m.id, 'BILL1');
    const billed = await t.call('PUT', `/api/meters/${m.id}/start`, t.staff, { value: 0 });
    expect(billed.status).toBe(409);
    expect(billed.json.msg).toBe(METER_MSG.startBilled);
    const h = await t.call('GET', `/api/meters/${m.id}/readings`, t.staff);
    expect(h.json.data.records[0]).toMatchObject({ billed: true, billId: 'BILL1' });
    const after = (await list(t.staff, `apartmentId=${t.east}&floor=3`)).json.data.records.find(
      (x: any) => x.houseNumber === '302',
    );
    expect(after.handwritten[1]).toMatchObject({ lastNum: m.last_value, lastTime: m.last_read_at });

    expect((await t.call('PUT', `/api/meters/${m.id}/start`, t.otherBoss, { value: 0 })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/meters/${(await meter('西城公寓', '302', 1)).id}/start`, t.staff, { value: 0 }))
        .status,
    ).toBe(404);
  });
});

describe('permission [3,11]', () => {
  it('a role without it gets 403 on every meter route', async () => {
    const m = await meter('东湖公寓', '401', 1);
    const n = (await readingsOf(m.id)).length;
    await withdraw('店长', 3, 11);
    expect((await list(t.manager, '')).status).toBe(403);
    expect((await post(t.manager, { readingId: ulid(), meterId: m.id, value: m.last_value + 1 })).status).toBe(403);
    expect((await t.call('POST', '/api/meters/refresh', t.manager, { houseId: m.room_id, devType: 2 })).status).toBe(
      403,
    );
    expect((await t.call('PUT', `/api/meters/${m.id}/start`, t.manager, { value: 0 })).status).toBe(403);
    expect((await t.call('GET', `/api/meters/${m.id}/readings`, t.manager)).status).toBe(403);
    expect(await readingsOf(m.id)).toHaveLength(n);
    expect((await list(t.boss, '')).status).toBe(200);
  });
});

describe('read status around the receipt day', () => {
  it('a reading counts for the period from the latest receipt day (25th)', async () => {
    const u = await leasesHarness();
    // Sessions lapse while the clock moves: log in afresh for each look.
    const row = async (n: string) => {
      const r = await u.call('GET', `/api/meters?apartmentId=${u.east}&floor=1`, await u.h.login(PHONES.boss));
      if (r.status !== 200) throw new Error(r.text);
      return r.json.data.records.find((x: any) => x.houseNumber === n);
    };
    expect((await row('101')).handwritten.map((m: any) => m.status)).toEqual([1, 1, 1]);
    expect((await row('102')).handwritten.map((m: any) => m.status)).toEqual([0, 0, 0]);
    // 2026-11-24 23:59 Shanghai: still the period from 10-25.
    u.h.advance(2 * DAY + 13 * HOUR + 59 * 60_000);
    expect((await row('101')).handwritten[0].status).toBe(READING_STATUS.read);
    // 2026-11-25 00:00: a new period; nothing is read yet.
    u.h.advance(60_000);
    expect((await row('101')).handwritten.map((m: any) => m.status)).toEqual([0, 0, 0]);
    const cold = (await row('102')).handwritten[0];
    const r = await u.call('POST', '/api/meters/readings', await u.h.login(PHONES.staff), {
      readingId: ulid(),
      meterId: cold.meterId,
      value: cold.nowNum + 400,
    });
    expect(r.status).toBe(200);
    expect((await row('102')).handwritten.map((m: any) => m.status)).toEqual([1, 0, 0]);
    // Without a receipt day the period starts on the 1st.
    await F.setReceiptDay(u.h.db, u.east, null);
    expect((await row('101')).handwritten[0].status).toBe(READING_STATUS.read);
  });
});

describe('recordReading under repeats, disorder and misreads (property)', () => {
  it('keeps the accepted readings non-decreasing in time, the meter at the newest of them, one row per id', async () => {
    const orgId = t.orgId;
    const m = await meter('东湖公寓', '502', 2);
    let seed = 20261122;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const sent: { readingId: string; value: number; readAt: number }[] = [];
    const base = m.last_read_at as number;
    for (let i = 0; i < 300; i++) {
      const kind = rnd(10);
      let r: { readingId: string; value: number; readAt: number };
      if (kind < 2 && sent.length)
        r = sent[rnd(sent.length)]!; // sent again
      else {
        const readAt = base + (1 + rnd(100_000)) * 60_000; // any order
        const value = (m.last_value as number) + rnd(200_000) - (kind === 9 ? 300_000 : 0); // some misreads far below
        r = { readingId: ulid(readAt), value: Math.max(0, value), readAt };
        sent.push(r);
      }
      const out = await t.h.db.write(orgId, (tx) =>
        recordReading(tx, t.h.deps.now(), orgId, { ...r, meterId: m.id, readerId: null, source: 'manual' }),
      );
      expect(out.readingId).toBe(r.readingId);
    }
    const rows = await readingsOf(m.id);
    expect(rows.length).toBe(new Set(sent.map((s) => s.readingId)).size + 3);
    const accepted = rows.filter((r) => r.review === 0);
    for (let i = 1; i < accepted.length; i++) expect(accepted[i]!.value).toBeGreaterThanOrEqual(accepted[i - 1]!.value);
    const newest = accepted[accepted.length - 1]!;
    expect(await meterById(m.id)).toMatchObject({
      last_value: newest.value,
      last_read_at: newest.read_at,
      last_reading_id: newest.id,
    });
    expect(rows.some((r) => r.review === 1)).toBe(true);
  });
});

describe('上次 / 用量: the phone walk and the desktop table agree (issue 12)', () => {
  /** Every synced row the staff may see, by table and id (what the phone's walk is built from). */
  async function pulledRows(token: string) {
    const rows: Record<string, Record<string, any>> = {
      apartments: {},
      floors: {},
      rooms: {},
      templates: {},
      offices: {},
      meters: {},
    };
    let cursor = 0;
    for (;;) {
      const d = (await t.call('GET', `/api/sync/pull?cursor=${cursor}`, token)).json.data;
      for (const [table, list] of Object.entries(d.changes as Record<string, any[]>))
        for (const r of list) if (!r.deleted) rows[table]![r.id] = r;
      cursor = d.cursor;
      if (!d.more) return rows;
    }
  }

  it('shows the same 上次 and 用量 for a never-billed meter, a billed one and one read after its bill', async () => {
    const never = await meter('东湖公寓', '403', 1); // three demo readings, never billed
    const billed = await meter('东湖公寓', '404', 2);
    expect(
      (await t.call('PUT', `/api/meters/${billed.id}/start`, t.staff, { value: billed.last_value - 3000 })).status,
    ).toBe(200);
    const readAfter = await meter('东湖公寓', '405', 4);
    await F.markBilledToLast(t.h.db, readAfter.id, null);
    expect(
      (await post(t.staff, { readingId: ulid(), meterId: readAfter.id, value: readAfter.last_value + 700 })).status,
    ).toBe(200);

    const table = (await list(t.staff, `apartmentId=${t.east}&floor=4`)).json.data.records;
    const walk = walkFloors((await pulledRows(t.staff)) as any, t.east, t.h.deps.now(), null).find(
      (f) => f.floor === 4,
    )!;
    for (const m of [never, billed, readAfter]) {
      const cell = table.flatMap((r: any) => r.handwritten).find((c: any) => c.meterId === m.id);
      const card = walk.rooms.flatMap((r) => r.meters).find((c) => c.meterId === m.id)!;
      // 上次 is where the next bill starts on both screens; 用量 of the latest reading is the same.
      expect(card.base).toBe(cell.lastNum);
      expect(usageFromBase(card.base, card.lastValue)).toBe(meterUsage(cell));
    }
    const cellOf = (id: string) => table.flatMap((r: any) => r.handwritten).find((c: any) => c.meterId === id);
    expect(cellOf(never.id).lastNum).toBe((await readingsOf(never.id))[0]!.value);
    expect(cellOf(billed.id)).toMatchObject({ lastNum: billed.last_value - 3000, nowNum: billed.last_value });
    expect(meterUsage(cellOf(readAfter.id))).toBe(700);
  });
});
