/**
 * The room board in pages (GET /api/board/houses `after` → `next`; the device's board, web/board/local-board.ts):
 * one rule for both, so the server and the device cut the same pages.
 *
 * Board order: apartments by name then id (compared as JS strings, the same on every engine and on the device), each
 * apartment's floors ascending. The board is a list of SLOTS in that order: one per floor with matching rooms (its
 * count), plus, when no room filter is on, one empty slot (floor null) for an apartment without rooms, so it is still
 * listed. A page takes whole slots from its cursor until it holds at least `size` (BOARD_PAGE_ROOMS) matching rooms
 * or the slots run out; an apartment may be split over pages, and the client merges them (mergeBoardPages).
 * The cursor names the first slot of the next page (name, apartment, floor), so a page continues where the last one
 * ended even when apartments are added or removed in between (no room twice, none missing of those still there).
 */
import type { BoardApartment, BoardData, BoardFloor, BoardTile } from '../../contract/board/board';

/** The matching rooms a page holds at least (whole floors, so a page may hold more), unless the board ends first. */
export const BOARD_PAGE_ROOMS = 400;

/** A floor of the board with its count of matching rooms; floor null = an apartment listed without rooms. */
export interface BoardSlot {
  apartmentId: string;
  name: string;
  floor: number | null;
  rooms: number;
}

/** Where a page starts: the first slot at or after this position in board order. */
export type BoardCursor = Pick<BoardSlot, 'apartmentId' | 'name' | 'floor'>;

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Board order of apartments: by name, then id. */
export function compareApartments(a: { name: string; apartmentId: string }, b: { name: string; apartmentId: string }) {
  return cmp(a.name, b.name) || cmp(a.apartmentId, b.apartmentId);
}

/** Board order of slots and cursors: apartment, then floor (an apartment's empty slot first). */
export function compareSlots(a: BoardCursor, b: BoardCursor): number {
  return compareApartments(a, b) || cmp(a.floor ?? -Infinity, b.floor ?? -Infinity);
}

/** The cursor as the query carries it (opaque to clients). */
export function encodeBoardCursor(c: BoardCursor): string {
  return JSON.stringify([c.name, c.apartmentId, c.floor]);
}

/** The cursor of `after`, or null when it is not one. */
export function decodeBoardCursor(s: string): BoardCursor | null {
  try {
    const v: unknown = JSON.parse(s);
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [name, apartmentId, floor] = v as unknown[];
    if (typeof name !== 'string' || typeof apartmentId !== 'string' || apartmentId === '') return null;
    if (floor !== null && !Number.isSafeInteger(floor)) return null;
    return { name, apartmentId, floor: floor as number | null };
  } catch {
    return null;
  }
}

/** Matching rooms counted by apartment and floor. */
export type FloorCounts = Map<string, Map<number, number>>;

export function floorCounts(matching: Iterable<{ apartmentId: string; floor: number }>): FloorCounts {
  const counts: FloorCounts = new Map();
  for (const r of matching) {
    let floors = counts.get(r.apartmentId);
    if (!floors) counts.set(r.apartmentId, (floors = new Map()));
    floors.set(r.floor, (floors.get(r.floor) ?? 0) + 1);
  }
  return counts;
}

/**
 * The board's slots in board order: each apartment's floors with matching rooms; with no room filter on, an
 * apartment with none gets an empty slot (it is listed with its rent rate); with one on, it is left out.
 */
export function boardSlots(
  apartments: readonly { apartmentId: string; name: string }[],
  counts: FloorCounts,
  roomFilterOn: boolean,
): BoardSlot[] {
  const slots: BoardSlot[] = [];
  for (const a of [...apartments].sort(compareApartments)) {
    const floors = [...(counts.get(a.apartmentId) ?? new Map<number, number>())].filter(([, n]) => n > 0);
    if (floors.length === 0 && !roomFilterOn)
      slots.push({ apartmentId: a.apartmentId, name: a.name, floor: null, rooms: 0 });
    for (const [floor, rooms] of floors.sort((x, y) => x[0] - y[0]))
      slots.push({ apartmentId: a.apartmentId, name: a.name, floor, rooms });
  }
  return slots;
}

/**
 * The slots of `pages` pages (1 by default) from `after` (null = the start), `size` rooms a page, and the cursor of
 * the page after them (null = the board ends). `size` is a parameter for tests; the board uses BOARD_PAGE_ROOMS.
 */
