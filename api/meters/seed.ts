import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { chunks } from '../db/chunks';
import type { DemoContext } from '../seed/context';
import { apartments, floors, rooms } from '../houses/schema';
import { meterReceiptOf } from '../settings/meter-prices';
import { addDays, addMonths, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { METER_MSG, METER_TYPES, periodStart, METER_ONLINE } from '../../sync/rules/meters/meter-rules';
import { snHash, simulatedState } from './connector/simulator';
import { acceptedSummary, isBelowLast, isNewest, type MeterState } from './record-reading';
import { meterReadings, meters } from './schema';

/** Plausible monthly usage (hundredths of a unit) and dial start of each meter type. */
const USAGE: Record<number, { min: number; span: number; start: number }> = {
  1: { min: 200, span: 400, start: 10_000 }, // cold water 2–6 吨
  2: { min: 6_000, span: 16_000, start: 200_000 }, // electricity 60–220 度
  4: { min: 100, span: 200, start: 5_000 }, // hot water 1–3 吨
};

const at = (date: string, minutes: number) => Date.parse(`${date}T10:00:00+08:00`) + minutes * 60_000;

/**
 * Demo meters (issue 7): every live room of the demo org gets a cold-water, an electricity and a hot-water meter
 * ('101冷水表'); 西城公寓's electricity meters are smart (devSn 'SIM-XC-101', read through the simulator; those it
 * treats as offline start offline), the rest manual. History: a reading on the 20th of each of the three months
 * before this period, with the rules of recordReading applied in memory (last value, average usage, review) and inserted in batches; every other
 * 东湖公寓 room is already read this period (General_6 receipt day, else the 1st), and one of them has a reading below
 * the last one waiting for review. Runs inside the demo org's unit of work (ctx.tx): every meter carries its version.
 */
export async function seedMeters(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId, users } = ctx;
  const today = shanghaiToday(now);
  const roomRows = await tx
    .select({
      id: rooms.id,
      apartmentId: rooms.apartmentId,
      houseNumber: rooms.houseNumber,
      apartmentName: apartments.name,
    })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), isNull(apartments.deletedAt)))
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.serialNumber));
  if (roomRows.length === 0) return;

  const receiptDays = new Map<string, number | null>();
  for (const apartmentId of new Set(roomRows.map((r) => r.apartmentId)))
    receiptDays.set(apartmentId, (await meterReceiptOf(tx, orgId, apartmentId)).receiptDay);
  const periodOf = (apartmentId: string) => periodStart(today, receiptDays.get(apartmentId) ?? null);

  type Plan = {
    id: string;
    apartmentId: string;
    roomId: string;
    devType: number;
    name: string;
    isAuto: number;
    devSn: string;
    onlineStatus: number;
    key: string;
    apartmentName: string;
  };
  const plans: Plan[] = [];
  for (const r of roomRows) {
    const west = r.apartmentName === '西城公寓';
    for (const t of METER_TYPES) {
      const smart = west && t.devType === 2;
      const devSn = smart ? `SIM-XC-${r.houseNumber}` : '';
      plans.push({
        id: ulid(now),
        apartmentId: r.apartmentId,
        roomId: r.id,
        devType: t.devType,
        name: `${r.houseNumber}${t.name}`,
        isAuto: smart ? 1 : 0,
        devSn,
        onlineStatus: smart && simulatedState(devSn) === 'offline' ? METER_ONLINE.offline : METER_ONLINE.online,
        key: `${r.apartmentName}-${r.houseNumber}-${t.devType}`,
        apartmentName: r.apartmentName,
      });
    }
  }
  // Rooms already read this period: every other 东湖公寓 room (by position).
  const eastRooms = roomRows.filter((r) => r.apartmentName === '东湖公寓');
  const readNow = new Set(eastRooms.filter((_, i) => i % 2 === 0).map((r) => r.id));
  const reviewRoom = eastRooms.find((r, i) => i % 2 === 1 && r.houseNumber.endsWith('08'))?.id ?? null;

  type Reading = typeof meterReadings.$inferInsert;
  const readings: Reading[] = [];
  const rows: (typeof meters.$inferInsert)[] = [];
  for (const m of plans) {
    const start = periodOf(m.apartmentId);
    // The 20th of the three months before this month, all before the period start.
    let months = [-3, -2, -1].map((k) => addMonths(`${today.slice(0, 8)}20`, k));
    if (months[2]! >= start) months = months.map((d) => addMonths(d, -1));
    const h = snHash(m.key);
    const u = USAGE[m.devType]!;
    let value = u.start + (h % 9_000) * (m.devType === 2 ? 10 : 1);
    const reader = m.isAuto ? null : m.apartmentName === '东湖公寓' ? users.staff : users.manager;
    const source = m.isAuto ? 'smart' : 'manual';
    const minutes = h % 240;
    let state: MeterState = { lastValue: null, lastReadAt: null, lastReadingId: null, avgUsage: null };
    let accepted = 0;
    // The rules of recordReading, applied in memory: the seed's readings all arrive in order.
    const take = (readAt: number, v: number) => {
      const id = ulid(readAt);
      const review = isNewest(state, readAt) && isBelowLast(state, v);
      readings.push({
        id,
        orgId,
        meterId: m.id,
        roomId: m.roomId,
        apartmentId: m.apartmentId,
        value: v,
        readAt,
        readerId: reader,
        source,
        review: review ? 1 : 0,
        reviewReason: review ? METER_MSG.belowLast : '',
        createdAt: now,
        updatedAt: now,
      });
      if (!review) {
        state = acceptedSummary(state, Math.max(0, accepted - 1), { readingId: id, value: v, readAt });
        accepted++;
      }
    };
    months.forEach((d, k) => {
      if (k > 0) value += u.min + ((h >>> (k * 3)) % (u.span + 1));
      take(at(d, minutes), value);
    });
    if (readNow.has(m.roomId)) {
      // Read this period: two days ago (not before the period start, not in the future).
      const day = addDays(today, -2) >= start ? addDays(today, -2) : start;
      value += u.min + ((h >>> 12) % (u.span + 1));
      take(Math.min(at(day, minutes), now - 3_600_000), value);
    } else if (m.roomId === reviewRoom && m.devType === 1) {
      // A misread dial: below the last reading, kept for review.
      take(Math.min(at(addDays(today, -1), 30), now - 3_600_000), value - 150);
    }
    const { key: _k, apartmentName: _a, ...meter } = m;
    // The unit stamps the version: all the demo meters share it.
    rows.push({ ...meter, ...state, orgId, createdAt: now, updatedAt: now });
  }
  // Chunks keep each statement under the engines' bound-parameter limits (SQLite 32766, PostgreSQL 65535).
  for (const part of chunks(rows)) await tx.insert(meters).values(part);
  for (const part of chunks(readings)) await tx.insert(meterReadings).values(part);
}
