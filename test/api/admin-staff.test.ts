import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, PHONES, signedIn, upload, type Harness } from './harness';
import { users } from '../../api/auth/schema';
import { STAFF_MSG } from '../../sync/rules/admin/staff-rules';
import { MSG } from '../../sync/rules/common/validators';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

interface StaffRow {
  pkId: string;
  phone: string;
  userType: number;
  roleName: string;
  roleIds: string[];
  range: string;
  projectIds: string[];
  house: number;
  isUsable: number;
  email: string | null;
  picture: string | null;
}

const NEW_PHONE = '13700000009';
const NEW_PASSWORD = 'Guanjia2026';

async function staffList(token = boss, query = ''): Promise<{ total: number; records: StaffRow[] }> {
  const r = await h.call('GET', `/api/admin/staff${query}`, { token });
  expect(r.status).toBe(200);
  return r.json.data;
}
const rowOf = async (phone: string, token = boss) => (await staffList(token)).records.find((u) => u.phone === phone)!;

async function roleId(name: string, token = boss): Promise<string> {
  const r = await h.call('GET', '/api/admin/roles', { token });
  return (r.json.data as { pkId: string; roleName: string }[]).find((x) => x.roleName === name)!.pkId;
}

async function projectId(name: string, token = boss): Promise<string> {
  const r = await h.call('GET', '/api/admin/offices?kind=2', { token });
  return (r.json.data as { officeId: string; name: string }[]).find((o) => o.name === name)!.officeId;
}

async function newStaff(over: Record<string, unknown> = {}) {
  return h.call('POST', '/api/admin/staff', {
    token: boss,
    json: {
      name: '赵管家',
      phone: NEW_PHONE,
      email: 'zhao@example.com',
      password: NEW_PASSWORD,
      userType: 2,
      projectIds: [await projectId('西城项目')],
      roleIds: [await roleId('管家')],
      ...over,
    },
  });
}

/** Gives the manager a role holding 员工管理, so that someone other than the boss manages staff. */
async function managerManagesStaff() {
  const made = await h.call('POST', '/api/admin/roles', { token: boss, json: { roleName: '人事', roleType: 1 } });
  const hr = made.json.data.pkId as string;
  await h.call('PUT', `/api/admin/roles/${hr}/actions`, { token: boss, json: { actionIds: [permKey(PERMS.staff)] } });
  const me = await rowOf(PHONES.manager);
  const bind = await h.call('PUT', `/api/admin/staff/${me.pkId}/roles`, {
    token: boss,
    json: { roleIds: [...me.roleIds, hr] },
  });
  expect(bind.status).toBe(200);
}

describe('creating a staff account', () => {
  it('refuses a bad form with the messages of the spec', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, '请输入邮箱地址'],
      [{ email: 'zhao@' }, '请输入正确的邮箱地址'],
      [{ password: '' }, '请输入用户密码'],
      [{ password: 'abcdefgh' }, STAFF_MSG.passwordWeak],
      [{ phone: '12345678901' }, MSG.phoneInvalid],
      [{ name: ' ' }, STAFF_MSG.nameRequired],
      [{ userType: 0 }, STAFF_MSG.typeRequired],
      [{ projectIds: [] }, STAFF_MSG.projectRequired],
      [{ picture: '/somewhere/else.png' }, STAFF_MSG.pictureGone],
    ];
    for (const [over, msg] of cases) {
      const r = await newStaff(over);
      expect(r.status, msg).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    expect((await staffList()).total).toBe(3);
  });

  it('makes a 员工 with its role and project: password hashed, login works, sees only its project', async () => {
    const avatar = await upload(h, boss);
    const r = await newStaff({ nickname: '小赵', picture: avatar });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('添加成功');
    const [stored] = await h.db.select().from(users).where(eq(users.id, r.json.data.pkId));
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain(NEW_PASSWORD);

    const row = await rowOf(NEW_PHONE);
    expect(row).toMatchObject({
      userType: 2,
      roleName: '管家',
      range: '西城项目',
      email: 'zhao@example.com',
      picture: avatar,
      isUsable: 0,
    });
    expect(row.house).toBe(60);
    expect(await rowOf(PHONES.boss)).toMatchObject({ range: '全部项目', house: 124 });

    const token = await h.login(NEW_PHONE, NEW_PASSWORD);
    const apts = await h.call('GET', '/api/houses/apartments', { token });
    expect(apts.json.data.map((a: { name: string }) => a.name)).toEqual(['西城公寓']);
    const profile = await h.call('GET', '/api/auth/profile', { token });
    expect(profile.json.data).toMatchObject({ nickname: '小赵', userType: 2 });
  });

  it('refuses a phone already in use, of this organisation or another', async () => {
    for (const phone of [PHONES.staff, PHONES.otherBoss]) {
      const r = await newStaff({ phone });
      expect(r.status).toBe(409);
      expect(r.json.msg).toBe(STAFF_MSG.phoneTaken);
    }
  });

  it("refuses another organisation's roles, projects and avatar", async () => {
    const theirAvatar = await upload(h, otherBoss);
    const made = await h.call('POST', '/api/admin/roles', {
      token: otherBoss,
      json: { roleName: '城南管家', roleType: 2 },
    });
    expect((await newStaff({ roleIds: [made.json.data.pkId] })).json.msg).toBe('角色不存在');
    const theirs = await h.call('POST', '/api/admin/staff', {
      token: otherBoss,
      json: {
        name: '越界',
        phone: NEW_PHONE,
        email: 'x@example.com',
        password: NEW_PASSWORD,
        userType: 2,
        projectIds: [await projectId('东湖项目')],
      },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.msg).toBe('项目不存在');
    expect((await newStaff({ picture: theirAvatar })).json.msg).toBe(STAFF_MSG.pictureGone);
    expect((await staffList()).total).toBe(3);
  });
});

