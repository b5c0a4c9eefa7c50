import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { offices } from '../admin/schema';
import { visibleApartments } from '../houses/scope';
import { apartments, floors, rooms } from '../houses/schema';
import { roomTemplates } from '../templates/schema';
import { meterReadings, meters } from '../meters/schema';
import { METER_PERM, SYNC_TABLES, type PullQuery, type PullResponse, type SyncTable, type Tombstone } from '../../sync/protocol';

/** The apartments whose rows (and tombstones) a user pulls: the visible ones, deleted included. */
const syncApartments = (db: Db, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>): SQL => visibleApartments(db, user, { includeDeleted: true });

type Row = { id: string; version: number; deletedAt: number | null } & Record<string, unknown>;

/** Rows of one table above the cursor, by version, at most `take` (one indexed query per table). */
function fetchTables(db: Db, user: AuthUser, cond: (v: SQLiteColumn) => SQL, take?: number) {
  const visible = db.select({ id: apartments.id }).from(apartments).where(syncApartments(db, user));
  const lim = <T extends { limit: (n: number) => unknown; all: () => Row[] }>(q: T): Row[] =>
    take === undefined ? q.all() : (q.limit(take) as T).all();
  const out: Record<SyncTable, Row[]> = {
    offices: lim(
      db
        .select({ id: offices.id, version: offices.version, deletedAt: offices.deletedAt, kind: offices.kind, pid: offices.pid, name: offices.name })
        .from(offices)
        .where(and(eq(offices.orgId, user.orgId), cond(offices.version)))
        .orderBy(asc(offices.version))
        .$dynamic(),
    ),
    apartments: lim(
      db
        .select({
          id: apartments.id, version: apartments.version, deletedAt: apartments.deletedAt, projectId: apartments.projectId, name: apartments.name,
          address: apartments.address, locationName: apartments.locationName, cityCode: apartments.cityCode, districtCode: apartments.districtCode,
          totalFloor: apartments.totalFloor, updatedAt: apartments.updatedAt,
        })
        .from(apartments)
        .where(and(syncApartments(db, user), cond(apartments.version)))
        .orderBy(asc(apartments.version))
        .$dynamic(),
    ),
    floors: lim(
      db
        .select({ id: floors.id, version: floors.version, deletedAt: floors.deletedAt, apartmentId: floors.apartmentId, floor: floors.floor })
        .from(floors)
        .where(and(eq(floors.orgId, user.orgId), inArray(floors.apartmentId, visible), cond(floors.version)))
        .orderBy(asc(floors.version))
        .$dynamic(),
    ),
    rooms: lim(
      db
        .select({
          id: rooms.id, version: rooms.version, deletedAt: rooms.deletedAt, apartmentId: rooms.apartmentId, floorId: rooms.floorId,
          projectId: rooms.projectId, houseNumber: rooms.houseNumber, serialNumber: rooms.serialNumber, isRent: rooms.isRent,
          isDecoration: rooms.isDecoration, isShow: rooms.isShow, remark: rooms.remark, rentCost: rooms.rentCost,
          houseTempId: rooms.houseTempId, type: rooms.type, groupType: rooms.groupType, ownerName: rooms.ownerName, area: rooms.area,
          updatedAt: rooms.updatedAt, facts: rooms.facts, vacantSince: rooms.vacantSince, deposit: rooms.deposit, payment: rooms.payment,
          collectRentType: rooms.collectRentType, collectRentDay: rooms.collectRentDay,
        })
        .from(rooms)
        .where(and(eq(rooms.orgId, user.orgId), inArray(rooms.apartmentId, visible), cond(rooms.version)))
        .orderBy(asc(rooms.version))
        .$dynamic(),
    ),
    templates: lim(
      db
        .select({
          id: roomTemplates.id, version: roomTemplates.version, deletedAt: roomTemplates.deletedAt, apartmentId: roomTemplates.apartmentId,
          name: roomTemplates.name, area: roomTemplates.area, rentCost: roomTemplates.rentCost,
        })
        .from(roomTemplates)
        .where(and(eq(roomTemplates.orgId, user.orgId), inArray(roomTemplates.apartmentId, visible), cond(roomTemplates.version)))
        .orderBy(asc(roomTemplates.version))
        .$dynamic(),
    ),
    // Meters (with their reading summary) of the visible apartments, only for users who may read meters [3,11].
    meters: user.can(METER_PERM)
      ? lim(
          db
            .select({
              id: meters.id, version: meters.version, deletedAt: meters.deletedAt, apartmentId: meters.apartmentId, roomId: meters.roomId,
              devType: meters.devType, isAuto: meters.isAuto, name: meters.name, onlineStatus: meters.onlineStatus, lastValue: meters.lastValue,
              lastReadAt: meters.lastReadAt, avgUsage: meters.avgUsage, billedValue: meters.billedValue,
              firstValue: sql<number | null>`(select r.value from ${meterReadings} r where r.meter_id = ${sql.raw('"meters"."id"')} and r.review = 0 order by r.read_at asc limit 1)`,
            })
            .from(meters)
            .where(and(eq(meters.orgId, user.orgId), inArray(meters.apartmentId, visible), cond(meters.version)))
            .orderBy(asc(meters.version))
            .$dynamic(),
        )
      : [],
  };
  return out;
}

const TABLES: readonly SyncTable[] = SYNC_TABLES;

/**
 * GET /api/sync/pull: the changes after `cursor` the user may see, oldest first, at most `limit` rows over all
 * tables. Versions are per org and unique per write, but one write may stamp several rows with the same version, so
 * a page never splits a version: the cursor always covers whole versions.
 */
export function pullChanges(db: Db, user: AuthUser, q: PullQuery): PullResponse {
  const fetched = fetchTables(db, user, (col) => gt(col, q.cursor), q.limit + 1);
  const all = TABLES.flatMap((t) => fetched[t].map((row) => ({ t, row })));
  all.sort((a, b) => a.row.version - b.row.version);
  let page = all;
  let more = false;
  if (all.length > q.limit) {
    more = true;
    const lastVersion = all[q.limit - 1].row.version;
    page = all.slice(0, q.limit);
    if (all[q.limit].row.version === lastVersion) {
      page = page.filter((x) => x.row.version < lastVersion);
      if (page.length === 0) {
        const group = fetchTables(db, user, (col) => eq(col, lastVersion));
        page = TABLES.flatMap((t) => group[t].map((row) => ({ t, row })));
      }
    }
  }
  const changes = { offices: [], apartments: [], floors: [], rooms: [], templates: [], meters: [] } as unknown as PullResponse['changes'];
  let cursor = q.cursor;
  for (const { t, row } of page) {
    const { deletedAt, ...rest } = row;
    (changes[t as keyof PullResponse['changes']] as unknown[]).push(deletedAt !== null ? ({ id: row.id, version: row.version, deleted: true } satisfies Tombstone) : rest);
    cursor = Math.max(cursor, row.version);
  }
  return { cursor, more, changes };
}
