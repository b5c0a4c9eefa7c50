import { and, asc, eq, inArray, isNull, sql, count } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { leases } from '../leases/schema';
import { currentLeaseOf } from '../leases/room-facts';
import { apartmentConfigs } from '../settings/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { isReadThisPeriod, meterBase, METER_TYPES, READING_STATUS } from '../../sync/rules/meters/meter-rules';
import type { MeterCell, MeterPage, MeterRoomRow } from '../../sync/contract/meters/meter-shape';
import type { MeterListQuery } from '../../sync/contract/meters/meters';
import { meterReadings, meters } from './schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

// Qualified: inside a subquery on meter_readings a bare "id" would be the reading's.
const M_ID = sql.raw('"meters"."id"');
const M_BILLED = sql.raw('"meters"."billed_reading_id"');

const TYPE_ORDER = new Map<number, number>(METER_TYPES.map((t, i) => [t.devType, i]));

/**
 * The meter table of §2.9: one row per live room of the visible apartments (apartment and floor filters), ordered by
 * apartment, floor and room, with its tenant (the lease in effect, else the one to be confirmed) and its three meters:
 * 上次读数 (billed value, else first reading), 本次读数 (the last accepted reading), read status for the period of the
 * apartment's receipt day (General_6), readings waiting for review. Four queries per page, whatever its size.
 */
export async function listMeters(db: Reader, now: number, user: AuthUser, f: MeterListQuery): Promise<MeterPage> {
  const where = and(
    eq(rooms.orgId, user.orgId),
    isNull(rooms.deletedAt),
    visibleApartments(db, user),
    roomScope(db, user),
    f.apartmentId ? eq(rooms.apartmentId, f.apartmentId) : undefined,
    f.floor !== null ? eq(floors.floor, f.floor) : undefined,
  );
  const [{ n: total }] = await withRoomPlace(db.select({ n: count() }).from(rooms).$dynamic()).where(where);
  const page = await withRoomPlace(
    db
      .select({
        id: rooms.id,
        houseNumber: rooms.houseNumber,
        floor: floors.floor,
        apartmentId: rooms.apartmentId,
        apartmentName: apartments.name,
      })
      .from(rooms)
      .$dynamic(),
  )
    .where(where)
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  if (page.length === 0) return pageOf([], total, f.current, f.size);

  const roomIds = page.map((r) => r.id);
  const aptIds = [...new Set(page.map((r) => r.apartmentId))];

  const leaseRows = await db
    .select({
      id: leases.id,
      roomId: leases.roomId,
      tenant: leases.tenant,
      status: leases.status,
      endDate: leases.endDate,
      createdAt: leases.createdAt,
    })
    .from(leases)
    .where(
      and(
        eq(leases.orgId, user.orgId),
        inArray(leases.roomId, roomIds),
        inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
        isNull(leases.deletedAt),
      ),
    );
  // The room's current lease: the same rule as the board's tile and utility bills.
  const leaseOf = new Map<string, (typeof leaseRows)[number]>();
  for (const roomId of roomIds) {
    const l = currentLeaseOf(leaseRows.filter((x) => x.roomId === roomId));
    if (l) leaseOf.set(roomId, l);
  }

  const receiptDay = new Map<string, number | null>(aptIds.map((id) => [id, null]));
  for (const c of await db
    .select({ apartmentId: apartmentConfigs.apartmentId, receiptDay: apartmentConfigs.receiptDay })
    .from(apartmentConfigs)
    .where(and(eq(apartmentConfigs.orgId, user.orgId), inArray(apartmentConfigs.apartmentId, aptIds))))
    receiptDay.set(c.apartmentId, c.receiptDay);

  const meterRows = await db
    .select({
      m: meters,
      firstValue: sql<
        number | null
      >`(select r.value from ${meterReadings} r where r.meter_id = ${M_ID} and r.review = 0 order by r.read_at asc, r.value asc, r.id asc limit 1)`,
      firstAt: sql<
        number | null
      >`(select r.read_at from ${meterReadings} r where r.meter_id = ${M_ID} and r.review = 0 order by r.read_at asc, r.value asc, r.id asc limit 1)`,
      billedAt: sql<number | null>`(select r.read_at from ${meterReadings} r where r.id = ${M_BILLED})`,
      review: sql<number>`(select count(*) from ${meterReadings} r where r.meter_id = ${M_ID} and r.review = 1 and r.bill_id is null)`,
    })
    .from(meters)
    .where(and(eq(meters.orgId, user.orgId), inArray(meters.roomId, roomIds), isNull(meters.deletedAt)));

  const today = shanghaiToday(now);
  const cells = new Map<string, MeterCell[]>();
  for (const { m, firstValue, firstAt, billedAt, review } of meterRows) {
    const billed = m.billedValue !== null;
    const cell: MeterCell = {
      meterId: m.id,
      devType: m.devType,
      name: m.name,
      isAuto: m.isAuto,
      onlineStatus: m.onlineStatus,
      lastNum: meterBase({ billedValue: m.billedValue, firstValue }),
      lastTime: billed ? billedAt : firstAt,
      nowNum: m.lastValue,
      nowTime: m.lastReadAt,
      status: isReadThisPeriod(
        m.lastReadAt === null ? null : shanghaiToday(m.lastReadAt),
        today,
        receiptDay.get(m.apartmentId) ?? null,
      )
        ? READING_STATUS.read
        : READING_STATUS.unread,
      review: Number(review),
    };
    const list = cells.get(m.roomId) ?? [];
    list.push(cell);
    cells.set(m.roomId, list);
  }

  const records: MeterRoomRow[] = page.map((r) => {
    const lease = leaseOf.get(r.id);
    return {
      houseId: r.id,
      name: r.houseNumber,
      houseNumber: r.houseNumber,
      floor: r.floor,
      apartmentId: r.apartmentId,
      apartmentName: r.apartmentName,
      tenant: lease?.tenant ?? '',
      leaseId: lease?.id ?? null,
      handwritten: (cells.get(r.id) ?? []).sort(
        (a, b) => (TYPE_ORDER.get(a.devType) ?? 9) - (TYPE_ORDER.get(b.devType) ?? 9),
      ),
    };
  });
  return pageOf(records, total, f.current, f.size);
}
