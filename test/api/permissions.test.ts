import { beforeEach, describe, expect, it } from 'vitest';
import { asc, count } from 'drizzle-orm';
import { apartmentId as apartmentIdOf, PHONES, signedIn, type Harness } from './harness';
import { operationLogs } from '../../api/oplog/schema';
import { MANAGER_PERMS, STAFF_PERMS } from '../../api/seed/demo';
import { permKey } from '../../sync/product/menu';

interface Named {
  apartmentId: string;
  name: string;
}

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

const names = (rows: Named[]) => rows.map((a) => a.name).sort();

const apartmentId = (name: string, token = boss) => apartmentIdOf(h, token, name);

async function roleId(roleName: string, token = boss) {
  const r = await h.call('GET', '/api/admin/roles', { token });
  return (r.json.data as { pkId: string; roleName: string }[]).find((x) => x.roleName === roleName)!.pkId;
}

async function userId(phone: string, token = boss) {
  const r = await h.call('GET', '/api/admin/staff', { token });
  return (r.json.data.records as { pkId: string; phone: string }[]).find((u) => u.phone === phone)!.pkId;
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/houses/apartments'],
    ['GET', '/api/admin/roles'],
    ['GET', '/api/auth/profile'],
    ['POST', '/api/upload/uploadfile'],
  ])('%s %s without a token → 401', async (method, path) => {
    const r = await h.call(method, path);
    expect(r.status).toBe(401);
    expect(r.json).toEqual({ code: 401, msg: '请先登录', data: null });
  });

  it('a garbage token → 401', async () => {
    for (const path of ['/api/houses/apartments', '/api/admin/roles', '/api/auth/profile']) {
      const r = await h.call('GET', path, { token: 'not-a-real-token' });
      expect(r.status, path).toBe(401);
      expect(r.json.msg).toBe('登录已过期，请重新登录');
    }
  });
});

