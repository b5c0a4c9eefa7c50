import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import { roomRow, roomsOf, setRoom } from './factories/houses';

let h: Harness, boss: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, staff, otherBoss } = await signedIn()));

const roomOf = async (apt: string, isRent: number) => (await roomsOf(h.db, apt)).find((r) => r.isRent === isRent)!;
const reload = (id: string) => roomRow(h.db, id);
const put = (token: string, id: string, action: string, json: unknown) =>
  h.call('PUT', `/api/board/houses/${id}/${action}`, { token, json });

describe('PUT /api/board/houses/:id/rent', () => {
  it("changes the rent status with '修改成功' and bumps the version", async () => {
    const r = await roomOf('东湖公寓', 0);
    const res = await put(staff, r.id, 'rent', { isRent: 1 });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    const after = await reload(r.id);
    expect(after.isRent).toBe(1);
    expect(after.version).toBeGreaterThan(r.version);
    expect(res.json.data).toEqual({ houseId: r.id, isRent: 1, version: after.version });
    // rented by flag, without a lease: 待登记 on the board, as on the dashboard's counter
    const board = await h.call('GET', `/api/board/houses?apartmentId=${r.apartmentId}&isRegister=1`, { token: staff });
    const ids = board.json.data.apartments[0].floors.flatMap((f: any) => f.houses.map((x: any) => x.houseId));
    expect(ids).toContain(r.id);
  });

  it('refuses to mark a room under decoration as rented (409)', async () => {
    const r = await roomOf('东湖公寓', 0);
    await setRoom(h.db, r.id, { isDecoration: 1 });
    const res = await put(boss, r.id, 'rent', { isRent: 1 });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe('房间装修中，不能设为已出租');
    expect((await reload(r.id)).isRent).toBe(0);
  });

  it('validates the body in Chinese', async () => {
    const r = await roomOf('东湖公寓', 0);
    for (const body of [{}, { isRent: 2 }, { isRent: '1' }]) {
      const res = await put(boss, r.id, 'rent', body);
      expect(res.status).toBe(400);
      expect(res.json.msg).toBe('状态只能是0或1');
    }
  });
});

describe('PUT /api/board/houses/:id/decoration', () => {
  it('opens and closes the lock on a vacant room, bumping the version each time', async () => {
    const r = await roomOf('东湖公寓', 0);
    const on = await put(boss, r.id, 'decoration', { isDecoration: 1 });
    expect(on.status).toBe(200);
    expect(on.json.msg).toBe('修改成功');
    const v1 = (await reload(r.id)).version;
    expect((await reload(r.id)).isDecoration).toBe(1);
    expect(v1).toBeGreaterThan(r.version);
    const off = await put(boss, r.id, 'decoration', { isDecoration: 0 });
    expect(off.status).toBe(200);
    expect((await reload(r.id)).isDecoration).toBe(0);
    expect((await reload(r.id)).version).toBeGreaterThan(v1);
  });

  it('refuses the lock on a rented room with a clear Chinese message (409), leaving the row alone', async () => {
    const r = await roomOf('东湖公寓', 1);
    const res = await put(boss, r.id, 'decoration', { isDecoration: 1 });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: 409, msg: '房间已出租，不能开启装修锁', data: null });
    const after = await reload(r.id);
    expect(after.isDecoration).toBe(0);
    expect(after.version).toBe(r.version);
  });
});

describe('PUT /api/board/houses/:id/show', () => {
  it('hides and shows a room on the public display', async () => {
    const r = await roomOf('东湖公寓', 1);
    const res = await put(staff, r.id, 'show', { isShow: 0 });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    expect((await reload(r.id)).isShow).toBe(0);
    expect((await reload(r.id)).version).toBeGreaterThan(r.version);
    const bad = await put(staff, r.id, 'show', { isShow: 3 });
    expect(bad.status).toBe(400);
  });
  // The refusal while a lease awaits registration (status 1) needs lease data, which the leases feature adds; the
  // rule itself is tested on the shared pure function in sync/board-status.test.ts (roomActionRefusal).
});

describe('PUT /api/board/houses/:id/remark', () => {
  it('saves a remark (trimmed) and makes the room match isRemark', async () => {
    const r = await roomOf('东湖公寓', 0);
    const res = await put(staff, r.id, 'remark', { remark: '  空调不制冷，已报修  ' });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    expect((await reload(r.id)).remark).toBe('空调不制冷，已报修');
    expect((await reload(r.id)).version).toBeGreaterThan(r.version);
    const board = await h.call('GET', `/api/board/houses?apartmentId=${r.apartmentId}&isRemark=1`, { token: staff });
    const remarked = board.json.data.apartments[0].floors.flatMap((f: any) => f.houses);
    expect(remarked.map((x: any) => x.houseId)).toContain(r.id);
    expect(remarked.every((x: any) => x.remark.trim() !== '')).toBe(true);
  });

  it('allows 200 characters, refuses 201 and a missing remark', async () => {
    const r = await roomOf('东湖公寓', 0);
    expect((await put(boss, r.id, 'remark', { remark: '备'.repeat(200) })).status).toBe(200);
    const long = await put(boss, r.id, 'remark', { remark: '备'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('备注不能超过200个字');
    const missing = await put(boss, r.id, 'remark', {});
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('请输入备注');
  });
});

describe('scope of the room actions', () => {
  it.each(['rent', 'decoration', 'show', 'remark'])(
    '%s: a room outside the staff member’s project → 404',
    async (action) => {
      const r = await roomOf('西城公寓', 0);
      const body = {
        rent: { isRent: 1 },
        decoration: { isDecoration: 1 },
        show: { isShow: 0 },
        remark: { remark: 'x' },
      }[action];
      const res = await put(staff, r.id, action, body);
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('房间不存在或无权查看');
      expect((await reload(r.id)).version).toBe(r.version);
    },
  );

  it.each(['rent', 'decoration', 'show', 'remark'])("%s: another organisation's room → 404", async (action) => {
    const r = await roomOf('东湖公寓', 0);
    const body = { rent: { isRent: 1 }, decoration: { isDecoration: 1 }, show: { isShow: 0 }, remark: { remark: 'x' } }[
      action
    ];
    const res = await put(otherBoss, r.id, action, body);
    expect(res.status).toBe(404);
    expect(await reload(r.id)).toEqual(r);
  });

  it('an unknown room → 404; without a token → 401', async () => {
    expect((await put(boss, 'nope', 'remark', { remark: 'x' })).status).toBe(404);
    expect((await h.call('PUT', `/api/board/houses/nope/rent`, { json: { isRent: 1 } })).status).toBe(401);
  });
});
