/**
 * The board's statistics (GET /api/board/stats, sync/contract/board/board.ts) from rooms whose status is already
 * derived. The server (api/board/list-board.ts) and the device (sync/rules/board/board-from-rows.ts) load rooms
 * differently but count them here, as they cut the board's pages with sync/rules/board/board-page.ts, so both answer
 * the same.
 */
import type { RoomStatus } from './board-status';
import type { BoardStats } from '../../contract/board/board';
import { percent } from './board-page';

/**
 * The operating statistics over the matching rooms: vacant (status 0 applies), in arrears (2), rented (occupied);
 * arrearsCost = what the overdue bills of those rooms still owe (RoomStatus.overdueCost: unpaid valid bills of their
 * leases not checked out, receivable before today — the same bills that make a room 欠费); collectionRate = rented
 * rooms not in arrears / rented.
 */
export function summariseStats(
  matching: readonly { status: Pick<RoomStatus, 'occupied' | 'flags' | 'overdueCost'> }[],
): BoardStats {
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
