import { beforeEach, describe, expect, it } from 'vitest';
import { GOOD_OWNER, ownersHarness } from './owners-helpers';
import { isValidIdCard } from '../../sync/rules/common/id-card';
import { APPLY_STATE, OWNER_STATUS } from '../../sync/rules/owners/owner-review';

let t: Awaited<ReturnType<typeof ownersHarness>>;
beforeEach(async () => {
  t = await ownersHarness();
});

const MASKED = /^\d{6}\*{8}[\dX]{4}$/;
const call = (method: string, path: string, token: string, json?: unknown) => t.h.call(method, path, { token, json });

describe('owner review list (/ownerList)', () => {
  it('lists the owners with masked identity numbers and status labels, paged', async () => {
    const r = await call('GET', '/api/owners/owners', t.manager);
    expect(r.status).toBe(200);
    const page = r.json.data;
    expect(page).toMatchObject({ total: 4, current: 1, size: 10, pages: 1 });
    const byName = Object.fromEntries(page.records.map((o: any) => [o.name, o]));
    expect(Object.keys(byName).sort()).toEqual(['刘秀英', '吴丽华', '周志强', '陈建国'].sort());
    expect(byName['陈建国']).toMatchObject({
      phone: '13712345601',
      receivingCard: '6222021202000012345',
      status: OWNER_STATUS.passed,
      statusLabel: '已通过',
      apartmentName: '西城公寓',
    });
    expect(byName['刘秀英']).toMatchObject({ status: OWNER_STATUS.notPassed, statusLabel: '未通过' });
    for (const o of page.records) expect(o.identityCard).toMatch(MASKED);

    const p2 = (await call('GET', '/api/owners/owners?current=2&size=3', t.manager)).json.data;
    expect(p2).toMatchObject({ total: 4, current: 2, size: 3, pages: 2 });
    expect(p2.records).toHaveLength(1);
    const bad = await call('GET', '/api/owners/owners?current=0', t.manager);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('页码不正确');
  });

  it('the detail gives the full number and the ID and bank photos', async () => {
    const { houseId, ownerId } = await t.ownerRoom('刘秀英');
    const sfz = await t.upload(t.boss);
    const yhk = await t.upload(t.boss);
    const current = (await call('GET', `/api/owners/rooms/${houseId}`, t.boss)).json.data.owner;
    await call('PUT', `/api/owners/rooms/${houseId}`, t.boss, {
      ...GOOD_OWNER,
      name: current.name,
      identityCard: current.identityCard,
      phone: current.phone,
      receivingCard: current.receivingCard,
      sfzPicture: [sfz],
      yhkPicture: [yhk],
    });
    const r = await call('GET', `/api/owners/owners/${ownerId}`, t.manager);
    expect(r.status).toBe(200);
    expect(isValidIdCard(r.json.data.identityCard)).toBe(true);
    expect(r.json.data).toMatchObject({ id: ownerId, name: '刘秀英', identityPhoto: [sfz], bankPhoto: [yhk], houseId });
  });

  it('approve 0 → 1 and reject 1 → 0; repeating either is a 409', async () => {
    const { ownerId } = await t.ownerRoom('刘秀英'); // status 0
    const check = (status: unknown) => call('POST', `/api/owners/owners/${ownerId}/check`, t.manager, { status });
    const reject0 = await check(0);
    expect(reject0.status).toBe(409);
    expect(reject0.json.msg).toBe('该业主尚未通过审核，不能驳回');
    const ok1 = await check(1);
    expect(ok1.status).toBe(200);
    expect(ok1.json.data).toEqual({ id: ownerId, status: OWNER_STATUS.passed, statusLabel: '已通过' });
    const again = await check(1);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('该业主已通过审核，无需重复审核');
    expect((await check(0)).json.data.status).toBe(OWNER_STATUS.notPassed);
    expect((await t.owner(ownerId!)).status).toBe(OWNER_STATUS.notPassed);
    for (const bad of [2, '1', undefined]) {
      const r = await check(bad);
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe('审核状态不正确（1 通过，0 驳回）');
    }
  });

  it('needs [1,43]; another org sees nothing and gets 404 on ids', async () => {
    const { ownerId } = await t.ownerRoom('刘秀英');
    expect((await call('GET', '/api/owners/owners', t.staff)).status).toBe(403);
    expect(
      (await call('POST', `/api/owners/owners/${ownerId}/check`, t.staff, { status: OWNER_STATUS.passed })).status,
    ).toBe(403);
    // Staff hold [1,3], so the detail is allowed in principle, but the room is outside their project.
    expect((await call('GET', `/api/owners/owners/${ownerId}`, t.staff)).status).toBe(404);
    expect((await call('GET', '/api/owners/owners', t.otherBoss)).json.data.total).toBe(0);
    for (const [method, path] of [
      ['GET', `/api/owners/owners/${ownerId}`],
      ['POST', `/api/owners/owners/${ownerId}/check`],
    ] as const) {
      const r = await call(method, path, t.otherBoss, method === 'POST' ? { status: OWNER_STATUS.passed } : undefined);
      expect(r.status, path).toBe(404);
      expect(r.json.msg).toBe('业主不存在');
    }
    expect((await t.owner(ownerId!)).status).toBe(OWNER_STATUS.notPassed);
    await t.withdraw('店长', [1, 43]);
    expect((await call('GET', '/api/owners/owners', t.manager)).status).toBe(403);
  });
});

