import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { loadBoard, percent, type BoardFilters, type BoardRoom } from './load-rooms';

/** A room tile of the board (part 1 §2.11, §3). Money in fen; houseStatus lists every status, badge first. */
function tile(r: BoardRoom) {
  return {
    houseId: r.id,
    houseNumber: r.houseNumber,
    floor: r.floor,
    templateName: r.templateName ?? '',
    rentCost: r.rentCost,
    ownerName: r.ownerName,
    type: r.type,
    groupType: r.groupType,
    isDecoration: r.isDecoration,
    isShow: r.isShow,
    isRent: r.isRent,
    remark: r.remark,
    area: r.area,
    /** The current lease, once leases exist (part 2); the lease actions are hidden while null. */
    leaseId: null as string | null,
    houseStatus: r.status.statuses,
  };
}
export type BoardTile = ReturnType<typeof tile>;

/**
 * GET /api/board/houses: the matching apartments, each with its rent rate over ALL its rooms (rented / total as a
 * percentage string with two decimals, '33.33%', plus the raw counts) and its matching rooms grouped by floor.
 * With a room filter on (number or flags), apartments without a matching room are left out.
 */
export function listBoard(db: Db, now: number, user: AuthUser, f: BoardFilters) {
  const { apartments, all, matching, roomFilterOn, today } = loadBoard(db, now, user, f);
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
 * GET /api/board/stats over the rooms matching the same filters:
 * - houseTotal: matching rooms; vacantHouse: those vacant (status 0 applies); arrearsHouse: those in arrears (2);
 * - arrearsCost: fen overdue — 0 until the bills feature adds its table (then summed from unpaid overdue bills);
 * - totalRentRate: rented (occupied) / houseTotal;
 * - collectionRate: rented rooms not in arrears / rented rooms ('0.00%' with no rented room).
 */
export function boardStats(db: Db, now: number, user: AuthUser, f: BoardFilters) {
  const { matching } = loadBoard(db, now, user, f, true);
  let vacant = 0;
  let arrears = 0;
  let rented = 0;
  let rentedPaidUp = 0;
  for (const r of matching) {
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
    arrearsCost: 0,
    totalRentRate: percent(rented, matching.length),
    collectionRate: percent(rentedPaidUp, rented),
  };
}
