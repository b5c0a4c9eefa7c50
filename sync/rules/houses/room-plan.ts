/**
 * The rooms of an apartment as both sides check them (spec part 1 §2.6, §2.7): the limits and Chinese messages, the
 * operations on a room in floorData, automatic room numbers, and the check of the rooms a save will leave. The editor
 * (floor-editor.ts) builds on these; the API runs the same check on the floorData it receives.
 */

export const FLOOR_MSG = {
  numberMissing: '有房间号未填写',
  noRooms: '请添加楼层及房间信息',
  floorsShort: '楼层数不够用',
  totalRange: '总楼层数为1到100层',
  totalBelowFloors: '总楼层数不能小于已有房间的楼层',
  protectedFloor: '原有楼层不能修改房间数或删除',
  rentedRoom: '房间已出租，不能删除',
  existingRent: '已有房间的出租状态不能在此修改',
  roomCountRange: '每层房间数为0到99间',
  numberTooLong: '房间号不能超过10个字',
  duplicate: (n: string) => `房间号重复：${n}`,
} as const;

export const MIN_TOTAL_FLOOR = 1;
export const MAX_TOTAL_FLOOR = 100;
export const MAX_ROOMS_PER_FLOOR = 99;
export const MAX_ROOM_NUMBER_LENGTH = 10;

/** A room's change in floorData: 0 unchanged, 1 added, 2 renumbered, 3 deleted. */
export const OPERATE = { none: 0, add: 1, update: 2, remove: 3 } as const;
export type Operate = (typeof OPERATE)[keyof typeof OPERATE];

/** Floor 3 room 1 → '301'; index 10 or more → floor + index ('310'). */
export function roomNumber(floor: number, index: number): string {
  return index < 10 ? `${floor}${String(index).padStart(2, '0')}` : `${floor}${index}`;
}

/** A room of the resulting plan, for the checks both sides run. */
export interface PlannedRoom {
  floor: number;
  houseNumber: string;
}

/**
 * Checks the rooms an apartment will have after a save, in the spec's order: every room numbered ('有房间号未填写'),
 * at least one room ('请添加楼层及房间信息'), every floor within the total ('楼层数不够用'), no number twice
 * ('房间号重复：301'). Returns the message, or null when the plan is fine.
 */
export function checkRooms(rooms: PlannedRoom[], totalFloor: number): string | null {
  if (rooms.some((r) => !r.houseNumber.trim())) return FLOOR_MSG.numberMissing;
  if (rooms.length === 0) return FLOOR_MSG.noRooms;
  if (rooms.some((r) => r.houseNumber.trim().length > MAX_ROOM_NUMBER_LENGTH)) return FLOOR_MSG.numberTooLong;
  if (!Number.isInteger(totalFloor) || totalFloor < MIN_TOTAL_FLOOR || totalFloor > MAX_TOTAL_FLOOR)
    return FLOOR_MSG.totalRange;
  if (rooms.some((r) => r.floor < 1 || r.floor > totalFloor)) return FLOOR_MSG.floorsShort;
  const seen = new Set<string>();
  for (const r of rooms) {
    const n = r.houseNumber.trim();
    if (seen.has(n)) return FLOOR_MSG.duplicate(n);
    seen.add(n);
  }
  return null;
}
