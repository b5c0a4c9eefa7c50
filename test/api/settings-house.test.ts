import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { settingsHarness } from './settings-helpers';
import { houseDefaultsOf } from '../../api/settings/house-defaults';
import { feeItems } from '../../api/templates/schema';

let t: Awaited<ReturnType<typeof settingsHarness>>;
beforeEach(async () => {
  t = await settingsHarness();
});

const path = (id: string, rest = '') => `/api/settings/house-defaults/${id}${rest}`;
const rent = { advanceCost: 80000, deposit: 2, payment: 1, collectRentType: 1, collectRentDay: 10, sourceType: 1 };

describe('General_2 house defaults', () => {
  it('reads the seeded defaults of 东湖公寓', async () => {
    const r = await t.h.call('GET', path(t.apts.east), { token: t.tokens.boss });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      advanceCost: 50000,
      deposit: 1,
      payment: 3,
      collectRentType: 0,
      collectRentDay: 5,
      sourceType: 1,
    });
    expect(r.json.data.items.map((i: { item: string; cost: number }) => [i.item, i.cost])).toEqual([
      ['物业费', 5000],
      ['网费', 3000],
    ]);
  });

  it('saves rent settings and reads them back (round trip), also through houseDefaultsOf', async () => {
    const s = await t.h.call('PUT', path(t.apts.west), { token: t.tokens.manager, json: rent });
    expect(s.status).toBe(200);
    expect(s.json.msg).toBe('保存成功');
    const r = await t.h.call('GET', path(t.apts.west), { token: t.tokens.manager });
    expect(r.json.data).toMatchObject(rent);
    const direct = await houseDefaultsOf(t.h.db, t.orgs.mine, t.apts.west);
    expect(direct).toMatchObject(rent);
  });

  it('an apartment never configured reads nulls and empties', async () => {
    // 城南公寓 of the other org was never configured.
    const d = await houseDefaultsOf(t.h.db, t.orgs.other, t.apts.other);
    expect(d).toEqual({
      advanceCost: null,
      deposit: null,
      payment: null,
      collectRentType: null,
      collectRentDay: null,
      sourceType: null,
      items: [],
      title: '',
      intro: '',
      facility: '',
    });
  });

  it('refuses bad rent settings with their messages', async () => {
    const cases = [
      [{ ...rent, deposit: 0 }, '押金月数须为1至10个月'],
      [{ ...rent, deposit: 11 }, '押金月数须为1至10个月'],
      [{ ...rent, payment: 11 }, '付款月数须为1至10个月'],
      [{ ...rent, advanceCost: -1 }, '定金金额不正确'],
      [{ ...rent, advanceCost: 12.5 }, '定金金额不正确'],
      [{ ...rent, collectRentType: 3 }, '请选择收租方式'],
      [{ ...rent, collectRentDay: null }, '请填写收租日'],
      [{ ...rent, collectRentType: null }, '请选择收租方式'],
      [{ ...rent, collectRentType: 0, collectRentDay: 31 }, '提前收租天数须为0至30天'],
      [{ ...rent, collectRentType: 2, collectRentDay: 0 }, '固定收租日须为每月1至28号'],
      [{ ...rent, collectRentType: 1, collectRentDay: 29 }, '固定收租日须为每月1至28号'],
      [{ ...rent, sourceType: 2 }, '房源类型仅支持集中式'],
    ] as const;
    for (const [body, msg] of cases) {
      const r = await t.h.call('PUT', path(t.apts.east), { token: t.tokens.boss, json: body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.msg, JSON.stringify(body)).toBe(msg);
    }
  });

  it('default other amounts: -100 entries are dropped, the rest replace the old list', async () => {
    const items = [
      { item: '保洁费', cost: 2000, itemType: 4 },
      { item: '旧费用', cost: -100, itemType: 13 },
      { item: '停车费', cost: 15000, itemType: 6 },
    ];
    const s = await t.h.call('PUT', path(t.apts.east, '/items'), { token: t.tokens.boss, json: { items } });
    expect(s.status).toBe(200);
    expect(s.json.data.items.map((i: { item: string }) => i.item)).toEqual(['保洁费', '停车费']);
    const stored = await t.h.db
      .select()
      .from(feeItems)
      .where(and(eq(feeItems.ownerType, 'apartment_default'), eq(feeItems.ownerId, t.apts.east)))
      .orderBy(feeItems.sort);
    expect(stored.map((i) => [i.item, i.cost, i.itemType])).toEqual([
      ['保洁费', 2000, 4],
      ['停车费', 15000, 6],
    ]);
  });

  it('refuses bad default items', async () => {
    const cases = [
      [{ items: [{ item: '', cost: 100, itemType: 4 }] }, '请填写费用名称'],
      [{ items: [{ item: '网费', cost: -5, itemType: 4 }] }, '费用金额不正确'],
      [{ items: [{ item: '网费', cost: 100, itemType: 99 }] }, '请选择费用类别'],
    ] as const;
    for (const [body, msg] of cases) {
      const r = await t.h.call('PUT', path(t.apts.east, '/items'), { token: t.tokens.boss, json: body });
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
  });

  it('saves the description and the facilities', async () => {
    const a = await t.h.call('PUT', path(t.apts.east, '/intro'), {
      token: t.tokens.boss,
      json: { title: '新标题', intro: '新描述' },
    });
    expect(a.json.msg).toBe('保存成功');
    const b = await t.h.call('PUT', path(t.apts.east, '/facility'), {
      token: t.tokens.boss,
      json: { facility: [5, 1, 5, 12] },
    });
    expect(b.status).toBe(200);
    const r = await t.h.call('GET', path(t.apts.east), { token: t.tokens.boss });
    expect(r.json.data).toMatchObject({ title: '新标题', intro: '新描述', facility: '1_5_12' });
    const bad = await t.h.call('PUT', path(t.apts.east, '/facility'), {
      token: t.tokens.boss,
      json: { facility: [99] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('设施不存在');
    const long = await t.h.call('PUT', path(t.apts.east, '/intro'), {
      token: t.tokens.boss,
      json: { title: 'x'.repeat(31), intro: '' },
    });
    expect(long.json.msg).toBe('标题不能超过30个字');
  });

  it('staff (house permission [1,3]) reads the defaults of an apartment they see but cannot save', async () => {
    const r = await t.h.call('GET', path(t.apts.east), { token: t.tokens.staff });
    expect(r.status).toBe(200);
    const hidden = await t.h.call('GET', path(t.apts.west), { token: t.tokens.staff });
    expect(hidden.status).toBe(404);
    const w = await t.h.call('PUT', path(t.apts.east), { token: t.tokens.staff, json: rent });
    expect(w.status).toBe(403);
  });

  it("another org's apartment answers 404 for reads and writes", async () => {
    for (const [method, p, json] of [
      ['GET', path(t.apts.east), undefined],
      ['PUT', path(t.apts.east), rent],
      ['PUT', path(t.apts.east, '/items'), { items: [] }],
      ['PUT', path(t.apts.east, '/intro'), { title: '', intro: '' }],
      ['PUT', path(t.apts.east, '/facility'), { facility: [] }],
    ] as const) {
      const r = await t.h.call(method, p, { token: t.tokens.otherBoss, json });
      expect(r.status, `${method} ${p}`).toBe(404);
    }
    const mine = await t.h.call('GET', path(t.apts.other), { token: t.tokens.boss });
    expect(mine.status).toBe(404);
  });
});
