import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/store';
import { committedVersion } from '../db/unit';
import type { AuthUser } from '../http/env';
import { offices } from '../admin/schema';
import { roomScope, visibleApartments } from '../houses/scope';
import { apartments, floors, rooms } from '../houses/schema';
import { roomTemplates } from '../templates/schema';
import { meterReadings, meters } from '../meters/schema';
import { repairSyncRows } from '../repairs/sync-rows';
import { repairs } from '../repairs/schema';
import { USER_TYPE } from '../../sync/product/accounts';
import {
  METER_PERM,
  SYNC_TABLES,
  type PullQuery,
  type PullResponse,
  type SyncTable,
  type Tombstone,
} from '../../sync/protocol/protocol';

/** The apartments whose rows (and tombstones) a user pulls: the visible ones, deleted included. */
const syncApartments = (db: Reader, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>): SQL =>
  visibleApartments(db, user, { includeDeleted: true });

type Row = { id: string; version: number; deletedAt: number | null } & Record<string, unknown>;

type Query = { limit: (n: number) => PromiseLike<unknown> };
/** A table's rows matching `where(its version column, its id column)`, by version then id. */
type TableQuery = (where: (v: SQLiteColumn, id: SQLiteColumn) => SQL) => Query;

/** The most rows one statement reads: a page of thousands of rows is read in several, each in a turn of its own. */
const CHUNK = 500;

/** Rows after `last` in (version, id) order; the version bound lets the (org, version) index start there. */
const after = (last: Row, v: SQLiteColumn, id: SQLiteColumn) =>
  and(gte(v, last.version), or(gt(v, last.version), gt(id, last.id)))!;

/**
 * The rows of `query` matching `cond`, by version then id, at most `take` (all when undefined), read CHUNK rows per
 * statement: on SQLite a statement holds the event loop while it runs, so a page of 5,000 rooms (or a version of
 * 20,000 rows, which comes whole) no longer stalls every other request for its whole read. Versions only grow and
 * the pull's are bounded by a committed version, so a row changed between two statements leaves the range for the
 * next pull instead of coming twice.
 */
async function readChunked(query: TableQuery, cond: (v: SQLiteColumn) => SQL, take?: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const n = take === undefined ? CHUNK : Math.min(CHUNK, take - rows.length);
    const last = rows.at(-1);
    const part = (await query((v, id) => and(last ? after(last, v, id) : undefined, cond(v))!).limit(n)) as Row[];
    rows.push(...part);
    if (part.length < n || rows.length === take) return rows;
  }
}

/**
 * Rows of each table matching `cond`, by version, at most `take` per table (indexed queries, one after the other).
 * Each table's `seen` is what the user may see of it (the apartment-level tables by visibleApartments, the room-level
 * ones by the room: roomScope). Normally only those are read. With `outside` (a staff member's scope may have moved
 * since the cursor: see scopeMoved) the changed rows of the whole organisation are read and those outside the scope go
 * as tombstones, so the device drops what left its scope and receives what entered it (both were stamped with a new
 * version by the change: api/houses/scope-touch.ts). A tombstone carries nothing but the id and the version.
 */
