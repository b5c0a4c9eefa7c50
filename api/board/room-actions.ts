import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { nextVersion } from '../db/versions';
import { rooms } from '../houses/schema';
import { visibleRoom } from '../houses/scope';
import { roomActionRefusal, shanghaiToday, type RoomAction } from '../../sync/board-status';
import { roomStatusOf } from '../../sync/room-facts';
import { vacancyOnRentFlag } from './vacancy';


const COLUMN = { rent: 'isRent', decoration: 'isDecoration', show: 'isShow' } as const;

/**
 * The board's toggles (part 1 §4): rent status, decoration lock, public display. Checks the rules of
 * `roomActionRefusal` on the room's derived status (409 with the Chinese reason: e.g. 设为未出租 with a lease in
 * effect), then writes the flag with a new change version, in one transaction. Set 未出租 starts the vacancy count.
 */
export function setRoomFlag(db: Db, now: number, user: AuthUser, houseId: string, action: RoomAction, value: 0 | 1) {
  return db.transaction((tx) => {
    const room = visibleRoom(tx as unknown as Db, user, houseId);
    const status = roomStatusOf(room, shanghaiToday(now));
    const refusal = roomActionRefusal(action, room, status, value);
    if (refusal) throw conflict(refusal);
    const version = nextVersion(tx, user.orgId);
    tx.update(rooms)
      .set({ [COLUMN[action]]: value, ...(action === 'rent' ? vacancyOnRentFlag(now, room.isRent, value) : {}), version, updatedAt: now })
      .where(eq(rooms.id, houseId))
      .run();
    return { houseId, [COLUMN[action]]: value, version };
  });
}

/** Saves a room's remark (≤ 200 characters, checked by the route) with a new change version. */
export function saveRemark(db: Db, now: number, user: AuthUser, houseId: string, remark: string) {
  return db.transaction((tx) => {
    visibleRoom(tx as unknown as Db, user, houseId);
    const version = nextVersion(tx, user.orgId);
    tx.update(rooms).set({ remark, version, updatedAt: now }).where(eq(rooms.id, houseId)).run();
    return { houseId, remark, version };
  });
}
