import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness, type Tokens } from './harness';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import {
  boardReader,
  deviceBoard,
  deviceMatchCount,
  type LocalBoardFilters,
} from '../../sync/rules/board/board-from-rows';
import { mergeBoardPages } from '../../sync/rules/board/board-page';
import { deviceFirstFloors, firstFloorsReader } from '../../sync/rules/board/board-first-floors';
import type { BoardData } from '../../sync/contract/board/board';
import type { PullResponse, PushResponse } from '../../sync/protocol/protocol';
import type { FilterFlag } from '../../sync/rules/board/board-status';

let h: Harness, t: Tokens & { east: string; west: string };
beforeEach(async () => {
  const s = await signedIn();
  h = s.h;
  t = s;
});

/** An engine holding everything the user may pull (as the PWA's after its first sync). */
async function engineOf(token: string) {
  const engine = await SyncEngine.open({ store: memoryStore(), clientId: 'test-device', now: () => h.deps.now() });
  for (;;) {
    const r = await h.call('GET', `/api/sync/pull?cursor=${engine.state.cursor}`, { token });
    expect(r.status).toBe(200);
    if (!(await engine.onPull(r.json.data as PullResponse))) break;
  }
  return engine;
}

const filters = (f: Partial<LocalBoardFilters> = {}): LocalBoardFilters => ({
  cityId: '',
  districtId: '',
  officeId: '',
  apartmentId: '',
  houseNumber: '',
  flags: [],
  ...f,
});
const query = (f: LocalBoardFilters) => {
  const q = new URLSearchParams();
  for (const k of ['cityId', 'districtId', 'officeId', 'apartmentId', 'houseNumber'] as const) if (f[k]) q.set(k, f[k]);
  for (const flag of f.flags) q.set(flag, '1');
  return q.toString();
};
/** The owners table is not synced: the local tile carries the room's own ownerName. */
const withoutOwner = (data: any) => ({
  ...data,
  apartments: data.apartments.map((a: any) => ({
    ...a,
    floors: a.floors.map((fl: any) => ({ ...fl, houses: fl.houses.map(({ ownerName: _o, ...x }: any) => x) })),
  })),
});

/** The device's board (read per apartment through the engine's indexes), `pages` pages of `size` rooms. */
const local = async (engine: SyncEngine, f: LocalBoardFilters, pages = 1, size?: number) =>
  deviceBoard(boardReader(engine), f, h.deps.now(), pages, size);

