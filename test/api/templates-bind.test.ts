import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signedIn, upload, type Harness } from './harness';
import { roomsOf, validTemplate } from './templates-helpers';
import { rooms } from '../../api/houses/schema';
import { feeItems } from '../../api/templates/schema';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string, east: string, west: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss, east, west } = await signedIn()));

const bind = (houses: unknown[], token = boss) => h.call('PUT', '/api/templates/bind', { token, json: { houses } });
const roomRow = async (id: string) => (await h.db.select().from(rooms).where(eq(rooms.id, id)))[0];

async function newTemplate(apartmentId: string, extra: Record<string, unknown> = {}) {
  const r = await h.call('POST', '/api/templates', { token: boss, json: validTemplate(apartmentId, extra) });
  expect(r.status).toBe(200);
  return r.json.data.templateId as string;
}

describe('GET /api/templates/rooms', () => {
  it('gives floors with rooms and their template binding; scoped to visible apartments', async () => {
    const r = await h.call('GET', `/api/templates/rooms?apartmentId=${east}`, { token: staff });
    expect(r.status).toBe(200);
    expect(r.json.data.name).toBe('东湖公寓');
    const first = r.json.data.floors[0];
    expect(first.floor).toBe(1);
    expect(first.houses[0]).toMatchObject({ houseNumber: '101' });
    expect(
      first.houses.every((x: { houseTempId: string | null; templateName: string }) => x.houseTempId && x.templateName),
    ).toBe(true);
    expect((await h.call('GET', `/api/templates/rooms?apartmentId=${west}`, { token: staff })).status).toBe(404);
    expect((await h.call('GET', `/api/templates/rooms?apartmentId=${east}`, { token: otherBoss })).status).toBe(404);
  });
});

