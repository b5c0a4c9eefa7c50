/** The rules of a room's actions on the board (part 1 §4): which toggles a room's state refuses, and why. */
import { STATUS, type RoomStatus } from './board-status';

export type RoomAction = 'rent' | 'decoration' | 'show';

/** Why a room with a lease cannot be set 未出租: the lease speaks for the room until it is checked out or deleted. */
export const RENT_OFF_REFUSAL = {
  signed: '房间有在租的租约，请先办理退房，不能设为未出租',
  pending: '房间有待确认的租约，请先处理该租约，不能设为未出租',
} as const;

/**
 * The server-side rules of the room actions (part 1 §4); null when allowed, else the Chinese refusal. The board,
 * the offline mutation and the server all ask this, so the board never offers what the server refuses unexplained.
 * - rent: a room under decoration cannot be marked rented; a room with a lease in effect or to be confirmed cannot
 *   be marked not rented (the lease says it is).
 * - decoration: the lock can be switched on only when the room is not rented and has no lease to be confirmed (1);
 *   switching it off is always allowed.
 * - show: display cannot be changed while a lease is to be confirmed (1).
 */
export function roomActionRefusal(
  action: RoomAction,
  room: { isRent: number; isDecoration: number },
  status: Pick<RoomStatus, 'statuses' | 'occupied' | 'leased'>,
  value: number,
): string | null {
  const awaiting = status.statuses.some((s) => s.statusCode === STATUS.awaiting);
  if (action === 'rent') {
    if (value === 1) return room.isDecoration === 1 ? '房间装修中，不能设为已出租' : null;
    if (!status.leased) return null;
    return awaiting ? RENT_OFF_REFUSAL.pending : RENT_OFF_REFUSAL.signed;
  }
  if (action === 'decoration') {
    if (value !== 1) return null;
    if (room.isRent === 1 || status.occupied) return '房间已出租，不能开启装修锁';
    return awaiting ? '房间有待确认的租约，不能开启装修锁' : null;
  }
  return awaiting ? '房间有待确认的租约，不能修改展示状态' : null;
}
