import { eq } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { rooms } from '../houses/schema';
import { visibleRoom } from '../houses/scope';
import { roomActionRefusal, type RoomAction } from '../../sync/rules/board/room-action-rules';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { roomStatusOf } from '../../sync/rules/board/room-facts';
import { vacancyOnRentFlag } from './vacancy';
import type { ReplyOf } from '../../sync/contract/route';
import type { board } from '../../sync/contract/board/board';

const COLUMN = { rent: 'isRent', decoration: 'isDecoration', show: 'isShow' } as const;

/**
 * The board's toggles (part 1 §4): rent status, decoration lock, public display. Checks the rules of
 * `roomActionRefusal` on the room's derived status (409 with the Chinese reason: e.g. 设为未出租 with a lease in
 * effect), then writes the flag in the caller's unit of work, which stamps its change version (returned). Set 未出租
 * starts the vacancy count.
 */
export async function setRoomFlag(
  tx: Tx,
  now: number,
  user: AuthUser,
  houseId: string,
  action: RoomAction,
  value: 0 | 1,
): Promise<{ houseId: string; version: number }> {
  const room = await visibleRoom(tx, user, houseId);
  const status = roomStatusOf(room, shanghaiToday(now));
  const refusal = roomActionRefusal(action, room, status, value);
  if (refusal) throw conflict(refusal);
  await tx
    .update(rooms)
    .set({
      [COLUMN[action]]: value,
      ...(action === 'rent' ? vacancyOnRentFlag(now, room.isRent, value) : {}),
      updatedAt: now,
    })
    .where(eq(rooms.id, houseId));
  return { houseId, version: tx.version };
}

/** Saves a room's remark (≤ 200 characters, checked by the route) in the caller's unit of work; returns its version. */
export async function saveRemark(
  tx: Tx,
  now: number,
  user: AuthUser,
  houseId: string,
  remark: string,
): Promise<ReplyOf<typeof board.remark>> {
  await visibleRoom(tx, user, houseId);
  await tx.update(rooms).set({ remark, updatedAt: now }).where(eq(rooms.id, houseId));
  return { houseId, remark, version: tx.version };
}