/** The server's first `pages` pages of `size` rooms, merged as the page merges them. */
async function serverPages(token: string, f: LocalBoardFilters, pages: number, size?: number): Promise<BoardData> {
  h.deps.config.boardPageRooms = size;
  const got: BoardData[] = [];
  let after = '';
  while (got.length < pages) {
    const r = await h.call(
      'GET',
      `/api/board/houses?${query(f)}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      {
        token,
      },
    );
    expect(r.status).toBe(200);
    got.push(r.json.data as BoardData);
    if (!got.at(-1)!.next) break;
    after = got.at(-1)!.next!;
  }
  h.deps.config.boardPageRooms = undefined;
  return mergeBoardPages(got);
}

async function expectSame(token: string, engine: SyncEngine, f: LocalBoardFilters) {
  const mine = await local(engine, f);
  expect(withoutOwner(mine.data)).toEqual(withoutOwner(await serverPages(token, f, 1)));
  const stats = await h.call('GET', `/api/board/stats?${query(f)}`, { token });
  expect(mine.stats).toEqual(stats.json.data);
  // Page by page with a small page: the same pages, the same cursors.
  for (const pages of [1, 2, 3])
    expect(withoutOwner((await local(engine, f, pages, 7)).data)).toEqual(
      withoutOwner(await serverPages(token, f, pages, 7)),
    );
  const everywhere = await h.call('GET', `/api/board/stats?${query({ ...f, apartmentId: '' })}`, { token });
  expect(await deviceMatchCount(boardReader(engine), f, h.deps.now())).toBe(everywhere.json.data.houseTotal);
  return mine.data;
}

describe('deviceBoard (the offline board) matches GET /api/board/houses (page by page) and /stats', () => {
  it('for every apartment, one apartment, a room number and flags (boss, manager, staff)', async () => {
    for (const who of ['boss', 'manager', 'staff'] as const) {
      const engine = await engineOf(t[who]);
      const all = await expectSame(t[who], engine, filters());
      expect(all.houseCount).toBeGreaterThan(0);
      await expectSame(t[who], engine, filters({ apartmentId: t.east }));
      await expectSame(t[who], engine, filters({ houseNumber: '10' }));
      for (const flags of [['isVacant'], ['isDecoration', 'isRemark'], ['isReceipt']] as FilterFlag[][])
        await expectSame(t[who], engine, filters({ flags }));
      const apt = (await engine.all('apartments'))[0]!;
      await expectSame(t[who], engine, filters({ cityId: apt.cityCode, districtId: apt.districtCode }));
      if (apt.projectId) await expectSame(t[who], engine, filters({ officeId: apt.projectId }));
    }
  });

  it('shows queued changes at once and still matches the server once they are pushed', async () => {
    const engine = await engineOf(t.manager);
    const before = (await local(engine, filters({ apartmentId: t.east }))).data;
    const tiles = before.apartments[0].floors.flatMap((f) => f.houses);
    const a = tiles.find((x) => x.isDecoration === 0 && x.isRent === 0)!;
    const b = tiles.find((x) => x.houseId !== a.houseId && x.isDecoration === 0)!;
    expect((await engine.mutate('room.setRemark', { houseId: a.houseId, remark: '离线备注' })).ok).toBe(true);
    expect((await engine.mutate('room.setRent', { houseId: b.houseId, isRent: b.isRent ? 0 : 1 })).ok).toBe(true);
    const remarked = (await local(engine, filters({ apartmentId: t.east, flags: ['isRemark'] }))).data;
    const shown = remarked.apartments[0].floors.flatMap((f) => f.houses);
    expect(shown.find((x) => x.houseId === a.houseId)?.remark).toBe('离线备注');
    const after = (await local(engine, filters({ apartmentId: t.east }))).data;
    expect(after.apartments[0].floors.flatMap((f) => f.houses).find((x) => x.houseId === b.houseId)?.isRent).toBe(
      b.isRent ? 0 : 1,
    );

    const push = await h.call('POST', '/api/sync/push', {
      token: t.manager,
      json: { clientId: 'test-device', mutations: engine.state.outbox },
    });
    expect((push.json.data as PushResponse).results.map((r) => r.status)).toEqual(['applied', 'applied']);
    await engine.onPushResult((push.json.data as PushResponse).results);
    const r = await h.call('GET', `/api/sync/pull?cursor=${engine.state.cursor}`, { token: t.manager });
    await engine.onPull(r.json.data as PullResponse);
    expect(engine.pendingCount).toBe(0);
    await expectSame(t.manager, engine, filters({ apartmentId: t.east }));
  });
});

describe('a project filter after rooms were moved into another project one by one (part 4 assignment)', () => {
  it('selects by the rooms effective project on the device as on the server, for the new project and the old', async () => {
    const get = async (path: string) => (await h.call('GET', path, { token: t.boss })).json.data;
    const offices = await get('/api/admin/offices');
    const west = offices.find((o: any) => o.name === '西城项目').officeId as string;
    const made = await h.call('POST', '/api/admin/projects', {
      token: t.boss,
      json: { name: '南湖项目', pid: offices.find((o: any) => o.kind === 1).officeId },
    });
    expect(made.status, made.text).toBe(200);
    const south = (await get('/api/admin/offices?kind=2')).find((o: any) => o.name === '南湖项目').officeId as string;
    const westRooms = (await get(`/api/admin/house-allocation?apartmentId=${t.west}&size=100`)).records;
    // Rooms on two floors of 西城 and one of 东湖: the new project spans two apartments, the old one loses some.
    const moving = [westRooms[0].houseId, westRooms[12].houseId, westRooms[13].houseId];
    const eastRoom = (await get(`/api/admin/house-allocation?apartmentId=${t.east}&size=1`)).records[0].houseId;
    const moved = await h.call('PUT', '/api/admin/house-allocation', {
      token: t.boss,
      json: { officeId: south, houseIds: [...moving, eastRoom] },
    });
    expect(moved.json.data.moved).toBe(4);

    const engine = await engineOf(t.boss);
    const southBoard = await expectSame(t.boss, engine, filters({ officeId: south }));
    expect(southBoard.houseCount).toBe(4);
    expect(
      southBoard.apartments.flatMap((a) => a.floors.flatMap((f) => f.houses.map((x) => x.houseId))).sort(),
    ).toEqual([...moving, eastRoom].sort());
    const westBoard = await expectSame(t.boss, engine, filters({ officeId: west }));
    expect(westBoard.houseCount).toBe(westRooms.length - 3);
    await expectSame(t.boss, engine, filters({ officeId: south, flags: ['isVacant'] }));
    await expectSame(t.boss, engine, filters({ officeId: south, apartmentId: t.west }));
    // The filter panel offers both apartments under the new project, and 西城 still under its own.
    const panel = (await get('/api/board/filters')).apartments as { apartmentId: string; officeIds: string[] }[];
    expect(
      panel
        .filter((a) => a.officeIds.includes(south))
        .map((a) => a.apartmentId)
        .sort(),
    ).toEqual([t.east, t.west].sort());
    expect(panel.find((a) => a.apartmentId === t.west)!.officeIds).toContain(west);
    // The first paint of one apartment does not guess a project's rooms from its lowest floors.
    expect(await deviceFirstFloors(firstFloorsReader(engine), filters({ officeId: south }), h.deps.now())).toBeNull();
  });
});

describe("the device board's default apartment and first floors (the first paint on a phone)", () => {
  it('names the first apartment in board order as the server does, with the same first page', async () => {
    for (const who of ['boss', 'staff'] as const) {
      const engine = await engineOf(t[who]);
      const mine = await local(engine, filters({ firstApartment: true }));
      const r = await h.call('GET', '/api/board/houses?firstApartment=1', { token: t[who] });
      expect(r.status).toBe(200);
      expect(mine.data.apartmentId).toBeTruthy();
      expect(withoutOwner(mine.data)).toEqual(withoutOwner(r.json.data));
    }
  });

  it("reads whole floors from the lowest until enough rooms are in: the first page's first floors, same tiles", async () => {
    const engine = await engineOf(t.boss);
    for (const minRooms of [1, 5, 30, 10_000]) {
      const page = (await local(engine, filters({ firstApartment: true }))).data;
      const first = (await deviceFirstFloors(
        firstFloorsReader(engine),
        filters({ firstApartment: true }),
        h.deps.now(),
        minRooms,
      ))!;
      expect(first.apartmentId).toBe(page.apartmentId);
      const floors = first.apartments[0].floors;
      const rooms = floors.flatMap((f) => f.houses).length;
      const all = page.apartments[0].floors.flatMap((f) => f.houses).length;
      expect(rooms).toBeGreaterThanOrEqual(Math.min(minRooms, all));
      // Whole floors, the page's first ones: one floor fewer would not have been enough.
      expect(floors).toEqual(page.apartments[0].floors.slice(0, floors.length));
      // The apartment's rent rate already, from the room counts the store keeps.
      const { rentRate, rentedTotal, houseTotal } = page.apartments[0];
      expect(first.apartments[0]).toMatchObject({ rentRate, rentedTotal, houseTotal });
      expect(houseTotal).toBeGreaterThan(0);
      expect(rooms - floors.at(-1)!.houses.length).toBeLessThan(minRooms);
    }
    const named = filters({ apartmentId: t.west });
    const west = (await deviceFirstFloors(firstFloorsReader(engine), named, h.deps.now(), 1))!;
    expect(west.apartments.map((a) => a.apartmentId)).toEqual([t.west]);
    expect(west.apartments[0].floors).toEqual(
      (await local(engine, named)).data.apartments[0].floors.slice(0, west.apartments[0].floors.length),
    );
    // A room filter needs every room's status, and several apartments are the whole page's: no first floors.
    for (const f of [filters({ firstApartment: true, flags: ['isVacant'] }), filters({ houseNumber: '1' }), filters()])
      expect(await deviceFirstFloors(firstFloorsReader(engine), f, h.deps.now())).toBeNull();
  });
});
