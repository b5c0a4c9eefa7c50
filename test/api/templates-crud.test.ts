import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signedIn, upload, type Harness } from './harness';
import { roomsOf, validTemplate } from './templates-helpers';
import { pictures } from '../../api/uploads/schema';
import { roomTemplates } from '../../api/templates/schema';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string, east: string, west: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss, east, west } = await signedIn()));

const create = (json: unknown, token = boss) => h.call('POST', '/api/templates', { token, json });

describe('GET /api/templates (list of an apartment)', () => {
  it('lists the demo templates with spliceName, houseType, payMethod and bound room counts', async () => {
    const r = await h.call('GET', `/api/templates?apartmentId=${east}`, { token: boss });
    expect(r.status).toBe(200);
    const list = r.json.data as {
      name: string;
      spliceName: string;
      houseType: string;
      payMethod: string;
      houseTotal: number;
      rentCost: number;
      area: number;
    }[];
    expect(list.map((t) => t.name)).toEqual(['精装单间', '一室一厅', '两室一厅']);
    expect(list[0]).toMatchObject({
      spliceName: '精装单间 1室0厅1卫 25㎡',
      houseType: '1室0厅1卫',
      payMethod: '押1付3',
      rentCost: 180000,
      area: 25,
    });
    // every room of 东湖公寓 is bound to one of them
    const rooms = await roomsOf(h, boss, east);
    expect(rooms.length).toBeGreaterThan(0);
    expect(list.reduce((s, t) => s + t.houseTotal, 0)).toBe(rooms.length);
  });

  it('requires an apartment the user may see', async () => {
    expect((await h.call('GET', '/api/templates', { token: boss })).json.msg).toBe('请选择公寓');
    expect((await h.call('GET', `/api/templates?apartmentId=${west}`, { token: staff })).status).toBe(404);
    expect((await h.call('GET', `/api/templates?apartmentId=${east}`, { token: staff })).status).toBe(200);
    const other = await h.call('GET', `/api/templates?apartmentId=${east}`, { token: otherBoss });
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('公寓不存在或无权查看');
  });
});

