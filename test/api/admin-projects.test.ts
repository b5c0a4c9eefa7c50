import { beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { signedIn, type Harness } from './harness';
import { apartments, rooms } from '../../api/houses/schema';
import { DEMO_OFFICES } from '../../api/admin/offices-seed';
import { OFFICE_MSG } from '../../sync/rules/admin/office-rules';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

interface ProjectRow {
  officeId: string;
  name: string;
  address: string;
  phone: string;
  privateAccount: string;
  publicAccount: string;
  supervisor: string;
  pid: string | null;
  parent: string;
  gmtCreate: number;
  centralizedHouse: number;
  dispersionHouse: number;
  principal: number;
  management: number;
  employee: number;
  purview: { roleName: string; number: number }[];
}

async function projects(token = boss, query = '') {
  const r = await h.call('GET', `/api/admin/projects${query}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.json.data as { records: ProjectRow[]; total: number; pages: number };
}
const project = async (name: string) => (await projects()).records.find((p) => p.name === name)!;
const companyId = async () => {
  const r = await h.call('GET', '/api/admin/companies', { token: boss });
  return r.json.data.records[0].officeId as string;
};
const add = (json: Record<string, unknown>, token = boss) => h.call('POST', '/api/admin/projects', { token, json });

/** The rooms /HousingAllocation lists for a project (its effective project), all pages. */
async function allocated(officeId: string) {
  const out: { houseId: string; apartmentType: number }[] = [];
  for (let current = 1; ; current++) {
    const r = await h.call('GET', `/api/admin/house-allocation?officeId=${officeId}&size=100&current=${current}`, {
      token: boss,
    });
    expect(r.status, r.text).toBe(200);
    out.push(...r.json.data.records);
    if (current >= r.json.data.pages) return out;
  }
}
const moveRooms = async (houseIds: string[], officeId: string) => {
  const r = await h.call('PUT', '/api/admin/house-allocation', { token: boss, json: { houseIds, officeId } });
  expect(r.status, r.text).toBe(200);
};
/** The accounts /laborControl?officeId= lists for a project. */
const staffOf = async (officeId: string) =>
  (await h.call('GET', `/api/admin/staff?officeId=${officeId}&size=100`, { token: boss })).json.data.total as number;

/** The offices a device of the boss receives after `cursor`, every page, and the cursor after them. */
async function pullAll(cursor: number) {
  const offices: Record<string, unknown>[] = [];
  for (;;) {
    const r = await h.call('GET', `/api/sync/pull?cursor=${cursor}`, { token: boss });
    expect(r.status, r.text).toBe(200);
    offices.push(...r.json.data.changes.offices);
    cursor = r.json.data.cursor;
    if (!r.json.data.more) return { offices, cursor };
  }
}

/** A project's room figures equal what the allocation list shows for it, by room type. */
async function expectHouseFigures(p: ProjectRow) {
  const listed = await allocated(p.officeId);
  expect(p.centralizedHouse).toBe(listed.filter((r) => r.apartmentType === 1).length);
  expect(p.dispersionHouse).toBe(listed.filter((r) => r.apartmentType === 2).length);
}

describe('项目设置: the project list and its figures', () => {
  it('shows both demo projects with their company, fields, rooms and accounts', async () => {
    const page = await projects();
    expect(page.total).toBe(2);
    const east = await project('东湖项目');
    const west = await project('西城项目');
    expect(east).toMatchObject({
      ...DEMO_OFFICES.east,
      address: '杭州市上城区东湖路 8 号',
      parent: '示例公寓管理有限公司',
      pid: await companyId(),
      // 8 floors of 8 rooms; 李店长 (管理, 店长) and 张管家 (员工, 管家)
      centralizedHouse: 64,
      dispersionHouse: 0,
      principal: 0,
      management: 1,
      employee: 1,
      purview: [
        { roleName: '店长', number: 1 },
        { roleName: '管家', number: 1 },
      ],
    });
    expect(west).toMatchObject({
      ...DEMO_OFFICES.west,
      parent: '示例公寓管理有限公司',
      management: 1,
      employee: 0,
      purview: [{ roleName: '店长', number: 1 }],
    });
    for (const p of [east, west]) {
      await expectHouseFigures(p);
      expect(p.principal + p.management + p.employee).toBe(await staffOf(p.officeId));
    }
  });

  it('counts rooms by their effective project and type, the same as the allocation list', async () => {
    const east = await project('东湖项目');
    const west = await project('西城项目');
    const westRooms = (await allocated(west.officeId)).filter((r) => r.apartmentType === 1).map((r) => r.houseId);
    // Five 集中式 rooms of 西城 move to 东湖; two of 西城 become 分散式 (no screen makes one: set on the rows).
    await moveRooms(westRooms.slice(0, 5), east.officeId);
    const [{ orgId }] = await h.db.select({ orgId: rooms.orgId }).from(rooms).where(eq(rooms.id, westRooms[0]!));
    await h.db.write(orgId, (tx) =>
      tx
        .update(rooms)
        .set({ type: 2 })
        .where(inArray(rooms.id, [westRooms[0]!, westRooms[10]!])),
    );
    const eastAfter = await project('东湖项目');
    const westAfter = await project('西城项目');
    expect(eastAfter).toMatchObject({ centralizedHouse: 68, dispersionHouse: 1 });
    expect(westAfter).toMatchObject({
      centralizedHouse: west.centralizedHouse - 6,
      dispersionHouse: west.dispersionHouse + 1,
    });
    await expectHouseFigures(eastAfter);
    await expectHouseFigures(westAfter);
  });

  it('counts the accounts of a project by type and by role, as /laborControl lists them', async () => {
    const west = await project('西城项目');
    const roles = (await h.call('GET', '/api/admin/roles', { token: boss })).json.data as {
      pkId: string;
      roleName: string;
    }[];
    const keeper = roles.find((r) => r.roleName === '管家')!.pkId;
    const made = await h.call('POST', '/api/admin/staff', {
      token: boss,
      json: {
        name: '钱管家',
        phone: '13700000011',
        email: 'qian@example.com',
        password: 'Guanjia2026',
        userType: 2,
        projectIds: [west.officeId],
        roleIds: [keeper],
      },
    });
    expect(made.status, made.text).toBe(200);
    const after = await project('西城项目');
    expect(after).toMatchObject({
      management: 1,
      employee: 1,
      purview: [
        { roleName: '店长', number: 1 },
        { roleName: '管家', number: 1 },
      ],
    });
    expect(after.management + after.employee).toBe(await staffOf(west.officeId));
    // A frozen account is still assigned to its project.
    await h.call('PUT', `/api/admin/staff/${made.json.data.pkId}/usable`, { token: boss, json: { usable: 1 } });
    expect((await project('西城项目')).employee).toBe(1);
  });

  it('searches by a part of the name and by company, 10 a page', async () => {
    const pid = await companyId();
    expect((await projects(boss, '?officeName=东湖')).records.map((p) => p.name)).toEqual(['东湖项目']);
    expect((await projects(boss, `?pid=${pid}`)).total).toBe(2);
    const other = (await h.call('POST', '/api/admin/companies', { token: boss, json: { name: '另一公司' } })).json.data
      .officeId as string;
    for (let i = 1; i <= 10; i++) {
      h.advance(1000);
      expect((await add({ name: `测试项目${i}`, pid: other })).status).toBe(200);
    }
    const page = await projects(boss, `?pid=${other}`);
    expect(page.total).toBe(10);
    expect(page.records[0]!.name).toBe('测试项目10');
    expect(page.records.every((p) => p.parent === '另一公司')).toBe(true);
    const all = await projects();
    expect(all).toMatchObject({ total: 12, pages: 2 });
    expect(all.records).toHaveLength(10);
    expect((await projects(boss, '?current=2')).records.map((p) => p.name).sort()).toEqual(['东湖项目', '西城项目']);
    expect((await projects(boss, `?officeName=东湖&pid=${other}`)).total).toBe(0);
  });
});

describe('adding, editing and deleting a project', () => {
  it('refuses a project without a name or a company with the messages', async () => {
    const pid = await companyId();
    const cases: [Record<string, unknown>, string][] = [
      [{}, OFFICE_MSG.projectNameRequired],
      [{ name: ' ', pid }, OFFICE_MSG.projectNameRequired],
      [{ name: '新项目' }, OFFICE_MSG.companyRequired],
      [{ name: '新项目', pid: '' }, OFFICE_MSG.companyRequired],
    ];
    for (const [json, msg] of cases) {
      const r = await add(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    // The company must be a live company of the organisation (a project is not one).
    const east = await project('东湖项目');
    for (const bad of [east.officeId, '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const r = await add({ name: '新项目', pid: bad });
      expect(r.status).toBe(404);
      expect(r.json.msg).toBe(OFFICE_MSG.companyMissing);
    }
    expect((await projects()).total).toBe(2);
  });

  it('adds a project bound to a company, edits it (another company too), deletes it', async () => {
    const pid = await companyId();
    h.advance(60_000);
    const made = await add({
      name: '滨江项目',
      pid,
      address: '杭州市滨江区江南大道 1 号',
      phone: '0571-86661111',
      supervisor: '陈经理',
      privateAccount: '6222 1111',
      publicAccount: '对公 2222',
    });
    expect(made.status).toBe(200);
    expect(made.json.msg).toBe('添加成功');
    const id = made.json.data.officeId as string;
    expect((await projects()).records[0]).toEqual({
      officeId: id,
      name: '滨江项目',
      pid,
      parent: '示例公寓管理有限公司',
      address: '杭州市滨江区江南大道 1 号',
      phone: '0571-86661111',
      supervisor: '陈经理',
      privateAccount: '6222 1111',
      publicAccount: '对公 2222',
      gmtCreate: h.deps.now(),
      centralizedHouse: 0,
      dispersionHouse: 0,
      principal: 0,
      management: 0,
      employee: 0,
      purview: [],
    });
    // It is a project of the selectors too (staff dialogs, the allocation screen).
    const options = (await h.call('GET', '/api/admin/offices?kind=2', { token: boss })).json.data as { name: string }[];
    expect(options.map((o) => o.name)).toContain('滨江项目');

    const other = (await h.call('POST', '/api/admin/companies', { token: boss, json: { name: '滨江公司' } })).json.data
      .officeId as string;
    const edit = await h.call('PUT', `/api/admin/projects/${id}`, {
      token: boss,
      json: { name: '滨江二期', pid: other, supervisor: '' },
    });
    expect(edit.status).toBe(200);
    expect(edit.json.msg).toBe('修改成功');
    expect(await project('滨江二期')).toMatchObject({ pid: other, parent: '滨江公司', supervisor: '', phone: '' });
    const noCompany = await h.call('PUT', `/api/admin/projects/${id}`, { token: boss, json: { name: '滨江二期' } });
    expect(noCompany.json.msg).toBe(OFFICE_MSG.companyRequired);

    const del = await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss });
    expect(del.status).toBe(200);
    expect(del.json.msg).toBe('删除成功');
    expect((await projects()).records.map((p) => p.officeId)).not.toContain(id);
    expect((await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss })).status).toBe(404);
    const options2 = (await h.call('GET', '/api/admin/offices?kind=2', { token: boss })).json.data as {
      name: string;
    }[];
    expect(options2.map((o) => o.name)).not.toContain('滨江二期');
    // The operation log names the company or project of each write.
    const log = await h.call('GET', '/api/admin/logs?context=滨江&size=10', { token: boss });
    expect((log.json.data.records as { context: string }[]).map((e) => e.context).sort()).toEqual(
      ['新增项目 滨江项目', '新增公司 滨江公司', '编辑项目 滨江二期', '删除项目 滨江二期'].sort(),
    );
  });

  it('refuses to delete a project while rooms or staff are assigned, saying how many', async () => {
    const east = await project('东湖项目');
    const refused = await h.call('DELETE', `/api/admin/projects/${east.officeId}`, { token: boss });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('该项目下还有 64 间房源、2 名员工，请先移出');

    const id = (await add({ name: '临时项目', pid: await companyId() })).json.data.officeId as string;
    const westRooms = (await allocated((await project('西城项目')).officeId)).map((r) => r.houseId);
    await moveRooms(westRooms.slice(0, 3), id);
    const manager = (await h.call('GET', '/api/admin/staff?phone=13800000002', { token: boss })).json.data
      .records[0] as { pkId: string; projectIds: string[] };
    const bind = await h.call('PUT', `/api/admin/staff/${manager.pkId}/projects`, {
      token: boss,
      json: { projectIds: [...manager.projectIds, id] },
    });
    expect(bind.status).toBe(200);
    const both = await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss });
    expect(both.json.msg).toBe('该项目下还有 3 间房源、1 名员工，请先移出');

    await moveRooms(westRooms.slice(0, 3), east.officeId);
    const staffOnly = await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss });
    expect(staffOnly.json.msg).toBe('该项目下还有 1 名员工，请先移出');
    await h.call('PUT', `/api/admin/staff/${manager.pkId}/projects`, {
      token: boss,
      json: { projectIds: manager.projectIds },
    });
    await moveRooms(westRooms.slice(3, 4), id);
    const roomsOnly = await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss });
    expect(roomsOnly.json.msg).toBe('该项目下还有 1 间房源，请先移出');
    await moveRooms(westRooms.slice(3, 4), east.officeId);
    expect((await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss })).status).toBe(200);
    expect((await project('东湖项目')).centralizedHouse).toBe(68);
  });

  it('a project whose rooms and staff all moved away is deleted; its apartment is then of no project', async () => {
    const west = await project('西城项目');
    const pid = await companyId();
    const other = (await add({ name: '西城新项目', pid })).json.data.officeId as string;
    await moveRooms(
      (await allocated(west.officeId)).map((r) => r.houseId),
      other,
    );
    const manager = (await h.call('GET', '/api/admin/staff?phone=13800000002', { token: boss })).json.data
      .records[0] as { pkId: string; projectIds: string[] };
    await h.call('PUT', `/api/admin/staff/${manager.pkId}/projects`, {
      token: boss,
      json: { projectIds: manager.projectIds.filter((p) => p !== west.officeId) },
    });
    expect(await project('西城项目')).toMatchObject({ centralizedHouse: 0, dispersionHouse: 0, management: 0 });
    const del = await h.call('DELETE', `/api/admin/projects/${west.officeId}`, { token: boss });
    expect(del.status, del.text).toBe(200);
    // The rooms stay in the project they moved to; 西城公寓 itself names no project any more.
    const moved = await project('西城新项目');
    expect(moved.centralizedHouse + moved.dispersionHouse).toBe(west.centralizedHouse + west.dispersionHouse);
    await expectHouseFigures(moved);
    const [apt] = await h.db.select().from(apartments).where(eq(apartments.name, '西城公寓'));
    expect(apt!.projectId).toBeNull();
  });

  it('a new project reaches a device on its next sync, and its deletion as a tombstone', async () => {
    const cursor = (await pullAll(0)).cursor;
    const id = (await add({ name: '同步项目', pid: await companyId() })).json.data.officeId as string;
    const made = await pullAll(cursor);
    expect(made.offices).toEqual([expect.objectContaining({ id, name: '同步项目', kind: 2 })]);
    expect((await h.call('DELETE', `/api/admin/projects/${id}`, { token: boss })).status).toBe(200);
    expect((await pullAll(made.cursor)).offices).toEqual([expect.objectContaining({ id, deleted: true })]);
  });
});

describe('who may manage projects', () => {
  it('staff and managers without 项目设置 are refused every project route', async () => {
    const east = await project('东湖项目');
    const pid = await companyId();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/projects', undefined],
      ['POST', '/api/admin/projects', { name: '越权项目', pid }],
      ['PUT', `/api/admin/projects/${east.officeId}`, { name: '越权', pid }],
      ['DELETE', `/api/admin/projects/${east.officeId}`, undefined],
    ];
    for (const token of [staff, manager])
      for (const [method, path, json] of calls) {
        const r = await h.call(method, path, { token, json });
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    expect((await projects()).total).toBe(2);
    expect((await project('东湖项目')).name).toBe('东湖项目');
  });

  it("another organisation's boss sees only its own projects and cannot touch these", async () => {
    const east = await project('东湖项目');
    const theirs = await projects(otherBoss);
    expect(theirs.records.map((p) => [p.name, p.parent])).toEqual([['城南项目', '']]);
    expect(theirs.records[0]!.centralizedHouse).toBe(15);
    const their = (await h.call('POST', '/api/admin/companies', { token: otherBoss, json: { name: '城南公司' } })).json
      .data.officeId as string;
    const edit = await h.call('PUT', `/api/admin/projects/${east.officeId}`, {
      token: otherBoss,
      json: { name: '抢来的', pid: their },
    });
    expect(edit.status).toBe(404);
    expect(edit.json.msg).toBe(OFFICE_MSG.projectMissing);
    expect((await h.call('DELETE', `/api/admin/projects/${east.officeId}`, { token: otherBoss })).status).toBe(404);
    expect((await project('东湖项目')).parent).toBe('示例公寓管理有限公司');
  });
});
