/**
 * The floor and room editor of /addHome and /editApartment (spec part 1 §2.6, §2.7, §4, §5), as pure functions shared
 * by the web editor and the API that saves its floorData.
 *
 * floorData: per floor {floor, houseCount, isChange, houses}; per room {houseId?, houseNumber, isRent, operate} where
 * operate is 1 add, 2 update (number edited), 3 delete; 0 = unchanged. Removed rooms stay in the data (operate 3) so
 * the server can delete them, and are hidden from the screen.
 *
 * Protection: a floor that was loaded from the server (an original floor) and lies at or below the original total
 * floor count keeps its room count, and can be neither deleted nor renumbered; its room numbers may still be edited.
 */
import {
  checkRooms,
  FLOOR_MSG,
  MAX_ROOM_NUMBER_LENGTH,
  MAX_ROOMS_PER_FLOOR,
  MAX_TOTAL_FLOOR,
  MIN_TOTAL_FLOOR,
  OPERATE,
  roomNumber,
  type Operate,
  type PlannedRoom,
} from './room-plan';

export interface FloorHouse {
  houseId?: string;
  houseNumber: string;
  /** 0 not rented, 1 rented. */
  isRent: number;
  operate: Operate;
  /** The number the server holds (existing rooms only), to tell an edit from a revert. */
  originalNumber?: string;
}

export interface FloorData {
  floor: number;
  /** Rooms shown (not removed). */
  houseCount: number;
  isChange: 0 | 1;
  houses: FloorHouse[];
  /** Set when the whole floor was removed in the editor (hidden; its existing rooms carry operate 3). */
  removed?: boolean;
}

/** A floor as sent to the API (floorData of sync/contract/houses/house-inputs.ts). */
export interface FloorSent extends Omit<FloorData, 'houses' | 'removed'> {
  houses: { houseId?: string; houseNumber: string; isRent: 0 | 1; operate: Operate }[];
}

export interface EditorState {
  totalFloor: number;
  /** The total floor count when the editor opened (0 for a new apartment). */
  originalTotalFloor: number;
  /** Floor numbers loaded from the server. */
  originalFloors: number[];
  floors: FloorData[];
}

/** The outcome of an edit: the next state, or the unchanged state with a Chinese message. */
export type EditResult = { ok: true; state: EditorState } | { ok: false; state: EditorState; error: string };

const done = (state: EditorState): EditResult => ({ ok: true, state });
const refuse = (state: EditorState, error: string): EditResult => ({ ok: false, state, error });

export const isShown = (h: FloorHouse) => h.operate !== OPERATE.remove;
export const shownHouses = (f: FloorData) => f.houses.filter(isShown);

/** A fresh editor for a new apartment: no floors yet. */
export function newEditor(totalFloor: number): EditorState {
  return { totalFloor, originalTotalFloor: 0, originalFloors: [], floors: [] };
}

/** The editor of an existing apartment from its detail (floors with their rooms). */
export function editorFromDetail(detail: {
  totalFloor: number;
  floorData: { floor: number; houses: { houseId: string; houseNumber: string; isRent: number }[] }[];
}): EditorState {
  const floors = detail.floorData
    .filter((f) => f.houses.length > 0)
    .map<FloorData>((f) => ({
      floor: f.floor,
      houseCount: f.houses.length,
      isChange: 0,
      houses: f.houses.map((h) => ({
        houseId: h.houseId,
        houseNumber: h.houseNumber,
        originalNumber: h.houseNumber,
        isRent: h.isRent,
        operate: OPERATE.none,
      })),
    }))
    .sort((a, b) => a.floor - b.floor);
  return {
    totalFloor: detail.totalFloor,
    originalTotalFloor: detail.totalFloor,
    originalFloors: floors.map((f) => f.floor),
    floors,
  };
}

/** True when the floor's count, floor and delete button are locked (an original floor within the original total). */
export function isProtectedFloor(state: EditorState, floor: number): boolean {
  return state.originalFloors.includes(floor) && floor <= state.originalTotalFloor;
}

/** Floors on screen, in floor order. */
export const shownFloors = (state: EditorState) =>
  state.floors.filter((f) => !f.removed).sort((a, b) => a.floor - b.floor);

