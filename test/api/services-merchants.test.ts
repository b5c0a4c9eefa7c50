/**
 * Merchants through HTTP (issue 19.6; /businessCircle, /shopLeixing, /shopFenlei and the tenant page's 商家): types
 * and categories, a merchant with its pictures and money in fen, the 状态 menu, reviews with delete; a type in use is
 * not deleted; tenants see the open merchants of their own apartment and leave one review each (anonymous ones named
 * 匿名用户 to others); another organisation, staff outside the apartment and a tenant of another apartment are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, upload, type Harness, type Tokens } from './harness';
import { MERCHANT_STATUS } from '../../sync/rules/services/merchants-rules';
import { grantStaffServices, liveLeases, tenantOf } from './services-posts-helpers';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
}, 120_000);

const call = (method: string, path: string, json?: unknown, token = tk.boss) => h.call(method, path, { token, json });
const data = async (method: string, path: string, json?: unknown, token = tk.boss) => {
  const r = await call(method, path, json, token);
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.text}`);
  return r.json.data;
};
const merchantList = async (query = '', token = tk.boss) =>
  (await data('GET', `/api/merchants?size=100&${query}`, undefined, token)).records as any[];

describe('merchants (operator)', () => {
  it('lists the demo merchants with their type, subdivision, reviews, money in fen and distance in metres', async () => {
    const all = await merchantList();
    const kitchen = all.find((m) => m.shopName === '东湖小厨')!;
    expect(kitchen).toMatchObject({
      gyId: east,
      genreIdName: '餐饮',
      subdivideName: '快餐',
      deliveryMoney: 2000,
      distance: 350,
    });
    expect(kitchen.reviewCount).toBeGreaterThan(0);
    expect(new Set(all.map((m) => m.statusName))).toEqual(new Set(['营业中', '已撤销']));
    const types = (await data('GET', '/api/merchant-types?size=100')).records;
    expect(types.map((t: any) => t.name)).toEqual(expect.arrayContaining(['餐饮', '生活服务']));
    const cats = (await data('GET', '/api/merchant-categories?size=100')).records;
    expect(cats.find((c: any) => c.name === '快餐').belongName).toBe('餐饮');
  });

  it('adds a type and category, a merchant with up to 20 pictures, edits it, sets each status and filters', async () => {
    const { genreId } = await data('POST', '/api/merchant-types', { name: '家政', classify: 1 });
    const { id: cat } = await data('POST', '/api/merchant-categories', { name: '保洁', classify: genreId });
    const picture = [await upload(h, tk.boss), await upload(h, tk.boss)];
    const avatar = await upload(h, tk.boss);
    const body = {
      apartmentId: west,
      shopName: '西城家政',
      shopImage: avatar,
      intro: '日常保洁',
      genreId,
      subdivide: cat,
      address: '西城路1号',
      deliveryMoney: 1550,
      distance: 1250,
      discounts: '首单立减10元',
      picture,
      remark: '需提前一天预约',
      phone: '13812345678',
    };
    const { shopId } = await data('POST', '/api/merchants', body);
    let row = (await merchantList('name=家政'))[0];
    expect(row).toMatchObject({
      shopId,
      gyId: west,
      shopImage: avatar,
      picture,
      deliveryMoney: 1550,
      subdivideName: '保洁',
      status: MERCHANT_STATUS.open,
    });

    const tooMany = await call('POST', '/api/merchants', { ...body, picture: Array(21).fill(picture[0]) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.msg).toContain('宣传图片最多20张');
    // A subdivision of another type is refused.
    const foodCat = (await data('GET', '/api/merchant-categories?size=100')).records.find(
      (c: any) => c.name === '快餐',
    );
    const wrong = await call('PUT', `/api/merchants/${shopId}`, { ...body, subdivide: foodCat.id });
    expect(wrong.json.msg).toBe('细分须属于所选商家类型');

    await data('PUT', `/api/merchants/${shopId}`, { ...body, shopName: '西城家政服务', picture: [picture[1]] });
    row = (await merchantList(`apartmentId=${west}&genreId=${genreId}`))[0];
    expect(row).toMatchObject({ shopName: '西城家政服务', picture: [picture[1]] });

    for (const status of [1, 2, 0] as const) {
      await data('POST', `/api/merchants/${shopId}/status`, { status });
      expect((await merchantList(`status=${status}&name=家政`)).map((m) => m.shopId)).toEqual([shopId]);
    }
    expect((await call('POST', `/api/merchants/${shopId}/status`, { status: 3 as number })).status).toBe(400);
    expect(await merchantList(`apartmentId=${east}&name=家政`)).toEqual([]);

    // The type is in use: not deleted, and the reason says so; nor while it has a category.
    const used = await call('DELETE', `/api/merchant-types/${genreId}`);
    expect(used.status).toBe(409);
    expect(used.json.msg).toBe('该类型下还有1个商家，不能删除');
    await data('DELETE', `/api/merchants/${shopId}`);
    expect(await merchantList('name=家政')).toEqual([]);
    expect((await call('DELETE', `/api/merchant-types/${genreId}`)).json.msg).toBe('该类型下还有1个分类，请先删除分类');
    await data('PUT', `/api/merchant-categories/${cat}`, { name: '深度保洁', classify: genreId });
    expect((await data('GET', `/api/merchant-categories?genreId=${genreId}`)).records[0].name).toBe('深度保洁');
    await data('DELETE', `/api/merchant-categories/${cat}`);
    await data('DELETE', `/api/merchant-types/${genreId}`);
    expect((await data('GET', '/api/merchant-types?size=100')).records.map((t: any) => t.genreId)).not.toContain(
      genreId,
    );
  });

  it('lists and deletes reviews (查看评价)', async () => {
    const kitchen = (await merchantList('name=西城小厨'))[0];
    const reviews = (await data('GET', `/api/merchants/${kitchen.shopId}/reviews`)).records;
    expect(reviews.length).toBe(kitchen.reviewCount);
    expect(reviews.some((r: any) => r.isAnonymous === 1 && r.name)).toBe(true);
    await data('DELETE', `/api/merchants/${kitchen.shopId}/reviews/${reviews[0].id}`);
    expect((await data('GET', `/api/merchants/${kitchen.shopId}/reviews`)).total).toBe(reviews.length - 1);
  });

  it('refuses another organisation, staff outside the apartment and staff without the screen', async () => {
    const westShop = (await merchantList(`apartmentId=${west}`))[0];
    expect((await call('GET', '/api/merchants', undefined, tk.staff)).status).toBe(403);
    for (const [method, path] of [
      ['GET', `/api/merchants/${westShop.shopId}/reviews`],
      ['POST', `/api/merchants/${westShop.shopId}/status`],
      ['DELETE', `/api/merchants/${westShop.shopId}`],
    ] as const) {
      const r = await call(
        method,
        path,
        method === 'POST' ? { status: MERCHANT_STATUS.revoked } : undefined,
        tk.otherBoss,
      );
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect(await merchantList('', tk.otherBoss)).toEqual([]);
    const genre = (await data('GET', '/api/merchant-types?size=100')).records[0];
    expect((await call('DELETE', `/api/merchant-types/${genre.genreId}`, undefined, tk.otherBoss)).status).toBe(404);

    await grantStaffServices(h, tk.boss);
    const seen = await merchantList('', tk.staff);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.gyId === east)).toBe(true);
    expect((await call('DELETE', `/api/merchants/${westShop.shopId}`, undefined, tk.staff)).status).toBe(404);
    const add = await call(
      'POST',
      '/api/merchants',
      { apartmentId: west, shopName: 'x', genreId: genre.genreId, deliveryMoney: 0, distance: 0 },
      tk.staff,
    );
    expect(add.status).toBe(404);
    expect((await merchantList()).find((m) => m.shopId === westShop.shopId)).toBeTruthy();
  });
});

describe('merchants (tenant page)', () => {
  it('a tenant sees the open merchants of their apartment and reviews one; another apartment and org are refused', async () => {
    const [a, b] = await liveLeases(h, east);
    const [w] = await liveLeases(h, west);
    const tenantA = await tenantOf(h, tk.boss, a!.id);
    const tenantB = await tenantOf(h, tk.boss, b!.id);
    const tenantW = await tenantOf(h, tk.boss, w!.id);
    const nearby = (await tenantA('GET', '/api/tenant/community/merchants')).json.data.records as any[];
    expect(nearby.map((m) => m.shopName).sort()).toEqual(['东湖小厨', '东湖干洗店']);
    const kitchen = nearby.find((m) => m.shopName === '东湖小厨')!;
    expect(kitchen.rating).toBeGreaterThan(0);
    expect(kitchen.picture.every((u: string) => u.startsWith('/api/tenant/files/'))).toBe(true);
    // 西城's tenant sees 西城's open merchants only (its revoked fruit shop neither).
    const westNearby = (await tenantW('GET', '/api/tenant/community/merchants')).json.data.records as any[];
    expect(westNearby.map((m) => m.shopName).sort()).toEqual(['西城小厨', '西城干洗店']);
    expect((await tenantW('GET', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`)).status).toBe(404);
    expect(
      (await tenantW('POST', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`, { rating: 1 })).status,
    ).toBe(404);

    const bad = await tenantA('POST', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`, { rating: 6 });
    expect(bad.status).toBe(400);
    const photo = await tenantA.upload();
    const first = await tenantA('POST', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`, {
      rating: 4,
      content: '好吃',
      isAnonymous: 1,
      picture: [photo],
    });
    expect(first.status).toBe(200);
    // A second review of the same tenant replaces the first.
    const again = await tenantA('POST', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`, {
      rating: 3,
      content: '还行',
      isAnonymous: 1,
      picture: [photo],
    });
    expect(again.json.data.id).toBe(first.json.data.id);
    const seenByB = (await tenantB('GET', `/api/tenant/community/merchants/${kitchen.shopId}/reviews?size=100`)).json
      .data.records as any[];
    const mine = seenByB.find((r) => r.id === first.json.data.id)!;
    expect(mine).toMatchObject({ name: '匿名用户', content: '还行', rating: 3, mine: 0, picture: [photo] });
    const seenByA = (await tenantA('GET', `/api/tenant/community/merchants/${kitchen.shopId}/reviews?size=100`)).json
      .data.records as any[];
    expect(seenByA.find((r) => r.id === first.json.data.id)).toMatchObject({ name: a!.tenant, mine: 1 });
    const operator = (await data('GET', `/api/merchants/${kitchen.shopId}/reviews?size=100`)).records as any[];
    expect(operator.find((r) => r.id === first.json.data.id)).toMatchObject({ name: a!.tenant, isAnonymous: 1 });

    // A revoked merchant leaves the tenant page.
    await data('POST', `/api/merchants/${kitchen.shopId}/status`, { status: MERCHANT_STATUS.revoked });
    const after = (await tenantA('GET', '/api/tenant/community/merchants')).json.data.records as any[];
    expect(after.map((m) => m.shopId)).not.toContain(kitchen.shopId);
    await data('POST', `/api/merchants/${kitchen.shopId}/status`, { status: MERCHANT_STATUS.open });

    // A picture that is no upload of the organisation is refused; so is a staff session on the tenant routes.
    const foreign = await tenantA('POST', `/api/tenant/community/merchants/${kitchen.shopId}/reviews`, {
      rating: 5,
      picture: ['/api/tenant/files/AAAAAAAAAAAAAAAAAAAAAAAA'],
    });
    expect(foreign.json.msg).toBe('图片不存在');
    expect((await call('GET', '/api/tenant/community/merchants')).status).toBe(401);
  });
});
