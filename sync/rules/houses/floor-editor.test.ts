import { describe, expect, it } from 'vitest';
import {
  addFloor,
  editorFromDetail,
  hasChanges,
  isProtectedFloor,
  newEditor,
  removeFloor,
  setHouseNumber,
  setHouseRent,
  setNewRoomsRent,
  setRoomCount,
  setTotalFloor,
  shownFloors,
  shownHouses,
  toFloorData,
  validateEditor,
  type EditResult,
  type EditorState,
} from './floor-editor';
import { checkRooms, FLOOR_MSG, roomNumber, OPERATE } from './room-plan';

/** Unwraps a successful edit (fails the test on a refusal). */
function ok(r: EditResult): EditorState {
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r.state;
}
const numbers = (s: EditorState, floor: number) =>
  shownHouses(s.floors.find((f) => f.floor === floor)!).map((h) => h.houseNumber);

/** An apartment of 3 total floors with floors 1–2 of 2 rooms; room 102 rented. */
function existing(): EditorState {
  return editorFromDetail({
    totalFloor: 3,
    floorData: [
      {
        floor: 1,
        houses: [
          { houseId: 'a', houseNumber: '101', isRent: 0 },
          { houseId: 'b', houseNumber: '102', isRent: 1 },
        ],
      },
      {
        floor: 2,
        houses: [
          { houseId: 'c', houseNumber: '201', isRent: 0 },
          { houseId: 'd', houseNumber: '202', isRent: 0 },
        ],
      },
    ],
  });
}

describe('roomNumber', () => {
  it('is the floor plus a two-digit index below 10, the floor plus the index from 10', () => {
    expect(roomNumber(3, 1)).toBe('301');
    expect(roomNumber(3, 9)).toBe('309');
    expect(roomNumber(3, 10)).toBe('310');
    expect(roomNumber(12, 5)).toBe('1205');
    expect(roomNumber(12, 11)).toBe('1211');
  });
});

describe('a new apartment', () => {
  it('adds floors up to the total, then refuses with 楼层数不够用', () => {
    let s = newEditor(2);
    s = ok(addFloor(s));
    s = ok(addFloor(s));
    expect(shownFloors(s).map((f) => f.floor)).toEqual([1, 2]);
    const r = addFloor(s);
    expect(r).toEqual({ ok: false, state: s, error: '楼层数不够用' });
  });

  it('auto-numbers rooms when the count grows and new rooms are operate 1; the floor is marked changed', () => {
    let s = ok(addFloor(newEditor(5)));
    s = ok(setRoomCount(s, 1, 11));
    expect(numbers(s, 1)).toEqual(['101', '102', '103', '104', '105', '106', '107', '108', '109', '110', '111']);
    const f = s.floors[0];
    expect(f.houseCount).toBe(11);
    expect(f.isChange).toBe(1);
    expect(f.houses.every((h) => h.operate === OPERATE.add && h.isRent === 0)).toBe(true);
  });

  it('a new floor copies the room count of the floor below', () => {
    let s = ok(addFloor(newEditor(5)));
    s = ok(setRoomCount(s, 1, 4));
    s = ok(addFloor(s));
    expect(numbers(s, 2)).toEqual(['201', '202', '203', '204']);
  });

  it('shrinking drops new rooms from the end; growing again skips numbers in use', () => {
    let s = ok(setRoomCount(ok(addFloor(newEditor(5))), 1, 3));
    s = ok(setHouseNumber(s, 1, 2, '888'));
    s = ok(setRoomCount(s, 1, 2));
    expect(numbers(s, 1)).toEqual(['101', '102']);
    expect(s.floors[0].houses).toHaveLength(2);
    s = ok(setHouseNumber(s, 1, 0, '103'));
    s = ok(setRoomCount(s, 1, 3));
    expect(numbers(s, 1)).toEqual(['103', '102', '104']);
  });

  it('removing a new floor drops it entirely', () => {
    let s = ok(addFloor(newEditor(5)));
    s = ok(removeFloor(s, 1));
    expect(s.floors).toEqual([]);
  });

  it('room counts stay within 0–99', () => {
    const s = ok(addFloor(newEditor(5)));
    expect(setRoomCount(s, 1, 100)).toMatchObject({ ok: false, error: FLOOR_MSG.roomCountRange });
    expect(setRoomCount(s, 1, -1)).toMatchObject({ ok: false, error: FLOOR_MSG.roomCountRange });
  });

  it('total floors are 1 to 100 and cannot drop below a floor with rooms', () => {
    let s = ok(addFloor(ok(addFloor(newEditor(5)))));
    expect(setTotalFloor(s, 0)).toMatchObject({ ok: false, error: '总楼层数为1到100层' });
    expect(setTotalFloor(s, 101)).toMatchObject({ ok: false, error: '总楼层数为1到100层' });
    expect(setTotalFloor(s, 1)).toMatchObject({ ok: false, error: FLOOR_MSG.totalBelowFloors });
    s = ok(setTotalFloor(s, 100));
    expect(s.totalFloor).toBe(100);
  });
});

