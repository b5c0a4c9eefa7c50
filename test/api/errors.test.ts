import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';

let h: Harness, boss: string;
beforeEach(async () => ({ h, boss } = await signedIn()));

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

describe('error envelope', () => {
  it('an unknown /api path answers 404 in the envelope', async () => {
    for (const path of ['/api/nope', '/api/auth/nope', '/api/public/nope']) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.json).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
    const signedIn = await h.call('GET', '/api/admin/nope', { token: boss });
    expect(signedIn.status).toBe(404);
    expect(signedIn.json.msg).toBe('接口不存在');
  });

  it('invalid input answers 400 with a Chinese message', async () => {
    const cases: unknown[] = [
      { roleType: 2 },
      { roleName: '', roleType: 2 },
      { roleName: '保洁', roleType: 3 },
      { roleName: 'x'.repeat(21), roleType: 1 },
    ];
    for (const json of cases) {
      const r = await h.call('POST', '/api/admin/roles', { token: boss, json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.json.code).toBe(400);
      expect(r.json.msg).toMatch(HAS_CHINESE);
      expect(r.json.data).toBeNull();
    }
    const missing = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleType: 2 } });
    expect(missing.json.msg).toBe('请输入角色名称');
  });

  it('a malformed query answers 400 in Chinese', async () => {
    const r = await h.call('GET', '/api/admin/staff?current=0', { token: boss });
    expect(r.status).toBe(400);
    expect(r.json.msg).toMatch(HAS_CHINESE);
  });
});

describe('POST /api/admin/roles', () => {
  it('adds a role that then appears in the list without actions', async () => {
    h.advance(1000);
    const r = await h.call('POST', '/api/admin/roles', {
      token: boss,
      json: { roleName: ' 保洁 ', roleType: 2, roleDesc: '打扫公区' },
    });
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    const id = r.json.data.pkId as string;
    expect(typeof id).toBe('string');

    const list = await h.call('GET', '/api/admin/roles', { token: boss });
    expect(list.json.data.map((x: { roleName: string }) => x.roleName)).toEqual(['店长', '管家', '保洁']);
    expect(list.json.data.find((x: { pkId: string }) => x.pkId === id)).toMatchObject({
      roleName: '保洁',
      roleType: 2,
      roleDesc: '打扫公区',
      action: [],
    });
  });

  it('a deleted role leaves the list', async () => {
    const r = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleName: '临时', roleType: 1 } });
    const id = r.json.data.pkId as string;
    expect((await h.call('DELETE', `/api/admin/roles/${id}`, { token: boss })).status).toBe(200);

    const list = await h.call('GET', '/api/admin/roles', { token: boss });
    expect(list.json.data.map((x: { pkId: string }) => x.pkId)).not.toContain(id);
    expect((await h.call('DELETE', `/api/admin/roles/${id}`, { token: boss })).status).toBe(404);
  });
});
