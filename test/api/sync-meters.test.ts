import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { makeHarness, PHONES, TINY_PNG } from './harness';
import { mutation, roomsOf, staffWith, type Harness } from './sync-helpers';
import {
  addMeter,
  appliedMutation,
  firstAcceptedReading,
  meterById,
  metersOfApartment,
  readingById,
  readingsOfMeter,
  setMeter,
} from './factories/meters';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import { METER_PHOTO_MISSING } from '../../sync/protocol/mutations';

let h: Harness;
let boss: string;
let staff: string;
let otherBoss: string;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff, otherBoss] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.staff),
    h.login(PHONES.otherBoss),
  ]);
}, 60_000);

const NOW = Date.parse('2026-11-22T02:00:00Z');
const pull = (token: string, query = '') => h.call('GET', `/api/sync/pull${query}`, { token });
const push = (token: string, mutations: unknown[]) =>
  h.call('POST', '/api/sync/push', { token, json: { clientId: 'test-device', mutations } });
const metersOf = (apt: string) => metersOfApartment(h.db, apt);
const meterRow = (id: string) => meterById(h.db, id);
const readingRow = (id: string) => readingById(h.db, id);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
/** A meter of 东湖公寓 with a last value (manual), to read above or below it. */
const readMeter = async (apt = '东湖公寓') =>
  (await metersOf(apt)).find((m) => m.lastValue !== null && m.isAuto === 0)!;
/** A meter of the other org (城南公寓's first room; its demo has none). */
async function otherOrgMeter() {
  const [room] = await roomsOf(h, '城南公寓');
  return addMeter(h.db, room, 2, { lastValue: 100, lastReadAt: NOW - 86_400_000 });
}
const read = (meterId: string, value: number, over: Record<string, unknown> = {}) => ({
  readingId: ulid(),
  meterId,
  value,
  readAt: NOW - 60_000,
  ...over,
});

