import { beforeEach, describe, expect, it } from 'vitest';
import { PHONES, signedIn, type Harness } from './harness';
import { roleInUse, STAFF_MSG } from '../../sync/rules/admin/staff-rules';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';
import { STAFF_PERMS } from '../../api/seed/demo';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

interface Role {
  pkId: string;
  roleName: string;
  action: string[];
  holders: number;
}

async function roles(token = boss): Promise<Role[]> {
  const r = await h.call('GET', '/api/admin/roles', { token });
  expect(r.status).toBe(200);
  return r.json.data;
}
const roleNamed = async (name: string, token = boss) => (await roles(token)).find((r) => r.roleName === name)!;

async function userId(phone: string) {
  const r = await h.call('GET', '/api/admin/staff', { token: boss });
  return (r.json.data.records as { pkId: string; phone: string }[]).find((u) => u.phone === phone)!.pkId;
}

const menuOf = async (token: string) =>
  (await h.call('GET', '/api/auth/profile', { token })).json.data.menuList as { pkId: number; actionList: number[] }[];

describe('the role list', () => {
  it('says how many accounts hold each role; a name is used once', async () => {
    expect((await roles()).map((r) => [r.roleName, r.holders])).toEqual([
      ['店长', 1],
      ['管家', 1],
    ]);
    const again = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleName: '管家', roleType: 2 } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(STAFF_MSG.roleNameTaken);
    // Another organisation may have its own 管家.
    const theirs = await h.call('POST', '/api/admin/roles', {
      token: otherBoss,
      json: { roleName: '管家', roleType: 2 },
    });
    expect(theirs.status).toBe(200);
  });

  it('a role held by accounts is not deleted, with the reason; once nobody holds it, it goes', async () => {
    const keeper = await roleNamed('管家');
    const del = await h.call('DELETE', `/api/admin/roles/${keeper.pkId}`, { token: boss });
    expect(del.status).toBe(400);
    expect(del.json.msg).toBe(roleInUse(1));
    expect(del.json.msg).toContain('该角色下还有 1 名员工');
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(200);

    await h.call('PUT', `/api/admin/staff/${await userId(PHONES.staff)}/roles`, { token: boss, json: { roleIds: [] } });
    expect((await roleNamed('管家')).holders).toBe(0);
    const gone = await h.call('DELETE', `/api/admin/roles/${keeper.pkId}`, { token: boss });
    expect(gone.json).toEqual({ code: 200, msg: '删除成功', data: null });
    expect((await roles()).map((r) => r.roleName)).toEqual(['店长']);
  });
});

describe('a change of permissions', () => {
  it("takes effect on the holders' next request, and their menu follows", async () => {
    const keeper = await roleNamed('管家');
    expect((await h.call('GET', '/api/admin/staff', { token: staff })).status).toBe(403);
    expect((await menuOf(staff)).find((g) => g.pkId === 6)).toBeUndefined();

    const grant = await h.call('PUT', `/api/admin/roles/${keeper.pkId}/actions`, {
      token: boss,
      json: { actionIds: [...STAFF_PERMS.map(permKey), permKey(PERMS.staff)] },
    });
    expect(grant.json.msg).toBe('修改成功');
    expect((await h.call('GET', '/api/admin/staff', { token: staff })).status).toBe(200);
    expect((await menuOf(staff)).find((g) => g.pkId === 6)?.actionList).toEqual([PERMS.staff[1]]);

    const board = permKey(PERMS.board);
    const revoke = await h.call('PUT', `/api/admin/roles/${keeper.pkId}/actions`, {
      token: boss,
      json: { actionIds: STAFF_PERMS.map(permKey).filter((k) => k !== board) },
    });
    expect(revoke.status).toBe(200);
    expect((await h.call('GET', '/api/admin/staff', { token: staff })).status).toBe(403);
    expect((await h.call('GET', '/api/board/houses', { token: staff })).status).toBe(403);
    const menu = await menuOf(staff);
    expect(menu.find((g) => g.pkId === 6)).toBeUndefined();
    expect(menu.find((g) => g.pkId === PERMS.board[0])?.actionList).not.toContain(PERMS.board[1]);
    expect((await roleNamed('管家')).action).not.toContain(board);
  });
});

describe('who may manage roles', () => {
  it('staff and managers without 角色管理 are refused every role route', async () => {
    const keeper = await roleNamed('管家');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/roles', undefined],
      ['GET', '/api/admin/actions', undefined],
      ['POST', '/api/admin/roles', { roleName: '越权', roleType: 2 }],
      ['PUT', `/api/admin/roles/${keeper.pkId}/actions`, { actionIds: [permKey(PERMS.roles)] }],
      ['DELETE', `/api/admin/roles/${keeper.pkId}`, undefined],
    ];
    for (const token of [staff, manager])
      for (const [method, path, json] of calls) {
        const r = await h.call(method, path, { token, json });
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    expect((await roleNamed('管家')).action).toEqual(STAFF_PERMS.map(permKey));
  });

  it("another organisation's boss neither sees nor changes this organisation's roles", async () => {
    const keeper = await roleNamed('管家');
    expect(await roles(otherBoss)).toEqual([]);
    const change = await h.call('PUT', `/api/admin/roles/${keeper.pkId}/actions`, {
      token: otherBoss,
      json: { actionIds: [] },
    });
    expect(change.status).toBe(404);
    const del = await h.call('DELETE', `/api/admin/roles/${keeper.pkId}`, { token: otherBoss });
    expect(del.status).toBe(404);
    expect((await roleNamed('管家')).action).toEqual(STAFF_PERMS.map(permKey));
  });
});