describe('rent status in the editor', () => {
  it('bulk rent status applies to new rooms only', () => {
    let s = existing();
    s = ok(setTotalFloor(s, 3));
    s = ok(addFloor(s));
    s = setNewRoomsRent(s, 1);
    expect(shownHouses(s.floors.find((f) => f.floor === 3)!).every((h) => h.isRent === 1)).toBe(true);
    expect(s.floors[0].houses.map((h) => h.isRent)).toEqual([0, 1]);
    expect(s.floors[1].houses.map((h) => h.isRent)).toEqual([0, 0]);
    expect(s.floors[0].isChange).toBe(0);
  });

  it('one new room can be set; an existing room cannot', () => {
    let s = ok(addFloor(existing()));
    s = ok(setHouseRent(s, 3, 1, 1));
    expect(shownHouses(s.floors[2]).map((h) => h.isRent)).toEqual([0, 1]);
    expect(setHouseRent(s, 1, 0, 1)).toMatchObject({ ok: false, error: FLOOR_MSG.existingRent });
  });
});

describe('an existing apartment', () => {
  it('original floors within the original total are protected: no count change, no delete', () => {
    const s = existing();
    expect(isProtectedFloor(s, 1)).toBe(true);
    expect(isProtectedFloor(s, 3)).toBe(false);
    expect(setRoomCount(s, 1, 5)).toMatchObject({ ok: false, error: FLOOR_MSG.protectedFloor });
    expect(removeFloor(s, 2)).toMatchObject({ ok: false, error: FLOOR_MSG.protectedFloor });
  });

  it('room numbers of protected floors can be edited: operate 2, back to 0 when reverted', () => {
    let s = ok(setHouseNumber(existing(), 2, 1, '299'));
    expect(s.floors[1].houses[1]).toMatchObject({ houseId: 'd', houseNumber: '299', operate: OPERATE.update });
    expect(s.floors[1].isChange).toBe(1);
    expect(hasChanges(s)).toBe(true);
    s = ok(setHouseNumber(s, 2, 1, '202'));
    expect(s.floors[1].houses[1].operate).toBe(OPERATE.none);
  });

  it('new floors added beyond the original floors are free to change, numbered from the floor', () => {
    let s = ok(addFloor(existing()));
    expect(numbers(s, 3)).toEqual(['301', '302']);
    s = ok(setRoomCount(s, 3, 1));
    expect(numbers(s, 3)).toEqual(['301']);
    expect(addFloor(s)).toMatchObject({ ok: false, error: '楼层数不够用' });
    s = ok(setTotalFloor(s, 4));
    s = ok(addFloor(s));
    expect(numbers(s, 4)).toEqual(['401']);
  });

  it('an existing floor above the original total: removing rooms marks them operate 3 and hides them', () => {
    const s0 = editorFromDetail({
      totalFloor: 1,
      floorData: [
        { floor: 1, houses: [{ houseId: 'a', houseNumber: '101', isRent: 0 }] },
        {
          floor: 2,
          houses: [
            { houseId: 'c', houseNumber: '201', isRent: 0 },
            { houseId: 'd', houseNumber: '202', isRent: 1 },
            { houseId: 'e', houseNumber: '203', isRent: 0 },
          ],
        },
      ],
    });
    expect(isProtectedFloor(s0, 2)).toBe(false);
    // the rented room 202 cannot be taken away
    expect(setRoomCount(s0, 2, 1)).toMatchObject({ ok: false, error: FLOOR_MSG.rentedRoom });
    expect(removeFloor(s0, 2)).toMatchObject({ ok: false, error: FLOOR_MSG.rentedRoom });
    let s = ok(setRoomCount(s0, 2, 2));
    expect(numbers(s, 2)).toEqual(['201', '202']);
    expect(s.floors[1].houses.find((h) => h.houseId === 'e')).toMatchObject({ operate: OPERATE.remove });
    expect(s.floors[1].houseCount).toBe(2);
    // growing again brings the removed room back first
    s = ok(setRoomCount(s, 2, 4));
    expect(numbers(s, 2)).toEqual(['201', '202', '203', '204']);
    expect(s.floors[1].houses.find((h) => h.houseId === 'e')).toMatchObject({ operate: OPERATE.none });
  });

  it('removing a whole unprotected floor deletes its existing rooms and hides the floor', () => {
    const s0 = editorFromDetail({
      totalFloor: 1,
      floorData: [
        { floor: 1, houses: [{ houseId: 'a', houseNumber: '101', isRent: 0 }] },
        { floor: 2, houses: [{ houseId: 'c', houseNumber: '201', isRent: 0 }] },
      ],
    });
    const s = ok(removeFloor(ok(setRoomCount(s0, 2, 2)), 2));
    expect(shownFloors(s).map((f) => f.floor)).toEqual([1]);
    const data = toFloorData(s);
    expect(data[1]).toEqual({
      floor: 2,
      houseCount: 0,
      isChange: 1,
      houses: [{ houseId: 'c', houseNumber: '201', isRent: 0, operate: OPERATE.remove }],
    });
  });
});

