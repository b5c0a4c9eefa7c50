import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONES, signedIn, type Harness } from './harness';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { metersOf, roomRow } from './factories/houses';
import { OPERATE } from '../../sync/rules/houses/room-plan';

interface House {
  houseId: string;
  houseNumber: string;
  isRent: number;
}
interface Floor {
  floor: number;
  houses: House[];
}
let h: Harness, boss: string, east: string, west: string;
beforeEach(async () => ({ h, boss, east, west } = await signedIn()));

async function detail(id: string, token = boss) {
  const r = await h.call('GET', `/api/houses/apartments/${id}`, { token });
  return r.json.data as { totalFloor: number; isElevator: number; floorData: Floor[] };
}
const room = (d: { floorData: Floor[] }, number: string) =>
  d.floorData.flatMap((f) => f.houses).find((x) => x.houseNumber === number)!;
const save = (id: string, json: unknown, token = boss) =>
  h.call('PUT', `/api/houses/apartments/${id}/floors`, { token, json });
const row = (id: string) => roomRow(h.db, id);

describe('the demo', () => {
  it('has about 120 rooms in 示例公寓, numbered floor + two-digit index, or floor + index from 10', async () => {
    const e = await detail(east);
    const w = await detail(west);
    expect(e.floorData).toHaveLength(8);
    expect(w.floorData).toHaveLength(6);
    const total = [...e.floorData, ...w.floorData].reduce((n, f) => n + f.houses.length, 0);
    expect(total).toBe(124);
    expect(e.floorData[2].houses.map((x) => x.houseNumber)).toEqual([
      '301',
      '302',
      '303',
      '304',
      '305',
      '306',
      '307',
      '308',
    ]);
    expect(w.floorData[2].houses.map((x) => x.houseNumber)).toEqual([
      '301',
      '302',
      '303',
      '304',
      '305',
      '306',
      '307',
      '308',
      '309',
      '310',
    ]);
  });
});

