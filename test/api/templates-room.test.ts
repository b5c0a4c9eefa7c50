import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signedIn, upload, type Harness } from './harness';
import { roomsOf, validTemplate, type RoomRow } from './templates-helpers';
import { rooms } from '../../api/houses/schema';

let h: Harness, boss: string, staff: string, otherBoss: string, east: string, west: string;
let free: RoomRow;
let rented: RoomRow;

beforeEach(async () => {
  ({ h, boss, staff, otherBoss, east, west } = await signedIn());
  const list = await roomsOf(h, boss, east);
  free = list.find((r) => r.isRent === 0)!;
  rented = list.find((r) => r.isRent === 1)!;
});

const roomRow = async (id: string) => (await h.db.select().from(rooms).where(eq(rooms.id, id)))[0];

const roomBody = (extra: Record<string, unknown> = {}) => ({
  houseNumber: free.houseNumber,
  area: 26.5,
  rentCost: 190000,
  advanceCost: 60000,
  collectRentType: 2,
  collectRentDay: 12,
  items: [
    { costId: 'x', item: '物业费', cost: 6000, itemType: 13 },
    { costId: -100, item: '网费', cost: 3000, itemType: 4 },
  ],
  pictures: [] as string[],
  advert: '朝南大单间',
  nearby: '地铁站旁',
  facility: [1, 2],
  intro: '安静',
  ...extra,
});

describe('GET /api/templates/rooms/:houseId', () => {
  it('gives the header and the fields of the room', async () => {
    const r = await h.call('GET', `/api/templates/rooms/${free.houseId}`, { token: boss });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      houseId: free.houseId,
      houseNumber: free.houseNumber,
      apartmentName: '东湖公寓',
      floor: 1,
      templateName: free.templateName,
      houseTempId: free.houseTempId,
    });
    expect(r.json.data.payMethod).toMatch(/^押\d+付\d+$/);
    expect(r.json.data.items.map((i: { item: string }) => i.item)).toEqual(['物业费', '网费']);
  });

  it('answers 404 to another org and to staff for an apartment outside their project', async () => {
    expect((await h.call('GET', `/api/templates/rooms/${free.houseId}`, { token: otherBoss })).status).toBe(404);
    const westRoom = (await roomsOf(h, boss, west))[0];
    expect((await h.call('GET', `/api/templates/rooms/${westRoom.houseId}`, { token: staff })).status).toBe(404);
    expect((await h.call('GET', `/api/templates/rooms/${free.houseId}`, { token: staff })).status).toBe(200);
  });
});

