import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES } from './harness';
import { mutation, reload, roomsOf, staffWith, type Harness } from './sync-helpers';
import { appliedMutation, appliedMutationsOf, changeCounter, setRooms } from './factories/meters';

let h: Harness;
let boss: string;
let staff: string;
let otherBoss: string;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff, otherBoss] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.staff),
    h.login(PHONES.otherBoss),
  ]);
});

const push = (token: string, mutations: unknown[]) =>
  h.call('POST', '/api/sync/push', { token, json: { clientId: 'test-device', mutations } });
const vacant = async (apt = '东湖公寓') => (await roomsOf(h, apt)).find((r) => r.isRent === 0)!;
const rented = async (apt = '东湖公寓') => (await roomsOf(h, apt)).find((r) => r.isRent === 1)!;
const counter = (orgId: string) => changeCounter(h.db, orgId);
const record = (id: string) => appliedMutation(h.db, id);

describe('POST /api/sync/push applies board mutations', () => {
  it('applies each of the four mutations with a new change version, recorded under its id', async () => {
    const r = await vacant();
    const batch = [
      mutation('room.setRemark', { houseId: r.id, remark: '  门锁没电  ' }),
      mutation('room.setShow', { houseId: r.id, isShow: 0 }),
      mutation('room.setDecoration', { houseId: r.id, isDecoration: 1 }),
      mutation('room.setDecoration', { houseId: r.id, isDecoration: 0 }),
      mutation('room.setRent', { houseId: r.id, isRent: 1 }),
    ];
    const res = await push(staff, batch);
    expect(res.status).toBe(200);
    const results = res.json.data.results;
    expect(results.map((x: any) => x.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    expect(results.map((x: any) => x.id)).toEqual(batch.map((m) => m.id));
    const versions = results.map((x: any) => x.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const after = await reload(h, r.id);
    expect(after).toMatchObject({ remark: '门锁没电', isShow: 0, isDecoration: 0, isRent: 1, version: versions[4] });
    expect(await record(batch[0].id)).toMatchObject({
      status: 'applied',
      name: 'room.setRemark',
      clientId: 'test-device',
      resultVersion: versions[0],
      reason: null,
      orgId: r.orgId,
    });
  });

  it('answers a repeated id with the first result and changes nothing (same batch or later)', async () => {
    const r = await vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '一次' });
    const first = (await push(staff, [m, m])).json.data.results;
    expect(first[0]).toMatchObject({ id: m.id, status: 'applied' });
    expect(first[1]).toEqual({ id: m.id, status: 'duplicate', original: 'applied', version: first[0].version });
    await setRooms(h.db, [[r.id, { remark: '别人改的' }]]);
    const before = await counter(r.orgId);
    const again = (await push(staff, [{ ...m, args: { houseId: r.id, remark: '改了参数' } }])).json.data.results;
    expect(again).toEqual([{ id: m.id, status: 'duplicate', original: 'applied', version: first[0].version }]);
    // Judged before: no unit of work was opened, no version taken.
    expect(await counter(r.orgId)).toBe(before);
    expect((await reload(h, r.id)).remark).toBe('别人改的');
    expect(await appliedMutationsOf(h.db)).toHaveLength(1);
  });

  it('applies a mutation sent twice at once (two processes, a retry racing the first) once, never a 500', async () => {
    const r = await vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '同时到达' });
    const replies = await Promise.all([push(staff, [m]), push(staff, [m]), push(staff, [m])]);
    expect(replies.map((x) => x.status)).toEqual([200, 200, 200]);
    const results = replies.map((x) => x.json.data.results[0]);
    expect(results.map((x: any) => x.status).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const version = results.find((x: any) => x.status === 'applied').version;
    for (const x of results.filter((x: any) => x.status === 'duplicate'))
      expect(x).toEqual({ id: m.id, status: 'duplicate', original: 'applied', version });
    expect(await appliedMutationsOf(h.db, [m.id])).toHaveLength(1);
    expect(await reload(h, r.id)).toMatchObject({ remark: '同时到达', version });
    // The same id from another organisation at the same time: one of them owns it, the other is refused.
    const other = await vacant('城南公寓');
    const clash = mutation('room.setRemark', { houseId: r.id, remark: '先到' });
    const [mine, theirs] = await Promise.all([
      push(staff, [clash]),
      push(otherBoss, [{ ...clash, args: { houseId: other.id, remark: '后到' } }]),
    ]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const verdicts = [mine.json.data.results[0], theirs.json.data.results[0]];
    expect(verdicts.filter((x: any) => x.status === 'applied')).toHaveLength(1);
    expect(verdicts.filter((x: any) => x.status === 'rejected' && x.reason === '修改编号重复')).toHaveLength(1);
  });
});

describe('POST /api/sync/push rejections', () => {
  it('rejects by the board rules with the Chinese reason, judged on the current row', async () => {
    const free = await vacant();
    await setRooms(h.db, [[free.id, { isDecoration: 1 }]]);
    const busy = await rented();
    const batch = [
      mutation('room.setRent', { houseId: free.id, isRent: 1 }),
      mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 }),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results).toEqual([
      { id: batch[0].id, status: 'rejected', reason: '房间装修中，不能设为已出租' },
      { id: batch[1].id, status: 'rejected', reason: '房间已出租，不能开启装修锁' },
    ]);
    expect((await reload(h, free.id)).isRent).toBe(0);
    expect((await reload(h, busy.id)).isDecoration).toBe(0);
    expect(await record(batch[0].id)).toMatchObject({
      status: 'rejected',
      reason: '房间装修中，不能设为已出租',
      resultVersion: null,
    });
  });

  it('answers a retried rejected id the same, even once the rule would pass', async () => {
    const free = await vacant();
    await setRooms(h.db, [[free.id, { isDecoration: 1 }]]);
    const m = mutation('room.setRent', { houseId: free.id, isRent: 1 });
    await push(staff, [m]);
    await setRooms(h.db, [[free.id, { isDecoration: 0 }]]);
    const again = (await push(staff, [m])).json.data.results;
    expect(again).toEqual([
      { id: m.id, status: 'duplicate', original: 'rejected', reason: '房间装修中，不能设为已出租' },
    ]);
    expect((await reload(h, free.id)).isRent).toBe(0);
  });

  it("rejects a room the user cannot see or another org's room with '房间不存在或无权查看'", async () => {
    const west = await vacant('西城公寓');
    const other = await vacant('城南公寓');
    const batch = [
      mutation('room.setRemark', { houseId: west.id, remark: 'x' }),
      mutation('room.setShow', { houseId: other.id, isShow: 0 }),
      mutation('room.setRent', { houseId: 'nope', isRent: 1 }),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((x: any) => [x.status, x.reason])).toEqual([
      ['rejected', '房间不存在或无权查看'],
      ['rejected', '房间不存在或无权查看'],
      ['rejected', '房间不存在或无权查看'],
    ]);
    expect((await reload(h, west.id)).remark).toBe('');
    expect(
      (await push(otherBoss, [mutation('room.setShow', { houseId: west.id, isShow: 0 })])).json.data.results[0].reason,
    ).toBe('房间不存在或无权查看');
    expect((await reload(h, west.id)).isShow).toBe(1);
  });

  it("rejects malformed args with '参数格式不正确' and an unknown name, without blocking the mutations behind", async () => {
    const r = await vacant();
    const batch = [
      mutation('room.setRent', { houseId: r.id, isRent: 2 }),
      mutation('room.setRemark', { houseId: r.id, remark: '长'.repeat(201) }),
      mutation('room.setShow', { houseId: r.id }),
      mutation('room.setRemark', 'oops'),
      mutation('room.explode', { houseId: r.id }),
      mutation('room.setRemark', { houseId: r.id, remark: '后面的照常' }),
    ];
    const results = (await push(boss, batch)).json.data.results;
    expect(results.map((x: any) => x.reason ?? x.status)).toEqual([
      '参数格式不正确',
      '参数格式不正确',
      '参数格式不正确',
      '参数格式不正确',
      '不支持的修改类型',
      'applied',
    ]);
    expect((await reload(h, r.id)).remark).toBe('后面的照常');
  });

  it('a domain refusal does not block the next mutation of the same room', async () => {
    const busy = await rented();
    const batch = [
      mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 }),
      mutation('room.setRent', { houseId: busy.id, isRent: 0 }),
      mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 }),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((x: any) => x.status)).toEqual(['rejected', 'applied', 'applied']);
    expect(await reload(h, busy.id)).toMatchObject({ isRent: 0, isDecoration: 1 });
  });
});

