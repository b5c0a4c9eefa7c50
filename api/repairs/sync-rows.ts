import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/store';
import { rooms } from '../houses/schema';
import { OPEN_REPAIR_STATUSES } from '../../sync/rules/repairs/repair-status';
import { repairs, repairTypes } from './schema';

/**
 * The repairs of the sync pull (api/sync/pull.ts): those of the apartments `visible` (a subquery of ids) matching
 * `where(version, id)`, by version. An unfinished one (申请中, 已受理) comes whole; a finished one comes with
 * `deletedAt` set (its last change), so it reaches the device as a tombstone and leaves it.
 */
export function repairSyncRows(
  db: Pick<Reader, 'select'>,
  orgId: string,
  visible: SQLWrapper,
  where: (v: SQLiteColumn, id: SQLiteColumn) => SQL,
) {
  const open = sql.join(
    OPEN_REPAIR_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select({
      id: repairs.id,
      version: repairs.version,
      deletedAt: sql<
        number | null
      >`case when ${repairs.status} in (${open}) then ${repairs.deletedAt} else ${repairs.updatedAt} end`,
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
    .where(and(eq(repairs.orgId, orgId), inArray(repairs.apartmentId, visible), where(repairs.version, repairs.id)))
    .orderBy(asc(repairs.version), asc(repairs.id));
}
