/**
 * The room board built on the device from the offline engine's synced rows (web/sync): the same shapes, pages and
 * results as GET /api/board/houses and GET /api/board/stats (api/board/list-board.ts), so the board works with no
 * network. It reads apartment by apartment through the store's indexes (`BoardReader`): every selected apartment's
 * rooms LIGHT (status, floor, number: enough to count the matching rooms by floor, the rent rates and the
 * statistics), then only the page's apartments whole to make their tiles — never every stored row at once.
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
import { summariseStats } from './assemble-board';
import {
  apartmentTotals,
  BOARD_PAGE_ROOMS,
  boardPage,
  boardSlots,
  choosePage,
  compareApartments,
  floorCounts,
} from './board-page';
import type { BoardData, BoardStats, BoardTile } from '../../contract/board/board';

/** The board's filters; empty strings are "any", flags are any-of. */
export interface LocalBoardFilters {
  cityId: string;
  districtId: string;
  officeId: string;
  apartmentId: string;
  houseNumber: string;
  flags: readonly FilterFlag[];
  /** No apartment chosen: only the first of the selection in board order (the phone's default), named in the reply. */
  firstApartment?: boolean;
}

/** A room as the board counts it: where it is, its number and its status (the whole row is read for tiles only). */
export interface LightRoom {
  id: string;
  apartmentId: string;
  floor: number;
  houseNumber: string;
  serialNumber: number;
  /** The room's own project (part 4 house-to-project assignment); null: its apartment's. */
  projectId: string | null;
  status: RoomStatus;
}

/** Reads what the device board needs, by apartment (web/board/local-board.ts caches the light rooms). */
export interface BoardReader {
  apartments(): Promise<readonly SyncApartment[]>;
  /** An apartment's rooms in board order, light, with their status on `today`. */
  lightRooms(apartmentId: string, today: string): Promise<readonly LightRoom[]>;
  /** The whole rooms and the templates of these apartments (the page's). */
  pageRows(
    apartmentIds: readonly string[],
  ): Promise<{ rooms: readonly SyncRoom[]; templates: readonly SyncTemplate[] }>;
}

/** The rows a reader reads from: the offline engine (sync/protocol/engine.ts) or anything with its queries. */
export interface RowSource {
  all(table: 'apartments'): Promise<SyncApartment[]>;
  query(table: 'rooms', index: 'apartmentId', value: string): Promise<SyncRoom[]>;
  query(table: 'floors' | 'templates', index: 'apartmentId', value: string): Promise<(SyncFloor | SyncTemplate)[]>;
}

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** An apartment's rooms in board order (floor, serial number, number) with their status; rooms without a floor row left out. */
export function lightRoomsOf(floors: readonly SyncFloor[], rooms: readonly SyncRoom[], today: string): LightRoom[] {
  const floorOf = new Map(floors.map((f) => [f.id, f.floor]));
  const out: LightRoom[] = [];
  for (const room of rooms) {
    const floor = floorOf.get(room.floorId);
    if (floor === undefined) continue;
    const { id, apartmentId, houseNumber, serialNumber, projectId } = room;
    out.push({ id, apartmentId, floor, houseNumber, serialNumber, projectId, status: roomStatusOf(room, today) });
  }
  return out.sort(byBoardOrder);
}

/** Rooms in board order: floor, serial number, number. */
export const byBoardOrder = (x: LightRoom, y: LightRoom) =>
  x.floor - y.floor || x.serialNumber - y.serialNumber || cmp(x.houseNumber, y.houseNumber);

/** A reader on a row source, without a cache. */
export function boardReader(source: RowSource): BoardReader {
  return {
    apartments: () => source.all('apartments'),
    async lightRooms(apartmentId, today) {
      const [floors, rooms] = await Promise.all([
        source.query('floors', 'apartmentId', apartmentId) as Promise<SyncFloor[]>,
        source.query('rooms', 'apartmentId', apartmentId),
      ]);
      return lightRoomsOf(floors, rooms, today);
    },
    async pageRows(apartmentIds) {
      // Every apartment's reads asked at once (the store answers them in turn without a round trip in between).
      const [rooms, templates] = await Promise.all([
        Promise.all(apartmentIds.map((id) => source.query('rooms', 'apartmentId', id))),
        Promise.all(apartmentIds.map((id) => source.query('templates', 'apartmentId', id) as Promise<SyncTemplate[]>)),
      ]);
      return { rooms: rooms.flat(), templates: templates.flat() };
    },
  };
}

/**
 * The selected apartments in board order (only the first with `firstApartment` and no apartment chosen). A project
 * filter selects here by the apartment's own project only; loadSelection adds the apartments holding rooms moved into
 * the project, which only their rooms tell.
 */
export function selected(apartments: readonly SyncApartment[], f: LocalBoardFilters) {
  const list = apartments
    .filter(
      (a) =>
        (!f.cityId || a.cityCode === f.cityId) &&
        (!f.districtId || a.districtCode === f.districtId) &&
        (!f.officeId || a.projectId === f.officeId) &&
        (!f.apartmentId || a.id === f.apartmentId),
    )
    .map((a) => ({ apartmentId: a.id, name: a.name }))
    .sort(compareApartments);
  return f.firstApartment && !f.apartmentId ? list.slice(0, 1) : list;
}

