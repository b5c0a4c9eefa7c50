import { describe, expect, it } from 'vitest';
import { SyncEngine } from './engine';
import { emptyState, memoryStore, type StateDelta, type SyncState } from './sync-state';
import type { SyncChange } from './change-scope';
import { SYNC_TABLES, type SyncMeter } from './protocol';
import { METER_ONLINE } from '../rules/meters/meter-rules';
import { NOW, roomsPage as page, syncRoom as room } from '../../test/fixtures/sync';

async function engine() {
  let n = 0;
  const store = memoryStore();
  const deltas: StateDelta[] = [];
  const put = store.putState;
  store.putState = async (s: SyncState, d: StateDelta) => {
    deltas.push(d);
    await put(s, d);
  };
  const e = await SyncEngine.open({
    store,
    clientId: 'dev1',
    now: () => NOW,
    newId: () => `ID${String(++n).padStart(24, '0')}`,
  });
  await e.onPull(page([room('r1'), room('r2', { isRent: 1, version: 2 })], 2));
  return { e, store, deltas };
}

describe('SyncEngine.mutate', () => {
  it('validates args and checks the board rules locally, queuing nothing when refused', async () => {
    const { e } = await engine();
    expect(await e.mutate('room.setRent', { houseId: 'r1', isRent: 2 })).toEqual({
      ok: false,
      reason: '状态只能是0或1',
    });
    expect(await e.mutate('room.setRemark', { houseId: 'r1', remark: 'x'.repeat(201) })).toEqual({
      ok: false,
      reason: '备注不能超过200个字',
    });
    expect(await e.mutate('room.fly', {})).toEqual({ ok: false, reason: '不支持的修改类型' });
    expect(await e.mutate('room.setDecoration', { houseId: 'r2', isDecoration: 1 })).toEqual({
      ok: false,
      reason: '房间已出租，不能开启装修锁',
    });
    expect(await e.mutate('room.setShow', { houseId: 'nope', isShow: 0 })).toEqual({
      ok: false,
      reason: '房间不存在或无权查看',
    });
    expect(e.pendingCount).toBe(0);
  });

  it('queues in order, shows the optimistic rows and leaves the server rows alone', async () => {
    const { e, store, deltas } = await engine();
    const a = await e.mutate('room.setDecoration', { houseId: 'r1', isDecoration: 1 });
    expect(a.ok && a.mutation).toMatchObject({
      clientId: 'dev1',
      name: 'room.setDecoration',
      args: { houseId: 'r1', isDecoration: 1 },
      clientTime: NOW,
    });
    // the local rule sees the optimistic decoration lock
    expect(await e.mutate('room.setRent', { houseId: 'r1', isRent: 1 })).toEqual({
      ok: false,
      reason: '房间装修中，不能设为已出租',
    });
    await e.mutate('room.setRemark', { houseId: 'r1', remark: '  刷墙  ' });
    expect((await e.visibleRows()).rooms.r1).toMatchObject({ isDecoration: 1, remark: '刷墙', version: 1 });
    expect((await store.get('rooms', 'r1'))!).toMatchObject({ isDecoration: 0, remark: '' });
    expect(e.pushBatch().map((m) => m.name)).toEqual(['room.setDecoration', 'room.setRemark']);
    expect(e.pushBatch(1)).toHaveLength(1);
    expect(deltas.at(-1)).toEqual({ outbox: true });
  });
});

