import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOARD_PAGE_ROOMS,
  boardPage,
  boardSlots,
  choosePage,
  decodeBoardCursor,
  encodeBoardCursor,
  floorCounts,
  apartmentTotals,
  mergeBoardPages,
  type BoardCursor,
  type BoardSlot,
} from './board-page';
import type { BoardData, BoardTile } from '../../contract/board/board';

interface Room {
  id: string;
  apartmentId: string;
  floor: number;
  status: { occupied: boolean; flags: never; overdueCost: number };
}

const TODAY = '2026-11-22';
const tile = (r: Room) => ({ houseId: r.id, floor: r.floor }) as unknown as BoardTile;
const ids = (b: BoardData) => b.apartments.flatMap((a) => a.floors.flatMap((f) => f.houses.map((h) => h.houseId)));

/** An apartment per entry: its name and its floors' room counts. */
function org(apts: { name: string; floors: number[] }[]) {
  const apartments = apts.map((a, i) => ({ apartmentId: `apt-${i}`, name: a.name }));
  const rooms: Room[] = apts.flatMap((a, i) =>
    a.floors.flatMap((n, floor) =>
      Array.from({ length: n }, (_, k) => ({
        id: `apt-${i}-${floor}-${k}`,
        apartmentId: `apt-${i}`,
        floor,
        status: { occupied: k % 3 === 0, flags: undefined as never, overdueCost: 0 },
      })),
    ),
  );
  return { apartments, rooms };
}

/** The whole board in one page (every slot), as the pages merged must be. */
function wholeBoard(o: ReturnType<typeof org>, matching: Room[], roomFilterOn: boolean): BoardData {
  return boardPage({
    today: TODAY,
    slots: boardSlots(o.apartments, floorCounts(matching), roomFilterOn),
    rooms: matching,
    totals: apartmentTotals(o.rooms),
    houseCount: matching.length,
    next: null,
    tile,
  });
}

/** Every page from the start, `size` rooms a page, as the server answers them. */
function allPages(o: ReturnType<typeof org>, matching: Room[], roomFilterOn: boolean, size: number): BoardData[] {
  const slots = boardSlots(o.apartments, floorCounts(matching), roomFilterOn);
  const pages: BoardData[] = [];
  let after: BoardCursor | null = null;
  do {
    const page = choosePage(slots, after, size);
    pages.push(
      boardPage({
        today: TODAY,
        slots: page.slots,
        rooms: matching,
        totals: apartmentTotals(o.rooms),
        houseCount: matching.length,
        next: page.next,
        tile,
      }),
    );
    after = page.next && decodeBoardCursor(encodeBoardCursor(page.next));
  } while (after);
  return pages;
}

describe('the board cursor', () => {
  it('round-trips and refuses what is not one', () => {
    const c = { name: '东湖公寓 "A"', apartmentId: 'a1', floor: -1 };
    expect(decodeBoardCursor(encodeBoardCursor(c))).toEqual(c);
    expect(decodeBoardCursor(encodeBoardCursor({ ...c, floor: null }))).toEqual({ ...c, floor: null });
    for (const bad of ['', 'x', '[]', '["a","b"]', '["a","",1]', '["a","b",1.5]', '[1,"b",1]', '{"a":1}'])
      expect(decodeBoardCursor(bad)).toBeNull();
  });
});

describe('board slots', () => {
  it('lists apartments by name then id and floors ascending; empty apartments only without a room filter', () => {
    const apartments = [
      { apartmentId: 'b', name: '西湖' },
      { apartmentId: 'z', name: '东湖' },
      { apartmentId: 'a', name: '西湖' },
      { apartmentId: 'e', name: '北湖' },
    ];
    const counts = floorCounts([
      { apartmentId: 'b', floor: 3 },
      { apartmentId: 'b', floor: -1 },
      { apartmentId: 'b', floor: 3 },
      { apartmentId: 'z', floor: 2 },
      { apartmentId: 'a', floor: 1 },
    ]);
    const key = (s: BoardSlot) => `${s.apartmentId}${s.floor ?? '-'}:${s.rooms}`;
    expect(boardSlots(apartments, counts, false).map(key)).toEqual(['z2:1', 'e-:0', 'a1:1', 'b-1:1', 'b3:2']);
    expect(boardSlots(apartments, counts, true).map(key)).toEqual(['z2:1', 'a1:1', 'b-1:1', 'b3:2']);
  });
});