describe('validation', () => {
  it('有房间号未填写 when a shown room has no number (removed rooms do not count)', () => {
    let s = ok(setRoomCount(ok(addFloor(newEditor(3))), 1, 2));
    s = ok(setHouseNumber(s, 1, 1, '  '));
    expect(validateEditor(s)).toBe('有房间号未填写');
    s = ok(setRoomCount(s, 1, 1));
    expect(validateEditor(s)).toBeNull();
  });

  it('请添加楼层及房间信息 with no floor with rooms', () => {
    expect(validateEditor(newEditor(3))).toBe('请添加楼层及房间信息');
    expect(validateEditor(ok(setRoomCount(ok(addFloor(newEditor(3))), 1, 0)))).toBe('请添加楼层及房间信息');
  });

  it('duplicate numbers within the apartment are refused with the number', () => {
    let s = ok(addFloor(ok(addFloor(newEditor(3)))));
    s = ok(setHouseNumber(s, 2, 0, '101'));
    expect(validateEditor(s)).toBe('房间号重复：101');
  });

  it('checkRooms: order of the messages and floors beyond the total', () => {
    expect(checkRooms([{ floor: 1, houseNumber: '' }], 0)).toBe('有房间号未填写');
    expect(checkRooms([], 3)).toBe('请添加楼层及房间信息');
    expect(checkRooms([{ floor: 4, houseNumber: '401' }], 3)).toBe('楼层数不够用');
    expect(checkRooms([{ floor: 1, houseNumber: '12345678901' }], 3)).toBe(FLOOR_MSG.numberTooLong);
    expect(
      checkRooms(
        [
          { floor: 1, houseNumber: ' 101' },
          { floor: 2, houseNumber: '101 ' },
        ],
        3,
      ),
    ).toBe('房间号重复：101');
    expect(
      checkRooms(
        [
          { floor: 1, houseNumber: '101' },
          { floor: 2, houseNumber: '201' },
        ],
        3,
      ),
    ).toBeNull();
  });

  it('toFloorData keeps operate flags and drops editor-only fields', () => {
    let s = ok(addFloor(existing()));
    s = ok(setHouseNumber(s, 1, 0, '1001'));
    const data = toFloorData(s);
    expect(data.map((f) => [f.floor, f.isChange, f.houseCount])).toEqual([
      [1, 1, 2],
      [2, 0, 2],
      [3, 1, 2],
    ]);
    expect(data[0].houses[0]).toEqual({ houseId: 'a', houseNumber: '1001', isRent: 0, operate: OPERATE.update });
    expect(data[2].houses[0]).toEqual({ houseNumber: '301', isRent: 0, operate: OPERATE.add });
    expect(hasChanges(existing())).toBe(false);
  });
});