function replaceFloor(state: EditorState, next: FloorData): EditorState {
  const others = state.floors.filter((f) => f.floor !== next.floor);
  return { ...state, floors: [...others, next].sort((a, b) => a.floor - b.floor) };
}

function numbersInUse(state: EditorState): Set<string> {
  const used = new Set<string>();
  for (const f of state.floors) for (const h of shownHouses(f)) used.add(h.houseNumber.trim());
  return used;
}

function withCount(f: FloorData): FloorData {
  return { ...f, houseCount: shownHouses(f).length };
}

/** Sets the total floor count (1–100); it cannot drop below a floor that still has rooms. */
export function setTotalFloor(state: EditorState, total: number): EditResult {
  if (!Number.isInteger(total) || total < MIN_TOTAL_FLOOR || total > MAX_TOTAL_FLOOR)
    return refuse(state, FLOOR_MSG.totalRange);
  const highest = Math.max(
    0,
    ...shownFloors(state)
      .filter((f) => f.houseCount > 0)
      .map((f) => f.floor),
  );
  if (total < highest) return refuse(state, FLOOR_MSG.totalBelowFloors);
  return done({ ...state, totalFloor: total });
}

/**
 * Adds the next floor above the highest one shown (or floor 1), with as many rooms as the floor below it (at least
 * one), numbered automatically. Beyond the total floor count: '楼层数不够用'.
 */
export function addFloor(state: EditorState): EditResult {
  const shown = shownFloors(state);
  const floor = shown.length ? Math.max(...shown.map((f) => f.floor)) + 1 : 1;
  if (floor > state.totalFloor) return refuse(state, FLOOR_MSG.floorsShort);
  const below = shown.find((f) => f.floor === floor - 1);
  const count = Math.max(1, below?.houseCount ?? 1);
  // A floor removed earlier in this session keeps its deleted rooms; the re-added floor carries on from them.
  const previous = state.floors.find((f) => f.floor === floor);
  const base: FloorData = previous
    ? { ...previous, removed: false, isChange: 1 }
    : { floor, houseCount: 0, isChange: 1, houses: [] };
  return setRoomCount(replaceFloor(state, base), floor, count);
}

/**
 * Changes a floor's room count. New rooms get numbers floor + index (the first free ones); rooms taken away go from
 * the end: new rooms vanish, existing rooms are marked deleted (operate 3). Rented rooms cannot be taken away.
 */
export function setRoomCount(state: EditorState, floorNo: number, count: number): EditResult {
  const floor = state.floors.find((f) => f.floor === floorNo && !f.removed);
  if (!floor) return refuse(state, FLOOR_MSG.noRooms);
  if (!Number.isInteger(count) || count < 0 || count > MAX_ROOMS_PER_FLOOR)
    return refuse(state, FLOOR_MSG.roomCountRange);
  if (isProtectedFloor(state, floorNo)) return refuse(state, FLOOR_MSG.protectedFloor);
  const shown = shownHouses(floor);
  if (count === shown.length) return done(state);
  let houses = [...floor.houses];
  if (count > shown.length) {
    const used = numbersInUse(state);
    let n = shown.length;
    // Existing rooms taken away earlier in this session come back first, with their numbers.
    houses = houses.map((h) => {
      if (n >= count || isShown(h) || !h.houseId || used.has(h.houseNumber.trim())) return h;
      n++;
      used.add(h.houseNumber.trim());
      return { ...h, operate: h.houseNumber === h.originalNumber ? OPERATE.none : OPERATE.update };
    });
    let index = n + 1;
    for (; n < count; n++) {
      while (used.has(roomNumber(floorNo, index))) index++;
      const number = roomNumber(floorNo, index);
      used.add(number);
      houses.push({ houseNumber: number, isRent: 0, operate: OPERATE.add });
      index++;
    }
  } else {
    const drop = shown.slice(count);
    if (drop.some((h) => h.houseId && h.isRent === 1)) return refuse(state, FLOOR_MSG.rentedRoom);
    houses = houses
      .filter((h) => !(drop.includes(h) && !h.houseId))
      .map((h) => (drop.includes(h) ? { ...h, operate: OPERATE.remove } : h));
  }
  return done(replaceFloor(state, withCount({ ...floor, houses, isChange: 1 })));
}