async function fetchTables(
  db: Reader,
  user: AuthUser,
  cond: (v: SQLiteColumn) => SQL,
  take?: number,
  outside = false,
): Promise<Record<SyncTable, Row[]>> {
  const visible = db.select({ id: apartments.id }).from(apartments).where(syncApartments(db, user));
  const withDeleted = { includeDeleted: true };
  /** The row's deletedAt, or (outside the scope, in `outside` mode) a tombstone's. */
  const gone = (seen: SQL, deletedAt: SQLiteColumn | SQL) =>
    outside ? sql<number | null>`case when ${seen} then ${deletedAt} else coalesce(${deletedAt}, 0) end` : deletedAt;
  const only = (seen: SQL) => (outside ? undefined : seen);
  const seenApartment = syncApartments(db, user);
  const seenFloor = inArray(floors.apartmentId, visible);
  const seenRoom = and(inArray(rooms.apartmentId, visible), roomScope(db, user, undefined, withDeleted))!;
  const seenTemplate = inArray(roomTemplates.apartmentId, visible);
  const seenMeter = and(inArray(meters.apartmentId, visible), roomScope(db, user, meters.roomId, withDeleted))!;
  const queries: Record<SyncTable, TableQuery | null> = {
    offices: (where) =>
      db
        .select({
          id: offices.id,
          version: offices.version,
          deletedAt: offices.deletedAt,
          kind: offices.kind,
          pid: offices.pid,
          name: offices.name,
        })
        .from(offices)
        .where(and(eq(offices.orgId, user.orgId), where(offices.version, offices.id)))
        .orderBy(asc(offices.version), asc(offices.id)),
    apartments: (where) =>
      db
        .select({
          id: apartments.id,
          version: apartments.version,
          deletedAt: gone(seenApartment, apartments.deletedAt),
          projectId: apartments.projectId,
          name: apartments.name,
          address: apartments.address,
          locationName: apartments.locationName,
          cityCode: apartments.cityCode,
          districtCode: apartments.districtCode,
          totalFloor: apartments.totalFloor,
          updatedAt: apartments.updatedAt,
        })
        .from(apartments)
        .where(and(eq(apartments.orgId, user.orgId), only(seenApartment), where(apartments.version, apartments.id)))
        .orderBy(asc(apartments.version), asc(apartments.id)),
    floors: (where) =>
      db
        .select({
          id: floors.id,
          version: floors.version,
          deletedAt: gone(seenFloor, floors.deletedAt),
          apartmentId: floors.apartmentId,
          floor: floors.floor,
        })
        .from(floors)
        .where(and(eq(floors.orgId, user.orgId), only(seenFloor), where(floors.version, floors.id)))
        .orderBy(asc(floors.version), asc(floors.id)),
    rooms: (where) =>
      db
        .select({
          id: rooms.id,
          version: rooms.version,
          deletedAt: gone(seenRoom, rooms.deletedAt),
          apartmentId: rooms.apartmentId,
          floorId: rooms.floorId,
          projectId: rooms.projectId,
          houseNumber: rooms.houseNumber,
          serialNumber: rooms.serialNumber,
          isRent: rooms.isRent,
          isDecoration: rooms.isDecoration,
          isShow: rooms.isShow,
          remark: rooms.remark,
          rentCost: rooms.rentCost,
          houseTempId: rooms.houseTempId,
          type: rooms.type,
          groupType: rooms.groupType,
          ownerName: rooms.ownerName,
          area: rooms.area,
          updatedAt: rooms.updatedAt,
          facts: rooms.facts,
          vacantSince: rooms.vacantSince,
          deposit: rooms.deposit,
          payment: rooms.payment,
          collectRentType: rooms.collectRentType,
          collectRentDay: rooms.collectRentDay,
        })
        .from(rooms)
        .where(and(eq(rooms.orgId, user.orgId), only(seenRoom), where(rooms.version, rooms.id)))
        .orderBy(asc(rooms.version), asc(rooms.id)),
    templates: (where) =>
      db
        .select({
          id: roomTemplates.id,
          version: roomTemplates.version,
          deletedAt: gone(seenTemplate, roomTemplates.deletedAt),
          apartmentId: roomTemplates.apartmentId,
          name: roomTemplates.name,
          area: roomTemplates.area,
          rentCost: roomTemplates.rentCost,
        })
        .from(roomTemplates)
        .where(
          and(eq(roomTemplates.orgId, user.orgId), only(seenTemplate), where(roomTemplates.version, roomTemplates.id)),
        )
        .orderBy(asc(roomTemplates.version), asc(roomTemplates.id)),
    // Meters (with their reading summary) of the visible apartments, only for users who may read meters ('devices').
    meters: user.can(METER_PERM)
      ? (where) =>
          db
            .select({
              id: meters.id,
              version: meters.version,
              deletedAt: gone(seenMeter, meters.deletedAt),
              apartmentId: meters.apartmentId,
              roomId: meters.roomId,
              devType: meters.devType,
              isAuto: meters.isAuto,
              name: meters.name,
              onlineStatus: meters.onlineStatus,
              lastValue: meters.lastValue,
              lastReadAt: meters.lastReadAt,
              avgUsage: meters.avgUsage,
              billedValue: meters.billedValue,
              firstValue: sql<
                number | null
              >`(select r.value from ${meterReadings} r where r.meter_id = ${sql.raw('"meters"."id"')} and r.review = 0 order by r.read_at asc limit 1)`,
            })
            .from(meters)
            .where(and(eq(meters.orgId, user.orgId), only(seenMeter), where(meters.version, meters.id)))
            .orderBy(asc(meters.version), asc(meters.id))
      : null,
    // The unfinished repairs of the visible apartments (finished ones as tombstones), for users who handle repairs.
    repairs: user.can('repairs')
      ? (where) =>
          repairSyncRows(
            db,
            user.orgId,
            and(inArray(repairs.apartmentId, visible), roomScope(db, user, repairs.roomId, withDeleted))!,
            where,
            outside,
          )
      : null,
  };
  const out = {} as Record<SyncTable, Row[]>;
  for (const t of SYNC_TABLES) {
    const query = queries[t];
    out[t] = query ? await readChunked(query, cond, take) : [];
  }
  return out;
}

