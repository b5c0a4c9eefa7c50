import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeHarness, PHONES } from './harness';
import { mutation, reload, roomsOf, staffWith, type Harness } from './sync-helpers';
import { rooms } from '../../api/houses/schema';
import { appliedMutations } from '../../api/sync/schema';
import { changeCounters } from '../../api/db/columns';

let h: Harness;
let boss: string;
let staff: string;
let otherBoss: string;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff, otherBoss] = await Promise.all([h.login(PHONES.boss), h.login(PHONES.staff), h.login(PHONES.otherBoss)]);
});

const push = (token: string, mutations: unknown[]) => h.call('POST', '/api/sync/push', { token, json: { clientId: 'test-device', mutations } });
const vacant = (apt = '东湖公寓') => roomsOf(h, apt).find((r) => r.isRent === 0)!;
const rented = (apt = '东湖公寓') => roomsOf(h, apt).find((r) => r.isRent === 1)!;
const counter = (orgId: string) => h.db.select().from(changeCounters).where(eq(changeCounters.orgId, orgId)).get()!.value;
const record = (id: string) => h.db.select().from(appliedMutations).where(eq(appliedMutations.id, id)).get();

describe('POST /api/sync/push applies board mutations', () => {
  it('applies each of the four mutations with a new change version, recorded under its id', async () => {
    const r = vacant();
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
    const after = reload(h, r.id);
    expect(after).toMatchObject({ remark: '门锁没电', isShow: 0, isDecoration: 0, isRent: 1, version: versions[4] });
    expect(record(batch[0].id)).toMatchObject({ status: 'applied', name: 'room.setRemark', clientId: 'test-device', version: versions[0], reason: null, orgId: r.orgId });
  });

  it('answers a repeated id with the first result and changes nothing (same batch or later)', async () => {
    const r = vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '一次' });
    const first = (await push(staff, [m, m])).json.data.results;
    expect(first[0]).toMatchObject({ id: m.id, status: 'applied' });
    expect(first[1]).toEqual({ id: m.id, status: 'duplicate', original: 'applied', version: first[0].version });
    const before = counter(r.orgId);
    h.db.update(rooms).set({ remark: '别人改的' }).where(eq(rooms.id, r.id)).run();
    const again = (await push(staff, [{ ...m, args: { houseId: r.id, remark: '改了参数' } }])).json.data.results;
    expect(again).toEqual([{ id: m.id, status: 'duplicate', original: 'applied', version: first[0].version }]);
    expect(counter(r.orgId)).toBe(before);
    expect(reload(h, r.id).remark).toBe('别人改的');
    expect(h.db.select().from(appliedMutations).all()).toHaveLength(1);
  });
});

