import { beforeEach, describe, expect, it } from 'vitest';
import { settingsHarness } from './settings-helpers';

let t: Awaited<ReturnType<typeof settingsHarness>>;
beforeEach(async () => {
  t = await settingsHarness();
});

interface Source {
  tenantConfigId: string;
  name: string;
  useAble: number;
}
interface Group {
  billsType: number;
  groupId: number;
  superName: string;
  configVos: { pkId: string; item: string; isUsable: number }[];
}

describe('General_1 system config', () => {
  it('shows the org name and page size 10; only the boss renames', async () => {
    const r = await t.h.call('GET', '/api/settings/system', { token: t.tokens.manager });
    expect(r.json.data).toEqual({ orgName: '示例公寓', pageSize: 10, canEditName: false });
    const m = await t.h.call('PUT', '/api/settings/system', { token: t.tokens.manager, json: { orgName: '新名字' } });
    expect(m.status).toBe(403);
    const b = await t.h.call('PUT', '/api/settings/system', {
      token: t.tokens.boss,
      json: { orgName: ' 示例公寓集团 ' },
    });
    expect(b.status).toBe(200);
    expect(b.json.msg).toBe('修改成功');
    expect(b.json.data).toMatchObject({ orgName: '示例公寓集团', canEditName: true });
    const other = await t.h.call('GET', '/api/settings/system', { token: t.tokens.otherBoss });
    expect(other.json.data.orgName).toBe('城南寓所');
    expect(
      (await t.h.call('PUT', '/api/settings/system', { token: t.tokens.boss, json: { orgName: '' } })).json.msg,
    ).toBe('请输入机构名称');
    expect(
      (await t.h.call('PUT', '/api/settings/system', { token: t.tokens.boss, json: { orgName: 'x'.repeat(31) } })).json
        .msg,
    ).toBe('机构名称不能超过30个字');
    expect((await t.h.call('GET', '/api/settings/system', { token: t.tokens.staff })).status).toBe(403);
  });
});

describe('General_3 tenant sources', () => {
  const url = '/api/settings/tenant-sources';

  it('lists the default types, adds a custom one, saves useAble flags', async () => {
    const r = await t.h.call('GET', url, { token: t.tokens.boss });
    expect((r.json.data as Source[]).map((s) => s.name)).toEqual([
      '线下门店',
      '58同城',
      '贝壳',
      '自如',
      '朋友介绍',
      '老租客转介绍',
    ]);
    const a = await t.h.call('POST', url, { token: t.tokens.manager, json: { name: ' 抖音 ' } });
    expect(a.status).toBe(200);
    expect(a.json.msg).toBe('添加成功');
    expect(a.json.data).toMatchObject({ name: '抖音', useAble: 1 });
    const list = (await t.h.call('GET', url, { token: t.tokens.boss })).json.data as Source[];
    expect(list.at(-1)!.name).toBe('抖音');
    const items = list.map((s) => ({ tenantConfigId: s.tenantConfigId, useAble: s.name === '贝壳' ? 0 : 1 }));
    const s = await t.h.call('PUT', url, { token: t.tokens.boss, json: { items } });
    expect(s.json.msg).toBe('保存成功');
    const after = (await t.h.call('GET', url, { token: t.tokens.boss })).json.data as Source[];
    expect(after.find((x) => x.name === '贝壳')!.useAble).toBe(0);
    expect(after.filter((x) => x.useAble === 1)).toHaveLength(6);
    const usable = (await t.h.call('GET', `${url}?usable=1`, { token: t.tokens.boss })).json.data as Source[];
    expect(usable.map((x) => x.name)).not.toContain('贝壳');
  });

  it('validates the name: required, ≤ 20 chars, unique in the org (another org may reuse it)', async () => {
    expect((await t.h.call('POST', url, { token: t.tokens.boss, json: { name: '  ' } })).json.msg).toBe(
      '请输入类型名称',
    );
    expect((await t.h.call('POST', url, { token: t.tokens.boss, json: {} })).json.msg).toBe('请输入类型名称');
    const long = await t.h.call('POST', url, { token: t.tokens.boss, json: { name: '字'.repeat(21) } });
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('类型名称不能超过20个字');
    const dup = await t.h.call('POST', url, { token: t.tokens.boss, json: { name: '贝壳' } });
    expect(dup.status).toBe(409);
    expect(dup.json.msg).toBe('该类型已存在');
    expect((await t.h.call('POST', url, { token: t.tokens.otherBoss, json: { name: '抖音' } })).status).toBe(200);
    expect((await t.h.call('POST', url, { token: t.tokens.boss, json: { name: '抖音' } })).status).toBe(200);
  });

  it('two identical adds at once: one succeeds, the other gets the duplicate message (409, never 500)', async () => {
    const twice = (path: string, json: unknown) =>
      Promise.all([
        t.h.call('POST', path, { token: t.tokens.boss, json }),
        t.h.call('POST', path, { token: t.tokens.manager, json }),
      ]);
    for (const [path, json, msg] of [
      [url, { name: '小红书' }, '该类型已存在'],
      ['/api/settings/ledger-items', { groupId: 16, name: '门锁维修' }, '该子项目已存在'],
    ] as const) {
      const [a, b] = await twice(path, json);
      expect([a.status, b.status].sort(), path).toEqual([200, 409]);
      expect([a, b].find((r) => r.status === 409)!.json.msg).toBe(msg);
    }
    const names = ((await t.h.call('GET', url, { token: t.tokens.boss })).json.data as Source[]).map((x) => x.name);
    expect(names.filter((n) => n === '小红书')).toHaveLength(1);
  });

  it("another org's type ids answer 404; staff without [7,3] reads only usable ones via [2,9] and cannot write", async () => {
    const mine = (await t.h.call('GET', url, { token: t.tokens.boss })).json.data as Source[];
    const r = await t.h.call('PUT', url, {
      token: t.tokens.otherBoss,
      json: { items: [{ tenantConfigId: mine[0].tenantConfigId, useAble: 0 }] },
    });
    expect(r.status).toBe(404);
    const theirs = (await t.h.call('GET', url, { token: t.tokens.otherBoss })).json.data as Source[];
    expect(theirs.map((s) => s.tenantConfigId)).not.toContain(mine[0].tenantConfigId);
    await t.h.call('PUT', url, {
      token: t.tokens.boss,
      json: { items: [{ tenantConfigId: mine[0].tenantConfigId, useAble: 0 }] },
    });
    const staffView = await t.h.call('GET', url, { token: t.tokens.staff });
    expect(staffView.status).toBe(200);
    expect((staffView.json.data as Source[]).map((s) => s.name)).not.toContain(mine[0].name);
    expect((await t.h.call('POST', url, { token: t.tokens.staff, json: { name: 'x' } })).status).toBe(403);
  });
});

