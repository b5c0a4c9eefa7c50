import { and, count, eq, isNull } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { leases, leaseTenants } from '../leases/schema';
import { roomLocation } from '../../sync/rules/board/room-location';
import { RESIDENT_MSG } from '../../sync/rules/residents/resident-rules';

/** Picture owner type of a resident's ID photos (ownerId = the resident id; files are personal, subject = the lease). */
export const RESIDENT_PICTURE = 'tenant_id';

/** The columns of a resident with its lease, room, floor and apartment, as the list and details show them. */
export const residentColumns = {
  resident: leaseTenants,
  leaseStatus: leases.status,
  leaseCode: leases.leaseCode,
  leaseStart: leases.startDate,
  leaseEnd: leases.endDate,
  isTenant: leases.isTenant,
  apartmentId: leases.apartmentId,
  apartmentName: apartments.name,
  floor: floors.floor,
  houseNumber: rooms.houseNumber,
};

function withJoins<Q extends SQLiteSelect>(q: Q) {
  return withRoomPlace(
    q.innerJoin(leases, eq(leases.id, leaseTenants.leaseId)).innerJoin(rooms, eq(rooms.id, leases.roomId)),
  );
}

/**
 * The joined resident query (rows or a count) and the user's scope: their org, live leases (residents of deleted leases
 * are left out) in apartments they may see (staff: their projects').
 */
export function residentsFrom(db: Reader, user: AuthUser) {
  return {
    select: () => withJoins(db.select(residentColumns).from(leaseTenants).$dynamic()),
    count: () => withJoins(db.select({ n: count() }).from(leaseTenants).$dynamic()),
    scope: and(
      eq(leaseTenants.orgId, user.orgId),
      eq(leases.orgId, user.orgId),
      isNull(leases.deletedAt),
      visibleApartments(db, user),
      roomScope(db, user),
    )!,
  };
}

export type ResidentJoined = Awaited<ReturnType<ReturnType<typeof residentsFrom>['select']>>[number];

/** A resident the user may see, else 404 '住户不存在或无权查看'. */
export async function findResident(db: Reader, user: AuthUser, id: string): Promise<ResidentJoined> {
  const q = residentsFrom(db, user);
  const [row] = await q
    .select()
    .where(and(eq(leaseTenants.id, id), q.scope))
    .limit(1);
  if (!row) throw notFound(RESIDENT_MSG.notFound);
  return row;
}

export const residentHouse = (r: Pick<ResidentJoined, 'apartmentName' | 'floor' | 'houseNumber'>) =>
  roomLocation(r.apartmentName, r.floor, r.houseNumber);
