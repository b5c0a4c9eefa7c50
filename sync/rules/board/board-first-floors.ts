/**
 * The first floors of a one-apartment board, for the device board's first paint (web/board/local-board.ts): only the
 * rooms of the apartment's lowest floors are read (by floor, through the store's floor index) until at least
 * `minRooms` are in, enough to fill a screen, while the whole first page and its statistics (board-from-rows.ts
 * deviceBoard, which reads every room of the apartment for the counts) follow. The floors are a prefix of the
 * first page's, with the same tiles; the apartment's rent rate from the room counts the store keeps (its totals 0
 * when the store cannot say: a pending change to a room).
 */
import { shanghaiToday } from '../common/shanghai-time';
import type { SyncApartment, SyncFloor, SyncRoom, SyncTemplate } from '../../protocol/protocol';
import type { BoardData } from '../../contract/board/board';
import type { SyncEngine } from '../../protocol/engine';
import { boardPage, boardSlots, floorCounts } from './board-page';
import { lightRoomsOf, roomTileOf, selected, type LightRoom, type LocalBoardFilters } from './board-from-rows';

/** What the first floors are read with. */
export interface FirstFloorsReader {
  apartments(): Promise<readonly SyncApartment[]>;
  floors(apartmentId: string): Promise<readonly SyncFloor[]>;
  floorRooms(floorId: string): Promise<readonly SyncRoom[]>;
  templates(apartmentId: string): Promise<readonly SyncTemplate[]>;
  /** The apartment's rooms and rented rooms without reading them; undefined when not known. */
  roomCounts(apartmentId: string): Promise<{ rooms: number; occupied: number } | undefined>;
}

/** A reader on the offline engine's indexed queries (sync/protocol/engine.ts), without a cache. */
export function firstFloorsReader(engine: Pick<SyncEngine, 'all' | 'query' | 'roomCounts'>): FirstFloorsReader {
  return {
    apartments: () => engine.all('apartments'),
    floors: (apartmentId) => engine.query('floors', 'apartmentId', apartmentId),
    floorRooms: (floorId) => engine.query('rooms', 'floorId', floorId),
    templates: (apartmentId) => engine.query('templates', 'apartmentId', apartmentId),
    roomCounts: (apartmentId) => engine.roomCounts(apartmentId),
  };
}

/** Rooms of the first paint: more than a phone or a desktop screen shows. */
export const FIRST_PAINT_ROOMS = 60;
/** Floors asked for at once while fewer rooms than wanted are in. */
const FLOORS_AT_ONCE = 4;

/**
 * The board's first floors (at least `minRooms` rooms, whole floors) when the filters select one apartment with no
 * room filter on; null otherwise (a room filter needs every room's status, or project, to know which floors match).
 */
export async function deviceFirstFloors(
  reader: FirstFloorsReader,
  f: LocalBoardFilters,
  nowMs: number,
  minRooms = FIRST_PAINT_ROOMS,
): Promise<BoardData | null> {
  // A project filter is a room filter too: rooms are assigned to projects one by one.
  if (f.flags.length > 0 || f.houseNumber.trim() !== '' || f.officeId) return null;
  const apts = selected(await reader.apartments(), f);
  if (apts.length !== 1) return null;
  const [apartment] = apts;
  const today = shanghaiToday(nowMs);
  const [floors, templates, counts] = await Promise.all([
    reader.floors(apartment.apartmentId),
    reader.templates(apartment.apartmentId),
    reader.roomCounts(apartment.apartmentId),
  ]);
  // Floor rows by floor number (one number may have more than one row), lowest first.
  const byNumber = new Map<number, SyncFloor[]>();
  for (const fl of floors) byNumber.set(fl.floor, [...(byNumber.get(fl.floor) ?? []), fl]);
  const numbers = [...byNumber.keys()].sort((x, y) => x - y);
  const light: LightRoom[] = [];
  const rooms = new Map<string, SyncRoom>();
  for (let i = 0; i < numbers.length && light.length < minRooms; i += FLOORS_AT_ONCE) {
    const group = numbers.slice(i, i + FLOORS_AT_ONCE).flatMap((n) => byNumber.get(n)!);
    const read = (await Promise.all(group.map((fl) => reader.floorRooms(fl.id)))).flat();
    for (const r of read) rooms.set(r.id, r);
    light.push(...lightRoomsOf(group, read, today));
  }
  // Whole floors until enough rooms (a read of several floors may bring more than needed).
  const shown = light.filter((r, i) => i < minRooms || r.floor === light[minRooms - 1]?.floor);
  const template = new Map(templates.map((t) => [t.id, t]));
  const data = boardPage({
    today,
    slots: boardSlots(apts, floorCounts(shown), false),
    rooms: shown,
    totals: new Map(counts ? [[apartment.apartmentId, { total: counts.rooms, rented: counts.occupied }]] : []),
    houseCount: shown.length,
    next: null,
    tile: (r) => {
      const room = rooms.get(r.id)!;
      return roomTileOf(r, room, room.houseTempId ? template.get(room.houseTempId) : undefined);
    },
  });
  return f.firstApartment && !f.apartmentId ? { ...data, apartmentId: apartment.apartmentId } : data;
}
