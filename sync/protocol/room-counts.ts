/**
 * How many rooms each apartment holds and how many of them are rented (room-facts.ts occupiedOf: the board's rent
 * rate), kept by the device store in the transaction that writes the rooms of a pull (web/sync/db.ts), so the board's
 * first paint shows an apartment's rent rate without reading every room of it (web/board/local-board.ts).
 */
import { occupiedOf } from '../rules/board/room-facts';
import type { SyncRoom } from './protocol';
import type { RowChange, SyncRow } from './sync-state';

export interface RoomCounts {
  apartmentId: string;
  rooms: number;
  occupied: number;
}

type Deltas = Map<string, { rooms: number; occupied: number }>;

function add(to: Deltas, room: SyncRoom, sign: 1 | -1) {
  const d = to.get(room.apartmentId) ?? { rooms: 0, occupied: 0 };
  d.rooms += sign;
  if (occupiedOf(room)) d.occupied += sign;
  to.set(room.apartmentId, d);
}

/** What writing these room `changes` does to each apartment's counts; `before` the stored rows they replace, by id. */
export function roomCountDeltas(
  changes: readonly RowChange[],
  before: ReadonlyMap<string, SyncRow | undefined>,
): Deltas {
  const deltas: Deltas = new Map();
  for (const c of changes) {
    if (c.table !== 'rooms') continue;
    const old = before.get(c.id) as SyncRoom | undefined;
    if (old) add(deltas, old, -1);
    if (c.row) add(deltas, c.row as SyncRoom, 1);
  }
  return deltas;
}

/** The counts after `deltas`, from the stored ones (`have`, by apartment); an apartment left with no room is dropped. */
export function countsAfter(
  have: ReadonlyMap<string, RoomCounts>,
  deltas: Deltas,
): { put: RoomCounts[]; drop: string[] } {
  const put: RoomCounts[] = [];
  const drop: string[] = [];
  for (const [apartmentId, d] of deltas) {
    const was = have.get(apartmentId) ?? { apartmentId, rooms: 0, occupied: 0 };
    const rooms = was.rooms + d.rooms;
    if (rooms <= 0) drop.push(apartmentId);
    else put.push({ apartmentId, rooms, occupied: was.occupied + d.occupied });
  }
  return { put, drop };
}

/** The counts of these rooms, by apartment (a store that had none: counted once over its rooms). */
export function countRooms(rooms: Iterable<SyncRoom>): RoomCounts[] {
  const deltas: Deltas = new Map();
  for (const r of rooms) add(deltas, r, 1);
  return countsAfter(new Map(), deltas).put;
}
