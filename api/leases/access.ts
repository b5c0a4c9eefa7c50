import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { roomLocation } from '../../sync/rules/board/room-location';
import { billsOpen, LEASE_CLOSED_MSG, LEASE_OPS_MSG } from '../../sync/rules/leases/lease-status';
import { leases } from './schema';

/**
 * A lease of an apartment the user may see (org, staff projects), with its room's number, floor and apartment name;
 * else 404 '租约不存在或无权查看' (another org's, outside the user's projects, or deleted unless `includeDeleted`).
 * Every lease route finds its lease through this.
 */
export async function visibleLease(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>,
  leaseId: string,
  opts: { includeDeleted?: boolean } = {},
) {
  const q = db
    .select({
      lease: leases,
      houseNumber: rooms.houseNumber,
      floor: floors.floor,
      apartmentName: apartments.name,
      apartmentAddress: apartments.address,
    })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .$dynamic();
  const [row] = await withRoomPlace(q)
    .where(
      and(
        eq(leases.id, leaseId),
        eq(leases.orgId, user.orgId),
        opts.includeDeleted ? undefined : isNull(leases.deletedAt),
        visibleApartments(db, user, { includeDeleted: opts.includeDeleted }),
        roomScope(db, user, undefined, { includeDeleted: opts.includeDeleted }),
      ),
    )
    .limit(1);
  if (!row) throw notFound(LEASE_OPS_MSG.leaseNotFound);
  return {
    ...row.lease,
    houseNumber: row.houseNumber,
    floor: row.floor,
    apartmentName: row.apartmentName,
    apartmentAddress: row.apartmentAddress,
  };
}

export type VisibleLease = Awaited<ReturnType<typeof visibleLease>>;

/** The house text of a lease: '东湖公寓 3层 301'. */
export const leaseHouseText = (l: Pick<VisibleLease, 'apartmentName' | 'floor' | 'houseNumber'>) =>
  roomLocation(l.apartmentName, l.floor, l.houseNumber);

/** Refuses bill operations on a checked-out lease (409 '租约已退房，不能再操作账单'). */
export function assertBillsOpen(lease: { status: number }) {
  if (!billsOpen(lease)) throw conflict(LEASE_CLOSED_MSG);
}