/** Removes a whole floor: its existing rooms are marked deleted, new ones vanish, the floor is hidden. */
export function removeFloor(state: EditorState, floorNo: number): EditResult {
  const floor = state.floors.find((f) => f.floor === floorNo && !f.removed);
  if (!floor) return done(state);
  if (isProtectedFloor(state, floorNo)) return refuse(state, FLOOR_MSG.protectedFloor);
  if (floor.houses.some((h) => isShown(h) && h.houseId && h.isRent === 1)) return refuse(state, FLOOR_MSG.rentedRoom);
  const houses = floor.houses.filter((h) => h.houseId).map((h) => ({ ...h, operate: OPERATE.remove }));
  if (houses.length === 0) return done({ ...state, floors: state.floors.filter((f) => f.floor !== floorNo) });
  return done(replaceFloor(state, { ...floor, houses, houseCount: 0, isChange: 1, removed: true }));
}

/** Edits the number of the index-th room shown on a floor: an existing room becomes operate 2 (back to 0 when reverted). */
export function setHouseNumber(state: EditorState, floorNo: number, index: number, value: string): EditResult {
  const floor = state.floors.find((f) => f.floor === floorNo && !f.removed);
  const target = floor ? shownHouses(floor)[index] : undefined;
  if (!floor || !target) return done(state);
  const houseNumber = value.trim().slice(0, MAX_ROOM_NUMBER_LENGTH);
  const operate: Operate = !target.houseId
    ? OPERATE.add
    : houseNumber === target.originalNumber
      ? OPERATE.none
      : OPERATE.update;
  const houses = floor.houses.map((h) => (h === target ? { ...h, houseNumber, operate } : h));
  return done(replaceFloor(state, { ...floor, houses, isChange: 1 }));
}

/** Sets one new room rented or not; existing rooms' rent status is not changed here. */
export function setHouseRent(state: EditorState, floorNo: number, index: number, isRent: 0 | 1): EditResult {
  const floor = state.floors.find((f) => f.floor === floorNo && !f.removed);
  const target = floor ? shownHouses(floor)[index] : undefined;
  if (!floor || !target) return done(state);
  if (target.houseId) return refuse(state, FLOOR_MSG.existingRent);
  const houses = floor.houses.map((h) => (h === target ? { ...h, isRent } : h));
  return done(replaceFloor(state, { ...floor, houses, isChange: 1 }));
}

/** Bulk rent status: every new room becomes rented or not; existing rooms keep theirs. */
export function setNewRoomsRent(state: EditorState, isRent: 0 | 1): EditorState {
  return {
    ...state,
    floors: state.floors.map((f) => {
      if (!f.houses.some((h) => !h.houseId && isShown(h))) return f;
      return { ...f, isChange: 1, houses: f.houses.map((h) => (!h.houseId && isShown(h) ? { ...h, isRent } : h)) };
    }),
  };
}

/** The rooms the editor's state would leave (shown rooms of shown floors). */
export function plannedRooms(state: EditorState): PlannedRoom[] {
  return shownFloors(state).flatMap((f) => shownHouses(f).map((h) => ({ floor: f.floor, houseNumber: h.houseNumber })));
}

/** Validates the editor before saving; null when it may be saved. */
export function validateEditor(state: EditorState): string | null {
  return checkRooms(plannedRooms(state), state.totalFloor);
}

/** The floorData to send: every floor (removed ones too, so their rooms are deleted) without editor-only fields. */
export function toFloorData(state: EditorState): FloorSent[] {
  return [...state.floors]
    .sort((a, b) => a.floor - b.floor)
    .map((f) => ({
      floor: f.floor,
      houseCount: shownHouses(f).length,
      isChange: f.isChange,
      houses: f.houses.map((h) => ({
        ...(h.houseId ? { houseId: h.houseId } : {}),
        houseNumber: h.houseNumber.trim(),
        isRent: h.isRent === 1 ? (1 as const) : (0 as const),
        operate: h.operate,
      })),
    }));
}

/** True when the editor holds unsaved changes. */
export function hasChanges(state: EditorState): boolean {
  return (
    state.totalFloor !== state.originalTotalFloor ||
    state.floors.some((f) => f.isChange === 1 || f.houses.some((h) => h.operate !== OPERATE.none))
  );
}
