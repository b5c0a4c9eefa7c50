import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import { DEMO_OFFICES } from '../../api/admin/offices-seed';
import { OFFICE_MSG } from '../../sync/rules/admin/office-rules';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

interface CompanyRow {
  officeId: string;
  name: string;
  address: string;
  phone: string;
  privateAccount: string;
  publicAccount: string;
  gmtCreate: number;
  projects: number;
}

async function companies(token = boss, query = '') {
  const r = await h.call('GET', `/api/admin/companies${query}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.json.data as { records: CompanyRow[]; total: number; pages: number; current: number };
}
const demoCompany = async () => (await companies()).records.find((c) => c.name === '示例公寓管理有限公司')!;
const add = (json: Record<string, unknown>, token = boss) => h.call('POST', '/api/admin/companies', { token, json });

describe('公司设置: the company list', () => {
  it('shows the demo company with its fields and its two projects', async () => {
    const page = await companies();
    expect(page.total).toBe(1);
    expect(page.records).toEqual([
      expect.objectContaining({
        name: '示例公寓管理有限公司',
        address: '杭州市西湖区文三路 100 号',
        ...DEMO_OFFICES.company,
        projects: 2,
      }),
    ]);
  });

  it('searches by a part of the name, 10 a page, newest first', async () => {
    for (let i = 1; i <= 11; i++) {
      h.advance(1000);
      expect((await add({ name: `测试公司${i}` })).status).toBe(200);
    }
    const first = await companies(boss, '?officeName=测试');
    expect(first.total).toBe(11);
    expect(first.pages).toBe(2);
    expect(first.records).toHaveLength(10);
    expect(first.records[0]!.name).toBe('测试公司11');
    const second = await companies(boss, '?officeName=测试&current=2');
    expect(second.records.map((c) => c.name)).toEqual(['测试公司1']);
    expect((await companies(boss, '?officeName=示例')).records.map((c) => c.name)).toEqual(['示例公寓管理有限公司']);
    expect((await companies(boss, '?officeName=没有这家')).total).toBe(0);
    expect((await companies()).total).toBe(12);
  });
});

describe('adding, editing and deleting a company', () => {
  it('refuses a company without a name with the message of the spec', async () => {
    for (const json of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const r = await add(json);
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe(OFFICE_MSG.companyNameRequired);
    }
    const long = await add({ name: '公'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('公司名称不能超过40个字');
    const account = await add({ name: '账户公司', privateAccount: 6222 });
    expect(account.status).toBe(400);
    expect(account.json.msg).toBe('对私账户格式不正确');
    expect((await companies()).total).toBe(1);
  });

  it('adds a company with every field, edits it, deletes it', async () => {
    h.advance(60_000);
    const made = await add({
      name: ' 滨江公寓管理有限公司 ',
      address: '杭州市滨江区江南大道 1 号',
      phone: '0571-86660000',
      privateAccount: '6222 0000 1111',
      publicAccount: '工商银行滨江支行 1202 0000 0001',
    });
    expect(made.status).toBe(200);
    expect(made.json.msg).toBe('添加成功');
    const id = made.json.data.officeId as string;
    const row = (await companies()).records[0]!;
    expect(row).toMatchObject({
      officeId: id,
      name: '滨江公寓管理有限公司',
      address: '杭州市滨江区江南大道 1 号',
      phone: '0571-86660000',
      privateAccount: '6222 0000 1111',
      publicAccount: '工商银行滨江支行 1202 0000 0001',
      projects: 0,
      gmtCreate: h.deps.now(),
    });

    const edit = await h.call('PUT', `/api/admin/companies/${id}`, {
      token: boss,
      json: { name: '滨江寓所', address: '江南大道 2 号', phone: '', privateAccount: '', publicAccount: '对公 1' },
    });
    expect(edit.status).toBe(200);
    expect(edit.json.msg).toBe('修改成功');
    expect((await companies()).records.find((c) => c.officeId === id)).toMatchObject({
      name: '滨江寓所',
      address: '江南大道 2 号',
      phone: '',
      privateAccount: '',
      publicAccount: '对公 1',
    });
    const noName = await h.call('PUT', `/api/admin/companies/${id}`, { token: boss, json: { name: '' } });
    expect(noName.json.msg).toBe(OFFICE_MSG.companyNameRequired);

    const del = await h.call('DELETE', `/api/admin/companies/${id}`, { token: boss });
    expect(del.status).toBe(200);
    expect(del.json.msg).toBe('操作成功');
    expect((await companies()).records.map((c) => c.officeId)).not.toContain(id);
    expect((await h.call('DELETE', `/api/admin/companies/${id}`, { token: boss })).status).toBe(404);
    expect((await h.call('PUT', `/api/admin/companies/${id}`, { token: boss, json: { name: '复活' } })).status).toBe(
      404,
    );
  });

  it('refuses to delete a company that has projects, and allows it once they are gone', async () => {
    const company = await demoCompany();
    const r = await h.call('DELETE', `/api/admin/companies/${company.officeId}`, { token: boss });
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe(OFFICE_MSG.companyHasProjects);

    const other = (await add({ name: '新公司' })).json.data.officeId as string;
    const project = await h.call('POST', '/api/admin/projects', { token: boss, json: { name: '新项目', pid: other } });
    expect(project.status).toBe(200);
    expect((await companies()).records.find((c) => c.officeId === other)!.projects).toBe(1);
    expect((await h.call('DELETE', `/api/admin/companies/${other}`, { token: boss })).json.msg).toBe(
      OFFICE_MSG.companyHasProjects,
    );
    const gone = await h.call('DELETE', `/api/admin/projects/${project.json.data.officeId}`, { token: boss });
    expect(gone.status).toBe(200);
    expect((await h.call('DELETE', `/api/admin/companies/${other}`, { token: boss })).status).toBe(200);
    expect((await demoCompany()).projects).toBe(2);
  });

  it('a project id is not a company id', async () => {
    const projects = await h.call('GET', '/api/admin/offices?kind=2', { token: boss });
    const east = (projects.json.data as { officeId: string; name: string }[]).find((p) => p.name === '东湖项目')!;
    const r = await h.call('PUT', `/api/admin/companies/${east.officeId}`, { token: boss, json: { name: '改名' } });
    expect(r.status).toBe(404);
    expect(r.json.msg).toBe(OFFICE_MSG.companyMissing);
    expect((await h.call('DELETE', `/api/admin/companies/${east.officeId}`, { token: boss })).status).toBe(404);
  });
});

describe('who may manage companies', () => {
  it('staff and managers without 公司设置 are refused every company route', async () => {
    const id = (await demoCompany()).officeId;
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/companies', undefined],
      ['POST', '/api/admin/companies', { name: '越权公司' }],
      ['PUT', `/api/admin/companies/${id}`, { name: '越权' }],
      ['DELETE', `/api/admin/companies/${id}`, undefined],
    ];
    for (const token of [staff, manager])
      for (const [method, path, json] of calls) {
        const r = await h.call(method, path, { token, json });
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    expect(await demoCompany()).toMatchObject({ name: '示例公寓管理有限公司', projects: 2 });
    expect((await companies()).total).toBe(1);
  });

  it("another organisation's boss neither sees nor changes this organisation's companies", async () => {
    const id = (await demoCompany()).officeId;
    expect((await companies(otherBoss)).total).toBe(0);
    const made = await add({ name: '城南管理公司' }, otherBoss);
    expect(made.status).toBe(200);
    expect((await companies(otherBoss)).records.map((c) => c.name)).toEqual(['城南管理公司']);
    expect((await companies()).records.map((c) => c.name)).toEqual(['示例公寓管理有限公司']);
    const edit = await h.call('PUT', `/api/admin/companies/${id}`, { token: otherBoss, json: { name: '抢来的' } });
    expect(edit.status).toBe(404);
    expect((await h.call('DELETE', `/api/admin/companies/${id}`, { token: otherBoss })).status).toBe(404);
    // Nor may a project of theirs be bound to this organisation's company.
    const bind = await h.call('POST', '/api/admin/projects', { token: otherBoss, json: { name: '越界项目', pid: id } });
    expect(bind.status).toBe(404);
    expect((await demoCompany()).name).toBe('示例公寓管理有限公司');
  });
});
