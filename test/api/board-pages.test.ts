import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { mergeBoardPages } from '../../sync/rules/board/board-page';
import type { BoardData } from '../../sync/contract/board/board';
import type { TodoList } from '../../sync/rules/dashboard/todo-lists';

/**
 * Issue 16: the board in pages (sync/rules/board/board-page.ts, GET /api/board/houses after → next). On the
 * running-lease demo with the page shrunk to a few rooms (Config.boardPageRooms), so the two demo apartments span
 * many pages: following `next` from the first page gives every matching room once, in the order of the whole board,
 * and the pages merged are the whole board; houseCount is every page's; filters and counter lists page alike.
 */
let h: Harness, t: Tokens & { east: string; west: string };
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  const tokens = await loginAll(h);
  t = { ...tokens, ...(await demoApartments(h, tokens.boss)) };
}, 180_000);
beforeEach(() => {
  h.deps.config.boardPageRooms = undefined;
});

const get = async (token: string, path: string) => {
  const r = await h.call('GET', path, { token });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.json.data;
};
const board = (token: string, q: Record<string, string>): Promise<BoardData> =>
  get(token, `/api/board/houses?${new URLSearchParams(q)}`);
const ids = (b: BoardData) => b.apartments.flatMap((a) => a.floors.flatMap((f) => f.houses.map((x) => x.houseId)));
const floorsOf = (b: BoardData) => b.apartments.flatMap((a) => a.floors.map((f) => `${a.apartmentId}|${f.floor}`));

/** The whole board in one reply (a page larger than the organisation) and the same board page by page. */
async function pagesOf(token: string, q: Record<string, string>, size: number) {
  h.deps.config.boardPageRooms = 1_000_000;
  const whole = await board(token, q);
  expect(whole.next).toBeNull();
  h.deps.config.boardPageRooms = size;
  const pages: BoardData[] = [];
  let after: string | null = null;
  do {
    const page = await board(token, after ? { ...q, after } : q);
    pages.push(page);
    after = page.next;
    expect(pages.length).toBeLessThan(500);
  } while (after);
  return { whole, pages };
}

function expectPaged({ whole, pages }: { whole: BoardData; pages: BoardData[] }, size: number) {
  for (const [i, p] of pages.entries()) {
    expect(p.houseCount).toBe(whole.houseCount);
    expect(p.today).toBe(whole.today);
    if (i < pages.length - 1) expect(ids(p).length).toBeGreaterThanOrEqual(size);
  }
  const seen = pages.flatMap(ids);
  expect(seen).toEqual(ids(whole));
  expect(new Set(seen).size).toBe(whole.houseCount);
  // Whole floors: no floor of an apartment on two pages.
  const floors = pages.flatMap(floorsOf);
  expect(new Set(floors).size).toBe(floors.length);
  expect(mergeBoardPages(pages)).toEqual(whole);
}

describe('GET /api/board/houses in pages', () => {
  it('follows next over every room of the organisation, once each, apartments split over pages', async () => {
    const paged = await pagesOf(t.boss, {}, 7);
    expect(paged.whole.houseCount).toBeGreaterThan(40);
    expect(paged.pages.length).toBeGreaterThan(4);
    expectPaged(paged, 7);
    // An apartment split over pages keeps its rent rate over all its rooms on each page.
    const east = paged.pages.flatMap((p) => p.apartments.filter((a) => a.apartmentId === t.east));
    expect(east.length).toBeGreaterThan(1);
    for (const a of east) expect(a.rentRate).toBe(east[0].rentRate);
  });

  it('pages the filters: a room number, flags, one apartment; and the staff member sees only their apartment', async () => {
    for (const q of <Record<string, string>[]>[
      { houseNumber: '0' },
      { isVacant: '1', isRemark: '1' },
      { isReceipt: '1' },
      { apartmentId: t.west },
    ])
      expectPaged(await pagesOf(t.boss, q, 3), 3);
    const staff = await pagesOf(t.staff, {}, 5);
    expectPaged(staff, 5);
    expect(new Set(staff.pages.flatMap((p) => p.apartments.map((a) => a.apartmentId)))).toEqual(new Set([t.east]));
  });

  it('one apartment within a page is one page, as the default page size has it', async () => {
    const one = await board(t.boss, { apartmentId: t.east });
    expect(one.next).toBeNull();
    expect(ids(one)).toHaveLength(one.houseCount);
  });

  it('refuses a cursor that is not one', async () => {
    for (const after of ['x', '["a"]', '[1,2,3]']) {
      const r = await h.call('GET', `/api/board/houses?after=${encodeURIComponent(after)}`, { token: t.boss });
      expect(r.status).toBe(400);
      expect(r.json.msg).toContain('分页位置不正确');
    }
  });
});

describe("a dashboard counter's list in pages", () => {
  const counters: [string, TodoList][] = [
    ['rentCount', 'overdueRent'],
    ['futureCount', 'due'],
    ['checkOutRoomCount', 'checkOut'],
    ['registerCount', 'register'],
    ['abnormalCount', 'abnormal'],
  ];
  for (const who of ['boss', 'staff'] as const)
    it(`${who}: the pages of each list hold exactly the rooms its counter counts`, async () => {
      const todo = await get(t[who], '/api/dashboard/todo');
      for (const [counter, list] of counters) {
        const paged = await pagesOf(t[who], { todo: list }, 2);
        expectPaged(paged, 2);
        expect(paged.whole.houseCount, counter).toBe(todo[counter]);
        expect(paged.pages.flatMap(ids), counter).toHaveLength(todo[counter]);
      }
    });
});

describe('the default apartment (firstApartment=1)', () => {
  it('answers the first apartment in board order and names it; its statistics alike; an apartmentId wins', async () => {
    for (const who of ['boss', 'staff'] as const) {
      const all = await board(t[who], {});
      const first = all.apartments[0].apartmentId;
      const dflt = await board(t[who], { firstApartment: '1' });
      expect(dflt.apartmentId).toBe(first);
      expect(dflt.apartments.map((a) => a.apartmentId)).toEqual([first]);
      expect({ ...dflt, apartmentId: undefined }).toEqual(await board(t[who], { apartmentId: first }));
      expect(await get(t[who], '/api/board/stats?firstApartment=1')).toEqual(
        await get(t[who], `/api/board/stats?apartmentId=${first}`),
      );
    }
    const chosen = await board(t.boss, { firstApartment: '1', apartmentId: t.west });
    expect(chosen.apartments.map((a) => a.apartmentId)).toEqual([t.west]);
    expect(chosen.apartmentId).toBeUndefined();
    expect((await board(t.boss, {})).apartmentId).toBeUndefined();
  });
});