describe('choosing a page', () => {
  const big = org([{ name: 'A', floors: [150, 150, 150, 500, 20] }]);
  const slots = boardSlots(big.apartments, floorCounts(big.rooms), false);

  it('takes whole floors until it holds the page size; a floor larger than a page is a page of its own', () => {
    expect(BOARD_PAGE_ROOMS).toBe(400);
    const first = choosePage(slots, null);
    expect(first.slots.map((s) => s.floor)).toEqual([0, 1, 2]);
    expect(first.next).toEqual({ apartmentId: 'apt-0', name: 'A', floor: 3 });
    const second = choosePage(slots, first.next);
    expect(second.slots.map((s) => s.floor)).toEqual([3]);
    const last = choosePage(slots, second.next);
    expect(last.slots.map((s) => s.floor)).toEqual([4]);
    expect(last.next).toBeNull();
    expect(choosePage(slots, null, BOARD_PAGE_ROOMS, 2).slots.map((s) => s.floor)).toEqual([0, 1, 2, 3]);
    expect(choosePage([], null)).toEqual({ slots: [], next: null });
  });

  it('one apartment of at most a page is one page', () => {
    const o = org([{ name: 'A', floors: [100, 100, 100, 100] }]);
    const page = choosePage(boardSlots(o.apartments, floorCounts(o.rooms), false), null);
    expect(page.slots).toHaveLength(4);
    expect(page.next).toBeNull();
  });

  it('continues after the cursor when its floor or apartment is gone', () => {
    const o = org([
      { name: 'A', floors: [1, 1] },
      { name: 'C', floors: [1] },
    ]);
    const s = boardSlots(o.apartments, floorCounts(o.rooms), false);
    expect(choosePage(s, { apartmentId: 'apt-0', name: 'A', floor: 0.5 as number }, 1).slots[0].floor).toBe(1);
    expect(choosePage(s, { apartmentId: 'gone', name: 'B', floor: 3 }, 1).slots[0].apartmentId).toBe('apt-1');
    expect(choosePage(s, { apartmentId: 'gone', name: 'D', floor: null }, 1)).toEqual({ slots: [], next: null });
  });
});

describe('pages of the board', () => {
  const arbOrg = fc.array(
    fc.record({ name: fc.constantFrom('东湖', '西湖', 'A', 'B'), floors: fc.array(fc.nat(12), { maxLength: 5 }) }),
    { maxLength: 6 },
  );

  it('cover every matching room once, in board order, and merge into the whole board', () => {
    fc.assert(
      fc.property(arbOrg, fc.integer({ min: 1, max: 30 }), fc.boolean(), (apts, size, filtered) => {
        const o = org(apts);
        const matching = filtered ? o.rooms.filter((r) => r.id.endsWith('1')) : o.rooms;
        const whole = wholeBoard(o, matching, filtered);
        const pages = allPages(o, matching, filtered, size);
        for (const [i, p] of pages.entries()) {
          expect(p.houseCount).toBe(matching.length);
          expect(p.next === null).toBe(i === pages.length - 1);
          if (i < pages.length - 1) expect(ids(p).length).toBeGreaterThanOrEqual(size);
        }
        expect(pages.flatMap(ids)).toEqual(ids(whole));
        expect(new Set(pages.flatMap(ids)).size).toBe(matching.length);
        expect(mergeBoardPages(pages)).toEqual(whole);
        // The first n pages in one go are the merge of those pages.
        const n = Math.min(2, pages.length);
        const slots = boardSlots(o.apartments, floorCounts(matching), filtered);
        const two = choosePage(slots, null, size, n);
        const merged = boardPage({
          today: TODAY,
          slots: two.slots,
          rooms: matching,
          totals: apartmentTotals(o.rooms),
          houseCount: matching.length,
          next: two.next,
          tile,
        });
        expect(merged).toEqual(mergeBoardPages(pages.slice(0, n)));
      }),
    );
  });

  it('keeps the rent rate over all rooms of an apartment split over pages', () => {
    const o = org([{ name: 'A', floors: [3, 3, 3] }]);
    const pages = allPages(o, o.rooms, false, 3);
    expect(pages).toHaveLength(3);
    for (const p of pages) expect(p.apartments[0]).toMatchObject({ houseTotal: 9, rentedTotal: 3, rentRate: '33.33%' });
    const merged = mergeBoardPages(pages);
    expect(merged.apartments).toHaveLength(1);
    expect(merged.apartments[0].floors.map((f) => f.floor)).toEqual([0, 1, 2]);
    expect(pages[0].apartments[0].floors).toHaveLength(1);
  });
});
