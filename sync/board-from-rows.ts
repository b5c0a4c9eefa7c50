/**
 * The room board built from the offline engine's visible rows (web/sync): the same shapes as GET /api/board/houses
 * and GET /api/board/stats (api/board/list-board.ts, load-rooms.ts), so the board works with no network.
 *
 * Differences from the server, by nature of the synced data: the owner's name is the room's own ownerName (the owners
 * table is not synced), and leases/bills are unknown (as on the server until those features exist).
 */
import { deriveRoomStatus, matchesFlags, shanghaiToday, type FilterFlag, type RoomStatus, type StatusDay } from './board-status';
import type { SyncApartment, SyncFloor, SyncRoom, SyncTemplate } from './protocol';

export interface LocalBoardRows {
  apartments: Readonly<Record<string, SyncApartment>>;
  floors: Readonly<Record<string, SyncFloor>>;
  rooms: Readonly<Record<string, SyncRoom>>;
  templates: Readonly<Record<string, SyncTemplate>>;
}

/** The board's filters; empty strings are "any", flags are any-of. */
export interface LocalBoardFilters {
  cityId: string;
  districtId: string;
  officeId: string;
  apartmentId: string;
  houseNumber: string;
  flags: readonly FilterFlag[];
}

export interface LocalTile {
  houseId: string;
  houseNumber: string;
  floor: number;
  templateName: string;
  rentCost: number;
  ownerName: string;
  type: number;
  groupType: number;
  isDecoration: number;
  isShow: number;
  isRent: number;
  remark: string;
  area: number | null;
  leaseId: string | null;
  houseStatus: StatusDay[];
}

export interface LocalBoardApartment {
  apartmentId: string;
  name: string;
  rentRate: string;
  rentedTotal: number;
  houseTotal: number;
  floors: { floor: number; houses: LocalTile[] }[];
}

/** Same as api/board/load-rooms.ts percent(): two decimals from integer maths. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0.00%';
  const bp = Math.round((part * 10000) / whole);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

interface Loaded {
  room: SyncRoom;
  floor: number;
  status: RoomStatus;
}

function load(rows: LocalBoardRows, f: LocalBoardFilters, today: string) {
  const apts = Object.values(rows.apartments)
    .filter(
      (a) =>
        (!f.cityId || a.cityCode === f.cityId) &&
        (!f.districtId || a.districtCode === f.districtId) &&
        (!f.officeId || a.projectId === f.officeId) &&
        (!f.apartmentId || a.id === f.apartmentId),
    )
    .sort((a, b) => cmp(a.name, b.name) || cmp(a.id, b.id));
  const aptIds = new Set(apts.map((a) => a.id));
  const all: Loaded[] = [];
  for (const room of Object.values(rows.rooms)) {
    if (!aptIds.has(room.apartmentId)) continue;
    const floor = rows.floors[room.floorId];
    if (!floor) continue;
    const status = deriveRoomStatus({ isRent: room.isRent, isDecoration: room.isDecoration, isShow: room.isShow, remark: room.remark, vacantSince: shanghaiToday(room.updatedAt) }, today);
    all.push({ room, floor: floor.floor, status });
  }
  all.sort((x, y) => cmp(x.room.apartmentId, y.room.apartmentId) || x.floor - y.floor || x.room.serialNumber - y.room.serialNumber || cmp(x.room.houseNumber, y.room.houseNumber));
  const number = f.houseNumber.trim();
  const roomFilterOn = f.flags.length > 0 || number !== '';
  const matching = roomFilterOn ? all.filter((r) => r.room.houseNumber.includes(number) && matchesFlags(r.status.flags, f.flags)) : all;
  return { apts, all, matching, roomFilterOn };
}

function tile(r: Loaded, rows: LocalBoardRows): LocalTile {
  const t = r.room.houseTempId ? rows.templates[r.room.houseTempId] : undefined;
  return {
    houseId: r.room.id,
    houseNumber: r.room.houseNumber,
    floor: r.floor,
    templateName: t?.name ?? '',
    rentCost: r.room.rentCost,
    ownerName: r.room.ownerName,
    type: r.room.type,
    groupType: r.room.groupType,
    isDecoration: r.room.isDecoration,
    isShow: r.room.isShow,
    isRent: r.room.isRent,
    remark: r.room.remark,
    area: r.room.area,
    leaseId: null,
    houseStatus: r.status.statuses,
  };
}

/** GET /api/board/houses from local rows: apartments with their rent rate and matching rooms by floor. */
export function boardFromRows(rows: LocalBoardRows, f: LocalBoardFilters, nowMs: number) {
  const today = shanghaiToday(nowMs);
  const { apts, all, matching, roomFilterOn } = load(rows, f, today);
  const totals = new Map<string, { total: number; rented: number }>();
  for (const r of all) {
    const t = totals.get(r.room.apartmentId) ?? { total: 0, rented: 0 };
    t.total += 1;
    if (r.status.occupied) t.rented += 1;
    totals.set(r.room.apartmentId, t);
  }
  const byApartment = new Map<string, Map<number, LocalTile[]>>();
  for (const r of matching) {
    let floorsOf = byApartment.get(r.room.apartmentId);
    if (!floorsOf) byApartment.set(r.room.apartmentId, (floorsOf = new Map()));
    let houses = floorsOf.get(r.floor);
    if (!houses) floorsOf.set(r.floor, (houses = []));
    houses.push(tile(r, rows));
  }
  const apartments: LocalBoardApartment[] = apts
    .filter((a) => !roomFilterOn || byApartment.has(a.id))
    .map((a) => {
      const t = totals.get(a.id) ?? { total: 0, rented: 0 };
      const floorsOf = byApartment.get(a.id) ?? new Map<number, LocalTile[]>();
      return {
        apartmentId: a.id,
        name: a.name,
        rentRate: percent(t.rented, t.total),
        rentedTotal: t.rented,
        houseTotal: t.total,
        floors: [...floorsOf.entries()].sort((x, y) => x[0] - y[0]).map(([floor, houses]) => ({ floor, houses })),
      };
    });
  return { today, houseCount: matching.length, apartments };
}

/** GET /api/board/stats from local rows (arrears are unknown offline, as on the server before bills exist). */
export function boardStatsFromRows(rows: LocalBoardRows, f: LocalBoardFilters, nowMs: number) {
  const { matching } = load(rows, f, shanghaiToday(nowMs));
  let vacant = 0;
  let arrears = 0;
  let rented = 0;
  let rentedPaidUp = 0;
  for (const r of matching) {
    if (r.status.flags.isVacant) vacant += 1;
    if (r.status.flags.isArrears) arrears += 1;
    if (r.status.occupied) {
      rented += 1;
      if (!r.status.flags.isArrears) rentedPaidUp += 1;
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