describe('GET /api/sync/pull meters', () => {
  it('carries the meters of the apartments the user sees, with their reading summary', async () => {
    const { changes } = (await pull(staff)).json.data;
    const east = await metersOf('东湖公寓');
    expect(east.length).toBeGreaterThan(0);
    expect(ids(changes.meters)).toEqual(ids(east));
    // three meters per room: cold water, electricity, hot water
    expect(changes.meters.length).toBe(changes.rooms.length * 3);
    const readId = (await readMeter()).id;
    const one = changes.meters.find((m: any) => m.id === readId);
    const db = await meterRow(one.id);
    expect(one).toEqual({
      id: db.id,
      version: db.version,
      apartmentId: db.apartmentId,
      roomId: db.roomId,
      devType: db.devType,
      isAuto: db.isAuto,
      name: db.name,
      onlineStatus: db.onlineStatus,
      lastValue: db.lastValue,
      lastReadAt: db.lastReadAt,
      avgUsage: db.avgUsage,
      billedValue: db.billedValue,
      firstValue: one.firstValue,
    });
    // Its first accepted reading: 上次 of a meter never billed (sync/meter-rules.ts meterBase).
    expect(one.firstValue).toBe((await firstAcceptedReading(h.db, one.id))?.value ?? null);
    const bossMeters = (await pull(boss)).json.data.changes.meters;
    expect(ids(bossMeters)).toEqual(ids([...east, ...(await metersOf('西城公寓'))]));
    const theirs = await otherOrgMeter();
    expect(ids((await pull(otherBoss)).json.data.changes.meters)).toEqual([theirs.id]);
    expect(ids((await pull(boss)).json.data.changes.meters)).not.toContain(theirs.id);
  });

  it('gives a user without the meter permission [3,11] no meters (the rest as before)', async () => {
    const token = await staffWith(h, '13800000009', [[1, 3]]);
    const { changes } = (await pull(token)).json.data;
    expect(changes.meters).toEqual([]);
    expect(changes.rooms.length).toBeGreaterThan(0);
  });

  it('after the cursor sends only the meters changed since, and a deleted meter as a tombstone', async () => {
    const first = (await pull(staff)).json.data;
    expect((await pull(staff, `?cursor=${first.cursor}`)).json.data.changes.meters).toEqual([]);
    const [a, b] = await metersOf('东湖公寓');
    await setMeter(h.db, a.id, { deletedAt: NOW });
    await setMeter(h.db, b.id, { name: '改名' });
    const next = (await pull(staff, `?cursor=${first.cursor}`)).json.data;
    expect(next.changes.meters).toEqual([
      { id: a.id, deleted: true, version: (await meterRow(a.id)).version },
      expect.objectContaining({ id: b.id, name: '改名', version: (await meterRow(b.id)).version }),
    ]);
    expect(next.cursor).toBe((await meterRow(b.id)).version);
  });

  it('pages meters with the other tables by version without gaps or repeats', async () => {
    const whole = (await pull(boss)).json.data;
    const seen: string[] = [];
    let cursor = 0;
    for (;;) {
      const page = (await pull(boss, `?cursor=${cursor}&limit=500`)).json.data;
      seen.push(...(page.changes.meters as { id: string }[]).map((m) => m.id));
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(seen.sort()).toEqual(ids(whole.changes.meters));
  });
});

describe("POST /api/sync/push 'meter.read'", () => {
  it('applies a reading: the meter moves forward with a new version, and the next pull carries it', async () => {
    const first = (await pull(staff)).json.data;
    const m = await readMeter();
    const value = m.lastValue! + 1234;
    const mut = mutation('meter.read', read(m.id, value));
    const res = (await push(staff, [mut])).json.data.results;
    const after = await meterRow(m.id);
    expect(res).toEqual([{ id: mut.id, status: 'applied', version: after.version }]);
    expect(after.version).toBeGreaterThan(m.version);
    expect(after).toMatchObject({
      lastValue: value,
      lastReadAt: NOW - 60_000,
      lastReadingId: (mut.args as any).readingId,
    });
    const reading = (await readingRow((mut.args as any).readingId))!;
    expect(reading).toMatchObject({
      meterId: m.id,
      value,
      readAt: NOW - 60_000,
      review: 0,
      source: 'manual',
      mutationId: mut.id,
      roomId: m.roomId,
    });
    expect(reading.readerId).not.toBeNull();
    const next = (await pull(staff, `?cursor=${first.cursor}`)).json.data;
    expect(next.changes.meters).toEqual([
      expect.objectContaining({ id: m.id, lastValue: value, version: after.version, avgUsage: after.avgUsage }),
    ]);
  });

  it('keeps a reading below the last one flagged for review (applied, not rejected) and leaves the meter', async () => {
    const m = await readMeter();
    const mut = mutation('meter.read', read(m.id, m.lastValue! - 1));
    const res = (await push(staff, [mut])).json.data.results;
    expect(res).toEqual([{ id: mut.id, status: 'applied', version: m.version }]);
    expect(await meterRow(m.id)).toMatchObject({
      lastValue: m.lastValue,
      lastReadAt: m.lastReadAt,
      version: m.version,
    });
    expect(await readingRow((mut.args as any).readingId)).toMatchObject({
      value: m.lastValue! - 1,
      review: 1,
      reviewReason: METER_MSG.belowLast,
    });
  });

  it('answers the same mutation again, and the same reading under another mutation id, as duplicate; one reading stored', async () => {
    const m = await readMeter();
    const args = read(m.id, m.lastValue! + 500);
    const mut = mutation('meter.read', args);
    const [first] = (await push(staff, [mut])).json.data.results;
    const version = (await meterRow(m.id)).version;
    expect(first).toEqual({ id: mut.id, status: 'applied', version });
    expect((await push(staff, [mut])).json.data.results).toEqual([
      { id: mut.id, status: 'duplicate', original: 'applied', version },
    ]);
    const retry = mutation('meter.read', args);
    expect((await push(staff, [retry])).json.data.results).toEqual([
      { id: retry.id, status: 'duplicate', original: 'applied', version },
    ]);
    // … and that verdict is kept under the retry's id too
    expect((await push(staff, [retry])).json.data.results).toEqual([
      { id: retry.id, status: 'duplicate', original: 'applied', version },
    ]);
    expect((await readingsOfMeter(h.db, m.id)).filter((r) => r.id === args.readingId)).toHaveLength(1);
    expect((await meterRow(m.id)).version).toBe(version);
    // the same reading id for another value is refused
    const clash = mutation('meter.read', { ...args, value: args.value + 1 });
    expect((await push(staff, [clash])).json.data.results).toEqual([
      { id: clash.id, status: 'rejected', reason: METER_MSG.readingIdTaken },
    ]);
  });

  it('applies one reading sent at once under two mutation ids (two processes) once: applied and duplicate, one reading', async () => {
    const m = await readMeter();
    const args = read(m.id, m.lastValue! + 700);
    const [a, b] = [mutation('meter.read', args), mutation('meter.read', args)];
    const replies = await Promise.all([push(staff, [a]), push(staff, [b])]);
    expect(replies.map((x) => x.status)).toEqual([200, 200]);
    const version = (await meterRow(m.id)).version;
    const results = replies.map((x) => x.json.data.results[0]);
    expect(results.map((x: any) => x.status).sort()).toEqual(['applied', 'duplicate']);
    for (const x of results) expect(x.version).toBe(version);
    expect((await readingsOfMeter(h.db, m.id)).filter((r) => r.id === args.readingId)).toHaveLength(1);
    expect(await meterRow(m.id)).toMatchObject({ lastValue: args.value, lastReadingId: args.readingId });
  });

  it("rejects an unknown meter, another org's, and one outside a staff member's projects with the meter message", async () => {
    const west = await readMeter('西城公寓');
    const others = [await otherOrgMeter()];
    const batch = [
      mutation('meter.read', read('nope', 100)),
      mutation('meter.read', read(others[0].id, 100)),
      mutation('meter.read', read(west.id, west.lastValue! + 1)),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((r: any) => [r.status, r.reason])).toEqual([
      ['rejected', METER_MSG.meterNotFound],
      ['rejected', METER_MSG.meterNotFound],
      ['rejected', METER_MSG.meterNotFound],
    ]);
    const theirs = mutation('meter.read', read(west.id, west.lastValue! + 1));
    expect((await push(otherBoss, [theirs])).json.data.results[0].reason).toBe(METER_MSG.meterNotFound);
    expect(await meterRow(west.id)).toMatchObject({ lastValue: west.lastValue, version: west.version });
    expect(await readingRow((batch[2].args as any).readingId)).toBeUndefined();
  });

  it('rejects a reading of a user without [3,11] with the permission message, storing nothing', async () => {
    const token = await staffWith(h, '13800000009', [[1, 3]]);
    const m = await readMeter();
    const mut = mutation('meter.read', read(m.id, m.lastValue! + 1));
    expect((await push(token, [mut])).json.data.results).toEqual([
      { id: mut.id, status: 'rejected', reason: '没有权限执行此操作' },
    ]);
    expect(await readingRow((mut.args as any).readingId)).toBeUndefined();
    const allowed = await staffWith(h, '13800000008', [[3, 11]]);
    expect(
      (await push(allowed, [mutation('meter.read', read(m.id, m.lastValue! + 1))])).json.data.results[0].status,
    ).toBe('applied');
  });

  it('rejects malformed readings with the catalogue messages', async () => {
    const m = await readMeter();
    const batch = [
      mutation('meter.read', read(m.id, 12.5)),
      mutation('meter.read', read(m.id, -1)),
      mutation('meter.read', { ...read(m.id, 1), readingId: 'x' }),
      mutation('meter.read', { meterId: m.id, value: 1 }),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((r: any) => r.reason)).toEqual([
      '参数格式不正确',
      '参数格式不正确',
      '参数格式不正确',
      '参数格式不正确',
    ]);
    expect((await readingsOfMeter(h.db, m.id)).every((r) => r.value >= 0)).toBe(true);
  });

  it('accepts the device time when it is past, and never dates a reading in the future (a fast clock gets the server time)', async () => {
    const [a, b] = (await metersOf('东湖公寓')).filter((m) => m.lastValue !== null && m.isAuto === 0);
    const past = mutation('meter.read', read(a.id, a.lastValue! + 1, { readAt: NOW - 5 * 60_000 }));
    const ahead = mutation('meter.read', read(b.id, b.lastValue! + 1, { readAt: NOW + 5 * 60_000 }));
    const results = (await push(staff, [past, ahead])).json.data.results;
    expect(results.map((r: any) => r.status)).toEqual(['applied', 'applied']);
    expect((await readingRow((past.args as any).readingId))!.readAt).toBe(NOW - 5 * 60_000);
    expect((await readingRow((ahead.args as any).readingId))!.readAt).toBe(NOW);
    expect((await meterRow(b.id)).lastReadAt).toBe(NOW);
  });

  it("keeps the photo when it is the user's own upload in the org; refuses another user's or a missing one", async () => {
    const upload = async (token: string, fileId: string) => {
      const form = new FormData();
      form.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], 'dial.png'));
      form.append('fileId', fileId);
      const r = await h.call('POST', '/api/upload/uploadfile', { token, body: form });
      expect(r.status).toBe(200);
    };
    const mine = 'A'.repeat(20) + 'mine';
    const bosses = 'B'.repeat(20) + 'boss';
    await upload(staff, mine);
    await upload(boss, bosses);
    const [a, b, c] = (await metersOf('东湖公寓')).filter((m) => m.lastValue !== null && m.isAuto === 0);
    const ok = mutation('meter.read', read(a.id, a.lastValue! + 1, { photoFileId: mine }));
    const notMine = mutation('meter.read', read(b.id, b.lastValue! + 1, { photoFileId: bosses }));
    const missing = mutation('meter.read', read(c.id, c.lastValue! + 1, { photoFileId: 'C'.repeat(24) }));
    const results = (await push(staff, [ok, notMine, missing])).json.data.results;
    expect(results.map((r: any) => r.reason ?? r.status)).toEqual([
      'applied',
      METER_PHOTO_MISSING,
      METER_PHOTO_MISSING,
    ]);
    expect((await readingRow((ok.args as any).readingId))!.photoFileId).toBe(mine);
    expect((await meterRow(b.id)).lastValue).toBe(b.lastValue);
    expect(await appliedMutation(h.db, notMine.id)).toMatchObject({ status: 'rejected', reason: METER_PHOTO_MISSING });
  });
});