describe('freezing, roles and projects of an account', () => {
  it('freezing ends the open session at once; the frozen account cannot sign in until thawed', async () => {
    const target = await rowOf(PHONES.staff);
    expect((await h.call('GET', '/api/auth/profile', { token: staff })).status).toBe(200);
    const freeze = await h.call('PUT', `/api/admin/staff/${target.pkId}/usable`, {
      token: boss,
      json: { usable: 1 },
    });
    expect(freeze.json).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await h.call('GET', '/api/houses/apartments', { token: staff })).status).toBe(401);
    const again = await h.call('POST', '/api/auth/login', { json: { phone: PHONES.staff, password: DEMO_PASSWORD } });
    expect(again.status).toBe(403);
    await h.call('PUT', `/api/admin/staff/${target.pkId}/usable`, { token: boss, json: { usable: 0 } });
    expect((await h.call('GET', '/api/auth/profile', { token: await h.login(PHONES.staff) })).status).toBe(200);
  });

  it('nobody freezes the boss, changes its roles, or freezes or re-roles themselves', async () => {
    await managerManagesStaff();
    const bossRow = await rowOf(PHONES.boss, manager);
    const me = await rowOf(PHONES.manager, manager);
    const freezeBoss = await h.call('PUT', `/api/admin/staff/${bossRow.pkId}/usable`, {
      token: manager,
      json: { usable: 1 },
    });
    expect(freezeBoss.status).toBe(403);
    expect(freezeBoss.json.msg).toBe(STAFF_MSG.bossFrozen);
    const bossSelf = await h.call('PUT', `/api/admin/staff/${bossRow.pkId}/usable`, {
      token: boss,
      json: { usable: 1 },
    });
    expect(bossSelf.json.msg).toBe(STAFF_MSG.bossFrozen);
    const reroleBoss = await h.call('PUT', `/api/admin/staff/${bossRow.pkId}/roles`, {
      token: manager,
      json: { roleIds: [await roleId('管家', manager)] },
    });
    expect(reroleBoss.status).toBe(403);
    expect(reroleBoss.json.msg).toBe(STAFF_MSG.bossRoles);
    const freezeSelf = await h.call('PUT', `/api/admin/staff/${me.pkId}/usable`, {
      token: manager,
      json: { usable: 1 },
    });
    expect(freezeSelf.json.msg).toBe(STAFF_MSG.selfFrozen);
    const reroleSelf = await h.call('PUT', `/api/admin/staff/${me.pkId}/roles`, {
      token: manager,
      json: { roleIds: [] },
    });
    expect(reroleSelf.json.msg).toBe(STAFF_MSG.selfRoles);

    expect((await h.call('GET', '/api/auth/profile', { token: boss })).status).toBe(200);
    expect((await rowOf(PHONES.boss)).isUsable).toBe(0);
    // The manager did manage the 员工 though.
    const staffRow = await rowOf(PHONES.staff, manager);
    const frozen = await h.call('PUT', `/api/admin/staff/${staffRow.pkId}/usable`, {
      token: manager,
      json: { usable: 1 },
    });
    expect(frozen.status).toBe(200);
  });

  it('moving a 员工 to another project changes what it sees on its next request; the list filters by project', async () => {
    const target = await rowOf(PHONES.staff);
    const west = await projectId('西城项目');
    const set = await h.call('PUT', `/api/admin/staff/${target.pkId}/projects`, {
      token: boss,
      json: { projectIds: [west] },
    });
    expect(set.json).toEqual({ code: 200, msg: '修改成功', data: null });
    const apts = await h.call('GET', '/api/houses/apartments', { token: staff });
    expect(apts.json.data.map((a: { name: string }) => a.name)).toEqual(['西城公寓']);
    const inWest = await staffList(boss, `?officeId=${west}`);
    expect(inWest.records.map((u) => u.phone).sort()).toEqual([PHONES.manager, PHONES.staff]);
    const none = await h.call('PUT', `/api/admin/staff/${target.pkId}/projects`, {
      token: boss,
      json: { projectIds: [] },
    });
    expect(none.json.msg).toBe(STAFF_MSG.projectRequired);
  });
});

describe('who may manage staff', () => {
  it('staff without 员工管理 are refused every staff route', async () => {
    const target = await rowOf(PHONES.staff);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { name: 'x' }],
      ['PUT', `/api/admin/staff/${target.pkId}/usable`, { usable: 1 }],
      ['PUT', `/api/admin/staff/${target.pkId}/roles`, { roleIds: [] }],
      ['PUT', `/api/admin/staff/${target.pkId}/projects`, { projectIds: [] }],
    ];
    for (const token of [staff, manager])
      for (const [method, path, json] of calls) {
        const r = await h.call(method, path, { token, json });
        expect(r.status, `${method} ${path}`).toBe(403);
      }
  });

  it("another organisation's boss reaches none of this organisation's accounts", async () => {
    const target = await rowOf(PHONES.staff);
    const theirList = await staffList(otherBoss);
    expect(theirList.records.map((u) => u.phone)).toEqual([PHONES.otherBoss]);
    for (const [path, json] of [
      [`/api/admin/staff/${target.pkId}/usable`, { usable: 1 }],
      [`/api/admin/staff/${target.pkId}/roles`, { roleIds: [] }],
      [`/api/admin/staff/${target.pkId}/projects`, { projectIds: [] }],
    ] as const) {
      const r = await h.call('PUT', path, { token: otherBoss, json });
      expect(r.status).toBe(404);
      expect(r.json.msg).toBe('员工不存在');
    }
    expect((await h.call('GET', '/api/auth/profile', { token: staff })).status).toBe(200);
  });
});