const TABLES: readonly SyncTable[] = SYNC_TABLES;

/**
 * Whether a staff member's scope may have moved after `cursor`: a project of the org changed in (cursor, upTo] (rooms
 * moved in or out of it, its staff changed: api/houses/scope-touch.ts stamps the projects). From cursor 0 the device
 * holds nothing to drop; bosses and managers see the whole org.
 */
async function scopeMoved(db: Reader, user: AuthUser, cursor: number, upTo: number): Promise<boolean> {
  if (user.userType !== USER_TYPE.staff || cursor === 0) return false;
  const [row] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(eq(offices.orgId, user.orgId), eq(offices.kind, 2), gt(offices.version, cursor), lte(offices.version, upTo)),
    )
    .limit(1);
  return row !== undefined;
}

const emptyChanges = () =>
  ({
    offices: [],
    apartments: [],
    floors: [],
    rooms: [],
    templates: [],
    meters: [],
    repairs: [],
  }) as unknown as PullResponse['changes'];

/**
 * GET /api/sync/pull: the changes after `cursor` the user may see, oldest first, at most `limit` rows over all
 * tables. Versions are per org, one per unit of work, and every row a unit writes carries its version (a signing,
 * a bill run, the demo seed: many rows, one version), so a page never splits a version: the cursor always covers whole
 * versions (a version larger than `limit` comes whole, in a page of its own).
 *
 * The read is bounded by the org's last committed version, taken first: units of one org commit in version order, so
 * every version up to it is complete, while a unit committing during the pull (its rows at a higher version) is left
 * to the next pull instead of being seen in some tables and not others.
 */
export async function pullChanges(db: Reader, user: AuthUser, q: PullQuery): Promise<PullResponse> {
  const upTo = await committedVersion(db, user.orgId);
  if (upTo <= q.cursor) return { cursor: q.cursor, more: false, changes: emptyChanges() };
  const outside = await scopeMoved(db, user, q.cursor, upTo);
  const fetched = await fetchTables(db, user, (col) => and(gt(col, q.cursor), lte(col, upTo))!, q.limit + 1, outside);
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
        const group = await fetchTables(db, user, (col) => eq(col, lastVersion), undefined, outside);
        page = TABLES.flatMap((t) => group[t].map((row) => ({ t, row })));
      }
    }
  }
  const changes = emptyChanges();
  let cursor = q.cursor;
  for (const { t, row } of page) {
    const { deletedAt, ...rest } = row;
    (changes[t as keyof PullResponse['changes']] as unknown[]).push(
      deletedAt !== null ? ({ id: row.id, version: row.version, deleted: true } satisfies Tombstone) : rest,
    );
    cursor = Math.max(cursor, row.version);
  }
  return { cursor, more, changes };
}