describe('PUT /api/houses/apartments/:id/floors', () => {
  it('adds, renumbers and deletes rooms by operate flag; versions increase on each changed row', async () => {
    const d = await detail(west);
    const r301 = room(d, '301');
    const r302 = room(d, '302');
    const free = d.floorData[4].houses.find((x) => x.isRent === 0)!; // a floor-5 room not rented
    const before = {
      r301: (await row(r301.houseId)).version,
      free: (await row(free.houseId)).version,
      r302: (await row(r302.houseId)).version,
    };
    const r = await save(west, {
      totalFloor: 7,
      isElevator: 1,
      floorData: [
        {
          floor: 3,
          isChange: 1,
          houses: [
            { houseId: r301.houseId, houseNumber: '3001', operate: OPERATE.update },
            { houseId: r302.houseId, houseNumber: '302', operate: OPERATE.none },
          ],
        },
        {
          floor: 5,
          isChange: 1,
          houses: [{ houseId: free.houseId, houseNumber: free.houseNumber, operate: OPERATE.remove }],
        },
        {
          floor: 7,
          isChange: 1,
          houses: [
            { houseNumber: '701', isRent: 1, operate: OPERATE.add },
            { houseNumber: '702', operate: OPERATE.add },
          ],
        },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('提交成功');
    expect(r.json.data).toMatchObject({ added: 2, updated: 1, deleted: 1 });
    expect(await row(r301.houseId)).toMatchObject({ houseNumber: '3001' });
    expect((await row(r301.houseId)).version).toBeGreaterThan(before.r301);
    expect((await row(r302.houseId)).version).toBe(before.r302);
    expect((await row(free.houseId)).deletedAt).not.toBeNull();
    expect((await row(free.houseId)).version).toBeGreaterThan(before.free);

    const after = await detail(west);
    expect(after.totalFloor).toBe(7);
    expect(after.isElevator).toBe(1);
    expect(after.floorData.map((f) => f.floor)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(after.floorData[6].houses.map((x) => [x.houseNumber, x.isRent])).toEqual([
      ['701', 1],
      ['702', 0],
    ]);
    expect(after.floorData[4].houses.map((x) => x.houseNumber)).not.toContain(free.houseNumber);
    const newRooms = await h.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.apartmentId, west), eq(rooms.houseNumber, '701')));
    expect(newRooms[0].version).toBeGreaterThan(before.r301);

    // A new room gets its three manual meters; a deleted room's meters are deleted with it.
    expect(await metersOf(h.db, newRooms[0].id)).toEqual([
      { devType: 1, isAuto: 0, name: '701冷水表', deletedAt: null },
      { devType: 2, isAuto: 0, name: '701电表', deletedAt: null },
      { devType: 4, isAuto: 0, name: '701热水表', deletedAt: null },
    ]);
    const gone = await metersOf(h.db, free.houseId);
    expect(gone.length).toBe(3);
    expect(gone.every((m) => m.deletedAt !== null)).toBe(true);
  });

  it('a rented room cannot be deleted', async () => {
    const d = await detail(west);
    const rented = d.floorData.flatMap((f) => f.houses).find((x) => x.isRent === 1)!;
    const r = await save(west, {
      floorData: [
        { floor: 1, houses: [{ houseId: rented.houseId, houseNumber: rented.houseNumber, operate: OPERATE.remove }] },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('房间已出租，不能删除');
    expect((await row(rented.houseId)).deletedAt).toBeNull();
  });

  it('deleting every room of a floor deletes the floor', async () => {
    const id = (
      await h.call('POST', '/api/houses/apartments', {
        token: boss,
        json: {
          name: '小楼',
          address: '杭州市西湖区小路 1 号',
          locationName: '西城商圈',
          cityCode: '3301',
          districtCode: '330106',
          totalFloor: 2,
          floorData: [
            { floor: 1, houses: [{ houseNumber: '101', operate: OPERATE.add }] },
            { floor: 2, houses: [{ houseNumber: '201', operate: OPERATE.add }] },
          ],
        },
      })
    ).json.data.apartmentId as string;
    const d = await detail(id);
    const r = await save(id, {
      totalFloor: 1,
      floorData: [
        { floor: 2, houses: [{ houseId: room(d, '201').houseId, houseNumber: '201', operate: OPERATE.remove }] },
      ],
    });
    expect(r.status).toBe(200);
    const fl = await h.db.select().from(floors).where(eq(floors.apartmentId, id));
    expect(fl.find((f) => f.floor === 2)!.deletedAt).not.toBeNull();
    expect(fl.find((f) => f.floor === 1)!.deletedAt).toBeNull();
    expect((await detail(id)).floorData.map((f) => f.floor)).toEqual([1]);
  });

  it('validation: 有房间号未填写, 请添加楼层及房间信息, 楼层数不够用, duplicates, unknown rooms', async () => {
    const d = await detail(west);
    let r = await save(west, { floorData: [{ floor: 1, houses: [{ houseNumber: '', operate: OPERATE.add }] }] });
    expect(r.json.msg).toBe('有房间号未填写');
    r = await save(west, {
      floorData: [
        { floor: 1, houses: [{ houseId: room(d, '101').houseId, houseNumber: ' ', operate: OPERATE.update }] },
      ],
    });
    expect(r.json.msg).toBe('有房间号未填写');
    // the existing rooms beyond a smaller total floor count
    r = await save(west, { totalFloor: 5, floorData: [] });
    expect(r.json.msg).toBe('楼层数不够用');
    r = await save(west, { floorData: [{ floor: 7, houses: [{ houseNumber: '701', operate: OPERATE.add }] }] });
    expect(r.json.msg).toBe('楼层数不够用');
    r = await save(west, { floorData: [{ floor: 6, houses: [{ houseNumber: '101', operate: OPERATE.add }] }] });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('房间号重复：101');
    r = await save(west, {
      floorData: [
        { floor: 1, houses: [{ houseId: room(d, '101').houseId, houseNumber: '102', operate: OPERATE.update }] },
      ],
    });
    expect(r.json.msg).toBe('房间号重复：102');
    r = await save(west, {
      floorData: [{ floor: 1, houses: [{ houseId: 'NOPE', houseNumber: '199', operate: OPERATE.update }] }],
    });
    expect(r.json.msg).toBe('房间不存在或已删除，请刷新后重试');
    r = await save(west, { totalFloor: 0, floorData: [] });
    expect(r.json.msg).toBe('总楼层数为1到100层');
    r = await save(west, { floorData: [{ floor: 1, houses: [{ houseNumber: '1', operate: 9 }] }] });
    expect(r.json.msg).toBe('房间操作类型不正确');

    // a small apartment whose only rooms are deleted: nothing left
    const id = (
      await h.call('POST', '/api/houses/apartments', {
        token: boss,
        json: {
          name: '单间',
          address: '杭州市西湖区小路 2 号',
          locationName: '西城商圈',
          cityCode: '3301',
          districtCode: '330106',
          totalFloor: 1,
          floorData: [{ floor: 1, houses: [{ houseNumber: '101', operate: OPERATE.add }] }],
        },
      })
    ).json.data.apartmentId as string;
    const only = room(await detail(id), '101');
    r = await save(id, {
      floorData: [{ floor: 1, houses: [{ houseId: only.houseId, houseNumber: '101', operate: OPERATE.remove }] }],
    });
    expect(r.json.msg).toBe('请添加楼层及房间信息');
    // nothing was written by the refused saves
    expect((await detail(west)).totalFloor).toBe(6);
  });

  it('a room of another apartment cannot be touched through this one', async () => {
    const e = await detail(east);
    const r = await save(west, {
      floorData: [
        { floor: 1, houses: [{ houseId: room(e, '101').houseId, houseNumber: '199', operate: OPERATE.update }] },
      ],
    });
    expect(r.status).toBe(400);
    expect((await row(room(e, '101').houseId)).houseNumber).toBe('101');
  });

  it('swapping two numbers is allowed', async () => {
    const d = await detail(west);
    const r = await save(west, {
      floorData: [
        {
          floor: 1,
          houses: [
            { houseId: room(d, '101').houseId, houseNumber: '102', operate: OPERATE.update },
            { houseId: room(d, '102').houseId, houseNumber: '101', operate: OPERATE.update },
          ],
        },
      ],
    });
    expect(r.status).toBe(200);
  });

  it('permissions and isolation: staff saves floors of its project only, other org 404, the apartment version moves', async () => {
    const staff = await h.login(PHONES.staff);
    const otherBoss = await h.login(PHONES.otherBoss);
    const v0 = (await h.db.select().from(apartments).where(eq(apartments.id, east)).limit(1))[0]!.version;
    const ok = await save(
      east,
      { isElevator: 0, floorData: [{ floor: 8, houses: [{ houseNumber: '899', operate: OPERATE.add }] }] },
      staff,
    );
    expect(ok.status).toBe(200);
    expect((await h.db.select().from(apartments).where(eq(apartments.id, east)).limit(1))[0]!.version).toBeGreaterThan(
      v0,
    );
    const outside = await save(west, { floorData: [] }, staff);
    expect(outside.status).toBe(404);
    const other = await save(east, { floorData: [] }, otherBoss);
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('公寓不存在或无权查看');
    const manager = await h.login(PHONES.manager);
    expect(
      (await save(west, { floorData: [{ floor: 6, houses: [{ houseNumber: '699', operate: OPERATE.add }] }] }, manager))
        .status,
    ).toBe(200);
    expect(
      await h.db
        .select()
        .from(rooms)
        .where(and(eq(rooms.houseNumber, '699'), isNull(rooms.deletedAt))),
    ).toHaveLength(1);
  });
});