export function choosePage(
  slots: readonly BoardSlot[],
  after: BoardCursor | null,
  size = BOARD_PAGE_ROOMS,
  pages = 1,
): { slots: BoardSlot[]; next: BoardCursor | null } {
  let i = after ? slots.findIndex((s) => compareSlots(s, after) >= 0) : 0;
  if (i < 0) i = slots.length;
  const start = i;
  for (let p = 0; p < pages && i < slots.length; p++) {
    let held = 0;
    while (i < slots.length && held < size) held += slots[i++].rooms;
  }
  const next = i < slots.length ? slots[i] : null;
  return {
    slots: slots.slice(start, i),
    next: next && { apartmentId: next.apartmentId, name: next.name, floor: next.floor },
  };
}

/** Rooms and rented rooms of each apartment, over ALL its rooms (the rent rate is not narrowed by filters). */
export interface ApartmentTotals {
  total: number;
  rented: number;
}

export function apartmentTotals(
  all: Iterable<{ apartmentId: string; status: { occupied: boolean } }>,
): Map<string, ApartmentTotals> {
  const totals = new Map<string, ApartmentTotals>();
  for (const r of all) {
    const t = totals.get(r.apartmentId) ?? { total: 0, rented: 0 };
    t.total += 1;
    if (r.status.occupied) t.rented += 1;
    totals.set(r.apartmentId, t);
  }
  return totals;
}

/** A percentage with two decimals from integer maths: (12, 36) → '33.33%'; '0.00%' when the whole is 0. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0.00%';
  const bp = Math.round((part * 10000) / whole);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

/**
 * A page of the board from its slots: the apartments of the slots (in order) with their rent rate from `totals` and
 * the `rooms` of the slots' floors (the matching rooms, in board order within a floor; rooms of other floors are left
 * out), `houseCount` the matching rooms of every page and `next` the cursor of the following page.
 */
export function boardPage<R extends { apartmentId: string; floor: number }>(p: {
  today: string;
  slots: readonly BoardSlot[];
  rooms: readonly R[];
  totals: ReadonlyMap<string, ApartmentTotals>;
  houseCount: number;
  next: BoardCursor | null;
  tile: (r: R) => BoardTile;
}): BoardData {
  const apartments = new Map<string, BoardApartment>();
  const floors = new Map<string, BoardFloor>();
  for (const s of p.slots) {
    let a = apartments.get(s.apartmentId);
    if (!a) {
      const t = p.totals.get(s.apartmentId) ?? { total: 0, rented: 0 };
      a = {
        apartmentId: s.apartmentId,
        name: s.name,
        rentRate: percent(t.rented, t.total),
        rentedTotal: t.rented,
        houseTotal: t.total,
        floors: [],
      };
      apartments.set(s.apartmentId, a);
    }
    if (s.floor === null) continue;
    const f: BoardFloor = { floor: s.floor, houses: [] };
    a.floors.push(f);
    floors.set(`${s.floor}|${s.apartmentId}`, f);
  }
  for (const r of p.rooms) floors.get(`${r.floor}|${r.apartmentId}`)?.houses.push(p.tile(r));
  return {
    today: p.today,
    houseCount: p.houseCount,
    apartments: [...apartments.values()],
    next: p.next && encodeBoardCursor(p.next),
  };
}

/** Pages in order as one board: an apartment split over pages becomes one, its floors concatenated. */
export function mergeBoardPages(pages: readonly BoardData[]): BoardData {
  const apartments = new Map<string, BoardApartment>();
  for (const page of pages)
    for (const a of page.apartments) {
      const seen = apartments.get(a.apartmentId);
      if (!seen) apartments.set(a.apartmentId, { ...a, floors: a.floors.map((f) => ({ ...f })) });
      else
        for (const f of a.floors) {
          const same = seen.floors.find((x) => x.floor === f.floor);
          if (same) same.houses = [...same.houses, ...f.houses];
          else seen.floors.push({ ...f });
        }
    }
  const last = pages[pages.length - 1];
  return {
    today: pages[0]?.today ?? last?.today ?? '',
    houseCount: pages[0]?.houseCount ?? 0,
    apartments: [...apartments.values()],
    next: last?.next ?? null,
  };
}