describe('SyncEngine.onPushResult / onPull', () => {
  it('keeps an applied change visible until the pulled row reaches its version', async () => {
    const { e } = await engine();
    const m = await e.mutate('room.setShow', { houseId: 'r1', isShow: 0 });
    if (!m.ok) throw new Error('queued');
    await e.onPushResult([{ id: m.mutation.id, status: 'applied', version: 7 }]);
    expect(e.pendingCount).toBe(0);
    expect(e.state.acked).toHaveLength(1);
    expect((await e.visibleRows()).rooms.r1.isShow).toBe(0);
    await e.onPull(page([room('r2', { version: 5, isRent: 1 })], 5));
    expect((await e.visibleRows()).rooms.r1.isShow).toBe(0);
    await e.onPull(page([room('r1', { version: 8, isShow: 1 })], 8));
    expect(e.state.acked).toEqual([]);
    expect((await e.visibleRows()).rooms.r1.isShow).toBe(1);
  });

  it('moves rejected mutations (also a duplicate of a rejected one) to the rejected list and reverts them', async () => {
    const { e } = await engine();
    const a = await e.mutate('room.setShow', { houseId: 'r1', isShow: 0 });
    const b = await e.mutate('room.setRemark', { houseId: 'r1', remark: '漏水' });
    const c = await e.mutate('room.setRemark', { houseId: 'r2', remark: '待查' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('queued');
    await e.onPushResult([
      { id: a.mutation.id, status: 'rejected', reason: '房间有待确认的租约，不能修改展示状态' },
      { id: b.mutation.id, status: 'duplicate', original: 'rejected', reason: '房间不存在或无权查看' },
      { id: 'unknown', status: 'applied', version: 3 },
    ]);
    expect(e.pushBatch().map((m) => m.id)).toEqual([c.mutation.id]);
    expect(e.state.rejected.map((r) => [r.mutation.id, r.reason])).toEqual([
      [a.mutation.id, '房间有待确认的租约，不能修改展示状态'],
      [b.mutation.id, '房间不存在或无权查看'],
    ]);
    expect((await e.visibleRows()).rooms.r1).toMatchObject({ isShow: 1, remark: '' });
    expect((await e.visibleRows()).rooms.r2.remark).toBe('待查');
  });

  it('ignores stale rows, applies tombstones, never moves the cursor back and reports `more`', async () => {
    const { e, store } = await engine();
    expect(await e.onPull(page([room('r1', { version: 9, remark: '新' })], 9, true))).toBe(true);
    expect(await e.onPull(page([room('r1', { version: 3, remark: '旧' })], 3))).toBe(false);
    expect((await store.get('rooms', 'r1'))!.remark).toBe('新');
    expect(e.state.cursor).toBe(9);
    await e.onPull(page([{ id: 'r2', version: 10, deleted: true }], 10));
    expect((await e.visibleRows()).rooms.r2).toBeUndefined();
    expect(e.state.lastSyncAt).toBe(NOW);
  });
});

describe('SyncEngine.retry / discard / store', () => {
  it('retries a rejected mutation under a new id, or discards it', async () => {
    const { e } = await engine();
    const a = await e.mutate('room.setRemark', { houseId: 'r1', remark: '一' });
    const b = await e.mutate('room.setRemark', { houseId: 'r1', remark: '二' });
    if (!a.ok || !b.ok) throw new Error('queued');
    await e.onPushResult([
      { id: a.mutation.id, status: 'rejected', reason: '没有权限执行此操作' },
      { id: b.mutation.id, status: 'rejected', reason: '没有权限执行此操作' },
    ]);
    const again = await e.retry(a.mutation.id);
    expect(again.ok && again.mutation.id).not.toBe(a.mutation.id);
    expect(e.pushBatch().map((m) => m.args)).toEqual([{ houseId: 'r1', remark: '一' }]);
    await e.discard(b.mutation.id);
    expect(e.state.rejected).toEqual([]);
    expect(await e.retry('gone')).toEqual({ ok: false, reason: '该修改已不在列表中' });
  });

  it('keeps a retry refused by the local rule in the rejected list', async () => {
    const { e } = await engine();
    const a = await e.mutate('room.setRent', { houseId: 'r1', isRent: 1 });
    if (!a.ok) throw new Error('queued');
    await e.onPushResult([{ id: a.mutation.id, status: 'rejected', reason: '房间装修中，不能设为已出租' }]);
    await e.onPull(page([room('r1', { version: 4, isDecoration: 1 })], 4));
    expect(await e.retry(a.mutation.id)).toEqual({ ok: false, reason: '房间装修中，不能设为已出租' });
    expect(e.state.rejected).toHaveLength(1);
  });

  it('resync forgets the rows and the cursor but keeps the outbox, telling every reader', async () => {
    const { e, store } = await engine();
    await e.mutate('room.setRemark', { houseId: 'r1', remark: '保留' });
    const seen: SyncChange[] = [];
    e.subscribe((c) => seen.push(c));
    await e.resync();
    expect(e.state.cursor).toBe(0);
    expect((await e.visibleRows()).rooms).toEqual({});
    expect(await store.all('rooms')).toEqual([]);
    expect(store.current()?.cursor).toBe(0);
    expect(e.pendingCount).toBe(1);
    expect(seen.map((c) => [c.apartments, [...c.tables].length])).toEqual([['all', SYNC_TABLES.length]]);
    await e.onPull(page([room('r1', { version: 3 })], 3));
    expect((await e.visibleRows()).rooms.r1.remark).toBe('保留');
  });

  it('discardOutbox drops only the queued changes (saved), back to the server rows', async () => {
    const { e, store } = await engine();
    await e.mutate('room.setRemark', { houseId: 'r1', remark: '不要了' });
    await e.mutate('room.setRent', { houseId: 'r1', isRent: 1 });
    expect(await e.discardOutbox()).toBe(2);
    expect(e.pendingCount).toBe(0);
    expect((await e.visibleRows()).rooms.r1).toMatchObject({ remark: '', isRent: 0 });
    const reopened = await SyncEngine.open({ store, clientId: 'dev1' });
    expect(reopened.pendingCount).toBe(0);
    expect(await e.discardOutbox()).toBe(0);
  });

  it('reopens from its store with the outbox and rows, and notifies subscribers', async () => {
    const { e, store } = await engine();
    let calls = 0;
    const off = e.subscribe(() => calls++);
    await e.mutate('room.setRemark', { houseId: 'r1', remark: '离线改的' });
    off();
    await e.mutate('room.setRemark', { houseId: 'r1', remark: '再改' });
    expect(calls).toBe(1);
    const reopened = await SyncEngine.open({ store, clientId: 'other' });
    expect(reopened.state.clientId).toBe('dev1');
    expect(reopened.pendingCount).toBe(2);
    expect((await reopened.visibleRows()).rooms.r1.remark).toBe('再改');
    expect(reopened.state.cursor).toBe(2);
  });
});

describe('SyncEngine with a meter target (meter.read)', () => {
  const meter = (id: string, over: Partial<SyncMeter> = {}): SyncMeter => ({
    id,
    version: 3,
    apartmentId: 'A',
    roomId: 'r1',
    devType: 2,
    isAuto: 0,
    name: '101电表',
    onlineStatus: METER_ONLINE.online,
    lastValue: 100000,
    lastReadAt: NOW - 30 * 86_400_000,
    avgUsage: 9000,
    billedValue: 90000,
    ...over,
  });
  const RID = (n: number) => `01JREAD${String(n).padStart(19, '0')}`;
  const read = (n: number, meterId: string, value: number, over: Record<string, unknown> = {}) => ({
    readingId: RID(n),
    meterId,
    value,
    readAt: NOW,
    ...over,
  });

  async function meterEngine() {
    const { e, store } = await engine();
    await e.onPull({
      ...page([], 3),
      changes: {
        ...page([], 3).changes,
        meters: [meter('m1'), meter('m2', { lastValue: null, lastReadAt: null, avgUsage: null })],
      },
    });
    return { e, store };
  }

  it('pulls meters into rows.meters (a page without a meters table is no change) and applies tombstones', async () => {
    const { e, store } = await meterEngine();
    expect(Object.keys((await e.visibleRows()).meters).sort()).toEqual(['m1', 'm2']);
    await e.onPull(page([], 4));
    expect(await store.all('meters')).toHaveLength(2);
    await e.onPull({
      ...page([], 5),
      changes: { ...page([], 5).changes, meters: [{ id: 'm2', version: 5, deleted: true }] },
    });
    expect((await e.visibleRows()).meters.m2).toBeUndefined();
  });

  it('refuses locally an unknown meter and a bad value, queuing nothing', async () => {
    const { e } = await meterEngine();
    expect(await e.mutate('meter.read', read(1, 'nope', 100))).toEqual({ ok: false, reason: '水电表不存在或无权查看' });
    expect(await e.mutate('meter.read', read(1, 'm1', 12.5))).toEqual({
      ok: false,
      reason: '读数格式不正确，最多两位小数',
    });
    expect(await e.mutate('meter.read', read(1, 'm1', -1))).toEqual({
      ok: false,
      reason: '读数格式不正确，最多两位小数',
    });
    expect(await e.mutate('meter.read', read(1, 'm1', 10_000_000_000))).toEqual({ ok: false, reason: '读数过大' });
    expect(await e.mutate('meter.read', read(1, 'm1', 100, { readingId: 'x' }))).toEqual({
      ok: false,
      reason: '读数编号不正确',
    });
    expect(await e.mutate('meter.read', read(1, 'm1', 100, { photoFileId: 'short' }))).toEqual({
      ok: false,
      reason: '文件编号不正确',
    });
    expect(e.pendingCount).toBe(0);
  });

  it('optimistically moves the last value and time forward (not the average); a lower value leaves the meter but is queued', async () => {
    const { e, store } = await meterEngine();
    const up = await e.mutate('meter.read', read(1, 'm1', 109000));
    expect(up.ok).toBe(true);
    expect((await e.visibleRows()).meters.m1).toMatchObject({
      lastValue: 109000,
      lastReadAt: NOW,
      avgUsage: 9000,
      version: 3,
    });
    expect((await store.get('meters', 'm1'))!.lastValue).toBe(100000);
    const down = await e.mutate('meter.read', read(2, 'm1', 50000, { readAt: NOW + 1 }));
    expect(down.ok).toBe(true);
    expect((await e.visibleRows()).meters.m1).toMatchObject({ lastValue: 109000, lastReadAt: NOW });
    const first = await e.mutate('meter.read', read(3, 'm2', 777));
    expect(first.ok && (await e.visibleRows()).meters.m2).toMatchObject({ lastValue: 777, lastReadAt: NOW });
    expect(e.pushBatch().map((m) => [m.name, (m.args as { value: number }).value])).toEqual([
      ['meter.read', 109000],
      ['meter.read', 50000],
      ['meter.read', 777],
    ]);
    // rooms are untouched by meter mutations
    expect((await e.visibleRows()).rooms.r1).toBe(await store.get('rooms', 'r1'));
  });

  it('keeps an applied reading overlaid until the pulled meter reaches its version; duplicate(applied) counts as applied', async () => {
    const { e } = await meterEngine();
    const a = await e.mutate('meter.read', read(1, 'm1', 109000));
    const b = await e.mutate('meter.read', read(2, 'm2', 500));
    if (!a.ok || !b.ok) throw new Error('queued');
    await e.onPushResult([
      { id: a.mutation.id, status: 'applied', version: 9 },
      { id: b.mutation.id, status: 'duplicate', original: 'applied', version: 10 },
    ]);
    expect(e.pendingCount).toBe(0);
    expect(e.state.acked).toHaveLength(2);
    expect((await e.visibleRows()).meters.m1.lastValue).toBe(109000);
    await e.onPull({
      ...page([], 10),
      changes: {
        ...page([], 10).changes,
        meters: [
          meter('m1', { version: 9, lastValue: 109000, lastReadAt: NOW, avgUsage: 9000 }),
          meter('m2', { version: 10, lastValue: 500, lastReadAt: NOW }),
        ],
      },
    });
    expect(e.state.acked).toEqual([]);
    expect((await e.visibleRows()).meters.m1).toMatchObject({ lastValue: 109000, version: 9 });
  });

  it('a rejected reading goes to the rejected list with its reason, reverts, and retries under a new mutation id with the same reading id', async () => {
    const { e } = await meterEngine();
    const a = await e.mutate('meter.read', read(1, 'm1', 109000));
    if (!a.ok) throw new Error('queued');
    await e.onPushResult([{ id: a.mutation.id, status: 'rejected', reason: '没有权限执行此操作' }]);
    expect((await e.visibleRows()).meters.m1.lastValue).toBe(100000);
    const again = await e.retry(a.mutation.id);
    expect(again.ok && again.mutation.id).not.toBe(a.mutation.id);
    expect(again.ok && again.mutation.args).toEqual(a.mutation.args);
    expect((await e.visibleRows()).meters.m1.lastValue).toBe(109000);
  });

  it('opens a saved state without reading rows; a meter it does not hold is refused', async () => {
    const e = await SyncEngine.open({ store: memoryStore({ ...emptyState('old'), cursor: 5 }), clientId: 'x' });
    expect(e.state).toMatchObject({ clientId: 'old', cursor: 5 });
    expect((await e.visibleRows()).meters).toEqual({});
    expect(await e.mutate('meter.read', read(1, 'm1', 1))).toEqual({ ok: false, reason: '水电表不存在或无权查看' });
  });
});

describe('SyncEngine change notices, indexed reads and sliced pages', () => {
  it('names the tables and apartments a change touched; a pull bringing nothing names none', async () => {
    const { e } = await engine();
    const seen: SyncChange[] = [];
    e.subscribe((c) => seen.push(c));
    await e.onPull(page([], 2));
    await e.onPull(page([room('r1', { version: 1 })], 2)); // repeated reply: the same version changes nothing
    expect(seen.map((c) => [[...c.tables], c.apartments, c.state])).toEqual([
      [[], new Set(), true],
      [[], new Set(), true],
    ]);
    seen.length = 0;
    await e.onPull(
      page([room('r3', { apartmentId: 'B', version: 3 }), room('r2', { apartmentId: 'C', version: 4 })], 4),
    );
    await e.mutate('room.setRemark', { houseId: 'r3', remark: '换灯' });
    expect(seen.map((c) => [[...c.tables], c.apartments])).toEqual([
      [['rooms'], new Set(['B', 'C', 'A'])], // r2 moved from A to C: both apartments
      [['rooms'], new Set(['B'])],
    ]);
  });

  it('reads rows by index with their queued changes', async () => {
    const { e } = await engine();
    await e.onPull(page([room('r3', { apartmentId: 'B', version: 3 })], 3));
    await e.mutate('room.setRemark', { houseId: 'r2', remark: '已看' });
    expect((await e.query('rooms', 'apartmentId', 'A')).map((r) => [r.id, r.remark]).sort()).toEqual([
      ['r1', ''],
      ['r2', '已看'],
    ]);
    expect((await e.readMany('rooms', ['r3', 'nope', 'r2'])).map((r) => r?.remark)).toEqual(['', undefined, '已看']);
    expect((await e.read('rooms', 'r2'))?.remark).toBe('已看');
  });

  it('counts the store complete (lastSyncAt) only when a round reached the last page, and not after a resync', async () => {
    const e = await SyncEngine.open({ store: memoryStore(), clientId: 'd', now: () => NOW });
    await e.onPull(page([room('r1')], 1, true));
    expect(e.state).toMatchObject({ cursor: 1, lastSyncAt: null });
    await e.onPull(page([room('r2')], 2));
    expect(e.state).toMatchObject({ cursor: 2, lastSyncAt: NOW });
    await e.resync();
    expect(e.state).toMatchObject({ cursor: 0, lastSyncAt: null });
  });

  it('writes a large page in slices, saving the cursor with the last one only', async () => {
    const store = memoryStore();
    const writes: number[] = [];
    const write = store.writeRows;
    store.writeRows = async (slices, after) => {
      writes.push(slices.reduce((n, s) => n + s.rows.length, 0));
      if (after) expect(store.current()?.cursor ?? 0).toBe(0);
      return write(slices, after);
    };
    const e = await SyncEngine.open({ store, clientId: 'd', now: () => NOW, sliceRows: 4 });
    const rooms = Array.from({ length: 10 }, (_, i) => room(`r${i}`, { version: i + 1 }));
    await e.onPull(page([...rooms, room('r0', { version: 11, remark: '后来的' })], 11));
    expect(writes).toEqual([4, 4, 2]);
    expect(store.current()?.cursor).toBe(11);
    expect((await e.read('rooms', 'r0'))?.remark).toBe('后来的');
    expect(await store.all('rooms')).toHaveLength(10);
  });
});
