import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness';
import { registrationCount } from './factories/auth';

interface Region {
  code: string;
  name: string;
}

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

const valid = { regName: '陈先生', regPhone: '13512345678', locProvince: '33', locCity: '3301', locDistrict: '330106' };
const register = (body: unknown) => h.call('POST', '/api/public/register', { json: body });
const registrations = () => registrationCount(h.db);

describe('GET /api/public/regions', () => {
  it('lists the provinces without signing in', async () => {
    const r = await h.call('GET', '/api/public/regions');
    expect(r.status).toBe(200);
    const provinces = r.json.data as Region[];
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '11', name: '北京市' });
    expect(provinces).toContainEqual({ code: '33', name: '浙江省' });
  });

  it('lists the cities of a province and the districts of a city', async () => {
    const cities = await h.call('GET', '/api/public/regions?parent=33');
    expect(cities.status).toBe(200);
    expect(cities.json.data).toContainEqual({ code: '3301', name: '杭州市' });
    expect((cities.json.data as Region[]).every((c) => c.code.startsWith('33') && c.code.length === 4)).toBe(true);

    const districts = await h.call('GET', '/api/public/regions?parent=3301');
    expect(districts.json.data).toContainEqual({ code: '330106', name: '西湖区' });
    expect((districts.json.data as Region[]).every((d) => d.code.startsWith('3301') && d.code.length === 6)).toBe(true);
  });

  it('refuses a malformed parent code', async () => {
    const r = await h.call('GET', '/api/public/regions?parent=abc');
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('地区编码不正确');
  });
});

describe('POST /api/public/register', () => {
  it('registers a partner once per phone', async () => {
    const first = await register(valid);
    expect(first.status).toBe(200);
    expect(first.json.code).toBe(200);
    expect(first.json.msg).toBe('注册成功');
    expect(await registrations()).toBe(1);

    const again = await register({ ...valid, regName: '另一个人' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(111);
    expect(again.json.msg).toContain('已注册');
    expect(await registrations()).toBe(1);
  });

  it('identical registrations at once give one success and repeats (code 111), never a 500', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => register(valid)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(r.json.code).toBe(111);
      expect(r.json.msg).toBe('该手机号已注册，请勿重复注册');
    }
    expect(await registrations()).toBe(1);
  });

  it('checks the phone with the shared rule', async () => {
    const bad = await register({ ...valid, regPhone: '12345678901' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('请输入正确的手机号');

    const empty = await register({ ...valid, regPhone: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('手机号不能为空');

    const missing = await register({ ...valid, regPhone: undefined });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('手机号不能为空');
    expect(await registrations()).toBe(0);
  });

  it('asks for a name', async () => {
    const r = await register({ ...valid, regName: '  ' });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('请输入姓名');
  });

  it('refuses a district that is not in the chosen city', async () => {
    // 320104 秦淮区 belongs to 南京 (3201), not 杭州 (3301).
    const r = await register({ ...valid, locDistrict: '320104' });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('请选择正确的省市区');

    const wrongProvince = await register({ ...valid, locProvince: '32' });
    expect(wrongProvince.status).toBe(400);
    expect(await registrations()).toBe(0);
  });
});