describe('PUT /api/templates/rooms/:houseId', () => {
  it("saves the room's own terms; the deposit amount follows its rent; removed fees are dropped", async () => {
    const pic = await upload(h, boss);
    const before = await roomRow(free.houseId);
    const r = await h.call('PUT', `/api/templates/rooms/${free.houseId}`, {
      token: staff,
      json: roomBody({ pictures: [pic] }),
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('修改成功');
    const d = r.json.data;
    expect(d).toMatchObject({
      area: 26.5,
      rentCost: 190000,
      advanceCost: 60000,
      collectRentType: 2,
      collectRentDay: 12,
      facility: '1_2',
      nearby: '地铁站旁',
    });
    expect(d.depositCost).toBe((before.deposit ?? 0) * 190000);
    expect(d.deposit).toBe(before.deposit);
    expect(d.items.map((i: { item: string }) => i.item)).toEqual(['物业费']);
    expect(d.pictures).toEqual([expect.objectContaining({ picture: pic, isCover: 1 })]);
    expect((await roomRow(free.houseId)).version).toBeGreaterThan(before.version);
  });

  it("refuses nearby text over 30 characters with '房间最近输入过长', and other bad input", async () => {
    const long = await h.call('PUT', `/api/templates/rooms/${free.houseId}`, {
      token: boss,
      json: roomBody({ nearby: '近'.repeat(31) }),
    });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('房间最近输入过长');
    expect(
      (
        await h.call('PUT', `/api/templates/rooms/${free.houseId}`, {
          token: boss,
          json: roomBody({ nearby: '近'.repeat(30) }),
        })
      ).status,
    ).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ houseNumber: ' ' }, '请填写房间号'],
      [{ collectRentType: 0, collectRentDay: 31 }, '提前收租天数应在0到30天之间'],
      [{ rentCost: -1 }, '租金金额不正确'],
      [{ pictures: Array.from({ length: 21 }, () => '/api/upload/files/x') }, '最多上传20张图片'],
      [{ items: [{ item: '', cost: 1, itemType: 13 }] }, '请填写费用名称'],
    ];
    for (const [patch, msg] of cases) {
      const r = await h.call('PUT', `/api/templates/rooms/${free.houseId}`, { token: boss, json: roomBody(patch) });
      expect(r.status, msg).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    const other = (await roomsOf(h, boss, east)).find((x) => x.houseId !== free.houseId)!;
    const dup = await h.call('PUT', `/api/templates/rooms/${free.houseId}`, {
      token: boss,
      json: roomBody({ houseNumber: other.houseNumber }),
    });
    expect(dup.status).toBe(409);
    expect(dup.json.msg).toBe('房间号已存在');
  });

  it('needs [1,3]; another org gets 404', async () => {
    const o = await h.call('PUT', `/api/templates/rooms/${free.houseId}`, { token: otherBoss, json: roomBody() });
    expect(o.status).toBe(404);
    expect(o.json.msg).toBe('房间不存在或无权查看');
    const roles = (await h.call('GET', '/api/admin/roles', { token: boss })).json.data as {
      pkId: string;
      roleName: string;
    }[];
    const staffRole = roles.find((r) => r.roleName === '管家')!.pkId;
    await h.call('PUT', `/api/admin/roles/${staffRole}/actions`, { token: boss, json: { actionIds: ['1.5'] } });
    expect(
      (await h.call('PUT', `/api/templates/rooms/${free.houseId}`, { token: staff, json: roomBody() })).status,
    ).toBe(403);
    expect(
      (
        await h.call('PUT', `/api/templates/rooms/${free.houseId}/template`, {
          token: staff,
          json: { templateId: 'x' },
        })
      ).status,
    ).toBe(403);
    // reading stays open to any house permission
    expect((await h.call('GET', `/api/templates/rooms/${free.houseId}`, { token: staff })).status).toBe(200);
  });
});

describe('PUT /api/templates/rooms/:houseId/template', () => {
  async function anotherTemplate(apartmentId = east) {
    const r = await h.call('POST', '/api/templates', {
      token: boss,
      json: validTemplate(apartmentId, { name: '新模板' }),
    });
    return r.json.data.templateId as string;
  }

  it("moves a free room to another template of its apartment, taking that template's rent and terms", async () => {
    const tid = await anotherTemplate();
    const r = await h.call('PUT', `/api/templates/rooms/${free.houseId}/template`, {
      token: staff,
      json: { templateId: tid },
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('修改成功');
    expect(r.json.data).toMatchObject({
      houseTempId: tid,
      templateName: '新模板',
      rentCost: 150000,
      deposit: 2,
      payment: 3,
      depositCost: 300000,
    });
  });

  it("refuses a rented room with 409 '当前房源已出租不可修改模板'", async () => {
    const tid = await anotherTemplate();
    const r = await h.call('PUT', `/api/templates/rooms/${rented.houseId}/template`, {
      token: boss,
      json: { templateId: tid },
    });
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ code: 409, msg: '当前房源已出租不可修改模板', data: null });
    expect((await roomRow(rented.houseId)).houseTempId).toBe(rented.houseTempId);
  });

  it('refuses a template of another apartment or org', async () => {
    const westT = await anotherTemplate(west);
    const cross = await h.call('PUT', `/api/templates/rooms/${free.houseId}/template`, {
      token: boss,
      json: { templateId: westT },
    });
    expect(cross.status).toBe(400);
    expect(cross.json.msg).toBe('模板不属于该公寓');
    const tid = await anotherTemplate();
    expect(
      (
        await h.call('PUT', `/api/templates/rooms/${free.houseId}/template`, {
          token: otherBoss,
          json: { templateId: tid },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('PUT', `/api/templates/rooms/${free.houseId}/template`, { token: boss, json: {} })).json.msg,
    ).toBe('请选择模板');
  });
});