describe('POST /api/templates', () => {
  it('reports the validation messages in the spec order', async () => {
    const blank = validTemplate(east, { name: '', area: null, bedroom: 0, hall: 0, bathroom: 0 });
    const steps: [Record<string, unknown>, string][] = [
      [{}, '请填写模板名称'],
      [{ name: '单间' }, '请填写房屋面积'],
      [{ name: '单间', area: 20 }, '请填写户型'],
      [{ name: '单间', area: 20, bathroom: 11 }, '卫生间数量应在0到10之间'],
      [{ name: '单间', area: 20, bathroom: 1, deposit: 11 }, '押金月数应在1到10之间'],
      [{ name: '单间', area: 20, bathroom: 1, payment: 0 }, '付款月数应在1到10之间'],
      [{ name: '单间', area: 20, bathroom: 1, collectRentType: 1, collectRentDay: 29 }, '收租日应在1到28号之间'],
      [{ name: '单间', area: 20, bathroom: 1, collectRentType: 0, collectRentDay: 31 }, '提前收租天数应在0到30天之间'],
      [{ name: '单间', area: 20, bathroom: 1, nearby: '近'.repeat(31) }, '房间最近输入过长'],
    ];
    for (const [patch, msg] of steps) {
      const r = await create({ ...blank, ...patch });
      expect(r.status, msg).toBe(400);
      expect(r.json).toEqual({ code: 400, msg, data: null });
    }
    expect(await h.db.select().from(roomTemplates).where(eq(roomTemplates.name, '单间'))).toHaveLength(0);
  });

  it('creates a template: deposit = deposit months × rent, removed fees dropped, facility normalised', async () => {
    const r = await create(validTemplate(east));
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加模板成功');
    const got = await h.call('GET', `/api/templates/${r.json.data.templateId}`, { token: boss });
    expect(got.status).toBe(200);
    const t = got.json.data;
    expect(t).toMatchObject({
      name: '测试模板',
      deposit: 2,
      payment: 3,
      rentCost: 150000,
      payMethod: '押2付3',
      houseTotal: 0,
      facility: '1_3',
    });
    // part 2 §9: 2 months × ¥1,500 (not × payment months)
    expect(t.depositCost).toBe(300000);
    expect(t.items.map((i: { item: string; cost: number; itemType: number }) => [i.item, i.cost, i.itemType])).toEqual([
      ['物业费', 5000, 13],
      ['网费', 3000, 4],
    ]);
    const [row] = await h.db.select().from(roomTemplates).where(eq(roomTemplates.id, t.templateId));
    expect(row.version).toBeGreaterThan(0);
  });

  it('keeps at most 20 pictures, the first being the cover', async () => {
    const a = await upload(h, boss);
    const b = await upload(h, boss);
    const tooMany = await create(validTemplate(east, { pictures: Array.from({ length: 21 }, () => a) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.msg).toBe('最多上传20张图片');

    const r = await create(validTemplate(east, { pictures: [b, a] }));
    expect(r.status).toBe(200);
    const id = r.json.data.templateId as string;
    const got = (await h.call('GET', `/api/templates/${id}`, { token: boss })).json.data;
    expect(got.pictures.map((p: { picture: string; isCover: number }) => [p.picture, p.isCover])).toEqual([
      [b, 1],
      [a, 0],
    ]);
    const stored = await h.db
      .select()
      .from(pictures)
      .where(and(eq(pictures.ownerType, 'template'), eq(pictures.ownerId, id)));
    expect(stored).toHaveLength(2);

    const twenty = await create(
      validTemplate(east, { name: '二十张图模板', pictures: Array.from({ length: 20 }, () => a) }),
    );
    expect(twenty.status).toBe(200);
  });

  it("refuses a picture that is not one of the org's uploads", async () => {
    const theirs = await upload(h, otherBoss);
    for (const bad of [theirs, 'https://example.com/x.png']) {
      const r = await create(validTemplate(east, { pictures: [bad] }));
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe('图片不存在');
    }
  });

  it('needs [1,4] or [1,2]: staff are refused, managers may; another org gets 404', async () => {
    const s = await create(validTemplate(east), staff);
    expect(s.status).toBe(403);
    expect(s.json.msg).toBe('没有权限执行此操作');
    expect((await create(validTemplate(west), manager)).status).toBe(200);
    const o = await create(validTemplate(east), otherBoss);
    expect(o.status).toBe(404);
  });
});

describe('PUT /api/templates/:id and GET /api/templates/:id', () => {
  async function eastTemplateId() {
    const list = (await h.call('GET', `/api/templates?apartmentId=${east}`, { token: boss })).json.data;
    return list[0].templateId as string;
  }

  it("rewrites a template with '修改成功' and bumps its version", async () => {
    const id = await eastTemplateId();
    const [before] = await h.db.select().from(roomTemplates).where(eq(roomTemplates.id, id));
    const { apartmentId: _a, ...body } = validTemplate(east, { name: '改过的单间', rentCost: 190000, deposit: 1 });
    const r = await h.call('PUT', `/api/templates/${id}`, { token: boss, json: body });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('修改成功');
    const got = (await h.call('GET', `/api/templates/${id}`, { token: boss })).json.data;
    expect(got).toMatchObject({ name: '改过的单间', rentCost: 190000, depositCost: 190000 });
    expect(got.items).toHaveLength(2);
    expect((await h.db.select().from(roomTemplates).where(eq(roomTemplates.id, id)))[0].version).toBeGreaterThan(
      before.version,
    );

    const bad = await h.call('PUT', `/api/templates/${id}`, { token: boss, json: { ...body, name: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('请填写模板名称');
  });

  it('staff (holding [1,3]) edit templates of their project only; another org gets 404 on read and write', async () => {
    const id = await eastTemplateId();
    const { apartmentId: _a, ...body } = validTemplate(east);
    expect((await h.call('PUT', `/api/templates/${id}`, { token: staff, json: body })).status).toBe(200);
    const westList = (await h.call('GET', `/api/templates?apartmentId=${west}`, { token: boss })).json.data;
    const westId = westList[0].templateId as string;
    expect((await h.call('PUT', `/api/templates/${westId}`, { token: staff, json: body })).status).toBe(404);
    expect((await h.call('GET', `/api/templates/${westId}`, { token: staff })).status).toBe(404);

    const read = await h.call('GET', `/api/templates/${id}`, { token: otherBoss });
    expect(read.status).toBe(404);
    expect(read.json.msg).toBe('模板不存在');
    expect((await h.call('PUT', `/api/templates/${id}`, { token: otherBoss, json: body })).status).toBe(404);
  });
});

describe('GET /api/templates/defaults', () => {
  it("prefills from the apartment's house configuration and is scoped like the apartment", async () => {
    const r = await h.call('GET', `/api/templates/defaults?apartmentId=${east}`, { token: boss });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ apartmentId: east, apartmentName: '东湖公寓' });
    for (const key of [
      'advanceCost',
      'deposit',
      'payment',
      'collectRentType',
      'collectRentDay',
      'items',
      'intro',
      'facility',
    ]) {
      expect(r.json.data, key).toHaveProperty(key);
    }
    expect((await h.call('GET', `/api/templates/defaults?apartmentId=${west}`, { token: staff })).status).toBe(404);
    expect((await h.call('GET', `/api/templates/defaults?apartmentId=${east}`, { token: otherBoss })).status).toBe(404);
  });
});

describe('a user without any house permission', () => {
  it('is refused every template route with 403', async () => {
    const roles = (await h.call('GET', '/api/admin/roles', { token: boss })).json.data as {
      pkId: string;
      roleName: string;
    }[];
    const staffRole = roles.find((r) => r.roleName === '管家')!.pkId;
    expect(
      (await h.call('PUT', `/api/admin/roles/${staffRole}/actions`, { token: boss, json: { actionIds: ['2.9'] } }))
        .status,
    ).toBe(200);
    const id = (await h.call('GET', `/api/templates?apartmentId=${east}`, { token: boss })).json.data[0].templateId;
    const checks: [string, string, unknown?][] = [
      ['GET', `/api/templates?apartmentId=${east}`],
      ['GET', `/api/templates/defaults?apartmentId=${east}`],
      ['GET', `/api/templates/rooms?apartmentId=${east}`],
      ['GET', `/api/templates/${id}`],
      ['PUT', `/api/templates/${id}`, validTemplate(east)],
    ];
    for (const [method, path, json] of checks) {
      const r = await h.call(method, path, { token: staff, json });
      expect(r.status, path).toBe(403);
    }
  });
});
