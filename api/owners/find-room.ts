import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { rooms } from '../houses/schema';
import { roomScope, visibleApartments, visibleRoom } from '../houses/scope';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

export const NOT_OWNER_DIRECT = '该房间不是业主直租房源（仅分散式业主直租房间可维护业主信息）';

/** Owner-direct rooms: type 2 (decentralized) and groupType 2 (owner-direct), part 1 §2.10, §6. */
export const ownerDirect = () => and(eq(rooms.type, 2), eq(rooms.groupType, 2))!;

/** Live rooms of apartments the user may see. */
export const roomVisible = (db: Pick<Reader, 'select'>, user: User) =>
  and(eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), visibleApartments(db, user), roomScope(db, user))!;

/**
 * A room the user may see, with its apartment and floor; 404 when missing, deleted, of another org or outside the
 * staff member's projects, 409 when it is not an owner-direct room.
 */
export async function findOwnerDirectRoom(db: Reader, user: User, houseId: string) {
  const r = await visibleRoom(db, user, houseId);
  if (r.type !== 2 || r.groupType !== 2) throw conflict(NOT_OWNER_DIRECT);
  return {
    houseId: r.id,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    floor: r.floor,
    houseNumber: r.houseNumber,
    type: r.type,
    groupType: r.groupType,
    applyState: r.applyState,
    intro: r.intro,
    nearby: r.nearby,
  };
}
