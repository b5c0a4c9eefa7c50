import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { containsPattern, dialect } from '../db/dialect';
import { notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments, rooms } from '../houses/schema';
import { roomProjectId, visibleRooms } from '../houses/scope';
import { touchProjects, touchRoomScope } from '../houses/scope-touch';
import { roomTemplates } from '../templates/schema';
import { regionChildren } from '../register/regions';
import { offices } from './schema';
import { projectsOfOrg } from './staff';
import { ROOM_NOT_FOUND } from '../../sync/protocol/protocol';
import type { AllocationQuery, AllocationRow, AssignInput } from '../../sync/contract/admin/allocation';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** The place shown for a room: its apartment's district and business district. */
function locationOf(cityCode: string, districtCode: string, locationName: string) {
  const district = districtCode ? regionChildren(cityCode).find((d) => d.code === districtCode)?.name : undefined;
  return [district, locationName].filter(Boolean).join(' ');
}

/**
 * GET /api/admin/house-allocation: the live rooms the user may see (part 4 §2 "House-to-project assignment") with the
 * project each belongs to (roomProjectId), by the §2 filters, 10 a page, by apartment then room number.
 */
export async function listAllocation(db: Reader, user: Who, f: AllocationQuery) {
  const conds: (SQL | undefined)[] = [visibleRooms(db, user), isNull(apartments.deletedAt)];
  if (f.officeId && f.officeId !== '0') conds.push(eq(roomProjectId, f.officeId));
  if (f.areaId) conds.push(eq(apartments.districtCode, f.areaId));
  if (f.apartmentId) conds.push(eq(rooms.apartmentId, f.apartmentId));
  if (f.templateId) conds.push(eq(rooms.houseTempId, f.templateId));
  if (f.houseNumber) conds.push(dialect.like(rooms.houseNumber, containsPattern(f.houseNumber)));
  if (f.isRent !== undefined) conds.push(eq(rooms.isRent, f.isRent));
  const where = and(...conds);
  const [{ n: total }] = await db
    .select({ n: count() })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(where);
  const rows = await db
    .select({
      houseId: rooms.id,
      apartmentId: apartments.id,
      apartmentName: apartments.name,
      apartmentType: rooms.type,
      houseNumber: rooms.houseNumber,
      houseType: roomTemplates.name,
      bedroom: rooms.bedroom,
      hall: rooms.hall,
      bathroom: rooms.bathroom,
      isRent: rooms.isRent,
      area: rooms.area,
      cityCode: apartments.cityCode,
      districtCode: apartments.districtCode,
      locationName: apartments.locationName,
      officeId: offices.id,
      officeName: offices.name,
    })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .leftJoin(roomTemplates, and(eq(roomTemplates.id, rooms.houseTempId), isNull(roomTemplates.deletedAt)))
    .leftJoin(offices, and(eq(offices.id, roomProjectId), isNull(offices.deletedAt)))
    .where(where)
    .orderBy(asc(apartments.name), asc(rooms.houseNumber), asc(rooms.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: AllocationRow[] = rows.map((r) => ({
    houseId: r.houseId,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    apartmentType: r.apartmentType,
    houseNumber: r.houseNumber,
    houseType: r.houseType ?? '',
    roomType: `${r.bedroom}室${r.hall}厅${r.bathroom}卫`,
    isRent: r.isRent,
    area: r.area,
    location: locationOf(r.cityCode, r.districtCode, r.locationName),
    officeId: r.officeId,
    officeName: r.officeName ?? '',
  }));
  return pageOf(records, Number(total), f.current, f.size);
}

/**
 * PUT /api/admin/house-allocation: moves the rooms into the project (the room's own projectId, so it no longer
 * follows its apartment's). A room of another org, deleted, or outside the user's scope is missing (404) and nothing
 * moves. The moved rooms' rows and the projects involved are stamped with the unit's version (touchRoomScope), so the
 * staff devices of both projects learn on their next pull; the staff's next request already sees the new scope.
 */
export async function assignRooms(db: Db, user: Who, input: AssignInput) {
  return db.write(user.orgId, async (tx) => {
    const [officeId] = await projectsOfOrg(tx, user.orgId, [input.officeId]);
    const wanted = [...new Set(input.houseIds)];
    const found = await tx
      .select({ id: rooms.id, project: roomProjectId })
      .from(rooms)
      .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
      .where(and(inArray(rooms.id, wanted), visibleRooms(tx, user), isNull(apartments.deletedAt)));
    if (found.length !== wanted.length) throw notFound(ROOM_NOT_FOUND);
    const moving = found.filter((r) => r.project !== officeId);
    if (moving.length) {
      await tx
        .update(rooms)
        .set({ projectId: officeId, updatedAt: tx.now })
        .where(
          inArray(
            rooms.id,
            moving.map((r) => r.id),
          ),
        );
      await touchRoomScope(
        tx,
        moving.map((r) => r.id),
      );
      await touchProjects(tx, [officeId, ...moving.map((r) => r.project)]);
    }
    const [office] = await tx.select({ name: offices.name }).from(offices).where(eq(offices.id, officeId));
    return { moved: moving.length, unchanged: found.length - moving.length, officeName: office.name };
  });
}
