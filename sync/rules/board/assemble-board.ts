/**
 * How the room board (GET /api/board/houses and /api/board/stats, sync/contract/board/board.ts) is put together from
 * rooms whose status is already derived. The server (api/board/list-board.ts) and the device
 * (sync/rules/board/board-from-rows.ts) load rooms differently but assemble the board here, so both answer the same.
 */
import type { RoomStatus } from './board-status';
import type { BoardData, BoardStats, BoardTile } from '../../contract/board/board';

/** A percentage with two decimals from integer maths: (12, 36) → '33.33%'; '0.00%' when the whole is 0. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0.00%';
  const bp = Math.round((part * 10000) / whole);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

/** A room as the assembly needs it: its apartment, floor, derived status and finished tile. */
export interface AssembledRoom {
  apartmentId: string;
  floor: number;
  status: Pick<RoomStatus, 'occupied' | 'flags' | 'overdueCost'>;
}

/**
 * The board: the apartments (in display order), each with its rent rate over ALL its rooms and its matching rooms
 * grouped by floor. With a room filter on (number or flags), apartments without a matching room are left out.
 */
export function assembleBoard<R extends AssembledRoom>(
  apartments: readonly { apartmentId: string; name: string }[],
  all: readonly R[],
  matching: readonly R[],
  roomFilterOn: boolean,
  today: string,
  tile: (r: R) => BoardTile,
): BoardData {
  const totals = new Map<string, { total: number; rented: number }>();
  for (const r of all) {
    const t = totals.get(r.apartmentId) ?? { total: 0, rented: 0 };
    t.total += 1;
    if (r.status.occupied) t.rented += 1;
    totals.set(r.apartmentId, t);
  }
  const byApartment = new Map<string, Map<number, BoardTile[]>>();
  for (const r of matching) {
    let floorsOf = byApartment.get(r.apartmentId);
    if (!floorsOf) byApartment.set(r.apartmentId, (floorsOf = new Map()));
    let houses = floorsOf.get(r.floor);
    if (!houses) floorsOf.set(r.floor, (houses = []));
    houses.push(tile(r));
  }
  const list = apartments
    .filter((a) => !roomFilterOn || byApartment.has(a.apartmentId))
    .map((a) => {
      const t = totals.get(a.apartmentId) ?? { total: 0, rented: 0 };
      const floorsOf = byApartment.get(a.apartmentId) ?? new Map<number, BoardTile[]>();
      return {
        apartmentId: a.apartmentId,
        name: a.name,
        rentRate: percent(t.rented, t.total),
        rentedTotal: t.rented,
        houseTotal: t.total,
        floors: [...floorsOf.entries()].sort((x, y) => x[0] - y[0]).map(([floor, houses]) => ({ floor, houses })),
      };
    });
  return { today, houseCount: matching.length, apartments: list };
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