describe('permissions by account type', () => {
  it('the boss opens permission management', async () => {
    for (const path of ['/api/admin/roles', '/api/admin/staff', '/api/admin/actions']) {
      const r = await h.call('GET', path, { token: boss });
      expect(r.status, path).toBe(200);
      expect(r.json.code).toBe(200);
    }
  });

  it('a manager has no permission management but reads apartments', async () => {
    for (const path of ['/api/admin/roles', '/api/admin/staff', '/api/admin/actions']) {
      const r = await h.call('GET', path, { token: manager });
      expect(r.status, path).toBe(403);
      expect(r.json).toEqual({ code: 403, msg: '没有权限执行此操作', data: null });
    }
    expect((await h.call('GET', '/api/houses/apartments', { token: manager })).status).toBe(200);
  });

  it('staff are refused every admin route but read apartments', async () => {
    for (const path of ['/api/admin/roles', '/api/admin/staff', '/api/admin/actions', '/api/admin/offices']) {
      expect((await h.call('GET', path, { token: staff })).status, path).toBe(403);
    }
    const create = await h.call('POST', '/api/admin/roles', { token: staff, json: { roleName: '越权', roleType: 2 } });
    expect(create.status).toBe(403);
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(200);
  });

  it("a role's new actions apply on the member's next request, and revoking takes them away", async () => {
    const staffRole = await roleId('管家');
    const base = STAFF_PERMS.map(permKey);

    const grant = await h.call('PUT', `/api/admin/roles/${staffRole}/actions`, {
      token: boss,
      json: { actionIds: [...base, '6.39'] },
    });
    expect(grant.status).toBe(200);
    const listed = await h.call('GET', '/api/admin/roles', { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.json.data.find((r: { pkId: string }) => r.pkId === staffRole).action).toContain('6.39');

    const revoke = await h.call('PUT', `/api/admin/roles/${staffRole}/actions`, {
      token: boss,
      json: { actionIds: base },
    });
    expect(revoke.status).toBe(200);
    expect((await h.call('GET', '/api/admin/roles', { token: staff })).status).toBe(403);
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(200);
  });

  it('refuses an unknown action id', async () => {
    const staffRole = await roleId('管家');
    for (const bad of ['9.99', '6.1', 'abc']) {
      const r = await h.call('PUT', `/api/admin/roles/${staffRole}/actions`, {
        token: boss,
        json: { actionIds: ['1.3', bad] },
      });
      expect(r.status, bad).toBe(400);
      expect(r.json.msg).toBe('权限项不存在');
    }
    const after = await h.call('GET', '/api/admin/roles', { token: boss });
    expect(after.json.data.find((r: { pkId: string }) => r.pkId === staffRole).action).toEqual(
      STAFF_PERMS.map(permKey),
    );
  });
});

describe('apartment visibility', () => {
  it('staff see only the apartments of their project; boss and manager see the whole org', async () => {
    for (const token of [boss, manager]) {
      const r = await h.call('GET', '/api/houses/apartments', { token });
      expect(names(r.json.data)).toEqual(['东湖公寓', '西城公寓']);
    }
    const r = await h.call('GET', '/api/houses/apartments', { token: staff });
    expect(names(r.json.data)).toEqual(['东湖公寓']);
  });

  it('staff get 404 for an apartment outside their projects, and the detail of their own', async () => {
    const west = await apartmentId('西城公寓');
    const hidden = await h.call('GET', `/api/houses/apartments/${west}`, { token: staff });
    expect(hidden.status).toBe(404);
    expect(hidden.json.msg).toBe('公寓不存在或无权查看');

    const east = await apartmentId('东湖公寓');
    const mine = await h.call('GET', `/api/houses/apartments/${east}`, { token: staff });
    expect(mine.status).toBe(200);
    expect(mine.json.data.name).toBe('东湖公寓');
    expect(mine.json.data.floorData).toHaveLength(8);
    expect(mine.json.data.floorData[0].houseCount).toBe(8);
  });

  it("another org never sees this org's apartments", async () => {
    const list = await h.call('GET', '/api/houses/apartments', { token: otherBoss });
    expect(names(list.json.data)).toEqual(['城南公寓']);

    const east = await apartmentId('东湖公寓');
    expect((await h.call('GET', `/api/houses/apartments/${east}`, { token: otherBoss })).status).toBe(404);

    const nanId = await apartmentId('城南公寓', otherBoss);
    expect((await h.call('GET', `/api/houses/apartments/${nanId}`, { token: boss })).status).toBe(404);
  });
});

describe('organisation boundary in permission management', () => {
  it("a boss cannot freeze, bind or see another org's user", async () => {
    const stranger = await userId(PHONES.otherBoss, otherBoss);
    const staffList = await h.call('GET', '/api/admin/staff', { token: boss });
    expect(staffList.json.data.total).toBe(3);
    expect(staffList.json.data.records.map((u: { phone: string }) => u.phone)).not.toContain(PHONES.otherBoss);

    const freeze = await h.call('PUT', `/api/admin/staff/${stranger}/usable`, { token: boss, json: { usable: 1 } });
    expect(freeze.status).toBe(404);
    expect(freeze.json.msg).toBe('员工不存在');

    const bind = await h.call('PUT', `/api/admin/staff/${stranger}/roles`, {
      token: boss,
      json: { roleIds: [await roleId('管家')] },
    });
    expect(bind.status).toBe(404);

    expect((await h.call('GET', '/api/auth/profile', { token: otherBoss })).status).toBe(200);
  });

  it("a boss cannot change, delete or bind another org's role", async () => {
    const created = await h.call('POST', '/api/admin/roles', {
      token: otherBoss,
      json: { roleName: '城南管家', roleType: 2 },
    });
    expect(created.status).toBe(200);
    const foreignRole = created.json.data.pkId as string;

    const del = await h.call('DELETE', `/api/admin/roles/${foreignRole}`, { token: boss });
    expect(del.status).toBe(404);
    expect(del.json.msg).toBe('角色不存在');

    const actions = await h.call('PUT', `/api/admin/roles/${foreignRole}/actions`, {
      token: boss,
      json: { actionIds: ['6.39'] },
    });
    expect(actions.status).toBe(404);

    const bind = await h.call('PUT', `/api/admin/staff/${await userId(PHONES.staff)}/roles`, {
      token: boss,
      json: { roleIds: [foreignRole] },
    });
    expect(bind.status).toBe(404);

    const theirs = await h.call('GET', '/api/admin/roles', { token: otherBoss });
    expect(theirs.json.data.map((r: { roleName: string }) => r.roleName)).toEqual(['城南管家']);
    expect(theirs.json.data[0].action).toEqual([]);
  });

  it('binding roles changes what a member may do', async () => {
    const staffId = await userId(PHONES.staff);
    const managerRole = await roleId('店长');
    const bind = await h.call('PUT', `/api/admin/staff/${staffId}/roles`, {
      token: boss,
      json: { roleIds: [managerRole] },
    });
    expect(bind.status).toBe(200);
    const profile = await h.call('GET', '/api/auth/profile', { token: staff });
    expect(profile.json.data.menuList.map((g: { pkId: number }) => g.pkId)).toEqual([1, 2, 3, 4, 5, 7, 8]);

    const unbind = await h.call('PUT', `/api/admin/staff/${staffId}/roles`, { token: boss, json: { roleIds: [] } });
    expect(unbind.status).toBe(200);
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(403);
  });
});

describe('roles, staff and offices', () => {
  it('a role made with its actions is listed, bound, then deleted: its members lose what it gave', async () => {
    const created = await h.call('POST', '/api/admin/roles', {
      token: boss,
      json: { roleName: '  前台  ', roleType: 2, roleDesc: '接待看房' },
    });
    expect(created.status).toBe(200);
    expect(created.json.msg).toBe('添加成功');
    const pkId = created.json.data.pkId as string;
    const set = await h.call('PUT', `/api/admin/roles/${pkId}/actions`, {
      token: boss,
      json: { actionIds: STAFF_PERMS.map(permKey) },
    });
    expect(set.json).toEqual({ code: 200, msg: '修改成功', data: null });
    const listed = (await h.call('GET', '/api/admin/roles', { token: boss })).json.data.find(
      (r: { pkId: string }) => r.pkId === pkId,
    );
    expect(listed).toMatchObject({ roleName: '前台', roleType: 2, roleDesc: '接待看房' });
    expect(listed.action).toEqual(STAFF_PERMS.map(permKey));

    const staffId = await userId(PHONES.staff);
    await h.call('PUT', `/api/admin/staff/${staffId}/roles`, { token: boss, json: { roleIds: [pkId] } });
    const bound = (await h.call('GET', '/api/admin/staff', { token: boss })).json.data.records.find(
      (u: { pkId: string }) => u.pkId === staffId,
    );
    expect(bound.roleName).toBe('前台');
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(200);

    // Held, the role stays (api/admin/roles.ts deleteRole); unbound, it goes and its members lost what it gave.
    expect((await h.call('DELETE', `/api/admin/roles/${pkId}`, { token: boss })).status).toBe(400);
    await h.call('PUT', `/api/admin/staff/${staffId}/roles`, { token: boss, json: { roleIds: [] } });
    const del = await h.call('DELETE', `/api/admin/roles/${pkId}`, { token: boss });
    expect(del.json).toEqual({ code: 200, msg: '删除成功', data: null });
    const after = await h.call('GET', '/api/admin/roles', { token: boss });
    expect(after.json.data.map((r: { pkId: string }) => r.pkId)).not.toContain(pkId);
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(403);
  });

  it('staff filtered by name, phone and frozen state; a frozen account is signed out until thawed', async () => {
    const byName = await h.call('GET', `/api/admin/staff?name=${encodeURIComponent('店长')}`, { token: boss });
    expect(byName.json.data.records.map((u: { phone: string }) => u.phone)).toEqual([PHONES.manager]);
    const staffId = await userId(PHONES.staff);
    const freeze = await h.call('PUT', `/api/admin/staff/${staffId}/usable`, { token: boss, json: { usable: 1 } });
    expect(freeze.json).toEqual({ code: 200, msg: '操作成功', data: null });
    const frozen = await h.call('GET', '/api/admin/staff?status=1', { token: boss });
    expect(frozen.json.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(frozen.json.data.records[0]).toMatchObject({ pkId: staffId, phone: PHONES.staff, isUsable: 1 });
    expect((await h.call('GET', '/api/auth/profile', { token: staff })).status).toBe(401);

    await h.call('PUT', `/api/admin/staff/${staffId}/usable`, { token: boss, json: { usable: 0 } });
    expect(
      (await h.call('GET', `/api/admin/staff?status=1&phone=${PHONES.staff}`, { token: boss })).json.data.total,
    ).toBe(0);
  });

  it('lists the companies and projects of the org, a project under its company', async () => {
    const all = await h.call('GET', '/api/admin/offices', { token: boss });
    expect(all.status).toBe(200);
    const company = all.json.data.find((o: { kind: number }) => o.kind === 1);
    expect(company).toMatchObject({ name: '示例公寓管理有限公司', pid: null });
    const projects = await h.call('GET', '/api/admin/offices?kind=2', { token: boss });
    expect(projects.json.data.map((o: { name: string; pid: string }) => [o.name, o.pid])).toEqual([
      ['东湖项目', company.officeId],
      ['西城项目', company.officeId],
    ]);
    expect(
      (await h.call('GET', '/api/admin/offices', { token: otherBoss })).json.data.map((o: { name: string }) => o.name),
    ).not.toContain('东湖项目');
  });
});

describe('freezing accounts', () => {
  it('nobody can freeze a boss, and nobody can freeze themselves', async () => {
    const managerRole = await roleId('店长');
    const grant = await h.call('PUT', `/api/admin/roles/${managerRole}/actions`, {
      token: boss,
      json: { actionIds: [...MANAGER_PERMS.map(permKey), '6.34'] },
    });
    expect(grant.status).toBe(200);

    const bossId = await userId(PHONES.boss, manager);
    const byManager = await h.call('PUT', `/api/admin/staff/${bossId}/usable`, { token: manager, json: { usable: 1 } });
    expect(byManager.status).toBe(403);
    expect(byManager.json.msg).toBe('不能冻结老板账号');

    const bySelf = await h.call('PUT', `/api/admin/staff/${bossId}/usable`, { token: boss, json: { usable: 1 } });
    expect(bySelf.status).toBe(403);
    expect(bySelf.json.msg).toBe('不能冻结老板账号');

    const managerId = await userId(PHONES.manager, manager);
    const selfFreeze = await h.call('PUT', `/api/admin/staff/${managerId}/usable`, {
      token: manager,
      json: { usable: 1 },
    });
    expect(selfFreeze.status).toBe(400);
    expect(selfFreeze.json.msg).toBe('不能冻结自己的账号');

    expect((await h.call('GET', '/api/auth/profile', { token: boss })).status).toBe(200);
    expect((await h.call('GET', '/api/auth/profile', { token: manager })).status).toBe(200);
  });

  it('refuses a status other than 0 or 1', async () => {
    const r = await h.call('PUT', `/api/admin/staff/${await userId(PHONES.staff)}/usable`, {
      token: boss,
      json: { usable: 2 },
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('状态不正确');
  });
});

describe('operation log', () => {
  const logCount = async () => (await h.db.select({ n: count() }).from(operationLogs))[0].n;

  it('records successful changes, not reads or refusals', async () => {
    const before = await logCount();
    await h.call('GET', '/api/admin/roles', { token: boss });
    await h.call('GET', '/api/houses/apartments', { token: staff });
    await h.call('GET', '/api/auth/profile', { token: manager });
    expect(await logCount()).toBe(before);

    const refused = await h.call('POST', '/api/admin/roles', { token: staff, json: { roleName: '越权', roleType: 2 } });
    expect(refused.status).toBe(403);
    const invalid = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleType: 2 } });
    expect(invalid.status).toBe(400);
    expect(await logCount()).toBe(before);

    const created = await h.call('POST', '/api/admin/roles', {
      token: boss,
      json: { roleName: '保洁', roleType: 2 },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(created.status).toBe(200);
    const del = await h.call('DELETE', `/api/admin/roles/${created.json.data.pkId}`, { token: boss });
    expect(del.status).toBe(200);

    const rows = await h.db.select().from(operationLogs).orderBy(asc(operationLogs.createdAt), asc(operationLogs.id));
    expect(rows).toHaveLength(before + 2);
    const [add, remove] = rows.slice(-2).sort((a, b) => a.module - b.module);
    expect(add).toMatchObject({
      module: 1,
      managerType: 0,
      phone: PHONES.boss,
      nickName: '王老板',
      client: 1,
      status: 200,
    });
    expect(add.context).toBe('新增角色 保洁');
    expect(remove).toMatchObject({ module: 3, client: 0 });
    expect(remove.context).toBe('删除角色 保洁');
  });
});