describe('General_5 finance config', () => {
  it('bill groups are the bill types, ledger groups 14–21 with seeded sub-items', async () => {
    const bills = (await t.h.call('GET', '/api/settings/finance/1', { token: t.tokens.boss })).json.data as Group[];
    expect(bills.map((g) => g.billsType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(bills.find((g) => g.billsType === 3)!.configVos.map((v) => v.item)).toContain('电费');
    const ledger = (await t.h.call('GET', '/api/settings/finance/2', { token: t.tokens.boss })).json.data as Group[];
    expect(ledger.map((g) => [g.groupId, g.superName])[0]).toEqual([14, '经营收支']);
    expect(ledger).toHaveLength(8);
    expect(ledger.every((g) => g.configVos.length > 0 && g.configVos.every((v) => v.isUsable === 1))).toBe(true);
    expect((await t.h.call('GET', '/api/settings/finance/3', { token: t.tokens.boss })).json.msg).toBe(
      '配置类型不正确',
    );
  });

  it('checked items become isUsable 1, the others 0 (round trip)', async () => {
    const ledger = (await t.h.call('GET', '/api/settings/finance/2', { token: t.tokens.manager })).json.data as Group[];
    const keep = ledger.map((g) => g.configVos[0].pkId);
    const s = await t.h.call('PUT', '/api/settings/finance/2', { token: t.tokens.manager, json: { usable: keep } });
    expect(s.status).toBe(200);
    expect(s.json.msg).toBe('保存成功');
    const after = (await t.h.call('GET', '/api/settings/finance/2', { token: t.tokens.manager })).json.data as Group[];
    for (const g of after) for (const v of g.configVos) expect(v.isUsable).toBe(keep.includes(v.pkId) ? 1 : 0);
    const bills = (await t.h.call('GET', '/api/settings/finance/1', { token: t.tokens.manager })).json.data as Group[];
    expect(bills.every((g) => g.configVos.every((v) => v.isUsable === 1))).toBe(true);
    // ids of the other kind or another org are refused
    const wrongKind = await t.h.call('PUT', '/api/settings/finance/1', {
      token: t.tokens.manager,
      json: { usable: keep },
    });
    expect(wrongKind.status).toBe(404);
    const otherOrg = await t.h.call('PUT', '/api/settings/finance/2', {
      token: t.tokens.otherBoss,
      json: { usable: keep },
    });
    expect(otherOrg.status).toBe(404);
  });

  it('adds a ledger sub-item under a group; validates', async () => {
    const a = await t.h.call('POST', '/api/settings/ledger-items', {
      token: t.tokens.boss,
      json: { groupId: 15, name: '朋友圈广告' },
    });
    expect(a.status).toBe(200);
    expect(a.json.msg).toBe('添加成功');
    const ledger = (await t.h.call('GET', '/api/settings/finance/2', { token: t.tokens.boss })).json.data as Group[];
    expect(ledger.find((g) => g.groupId === 15)!.configVos.map((v) => v.item)).toContain('朋友圈广告');
    const cases = [
      [{ groupId: 15, name: '' }, '请输入子项目名称', 400],
      [{ groupId: 15, name: '名'.repeat(21) }, '子项目名称不能超过20个字', 400],
      [{ groupId: 3, name: '错组' }, '请选择主项目', 400],
      [{ name: '无组' }, '请选择主项目', 400],
      [{ groupId: 15, name: '朋友圈广告' }, '该子项目已存在', 409],
    ] as const;
    for (const [json, msg, status] of cases) {
      const r = await t.h.call('POST', '/api/settings/ledger-items', { token: t.tokens.boss, json });
      expect(r.status, msg).toBe(status);
      expect(r.json.msg).toBe(msg);
    }
    const theirs = (await t.h.call('GET', '/api/settings/finance/2', { token: t.tokens.otherBoss })).json
      .data as Group[];
    expect(theirs.find((g) => g.groupId === 15)!.configVos.map((v) => v.item)).not.toContain('朋友圈广告');
  });

  it('staff has no finance config', async () => {
    expect((await t.h.call('GET', '/api/settings/finance/1', { token: t.tokens.staff })).status).toBe(403);
    expect(
      (
        await t.h.call('POST', '/api/settings/ledger-items', {
          token: t.tokens.staff,
          json: { groupId: 15, name: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