/**
 * The apartments and light rooms of a project filter, as the server selects them (api/houses/scope.ts
 * apartmentInProject, roomInProject): apartments whose own project it is or that hold a room assigned to it, and of
 * them the rooms whose effective project (their own, else their apartment's) it is.
 */
async function projectSelection(reader: BoardReader, f: LocalBoardFilters, today: string) {
  const apartments = await reader.apartments();
  const projectOf = new Map(apartments.map((a) => [a.id, a.projectId]));
  const apts: { apartmentId: string; name: string }[] = [];
  const all: LightRoom[] = [];
  for (const a of selected(apartments, { ...f, officeId: '', firstApartment: false })) {
    const rooms = await reader.lightRooms(a.apartmentId, today);
    if (projectOf.get(a.apartmentId) !== f.officeId && !rooms.some((r) => r.projectId === f.officeId)) continue;
    apts.push(a);
    for (const r of rooms) if ((r.projectId ?? projectOf.get(r.apartmentId)) === f.officeId) all.push(r);
    if (f.firstApartment && !f.apartmentId) break;
  }
  return { apts, all };
}

/** The light rooms of the selection and those matching the room filters (number, flags). */
async function loadSelection(reader: BoardReader, f: LocalBoardFilters, today: string) {
  let apts: { apartmentId: string; name: string }[];
  let all: LightRoom[] = [];
  if (f.officeId) ({ apts, all } = await projectSelection(reader, f, today));
  else {
    apts = selected(await reader.apartments(), f);
    for (const a of apts) for (const r of await reader.lightRooms(a.apartmentId, today)) all.push(r);
  }
  const number = f.houseNumber.trim();
  const roomFilterOn = f.flags.length > 0 || number !== '';
  const matching = roomFilterOn
    ? all.filter((r) => r.houseNumber.includes(number) && matchesFlags(r.status.flags, f.flags))
    : all;
  return { apts, all, matching, roomFilterOn };
}

export function roomTileOf(r: LightRoom, room: SyncRoom, template: SyncTemplate | undefined): BoardTile {
  return {
    houseId: room.id,
    houseNumber: room.houseNumber,
    floor: r.floor,
    templateName: template?.name ?? '',
    rentCost: room.rentCost,
    ownerName: room.ownerName,
    type: room.type,
    groupType: room.groupType,
    isDecoration: room.isDecoration,
    isShow: room.isShow,
    isRent: room.isRent,
    remark: room.remark,
    area: room.area,
    leaseId: parseFacts(room.facts).leaseId,
    houseStatus: r.status.statuses,
  };
}

/**
 * The first `pages` pages of the board (merged: sync/rules/board/board-page.ts) and the statistics of the selection,
 * as GET /api/board/houses and /stats answer them; `size` the rooms of a page (tests shrink it).
 */
export async function deviceBoard(
  reader: BoardReader,
  f: LocalBoardFilters,
  nowMs: number,
  pages = 1,
  size = BOARD_PAGE_ROOMS,
): Promise<{ data: BoardData; stats: BoardStats }> {
  const today = shanghaiToday(nowMs);
  const { apts, all, matching, roomFilterOn } = await loadSelection(reader, f, today);
  const page = choosePage(boardSlots(apts, floorCounts(matching), roomFilterOn), null, size, pages);
  const onPage = new Set(page.slots.filter((s) => s.floor !== null).map((s) => `${s.floor}|${s.apartmentId}`));
  const shown = matching.filter((r) => onPage.has(`${r.floor}|${r.apartmentId}`));
  const rows = await reader.pageRows([...new Set(shown.map((r) => r.apartmentId))]);
  const rooms = new Map(rows.rooms.map((r) => [r.id, r]));
  const templates = new Map(rows.templates.map((t) => [t.id, t]));
  const data = boardPage({
    today,
    slots: page.slots,
    rooms: shown.filter((r) => rooms.has(r.id)),
    totals: apartmentTotals(all),
    houseCount: matching.length,
    next: page.next,
    tile: (r) => {
      const room = rooms.get(r.id)!;
      return roomTileOf(r, room, room.houseTempId ? templates.get(room.houseTempId) : undefined);
    },
  });
  const named = f.firstApartment && !f.apartmentId ? { ...data, apartmentId: apts[0]?.apartmentId ?? null } : data;
  return { data: named, stats: summariseStats(matching) };
}

/** How many rooms match the filters in every apartment (the selection's city, district and office kept). */
export async function deviceMatchCount(reader: BoardReader, f: LocalBoardFilters, nowMs: number): Promise<number> {
  const everywhere = { ...f, apartmentId: '', firstApartment: false };
  return (await loadSelection(reader, everywhere, shanghaiToday(nowMs))).matching.length;
}

/** One room's tile from its synced rows (e.g. the room screen offline); null without its floor row. */
export function syncedRoomTile(
  room: SyncRoom,
  floor: SyncFloor | undefined,
  template: SyncTemplate | undefined,
  nowMs: number,
): BoardTile | null {
  if (!floor) return null;
  const [light] = lightRoomsOf([floor], [room], shanghaiToday(nowMs));
  return light ? roomTileOf(light, room, template) : null;
}
