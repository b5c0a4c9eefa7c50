import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { containsPattern, dialect } from '../../db/dialect';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { pageOf } from '../../http/reply';
import { apartments, floors, rooms } from '../../houses/schema';
import { roomScope, visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { gateways } from '../../hardware/gateways/schema';
import type {
  MeterDeviceListQuery,
  MeterDeviceRoomsQuery,
  MeterDeviceRow,
} from '../../../sync/contract/meters/meter-devices';
import { meterReadings, meters } from '../schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name'>;

// Qualified: inside the subquery on meter_readings a bare "id" would be the reading's.
const M_ID = sql.raw('"meters"."id"');
const flag = (v: unknown) => (v ? (1 as const) : (0 as const));

/**
 * A meter tab of /shuiDianSuo (§2.2): the visible apartments' live meters of one type (smart and manual), filtered by
 * apartment, name and device identifier, by apartment, floor and room, 10 a page. A smart meter behind an offline
 * gateway shows offline.
 */
export async function listMeterDevices(db: Reader, user: Who, f: MeterDeviceListQuery) {
  const where = and(
    eq(meters.orgId, user.orgId),
    isNull(meters.deletedAt),
    isNull(rooms.deletedAt),
    eq(meters.devType, f.devType),
    inArray(meters.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user),
    f.apartmentId ? eq(meters.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(meters.name, containsPattern(f.name)) : undefined,
    f.sn ? dialect.like(meters.devSn, containsPattern(f.sn)) : undefined,
  );
  const [{ n: total }] = await db
    .select({ n: count() })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .where(where);
  const page = await db
    .select({
      m: meters,
      apartmentName: apartments.name,
      houseNumber: rooms.houseNumber,
      floor: floors.floor,
      isRent: rooms.isRent,
      gatewayName: gateways.name,
      gatewayOnline: gateways.onlineStatus,
      review: sql<number>`(select count(*) from ${meterReadings} r where r.meter_id = ${M_ID} and r.review = 1)`,
    })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, meters.apartmentId))
    .leftJoin(gateways, and(eq(gateways.id, meters.gatewayId), isNull(gateways.deletedAt)))
    .where(where)
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: MeterDeviceRow[] = page.map(({ m, ...p }) => ({
    meterId: m.id,
    devType: m.devType,
    name: m.name,
    devSn: m.isAuto === 1 ? m.devSn : '',
    isAuto: flag(m.isAuto === 1),
    apartmentId: m.apartmentId,
    apartmentName: p.apartmentName,
    houseId: m.roomId,
    houseNumber: p.houseNumber,
    floor: p.floor,
    total: m.lastValue,
    lastReadAt: m.lastReadAt,
    onlineStatus: flag(m.isAuto !== 1 || (m.onlineStatus && (p.gatewayOnline ?? 1))),
    isRent: flag(p.isRent),
    gatewayId: m.isAuto === 1 ? m.gatewayId : null,
    gatewayName: m.isAuto === 1 ? (p.gatewayName ?? '') : '',
    powerState: flag(m.powerState),
    review: Number(p.review),
  }));
  return pageOf(records, total, f.current, f.size);
}

/** The rooms of an apartment for the add dialog, isExist 1 where the room's meter of the type is already smart. */
export async function meterDeviceRooms(db: Reader, user: Who, f: MeterDeviceRoomsQuery) {
  const apt = await visibleApartment(db, user, f.apartmentId);
  const where = and(eq(rooms.apartmentId, apt.id), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt));
  const [{ n: total }] = await db.select({ n: count() }).from(rooms).where(where);
  const page = await db
    .select({ houseId: rooms.id, houseNumber: rooms.houseNumber, floor: floors.floor })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(where)
    .orderBy(asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const smart = page.length
    ? await db
        .select({ roomId: meters.roomId })
        .from(meters)
        .where(
          and(
            inArray(
              meters.roomId,
              page.map((p) => p.houseId),
            ),
            eq(meters.devType, f.devType),
            eq(meters.isAuto, 1),
            isNull(meters.deletedAt),
          ),
        )
    : [];
  const has = new Set(smart.map((r) => r.roomId));
  return pageOf(
    page.map((p) => ({ ...p, isExist: flag(has.has(p.houseId)) })),
    total,
    f.current,
    f.size,
  );
}
