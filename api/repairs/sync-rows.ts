import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/store';
import { rooms } from '../houses/schema';
import { OPEN_REPAIR_STATUSES } from '../../sync/rules/repairs/repair-status';
import { repairs, repairTypes } from './schema';

/**
 * The repairs of the sync pull (api/sync/pull.ts): those the user sees (`seen`, a condition on repairs) matching
 * `where(version, id)`, by version. An unfinished one (申请中, 已受理) comes whole; a finished one comes with
 * `deletedAt` set (its last change), so it reaches the device as a tombstone and leaves it. `outside`: every changed
 * repair of the org, those not seen as tombstones (the pull's scope-moved mode).
 */
export function repairSyncRows(
  db: Pick<Reader, 'select'>,
  orgId: string,
  seen: SQL,
  where: (v: SQLiteColumn, id: SQLiteColumn) => SQL,
  outside = false,
) {
  const open = sql.join(
    OPEN_REPAIR_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // A finished repair leaves the device: its tombstone's time is its last change.
  const finished = sql<
    number | null
  >`case when ${repairs.status} in (${open}) then ${repairs.deletedAt} else ${repairs.updatedAt} end`;
  return db
    .select({
      id: repairs.id,
      version: repairs.version,
      deletedAt: outside
        ? sql<number | null>`case when ${seen} then ${finished} else coalesce(${repairs.deletedAt}, 0) end`
        : finished,
      apartmentId: repairs.apartmentId,
      roomId: repairs.roomId,
      houseNumber: rooms.houseNumber,
      systemJyh: repairs.systemJyh,
      applyName: repairs.applyName,
      connectPhone: repairs.connectPhone,
      tdesc: repairs.tdesc,
      typeName: sql<string>`coalesce(${repairTypes.name}, '')`,
      status: repairs.status,
      appointmentTime: repairs.appointmentTime,
      createdAt: repairs.createdAt,
    })
    .from(repairs)
    .innerJoin(rooms, eq(rooms.id, repairs.roomId))
    .leftJoin(repairTypes, eq(repairTypes.id, repairs.typeId))
    .where(and(eq(repairs.orgId, orgId), outside ? undefined : seen, where(repairs.version, repairs.id)))
    .orderBy(asc(repairs.version), asc(repairs.id));
}