describe('POST /api/sync/push rejections', () => {
  it('rejects by the board rules with the Chinese reason, judged on the current row', async () => {
    const free = vacant();
    h.db.update(rooms).set({ isDecoration: 1 }).where(eq(rooms.id, free.id)).run();
    const busy = rented();
    const batch = [
      mutation('room.setRent', { houseId: free.id, isRent: 1 }),
      mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 }),
    ];
    const results = (await push(staff, batch)).json.data.results;
    expect(results).toEqual([
      { id: batch[0].id, status: 'rejected', reason: '房间装修中，不能设为已出租' },
      { id: batch[1].id, status: 'rejected', reason: '房间已出租，不能开启装修锁' },
    ]);
    expect(reload(h, free.id).isRent).toBe(0);
    expect(reload(h, busy.id).isDecoration).toBe(0);
    expect(record(batch[0].id)).toMatchObject({ status: 'rejected', reason: '房间装修中，不能设为已出租', version: null });
  });

  it('answers a retried rejected id the same, even once the rule would pass', async () => {
    const free = vacant();
    h.db.update(rooms).set({ isDecoration: 1 }).where(eq(rooms.id, free.id)).run();
    const m = mutation('room.setRent', { houseId: free.id, isRent: 1 });
    await push(staff, [m]);
    h.db.update(rooms).set({ isDecoration: 0 }).where(eq(rooms.id, free.id)).run();
    const again = (await push(staff, [m])).json.data.results;
    expect(again).toEqual([{ id: m.id, status: 'duplicate', original: 'rejected', reason: '房间装修中，不能设为已出租' }]);
    expect(reload(h, free.id).isRent).toBe(0);
  });

  it("rejects a room the user cannot see or another org's room with '房间不存在或无权查看'", async () => {
    const west = vacant('西城公寓');
    const other = vacant('城南公寓');
    const batch = [mutation('room.setRemark', { houseId: west.id, remark: 'x' }), mutation('room.setShow', { houseId: other.id, isShow: 0 }), mutation('room.setRent', { houseId: 'nope', isRent: 1 })];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((x: any) => [x.status, x.reason])).toEqual([
      ['rejected', '房间不存在或无权查看'],
      ['rejected', '房间不存在或无权查看'],
      ['rejected', '房间不存在或无权查看'],
    ]);
    expect(reload(h, west.id).remark).toBe('');
    expect((await push(otherBoss, [mutation('room.setShow', { houseId: west.id, isShow: 0 })])).json.data.results[0].reason).toBe('房间不存在或无权查看');
    expect(reload(h, west.id).isShow).toBe(1);
  });

  it("rejects malformed args with '参数格式不正确' and an unknown name, without blocking the mutations behind", async () => {
    const r = vacant();
    const batch = [
      mutation('room.setRent', { houseId: r.id, isRent: 2 }),
      mutation('room.setRemark', { houseId: r.id, remark: '长'.repeat(201) }),
      mutation('room.setShow', { houseId: r.id }),
      mutation('room.setRemark', 'oops'),
      mutation('room.explode', { houseId: r.id }),
      mutation('room.setRemark', { houseId: r.id, remark: '后面的照常' }),
    ];
    const results = (await push(boss, batch)).json.data.results;
    expect(results.map((x: any) => x.reason ?? x.status)).toEqual(['参数格式不正确', '参数格式不正确', '参数格式不正确', '参数格式不正确', '不支持的修改类型', 'applied']);
    expect(reload(h, r.id).remark).toBe('后面的照常');
  });

  it('a domain refusal does not block the next mutation of the same room', async () => {
    const busy = rented();
    const batch = [mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 }), mutation('room.setRent', { houseId: busy.id, isRent: 0 }), mutation('room.setDecoration', { houseId: busy.id, isDecoration: 1 })];
    const results = (await push(staff, batch)).json.data.results;
    expect(results.map((x: any) => x.status)).toEqual(['rejected', 'applied', 'applied']);
    expect(reload(h, busy.id)).toMatchObject({ isRent: 0, isDecoration: 1 });
  });
});

describe('POST /api/sync/push permission and batch validation', () => {
  it('rejects (not applies) the mutations of a user without the board permission [1,3]', async () => {
    const token = await staffWith(h, '13800000009', [[1, 5]]);
    const r = vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '无权' });
    const res = await push(token, [m]);
    expect(res.status).toBe(200);
    expect(res.json.data.results).toEqual([{ id: m.id, status: 'rejected', reason: '没有权限执行此操作' }]);
    expect(reload(h, r.id)).toMatchObject({ remark: r.remark, version: r.version });
    const allowed = await staffWith(h, '13800000008', [[1, 3]]);
    expect((await push(allowed, [mutation('room.setRemark', { houseId: r.id, remark: '有权' })])).json.data.results[0].status).toBe('applied');
  });

  it("does not let another user read a mutation id's result", async () => {
    const r = vacant();
    const m = mutation('room.setRemark', { houseId: r.id, remark: '我的' });
    await push(staff, [m]);
    expect((await push(boss, [m])).json.data.results).toEqual([{ id: m.id, status: 'rejected', reason: '修改编号重复' }]);
  });

  it('validates the batch in Chinese (400) and needs a session (401)', async () => {
    const r = vacant();
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
    expect(h.db.select().from(appliedMutations).all()).toHaveLength(0);
    expect((await h.call('POST', '/api/sync/push', { json: { clientId: 'd', mutations: [] } })).status).toBe(401);
  });
});