describe('PUT /api/templates/bind', () => {
  it("copies the template's pictures to a room that has none, and keeps a room's own photos", async () => {
    const [a, b] = [await upload(h, boss), await upload(h, boss)];
    const tid = await newTemplate(east, { pictures: [a, b] });
    const free = (await roomsOf(h, boss, east)).filter((x) => x.isRent === 0).slice(0, 2);
    const own = await h.call('GET', `/api/templates/rooms/${free[1].houseId}`, { token: boss });
    // the detail's extra keys (header, read-only terms) are ignored by the save
    const mine = await upload(h, boss);
    expect(
      (
        await h.call('PUT', `/api/templates/rooms/${free[1].houseId}`, {
          token: boss,
          json: { ...own.json.data, pictures: [mine] },
        })
      ).status,
    ).toBe(200);

    expect((await bind(free.map((x) => ({ houseId: x.houseId, houseTempId: tid, rentCost: 100000 })))).status).toBe(
      200,
    );
    const first = (await h.call('GET', `/api/templates/rooms/${free[0].houseId}`, { token: boss })).json.data;
    expect(first.pictures.map((p: { picture: string; isCover: number }) => [p.picture, p.isCover])).toEqual([
      [a, 1],
      [b, 0],
    ]);
    const second = (await h.call('GET', `/api/templates/rooms/${free[1].houseId}`, { token: boss })).json.data;
    expect(second.pictures.map((p: { picture: string }) => p.picture)).toEqual([mine]);
  });

  it("binds rooms: the template's terms and fees are copied, the rent is the room's own; unbinding resets to 0", async () => {
    const tid = await newTemplate(east);
    const free = (await roomsOf(h, boss, east)).filter((x) => x.isRent === 0).slice(0, 2);
    const before = (await roomRow(free[0].houseId)).version;
    const r = await bind([
      { houseId: free[0].houseId, houseTempId: tid, rentCost: 166600 },
      { houseId: free[1].houseId, houseTempId: tid, rentCost: 170000 },
    ]);
    expect(r.status).toBe(200);
    const a = await roomRow(free[0].houseId);
    expect(a).toMatchObject({
      houseTempId: tid,
      rentCost: 166600,
      deposit: 2,
      payment: 3,
      depositCost: 333200,
      advanceCost: 30000,
      collectRentType: 1,
      collectRentDay: 5,
      area: 30,
      hall: 1,
    });
    expect(a.version).toBeGreaterThan(before);
    const fees = await h.db
      .select()
      .from(feeItems)
      .where(and(eq(feeItems.ownerType, 'room'), eq(feeItems.ownerId, a.id)));
    expect(fees.map((f) => f.item).sort()).toEqual(['物业费', '网费']);
    const listed = (await roomsOf(h, boss, east)).find((x) => x.houseId === free[1].houseId)!;
    expect(listed).toMatchObject({ houseTempId: tid, templateName: '测试模板', rentCost: 170000 });

    // the same template again only changes the rent
    expect((await bind([{ houseId: free[0].houseId, houseTempId: tid, rentCost: 180000 }])).status).toBe(200);
    expect(await roomRow(free[0].houseId)).toMatchObject({ rentCost: 180000, depositCost: 360000 });

    const un = await bind([{ houseId: free[0].houseId, houseTempId: null, rentCost: 99 }]);
    expect(un.status).toBe(200);
    expect(await roomRow(free[0].houseId)).toMatchObject({ houseTempId: null, rentCost: 0 });
    const templates = (await h.call('GET', `/api/templates?apartmentId=${east}`, { token: boss })).json.data;
    expect(templates.find((t: { templateId: string }) => t.templateId === tid).houseTotal).toBe(1);
  });

  it('refuses a template of another apartment, unknown ids, duplicates and bad rent', async () => {
    const westT = await newTemplate(west);
    const [room] = await roomsOf(h, boss, east);
    const cross = await bind([{ houseId: room.houseId, houseTempId: westT, rentCost: 1 }]);
    expect(cross.status).toBe(400);
    expect(cross.json.msg).toBe('模板不属于该公寓');
    expect((await bind([{ houseId: 'nope', houseTempId: null, rentCost: 0 }])).status).toBe(404);
    expect((await bind([{ houseId: room.houseId, houseTempId: 'nope', rentCost: 0 }])).json.msg).toBe('模板不存在');
    const dup = await bind([
      { houseId: room.houseId, houseTempId: null },
      { houseId: room.houseId, houseTempId: null },
    ]);
    expect(dup.json.msg).toBe('房间重复');
    expect((await bind([{ houseId: room.houseId, houseTempId: null, rentCost: 1.5 }])).json.msg).toBe('租金金额不正确');
    expect((await bind([])).json.msg).toBe('请选择房间');
  });

  it("keeps a rented room's template: moving it answers 409 with the spec's message", async () => {
    const tid = await newTemplate(east);
    const rented = (await roomsOf(h, boss, east)).find((x) => x.isRent === 1)!;
    const r = await bind([{ houseId: rented.houseId, houseTempId: tid, rentCost: 100000 }]);
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('当前房源已出租不可修改模板');
    expect((await bind([{ houseId: rented.houseId, houseTempId: null, rentCost: 0 }])).status).toBe(409);
    // its own template with a new rent is fine
    expect((await bind([{ houseId: rented.houseId, houseTempId: rented.houseTempId, rentCost: 200000 }])).status).toBe(
      200,
    );
    expect((await roomRow(rented.houseId)).rentCost).toBe(200000);
  });

  it('needs [1,24]: staff are refused, managers may; other org and unseen apartments answer 404', async () => {
    const [room] = await roomsOf(h, boss, east);
    const s = await bind([{ houseId: room.houseId, houseTempId: null }], staff);
    expect(s.status).toBe(403);
    expect(
      (await bind([{ houseId: room.houseId, houseTempId: room.houseTempId, rentCost: 123400 }], manager)).status,
    ).toBe(200);
    const o = await bind([{ houseId: room.houseId, houseTempId: null }], otherBoss);
    expect(o.status).toBe(404);
    expect(o.json.msg).toBe('房间不存在或无权查看');
    expect((await roomRow(room.houseId)).houseTempId).toBe(room.houseTempId);
  });
});
