/**
 * The room board built from the offline engine's visible rows (web/sync): the same shapes as GET /api/board/houses
 * and GET /api/board/stats (api/board/list-board.ts, load-rooms.ts), so the board works with no network.
 *
 * Differences from the server, by nature of the synced data: the owner's name is the room's own ownerName (the owners
 * table is not synced). Leases, unpaid bills (with what they owe) and deposit orders come with each room's facts, and
 * its vacancy date with the room, so statuses, day counts and 欠费金额 are the server's. A dashboard counter's list
 * (todo=…) is not built here: the page asks the server for it (web/board/local-board.ts).
 */
import { matchesFlags, type FilterFlag, type RoomStatus } from './board-status';
import { shanghaiToday } from '../common/shanghai-time';
import { parseFacts, roomStatusOf } from './room-facts';
import type { SyncApartment, SyncFloor, SyncRoom, SyncTemplate } from '../../protocol/protocol';
import { assembleBoard, summariseStats } from './assemble-board';
import type { BoardData, BoardStats, BoardTile } from '../../contract/board/board';

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

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

interface Loaded {
  room: SyncRoom;
  apartmentId: string;
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
    const status = roomStatusOf(room, today);
    all.push({ room, apartmentId: room.apartmentId, floor: floor.floor, status });
  }
  all.sort(
    (x, y) =>
      cmp(x.room.apartmentId, y.room.apartmentId) ||
      x.floor - y.floor ||
      x.room.serialNumber - y.room.serialNumber ||
      cmp(x.room.houseNumber, y.room.houseNumber),
  );
  const number = f.houseNumber.trim();
  const roomFilterOn = f.flags.length > 0 || number !== '';
  const matching = roomFilterOn
    ? all.filter((r) => r.room.houseNumber.includes(number) && matchesFlags(r.status.flags, f.flags))
    : all;
  return { apts, all, matching, roomFilterOn };
}

function tile(r: Loaded, rows: LocalBoardRows): BoardTile {
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
    leaseId: parseFacts(r.room.facts).leaseId,
    houseStatus: r.status.statuses,
  };
}

/** GET /api/board/houses from local rows: apartments with their rent rate and matching rooms by floor. */
export function boardFromRows(rows: LocalBoardRows, f: LocalBoardFilters, nowMs: number): BoardData {
  const today = shanghaiToday(nowMs);
  const { apts, all, matching, roomFilterOn } = load(rows, f, today);
  const list = apts.map((a) => ({ apartmentId: a.id, name: a.name }));
  return assembleBoard(list, all, matching, roomFilterOn, today, (r) => tile(r, rows));
}

/** GET /api/board/stats from local rows. */
export function boardStatsFromRows(rows: LocalBoardRows, f: LocalBoardFilters, nowMs: number): BoardStats {
  return summariseStats(load(rows, f, shanghaiToday(nowMs)).matching);
}

/** One room's tile from the synced rows (e.g. the room screen offline), or null when the device does not have it. */
export function roomTileFromRows(rows: LocalBoardRows, houseId: string, nowMs: number): BoardTile | null {
  const room = rows.rooms[houseId];
  const floor = room ? rows.floors[room.floorId] : undefined;
  if (!room || !floor) return null;
  return tile(
    { room, apartmentId: room.apartmentId, floor: floor.floor, status: roomStatusOf(room, shanghaiToday(nowMs)) },
    rows,
  );
}
