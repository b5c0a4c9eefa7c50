import { beforeEach, describe, expect, it } from 'vitest';
import { settingsHarness } from './settings-helpers';
import { meterPricesOf } from '../../api/settings/meter-prices';

let t: Awaited<ReturnType<typeof settingsHarness>>;
beforeEach(async () => {
  t = await settingsHarness();
});

describe('settings apartment list', () => {
  it('lists the apartments of the org only; staff without [7,*] is refused', async () => {
    const r = await t.h.call('GET', '/api/settings/apartments', { token: t.tokens.manager });
    expect(r.json.data.map((a: { name: string }) => a.name).sort()).toEqual(['东湖公寓', '西城公寓']);
    const s = await t.h.call('GET', '/api/settings/apartments', { token: t.tokens.staff });
    expect(s.status).toBe(403);
  });
});

describe('General_6 utility prices and meter receipt', () => {
  const url = (id: string) => `/api/settings/meter-prices/${id}`;

  it('reads the seeded prices: 冷水 5.00/吨, 电 1.00/度, 热水 25.00/吨 selected, the rest not', async () => {
    const r = await t.h.call('GET', url(t.apts.east), { token: t.tokens.boss });
    expect(r.status).toBe(200);
    const byName = Object.fromEntries(r.json.data.map((x: { name: string }) => [x.name, x]));
    expect(byName['冷水']).toMatchObject({ category: 1, unit: '吨', unitPrice: 500, useAble: 1, isExist: 1 });
    expect(byName['电']).toMatchObject({ category: 2, unit: '度', unitPrice: 100, useAble: 1 });
    expect(byName['热水']).toMatchObject({ category: 4, unit: '吨', unitPrice: 2500, useAble: 1 });
    expect(byName['网络费']).toMatchObject({ category: 3, unit: '月', unitPrice: null, useAble: 0, isExist: 0 });
  });

  it('saves prices (round trip, also through meterPricesOf)', async () => {
    const rows = [
      { category: 1, unitPrice: 650, useAble: 1 },
      { category: 2, unitPrice: 123, useAble: 0 },
      { category: 3, unitPrice: 5000, useAble: 1 },
    ];
    const s = await t.h.call('PUT', url(t.apts.west), { token: t.tokens.manager, json: { rows } });
    expect(s.status).toBe(200);
    expect(s.json.msg).toBe('保存成功');
    const prices = await meterPricesOf(t.h.db, t.orgs.mine, t.apts.west);
    expect(prices.find((p) => p.category === 1)).toMatchObject({ unitPrice: 650, useAble: 1 });
    expect(prices.find((p) => p.category === 2)).toMatchObject({ unitPrice: 123, useAble: 0 });
    expect(prices.find((p) => p.category === 3)).toMatchObject({ unitPrice: 5000, useAble: 1 });
    expect(prices.find((p) => p.category === 4)).toMatchObject({ unitPrice: 2500, useAble: 1 });
  });

  it("refuses a save with no selected row: '尚未选择'", async () => {
    for (const rows of [[], [{ category: 1, unitPrice: 500, useAble: 0 }]]) {
      const r = await t.h.call('PUT', url(t.apts.east), { token: t.tokens.boss, json: { rows } });
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe('尚未选择');
    }
  });

  it('refuses bad prices', async () => {
    const cases = [
      [{ category: 1, unitPrice: -1, useAble: 1 }, '单价不能为负数'],
      [{ category: 1, unitPrice: 5.5, useAble: 1 }, '单价最多两位小数'],
      [{ category: 9, unitPrice: 100, useAble: 1 }, '类别不正确'],
    ] as const;
    for (const [row, msg] of cases) {
      const r = await t.h.call('PUT', url(t.apts.east), { token: t.tokens.boss, json: { rows: [row] } });
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
  });

  it('meter receipt: seeded day 25, saves 1–28, refuses others', async () => {
    const path = `/api/settings/meter-receipt/${t.apts.east}`;
    const r = await t.h.call('GET', path, { token: t.tokens.boss });
    expect(r.json.data).toMatchObject({ receiptDay: 25, receiptType: 0 });
    const s = await t.h.call('PUT', path, { token: t.tokens.boss, json: { receiptDay: 28, receiptType: 0 } });
    expect(s.json.msg).toBe('保存成功');
    expect((await t.h.call('GET', path, { token: t.tokens.boss })).json.data.receiptDay).toBe(28);
    for (const receiptDay of [0, 29, 1.5]) {
      const bad = await t.h.call('PUT', path, { token: t.tokens.boss, json: { receiptDay } });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe('抄表日须为每月1至28日');
    }
  });

  it('staff reads prices of their apartment with [3,11] but cannot save; hidden apartment 404', async () => {
    expect((await t.h.call('GET', url(t.apts.east), { token: t.tokens.staff })).status).toBe(200);
    expect((await t.h.call('GET', url(t.apts.west), { token: t.tokens.staff })).status).toBe(404);
    const w = await t.h.call('PUT', url(t.apts.east), {
      token: t.tokens.staff,
      json: { rows: [{ category: 1, unitPrice: 1, useAble: 1 }] },
    });
    expect(w.status).toBe(403);
  });
});

describe('General_7 device config', () => {
  it('saves door-lock mode and freeze switch; validates; isolates orgs', async () => {
    const path = `/api/settings/device/${t.apts.east}`;
    expect((await t.h.call('GET', path, { token: t.tokens.boss })).json.data).toMatchObject({
      doorLock: 0,
      freezeSwitch: 1,
    });
    const s = await t.h.call('PUT', path, { token: t.tokens.manager, json: { doorLock: 1, freezeSwitch: 0 } });
    expect(s.status).toBe(200);
    expect(s.json.msg).toBe('保存成功');
    expect((await t.h.call('GET', path, { token: t.tokens.boss })).json.data).toMatchObject({
      doorLock: 1,
      freezeSwitch: 0,
    });
    const bad = await t.h.call('PUT', path, { token: t.tokens.boss, json: { doorLock: 2, freezeSwitch: 0 } });
    expect(bad.json.msg).toBe('请选择门锁密码下发方式');
    const bad2 = await t.h.call('PUT', path, { token: t.tokens.boss, json: { doorLock: 0 } });
    expect(bad2.json.msg).toBe('请选择欠费自动冻结开关');
    expect(
      (await t.h.call('PUT', path, { token: t.tokens.staff, json: { doorLock: 0, freezeSwitch: 0 } })).status,
    ).toBe(403);
    expect((await t.h.call('GET', path, { token: t.tokens.otherBoss })).status).toBe(404);
    expect(
      (await t.h.call('PUT', path, { token: t.tokens.otherBoss, json: { doorLock: 0, freezeSwitch: 0 } })).status,
    ).toBe(404);
  });
});

describe('General_8 service phone', () => {
  const path = () => `/api/settings/service-line/${t.apts.west}`;

  it('reads the seeded line and saves a mobile, a landline and a 400 line', async () => {
    expect((await t.h.call('GET', path(), { token: t.tokens.boss })).json.data.line).toBe('400-800-1234');
    for (const line of ['13912345678', '0571-88888888', '010-1234567', '02112345678', '400-123-4567', '4001234567']) {
      const s = await t.h.call('PUT', path(), { token: t.tokens.boss, json: { line } });
      expect(s.status, line).toBe(200);
      expect(s.json.msg).toBe('保存成功');
      expect((await t.h.call('GET', path(), { token: t.tokens.boss })).json.data.line).toBe(line);
    }
  });

  it('refuses bad lines with a Chinese message', async () => {
    for (const line of ['12345', '1291234567', '0571-12', 'abc', '13912345678a']) {
      const r = await t.h.call('PUT', path(), { token: t.tokens.boss, json: { line } });
      expect(r.status, line).toBe(400);
      expect(r.json.msg).toBe('请输入正确的客服电话');
    }
    const empty = await t.h.call('PUT', path(), { token: t.tokens.boss, json: { line: ' ' } });
    expect(empty.json.msg).toBe('请输入客服电话');
  });

  it('needs [7,8] and the same org', async () => {
    expect((await t.h.call('GET', path(), { token: t.tokens.staff })).status).toBe(403);
    expect((await t.h.call('GET', path(), { token: t.tokens.otherBoss })).status).toBe(404);
    expect((await t.h.call('PUT', path(), { token: t.tokens.otherBoss, json: { line: '13912345678' } })).status).toBe(
      404,
    );
    expect((await t.h.call('GET', path(), { token: t.tokens.manager })).status).toBe(200);
  });
});
