import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { STATUS } from '../../sync/rules/board/board-status';
import type { TodoList } from '../../sync/rules/dashboard/todo-lists';

/**
 * Issue 12 point 1: every to-do counter of the dashboard opens a list that shows exactly what it counted. On the
 * running-lease demo of `npm start` (where the figures came from), for the boss (both apartments) and the
 * staff member (东湖公寓 only): each room counter equals the rooms of the board list it opens (/jizhongHome?todo=…),
 * and the counters that open another screen equal that screen's rows.
 */
let h: Harness, t: Tokens;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
}, 180_000); // the first file of a run to ask for the running-lease demo seeds its template

const get = async (token: string, path: string) => {
  const r = await h.call('GET', path, { token });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.json.data;
};
const tiles = (board: any) => board.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));

const ROOM_COUNTERS: [string, TodoList][] = [
  ['rentCount', 'overdueRent'],
  ['hydroelectricCount', 'utility'],
  ['futureCount', 'due'],
  ['checkOutRoomCount', 'checkOut'],
  ['registerCount', 'register'],
  ['pictureCount', 'picture'],
  ['abnormalCount', 'abnormal'],
];

describe('dashboard counters = rows of the list each opens', () => {
  for (const who of ['boss', 'staff'] as const) {
    for (const [counter, list] of ROOM_COUNTERS) {
      it(`${who}: ${counter} = the board's ?todo=${list} rooms (and its statistics)`, async () => {
        const todo = await get(t[who], '/api/dashboard/todo');
        const board = await get(t[who], `/api/board/houses?todo=${list}`);
        const stats = await get(t[who], `/api/board/stats?todo=${list}`);
        expect(board.houseCount).toBe(todo[counter]);
        expect(tiles(board)).toHaveLength(todo[counter]);
        expect(stats.houseTotal).toBe(todo[counter]);
      });
    }
  }

  it('the demo has something in the lists the issue names, and each list holds what its counter says', async () => {
    const todo = await get(t.boss, '/api/dashboard/todo');
    for (const k of ['rentCount', 'futureCount', 'checkOutRoomCount', 'registerCount'])
      expect(todo[k], k).toBeGreaterThan(0);
    // 待退房: leases past their end, not checked out: every room of the list shows 已到期 among its statuses.
    const out = tiles(await get(t.boss, '/api/board/houses?todo=checkOut'));
    for (const x of out) expect(x.houseStatus.map((s: any) => s.statusCode)).toContain(STATUS.expired);
    // 待登记: rented by flag without a lease: each is 待登记 (8) on the board and has no lease.
    const reg = tiles(await get(t.boss, '/api/board/houses?todo=register'));
    for (const x of reg) {
      expect(x.houseStatus.map((s: any) => s.statusCode)).toContain(STATUS.unregistered);
      expect(x.leaseId).toBeNull();
    }
    // 逾期房租: each room has an overdue bill (欠费).
    for (const x of tiles(await get(t.boss, '/api/board/houses?todo=overdueRent')))
      expect(x.houseStatus[0].statusCode).toBe(STATUS.arrears);
  });

  it('a counter list narrows with the place filters like the rest of the board', async () => {
    const east = (await get(t.boss, '/api/board/filters')).apartments.find(
      (a: any) => a.name === '东湖公寓',
    ).apartmentId;
    const all = await get(t.boss, '/api/board/houses?todo=register');
    const eastOnly = await get(t.boss, `/api/board/houses?todo=register&apartmentId=${east}`);
    const eastRooms = all.apartments.find((a: any) => a.apartmentId === east);
    expect(eastOnly.houseCount).toBe(
      eastRooms ? eastRooms.floors.reduce((n: number, f: any) => n + f.houses.length, 0) : 0,
    );
    expect((await h.call('GET', '/api/board/houses?todo=nonsense', { token: t.boss })).json.msg).toBe('待办类型不正确');
  });

  for (const who of ['boss', 'staff'] as const) {
    it(`${who}: 待确认租约 = the lease list's tab 1, 定金订单 = the open deposit orders, 预约看房 = the viewings from today`, async () => {
      const todo = await get(t[who], '/api/dashboard/todo');
      const leases = await get(t[who], '/api/leases?tab=1');
      expect(leases.total).toBe(todo.checkCount);
      expect(todo.checkCount).toBeGreaterThan(0);
      const orders = await get(t[who], '/api/deposits?open=1');
      expect(orders.total).toBe(todo.advanceCount);
      const viewings = await get(t[who], `/api/appointments?startDate=${todo.windows.today}`);
      expect(viewings.total).toBe(todo.reservationCount);
    });
  }
});