describe('house application review (/applicationList)', () => {
  it('lists applications with state labels, masked numbers and room text', async () => {
    const r = await call('GET', '/api/owners/applications', t.boss);
    expect(r.status).toBe(200);
    const rows = r.json.data.records as any[];
    expect(r.json.data.total).toBe(4);
    const byName = Object.fromEntries(rows.map((a) => [a.name, a]));
    expect(byName['陈建国']).toMatchObject({
      state: APPLY_STATE.passed,
      stateLabel: '已通过',
      bankCard: 0,
      apartmentName: '西城公寓',
    });
    expect(byName['刘秀英']).toMatchObject({ state: APPLY_STATE.reviewing, stateLabel: '审核中', bankCard: 1 });
    expect(byName['周志强']).toMatchObject({ state: APPLY_STATE.notPassed, stateLabel: '未通过' });
    expect(byName['吴丽华']).toMatchObject({ state: APPLY_STATE.takenOff, stateLabel: '已下架' });
    for (const a of rows) {
      expect(a.identityCard).toMatch(MASKED);
      expect(typeof a.gmtCreate).toBe('number');
      expect(a).toHaveProperty('intro');
      expect(a).toHaveProperty('nearby');
      expect(a).not.toHaveProperty('sfzPicture');
    }
  });

  it('approve when state 0 or 2, reject when 1 or 2, enforced with 409', async () => {
    const { houseId } = await t.ownerRoom('周志强');
    const check = (status: number) => call('POST', `/api/owners/applications/${houseId}/check`, t.manager, { status });
    const expected: Record<string, [number, string | null]> = {
      'null/1': [200, null],
      'null/0': [409, '该房源当前为「未通过」，不能驳回'],
      '0/1': [200, null],
      '0/0': [409, '该房源当前为「未通过」，不能驳回'],
      '1/1': [409, '该房源当前为「已通过」，不能审核通过'],
      '1/0': [200, null],
      '2/1': [200, null],
      '2/0': [200, null],
      '3/1': [409, '该房源当前为「已下架」，不能审核通过'],
      '3/0': [409, '该房源当前为「已下架」，不能驳回'],
    };
    for (const [key, [status, msg]] of Object.entries(expected)) {
      const [from, to] = key.split('/');
      await t.setRoom(houseId, { applyState: from === 'null' ? null : Number(from) });
      const r = await check(Number(to));
      expect(r.status, key).toBe(status);
      const state = (await t.room(houseId)).applyState;
      if (status === 200) {
        expect(r.json.data).toMatchObject({ houseId, state: Number(to) });
        expect(state, key).toBe(Number(to));
      } else {
        expect(r.json.msg, key).toBe(msg);
        expect(state, key).toBe(from === 'null' ? null : Number(from));
      }
    }
  });

  it('a change of application state bumps the room version (synced row)', async () => {
    const { houseId } = await t.ownerRoom('刘秀英');
    const before = (await t.room(houseId)).version;
    expect(
      (await call('POST', `/api/owners/applications/${houseId}/check`, t.boss, { status: APPLY_STATE.passed })).status,
    ).toBe(200);
    expect((await t.room(houseId)).version).toBeGreaterThan(before);
  });

  it('not owner-direct → 409; another org → 404; staff → 403', async () => {
    const plain = await call('POST', `/api/owners/applications/${await t.plainRoom('西城公寓')}/check`, t.boss, {
      status: APPLY_STATE.passed,
    });
    expect(plain.status).toBe(409);
    const { houseId } = await t.ownerRoom('刘秀英');
    expect(
      (await call('POST', `/api/owners/applications/${houseId}/check`, t.otherBoss, { status: APPLY_STATE.passed }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/owners/applications/${houseId}/check`, t.staff, { status: APPLY_STATE.passed })).status,
    ).toBe(403);
    expect((await call('GET', '/api/owners/applications', t.staff)).status).toBe(403);
    expect((await call('GET', '/api/owners/applications', t.otherBoss)).json.data.total).toBe(0);
    expect((await t.room(houseId)).applyState).toBe(APPLY_STATE.reviewing);
  });
});

describe('all owner-direct houses (/ownerAllList)', () => {
  it('lists every owner-direct room, with or without an owner, masked', async () => {
    const r = await call('GET', '/api/owners/houses', t.manager);
    expect(r.status).toBe(200);
    expect(r.json.data.total).toBe(5);
    const rows = r.json.data.records as any[];
    const missing = rows.find((x) => x.ownerId === null);
    expect(missing).toMatchObject({
      ownerName: '',
      identityCard: '',
      status: null,
      statusLabel: '未登记',
      apartmentName: '西城公寓',
    });
    for (const x of rows.filter((x) => x.ownerId)) expect(x.identityCard).toMatch(MASKED);
    expect(rows.find((x) => x.ownerName === '吴丽华')).toMatchObject({
      applyState: APPLY_STATE.takenOff,
      applyStateLabel: '已下架',
      status: OWNER_STATUS.passed,
    });
  });

  it('needs [1,42]; another org sees none', async () => {
    expect((await call('GET', '/api/owners/houses', t.staff)).status).toBe(403);
    expect((await call('GET', '/api/owners/houses', t.otherBoss)).json.data.total).toBe(0);
    await t.withdraw('店长', [1, 42]);
    expect((await call('GET', '/api/owners/houses', t.manager)).status).toBe(403);
    expect((await call('GET', '/api/owners/owners', t.manager)).status).toBe(200);
  });

  it('staff with [1,42] see only the owner-direct rooms of their project', async () => {
    await t.grant('管家', [1, 42]);
    expect((await call('GET', '/api/owners/houses', t.staff)).json.data.total).toBe(0);
    const east = await t.plainRoom('东湖公寓');
    await t.setRoom(east, { type: 2, groupType: 2 });
    const rows = (await call('GET', '/api/owners/houses', t.staff)).json.data.records;
    expect(rows.map((x: any) => x.houseId)).toEqual([east]);
  });
});
