import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

export const NOT_OWNER_DIRECT = '该房间不是业主直租房源（仅分散式业主直租房间可维护业主信息）';

/** Owner-direct rooms: type 2 (decentralized) and groupType 2 (owner-direct), part 1 §2.10, §6. */
export const ownerDirect = () => and(eq(rooms.type, 2), eq(rooms.groupType, 2))!;

/** Live rooms of apartments the user may see. */
export const roomVisible = (db: Db, user: User) =>
  and(eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), visibleApartments(db, user))!;

/**
 * A room the user may see, with its apartment and floor; 404 when missing, deleted, of another org or outside the
 * staff member's projects, 409 when it is not an owner-direct room.
 */
export function findOwnerDirectRoom(db: Db, user: User, houseId: string) {
  const room = db
    .select({
      houseId: rooms.id,
      apartmentId: rooms.apartmentId,
      apartmentName: apartments.name,
      floor: floors.floor,
      houseNumber: rooms.houseNumber,
      type: rooms.type,
      groupType: rooms.groupType,
      applyState: rooms.applyState,
      intro: rooms.intro,
      nearby: rooms.nearby,
    })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(rooms.id, houseId), roomVisible(db, user)))
    .get();
  if (!room) throw notFound('房间不存在或无权查看');
  if (room.type !== 2 || room.groupType !== 2) throw conflict(NOT_OWNER_DIRECT);
  return room;
}
