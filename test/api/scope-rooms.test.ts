import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, type Harness, type Tokens } from './harness';

/**
 * Issue 20.3: a staff member sees the rooms of their projects, room by room (api/houses/scope.ts visibleRooms). Five
 * 西城 rooms moved into a new project: its staff member sees exactly those on the board, the lease list and the
 * dashboard (counters = their lists), and receives exactly those on a sync pull; the 西城 staff member loses them, also
 * on the device (tombstones on the next pull from the cursor it held).
 */
let h: Harness, t: Tokens, five: string[], westRooms: string[], project: string, westStaff: string, newStaff: string;
let westCursor: number;

const get = async (token: string, path: string) => {
  const r = await h.call('GET', path, { token });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.json.data;
};
const tiles = (board: any): string[] =>
  board.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses.map((x: any) => x.houseId)));
const pull = (token: string, cursor = 0) => get(token, `/api/sync/pull?cursor=${cursor}`);
const live = (rows: any[]) => rows.filter((r) => !r.deleted).map((r) => r.id);
const dead = (rows: any[]) => rows.filter((r) => r.deleted).map((r) => r.id);

async function roleId(name: string) {
  return (await get(t.boss, '/api/admin/roles')).find((r: any) => r.roleName === name).pkId as string;
}

async function newAccount(phone: string, name: string, projectIds: string[]) {
  const r = await h.call('POST', '/api/admin/staff', {
    token: t.boss,
    json: {
      name,
      phone,
      email: `${phone}@example.com`,
      password: 'Guanjia2026',
      userType: 2,
      projectIds,
      roleIds: [await roleId('管家')],
    },
  });
  expect(r.status, r.text).toBe(200);
  return h.login(phone, 'Guanjia2026');
}

beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
  const offices = await get(t.boss, '/api/admin/offices');
  const company = offices.find((o: any) => o.kind === 1).officeId;
  const west = offices.find((o: any) => o.name === '西城项目').officeId;
  westStaff = await newAccount('13700000021', '西城管家', [west]);
  westCursor = (await pull(westStaff)).cursor;
  const made = await h.call('POST', '/api/admin/projects', {
    token: t.boss,
    json: { name: '南湖项目', pid: company },
  });
  expect(made.status, made.text).toBe(200);
  project = (await get(t.boss, '/api/admin/offices?kind=2')).find((o: any) => o.name === '南湖项目').officeId;
  const westApt = (await get(t.boss, '/api/houses/apartments')).find((a: any) => a.name === '西城公寓').apartmentId;
  const all = await get(t.boss, `/api/admin/house-allocation?apartmentId=${westApt}&size=100`);
  westRooms = all.records.map((r: any) => r.houseId);
  // Rooms with leases first, so the lease list and the counters have something in them.
  const leased = (await get(t.boss, '/api/leases?houseName=西城&size=100')).records.map((l: any) => l.houseId);
  const first = [...new Set<string>(leased)].filter((id) => westRooms.includes(id)).slice(0, 3);
  five = [...first, ...westRooms.filter((id) => !first.includes(id))].slice(0, 5);
  const moved = await h.call('PUT', '/api/admin/house-allocation', {
    token: t.boss,
    json: { officeId: project, houseIds: five },
  });
  expect(moved.json.data.moved).toBe(5);
  newStaff = await newAccount('13700000022', '南湖管家', [project]);
}, 180_000);