describe('POST /api/sync/push permission and batch validation', () => {
  it('rejects (not applies) the mutations of a user without the board permission [1,3]', async () => {
    const token = await staffWith(h, '13800000009', [[1, 5]]);
    const r = await vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '无权' });
    const res = await push(token, [m]);
    expect(res.status).toBe(200);
    expect(res.json.data.results).toEqual([{ id: m.id, status: 'rejected', reason: '没有权限执行此操作' }]);
    expect(await reload(h, r.id)).toMatchObject({ remark: r.remark, version: r.version });
    const allowed = await staffWith(h, '13800000008', [[1, 3]]);
    expect(
      (await push(allowed, [mutation('room.setRemark', { houseId: r.id, remark: '有权' })])).json.data.results[0]
        .status,
    ).toBe('applied');
  });

  it("does not let another user read a mutation id's result", async () => {
    const r = await vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '我的' });
    await push(staff, [m]);
    expect((await push(boss, [m])).json.data.results).toEqual([
      { id: m.id, status: 'rejected', reason: '修改编号重复' },
    ]);
  });

  it('validates the batch in Chinese (400) and needs a session (401)', async () => {
    const r = await vacant();
    const many = Array.from({ length: 501 }, () => mutation('room.setShow', { houseId: r.id, isShow: 1 }));
    const cases: [unknown, string][] = [
      [{ clientId: 'd', mutations: many }, '每次最多同步500条修改'],
      [{ clientId: 'd' }, '请提交修改列表'],
      [{ mutations: [] }, '设备编号不正确'],
      [{ clientId: 'd', mutations: [{ ...mutation('room.setShow', {}), id: 'not-a-ulid' }] }, '修改编号不正确'],
      [{ clientId: 'd', mutations: [{ ...mutation('room.setShow', {}), clientTime: 'now' }] }, '修改时间不正确'],
    ];
    for (const [json, msg] of cases) {
      const res = await h.call('POST', '/api/sync/push', { token: boss, json });
      expect(res.status).toBe(400);
      expect(res.json.msg).toBe(msg);
    }
    expect(await appliedMutationsOf(h.db)).toHaveLength(0);
    expect((await h.call('POST', '/api/sync/push', { json: { clientId: 'd', mutations: [] } })).status).toBe(401);
  });
});
