import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { containsPattern, dialect } from '../db/dialect';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { withinDays } from '../http/within-days';
import { apartments, rooms } from '../houses/schema';
import { pictures } from '../uploads/schema';
import { REPAIR_MSG, repairStatusLabel } from '../../sync/rules/repairs/repair-status';
import type { RepairDetail, RepairListQuery, RepairRow } from '../../sync/contract/repairs/repairs';
import { repairs, repairTypes } from './schema';
import { repairsSeenBy } from './scope';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
type Repair = typeof repairs.$inferSelect;

/** The pictures of a repair: the tenant's ('repair') and those of the work done ('repair_done'). */
export const REPAIR_PHOTO = { request: 'repair', done: 'repair_done' } as const;

/** A repair with its apartment's name, its room's number and its type's name (the list's and the detail's join). */
export function repairsWithPlace(db: Pick<Reader, 'select'>) {
  return db
    .select({ r: repairs, gyName: apartments.name, houseNumber: rooms.houseNumber, typeName: repairTypes.name })
    .from(repairs)
    .innerJoin(apartments, eq(apartments.id, repairs.apartmentId))
    .innerJoin(rooms, eq(rooms.id, repairs.roomId))
    .leftJoin(repairTypes, eq(repairTypes.id, repairs.typeId))
    .$dynamic();
}

type Placed = { r: Repair; gyName: string; houseNumber: string; typeName: string | null };

export function repairRowOf({ r, gyName, houseNumber, typeName }: Placed): RepairRow {
  return {
    id: r.id,
    xqId: r.apartmentId,
    gyName,
    houseNumber,
    systemJyh: r.systemJyh,
    applyName: r.applyName,
    connectPhone: r.connectPhone,
    tdesc: r.tdesc,
    typeId: r.typeId,
    typeName: typeName ?? '',
    status: r.status,
    statusName: repairStatusLabel(r.status),
    appointmentTime: r.appointmentTime,
    createTime: r.createdAt,
  };
}

/** /repairs (§2.5: apartment, room number, application time range, tenant name and phone, type, status), newest first. */
export async function listRepairs(db: Reader, user: Who, f: RepairListQuery) {
  const where = and(
    repairsSeenBy(db, user, f.open === 1),
    f.apartmentId ? eq(repairs.apartmentId, f.apartmentId) : undefined,
    f.houseNumber ? dialect.like(rooms.houseNumber, containsPattern(f.houseNumber)) : undefined,
    withinDays(repairs.createdAt, f.startDate, f.endDate),
    f.applyName ? dialect.like(repairs.applyName, containsPattern(f.applyName)) : undefined,
    f.connectPhone ? dialect.like(repairs.connectPhone, containsPattern(f.connectPhone)) : undefined,
    f.typeId ? eq(repairs.typeId, f.typeId) : undefined,
    f.status !== undefined ? eq(repairs.status, f.status) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(repairs)
    .innerJoin(rooms, eq(rooms.id, repairs.roomId))
    .where(where);
  const rows = await repairsWithPlace(db)
    .where(where)
    .orderBy(desc(repairs.createdAt), desc(repairs.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(rows.map(repairRowOf), n, f.current, f.size);
}

/** The pictures of repairs by owner type and repair id, in their order. */
export async function repairPhotos(db: Pick<Reader, 'select'>, repairIds: readonly string[]) {
  const found = repairIds.length
    ? await db
        .select({ id: pictures.id, ownerType: pictures.ownerType, ownerId: pictures.ownerId, url: pictures.url })
        .from(pictures)
        .where(
          and(
            inArray(pictures.ownerType, [REPAIR_PHOTO.request, REPAIR_PHOTO.done]),
            inArray(pictures.ownerId, [...repairIds]),
          ),
        )
        .orderBy(asc(pictures.sort), asc(pictures.id))
    : [];
  return (ownerType: string, repairId: string) =>
    found.filter((p) => p.ownerType === ownerType && p.ownerId === repairId).map(({ id, url }) => ({ id, url }));
}

/** A repair's detail: its row, the tenant's photos and the work's, who took, completed or cancelled it and when. */
export async function detailsOf(db: Pick<Reader, 'select'>, placed: readonly Placed[]): Promise<RepairDetail[]> {
  const photos = await repairPhotos(
    db,
    placed.map((p) => p.r.id),
  );
  return placed.map((p) => ({
    ...repairRowOf(p),
    photos: photos(REPAIR_PHOTO.request, p.r.id),
    donePhotos: photos(REPAIR_PHOTO.done, p.r.id),
    acceptedAt: p.r.acceptedAt,
    acceptedByName: p.r.acceptedByName,
    completedAt: p.r.completedAt,
    completedByName: p.r.completedByName,
    completeNote: p.r.completeNote,
    cancelledAt: p.r.cancelledAt,
    cancelledByName: p.r.cancelledByName,
    cancelReason: p.r.cancelReason,
  }));
}

/** The detail of a repair the user sees (404 as missing otherwise). */
export async function repairDetailFor(db: Pick<Reader, 'select'>, user: Who, repairId: string) {
  const found = await repairsWithPlace(db).where(and(eq(repairs.id, repairId), repairsSeenBy(db, user, false)));
  const [detail] = await detailsOf(db, found);
  if (!detail) throw notFound(REPAIR_MSG.notFound);
  return detail;
}