describe('a staff member of a project with five moved rooms', () => {
  it('sees exactly those five on the board and its statistics', async () => {
    const board = await get(newStaff, '/api/board/houses');
    expect(tiles(board).sort()).toEqual([...five].sort());
    expect(board.houseCount).toBe(5);
    expect((await get(newStaff, '/api/board/stats')).houseTotal).toBe(5);
  });

  it('sees only the leases of those rooms, and each room opens; another 西城 room is missing', async () => {
    const leases = await get(newStaff, '/api/leases?size=100');
    const boss = await get(t.boss, '/api/leases?size=100');
    const expected = boss.records.filter((l: any) => five.includes(l.houseId)).map((l: any) => l.leaseId);
    expect(leases.records.map((l: any) => l.leaseId).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    const other = westRooms.find((id) => !five.includes(id))!;
    expect((await h.call('GET', `/api/leases/defaults?houseId=${other}`, { token: newStaff })).status).toBe(404);
  });

  it('has dashboard counters equal to the lists they open', async () => {
    const todo = await get(newStaff, '/api/dashboard/todo');
    for (const [counter, list] of [
      ['rentCount', 'overdueRent'],
      ['futureCount', 'due'],
      ['registerCount', 'register'],
      ['pictureCount', 'picture'],
      ['abnormalCount', 'abnormal'],
    ]) {
      const board = await get(newStaff, `/api/board/houses?todo=${list}`);
      expect(board.houseCount, counter).toBe(todo[counter]);
      expect(
        tiles(board).every((id) => five.includes(id)),
        counter,
      ).toBe(true);
    }
    expect((await get(newStaff, '/api/leases?tab=1')).total).toBe(todo.checkCount);
    expect((await get(newStaff, '/api/deposits?open=1')).total).toBe(todo.advanceCount);
  });

  it('receives exactly those rooms (and their apartment) on a first sync pull', async () => {
    const p = await pull(newStaff);
    expect(live(p.changes.rooms).sort()).toEqual([...five].sort());
    expect(p.changes.apartments.map((a: any) => a.name)).toEqual(['西城公寓']);
  });
});

describe('the boss', () => {
  it('filters the board by the new project: its five rooms; the project is among the choices', async () => {
    const filters = await get(t.boss, '/api/board/filters');
    expect(filters.offices.map((o: any) => o.officeId)).toContain(project);
    const board = await get(t.boss, `/api/board/houses?officeId=${project}`);
    expect(tiles(board).sort()).toEqual([...five].sort());
    expect((await get(newStaff, '/api/board/filters')).offices.map((o: any) => o.name)).toEqual(['南湖项目']);
  });
});

describe('the 西城 staff member', () => {
  it('no longer sees them, and the device drops them on its next pull', async () => {
    const board = await get(westStaff, '/api/board/houses');
    expect(tiles(board).some((id) => five.includes(id))).toBe(false);
    expect(board.houseCount).toBe(westRooms.length - 5);
    const leases = await get(westStaff, '/api/leases?size=100');
    expect(leases.records.some((l: any) => five.includes(l.houseId))).toBe(false);
    const next = await pull(westStaff, westCursor);
    expect(dead(next.changes.rooms).sort()).toEqual([...five].sort());
    expect(live(next.changes.rooms).some((id: string) => five.includes(id))).toBe(false);
    const fresh = await pull(westStaff);
    expect(live(fresh.changes.rooms).some((id: string) => five.includes(id))).toBe(false);
  });

  it('gets them back as rows when they move back, and the other device drops them', async () => {
    const westCursor2 = (await pull(westStaff)).cursor;
    const newCursor = (await pull(newStaff)).cursor;
    const west = (await get(t.boss, '/api/admin/offices?kind=2')).find((o: any) => o.name === '西城项目').officeId;
    const back = await h.call('PUT', '/api/admin/house-allocation', {
      token: t.boss,
      json: { officeId: west, houseIds: five.slice(0, 2) },
    });
    expect(back.json.data.moved).toBe(2);
    const w = await pull(westStaff, westCursor2);
    expect(live(w.changes.rooms).sort()).toEqual(five.slice(0, 2).sort());
    const n = await pull(newStaff, newCursor);
    expect(dead(n.changes.rooms).sort()).toEqual(five.slice(0, 2).sort());
    expect(tiles(await get(newStaff, '/api/board/houses')).sort()).toEqual(five.slice(2).sort());
  });

  it('a staff member moved to another project drops the old rooms and receives the new on the next pull', async () => {
    const cursor = (await pull(westStaff)).cursor;
    const me = (await get(t.boss, '/api/admin/staff?phone=13700000021')).records[0].pkId;
    const r = await h.call('PUT', `/api/admin/staff/${me}/projects`, {
      token: t.boss,
      json: { projectIds: [project] },
    });
    expect(r.status).toBe(200);
    const p = await pull(westStaff, cursor);
    expect(live(p.changes.rooms).sort()).toEqual(five.slice(2).sort());
    expect(dead(p.changes.rooms)).toEqual(
      expect.arrayContaining(westRooms.filter((id) => !five.slice(2).includes(id))),
    );
  });
});
