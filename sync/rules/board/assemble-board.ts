/**
 * How the room board (GET /api/board/houses and /api/board/stats, sync/contract/board/board.ts) is put together from
 * rooms whose status is already derived. The server (api/board/list-board.ts) and the device
 * (sync/rules/board/board-from-rows.ts) load rooms differently but assemble the board here, so both answer the same.
 */
import type { RoomStatus } from './board-status';
import type { BoardData, BoardStats, BoardTile } from '../../contract/board/board';
import { apartmentTotals, boardPage, boardSlots, floorCounts, percent } from './board-page';

/** A room as the assembly needs it: its apartment, floor, derived status and finished tile. */
export interface AssembledRoom {
  apartmentId: string;
  floor: number;
  status: Pick<RoomStatus, 'occupied' | 'flags' | 'overdueCost'>;
}

/**
 * The whole board in one (sync/rules/board/board-page.ts with every slot): the apartments in board order, each with
 * its rent rate over ALL its rooms and its matching rooms grouped by floor. With a room filter on (number, flags or a
 * counter's list), apartments without a matching room are left out.
 */
export function assembleBoard<R extends AssembledRoom>(
  apartments: readonly { apartmentId: string; name: string }[],
  all: readonly R[],
  matching: readonly R[],
  roomFilterOn: boolean,
  today: string,
  tile: (r: R) => BoardTile,
): BoardData {
  return boardPage({
    today,
    slots: boardSlots(apartments, floorCounts(matching), roomFilterOn),
    rooms: matching,
    totals: apartmentTotals(all),
    houseCount: matching.length,
    next: null,
    tile,
  });
}

/**
 * The operating statistics over the matching rooms: vacant (status 0 applies), in arrears (2), rented (occupied);
 * arrearsCost = what the overdue bills of those rooms still owe (RoomStatus.overdueCost: unpaid valid bills of their
 * leases not checked out, receivable before today — the same bills that make a room 欠费); collectionRate = rented
 * rooms not in arrears / rented.
 */
export function summariseStats(matching: readonly Pick<AssembledRoom, 'status'>[]): BoardStats {
  let vacant = 0;
  let arrears = 0;
  let rented = 0;
  let rentedPaidUp = 0;
  let arrearsCost = 0;
  for (const r of matching) {
    arrearsCost += r.status.overdueCost;
    const inArrears = r.status.flags.isArrears;
    if (r.status.flags.isVacant) vacant += 1;
    if (inArrears) arrears += 1;
    if (r.status.occupied) {
      rented += 1;
      if (!inArrears) rentedPaidUp += 1;
    }
  }
  return {
    houseTotal: matching.length,
    rentedHouse: rented,
    vacantHouse: vacant,
    arrearsHouse: arrears,
    arrearsCost,
    totalRentRate: percent(rented, matching.length),
    collectionRate: percent(rentedPaidUp, rented),
  };
}
