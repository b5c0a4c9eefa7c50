import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SyncEngine } from '../../sync/protocol/engine';
import type { SyncFloor, SyncMeter, SyncRoom } from '../../sync/protocol/protocol';
import { Dexie } from 'dexie';
import { countOutbox, dbName, dexieStore, openSyncDb, SYNC_DB_WRONG_USER } from './db';
import { METER_ONLINE } from '../../sync/rules/meters/meter-rules';
import { NOW, pullPage as page, syncRoom as room } from '../../test/fixtures/sync';

const floor = (id: string, version = 1): SyncFloor => ({ id, version, apartmentId: 'A', floor: 1 });

let users = 0;
/** A fresh user (so a fresh database) and a way to open "the app" on it, as after a reload. */
function device() {
  const userId = `U${++users}`;
  let n = 0;
  const open = async () => {
    const db = openSyncDb(userId);
    const engine = await SyncEngine.open({
      store: dexieStore(db, userId),
      clientId: 'dev1',
      now: () => NOW,
      newId: () => `${userId}ID${String(++n).padStart(20, '0')}`,
    });
    return { db, engine };
  };
  return { userId, open };
}

describe('dexieStore', () => {
  it('starts empty, then the whole state survives a reload (a new engine on the same database)', async () => {
    const d = device();
    const a = await d.open();
    expect(a.engine.state.cursor).toBe(0);
    await a.engine.onPull(page({ rooms: [room('r1'), room('r2'), room('r3')], floors: [floor('F')] }, 3));
    const remark = await a.engine.mutate('room.setRemark', { houseId: 'r1', remark: '漏水' });
    const show = await a.engine.mutate('room.setShow', { houseId: 'r2', isShow: 0 });
    if (!remark.ok || !show.ok) throw new Error('queued');
    await a.engine.onPushResult([
      { id: remark.mutation.id, status: 'applied', version: 9 },
      { id: show.mutation.id, status: 'rejected', reason: '房间已出租，不能取消展示' },
    ]);
    await a.engine.mutate('room.setDecoration', { houseId: 'r3', isDecoration: 1 });
    a.db.close();

    const b = await d.open();
    expect(b.engine.state).toEqual(a.engine.state);
    expect(b.engine.state).toMatchObject({ clientId: 'dev1', cursor: 3, lastSyncAt: NOW });
    expect(b.engine.state.acked).toHaveLength(1);
    expect(b.engine.state.rejected).toEqual([{ mutation: show.mutation, reason: '房间已出租，不能取消展示', at: NOW }]);
    expect((await b.engine.visibleRows()).rooms.r1.remark).toBe('漏水');
    expect((await b.engine.visibleRows()).rooms.r3.isDecoration).toBe(1);
    expect(b.engine.pendingCount).toBe(1);
    b.db.close();
  });

  it('writes pulled rows, tombstones and resync into the tables', async () => {
    const d = device();
    const a = await d.open();
    await a.engine.onPull(page({ rooms: [room('r1'), room('r2')], floors: [floor('F')] }, 2));
    await a.engine.onPull(
      page({ rooms: [{ id: 'r2', version: 4, deleted: true }, room('r1', { version: 5, remark: '新' })] }, 5),
    );
    expect(await a.db.rooms.toArray()).toEqual([room('r1', { version: 5, remark: '新' })]);
    expect(await a.db.floors.count()).toBe(1);
    expect(await a.db.meta.get('state')).toMatchObject({ userId: d.userId, cursor: 5 });
    await a.engine.resync();
    expect(await a.db.rooms.count()).toBe(0);
    expect(await a.db.floors.count()).toBe(0);
    expect((await a.db.meta.get('state'))?.cursor).toBe(0);
    a.db.close();
  });

  it('answers rows by id and by index (an apartment, a room) with the queued changes on top', async () => {
    const d = device();
    const a = await d.open();
    const meter = (id: string, roomId: string, apartmentId = 'A'): SyncMeter => ({
      id,
      version: 1,
      apartmentId,
      roomId,
      devType: 1,
      isAuto: 0,
      name: id,
      onlineStatus: METER_ONLINE.online,
      lastValue: null,
      lastReadAt: null,
      avgUsage: null,
      billedValue: null,
    });
    await a.engine.onPull(
      page(
        {
          rooms: [room('r1'), room('r2'), room('r3', { apartmentId: 'B' })],
          floors: [floor('F')],
          meters: [meter('m1', 'r1'), meter('m2', 'r2'), meter('m3', 'r1')],
        },
        3,
      ),
    );
    await a.engine.mutate('room.setRemark', { houseId: 'r2', remark: '看过' });
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    expect(ids(await a.engine.query('rooms', 'apartmentId', 'A'))).toEqual(['r1', 'r2']);
    expect((await a.engine.query('rooms', 'apartmentId', 'A')).find((r) => r.id === 'r2')?.remark).toBe('看过');
    expect(ids(await a.engine.query('meters', 'roomId', 'r1'))).toEqual(['m1', 'm3']);
    expect(ids(await a.engine.query('floors', 'apartmentId', 'A'))).toEqual(['F']);
    expect((await a.engine.readMany('rooms', ['r3', 'x'])).map((r) => r?.apartmentId)).toEqual(['B', undefined]);
    a.db.close();
  });

  it('keeps the outbox order across removals from the head and appends', async () => {
    const d = device();
    const a = await d.open();
    await a.engine.onPull(page({ rooms: [room('r1')] }, 1));
    const ids: string[] = [];
    for (const text of ['一', '二', '三']) {
      const r = await a.engine.mutate('room.setRemark', { houseId: 'r1', remark: text });
      if (r.ok) ids.push(r.mutation.id);
    }
    await a.engine.onPushResult([{ id: ids[0], status: 'applied', version: 2 }]);
    await a.engine.mutate('room.setRemark', { houseId: 'r1', remark: '四' });
    a.db.close();
    const b = await d.open();
    expect(b.engine.state.outbox.map((m) => (m.args as { remark: string }).remark)).toEqual(['二', '三', '四']);
    expect((await b.engine.visibleRows()).rooms.r1.remark).toBe('四');
    b.db.close();
  });

  it('saves the queued change and its optimistic effect in one transaction: all or nothing', async () => {
    const d = device();
    const a = await d.open();
    await a.engine.onPull(page({ rooms: [room('r1')] }, 1));
    await a.engine.mutate('room.setRemark', { houseId: 'r1', remark: '已保存' });
    const store = dexieStore(a.db, d.userId);
    const queued = {
      id: 'X'.repeat(26),
      clientId: 'dev1',
      name: 'room.setRemark',
      args: { houseId: 'r1', remark: '丢失' },
      clientTime: NOW,
    };
    const state = { ...a.engine.state, cursor: 99, outbox: [...a.engine.state.outbox, queued] };
    // A write whose row part fails (a row with no key) leaves neither the meta nor the outbox part behind …
    await expect(
      store.writeRows([{ table: 'rooms', rows: [{ version: 1 } as unknown as SyncRoom] }], () => ({
        state,
        delta: { outbox: true },
      })),
    ).rejects.toThrow();
    expect(await a.db.outbox.count()).toBe(1);
    expect((await a.db.meta.get('state'))?.cursor).toBe(1);
    // … nor does one failing after the outbox was written (a rejected entry that cannot be stored).
    const unstorable = {
      ...state,
      rejected: [{ mutation: { ...queued, id: 'Y'.repeat(26), args: { f: () => 1 } }, reason: 'x', at: NOW }],
    };
    await expect(store.putState(unstorable, { outbox: true, rejected: true })).rejects.toThrow();
    expect(await a.db.outbox.count()).toBe(1);
    expect(await a.db.rejected.count()).toBe(0);
    // and the store recovers for the next write
    await store.putState(state, { outbox: true });
    expect(await a.db.outbox.count()).toBe(2);
    a.db.close();

    const b = await d.open();
    expect((await b.engine.visibleRows()).rooms.r1.remark).toBe('丢失');
    expect(b.engine.pendingCount).toBe(2);
    b.db.close();
  });

  it("refuses to read or write another user's database", async () => {
    const d = device();
    const a = await d.open();
    await a.engine.onPull(page({ rooms: [room('r1')] }, 1));
    const other = dexieStore(a.db, 'someone-else');
    await expect(other.getState()).rejects.toThrow(SYNC_DB_WRONG_USER);
    await expect(other.putState(a.engine.state, {})).rejects.toThrow(SYNC_DB_WRONG_USER);
    await expect(
      other.writeRows([{ table: 'rooms', rows: [room('r2')] }], () => ({ state: a.engine.state, delta: {} })),
    ).rejects.toThrow(SYNC_DB_WRONG_USER);
    a.db.close();
  });

  it('counts the unsynced changes of a user on the device', async () => {
    const d = device();
    expect(await countOutbox(d.userId)).toBe(0);
    const a = await d.open();
    await a.engine.onPull(page({ rooms: [room('r1')] }, 1));
    await a.engine.mutate('room.setRemark', { houseId: 'r1', remark: '1' });
    await a.engine.mutate('room.setShow', { houseId: 'r1', isShow: 0 });
    expect(await countOutbox(d.userId)).toBe(2);
    a.db.close();
  });

  it('keeps meters and a queued reading across a reload', async () => {
    const d = device();
    const a = await d.open();
    const meter: SyncMeter = {
      id: 'm1',
      version: 2,
      apartmentId: 'A',
      roomId: 'r1',
      devType: 1,
      isAuto: 0,
      name: '101冷水表',
      onlineStatus: METER_ONLINE.online,
      lastValue: 1000,
      lastReadAt: NOW - 1,
      avgUsage: null,
      billedValue: null,
    };
    await a.engine.onPull(page({ rooms: [room('r1')], meters: [meter] }, 2));
    const r = await a.engine.mutate('meter.read', {
      readingId: '01JREAD0000000000000000001',
      meterId: 'm1',
      value: 1450,
      readAt: NOW,
    });
    expect(r.ok).toBe(true);
    expect(await a.db.meters.toArray()).toEqual([meter]);
    a.db.close();
    const b = await d.open();
    expect(await b.db.meters.get('m1')).toEqual(meter);
    expect((await b.engine.visibleRows()).meters.m1).toMatchObject({ lastValue: 1450, lastReadAt: NOW });
    expect(b.engine.pendingCount).toBe(1);
    b.db.close();
  });

  it('upgrades a store made before meters (v2): rows and outbox kept, the next pull starts from 0 to bring the meters', async () => {
    const d = device();
    const old = new Dexie(dbName(d.userId));
    old.version(1).stores({
      meta: '&key',
      offices: '&id',
      apartments: '&id',
      floors: '&id, apartmentId',
      rooms: '&id, apartmentId',
      templates: '&id, apartmentId',
      outbox: '&ord, &id',
      acked: '&ord',
      rejected: '&ord',
    });
    old.version(2).stores({ files: '&id, uploaded' });
    await old.table('meta').put({ key: 'state', userId: d.userId, clientId: 'dev1', cursor: 42, lastSyncAt: NOW });
    await old.table('rooms').put(room('r1', { version: 40 }));
    const queued = {
      id: 'Q'.repeat(26),
      clientId: 'dev1',
      name: 'room.setRemark',
      args: { houseId: 'r1', remark: '升级前' },
      clientTime: NOW,
    };
    await old.table('outbox').add({ ord: 0, id: queued.id, mutation: queued });
    old.close();

    const a = await d.open();
    expect(a.engine.state.cursor).toBe(0);
    expect(await a.db.meters.count()).toBe(0);
    expect((await a.engine.visibleRows()).rooms.r1.remark).toBe('升级前');
    expect(a.engine.pendingCount).toBe(1);
    await a.engine.onPull(
      page(
        {
          rooms: [room('r1', { version: 40 })],
          meters: [
            {
              id: 'm1',
              version: 41,
              apartmentId: 'A',
              roomId: 'r1',
              devType: 2,
              isAuto: 0,
              name: '101电表',
              onlineStatus: METER_ONLINE.online,
              lastValue: null,
              lastReadAt: null,
              avgUsage: null,
              billedValue: null,
            },
          ],
        },
        42,
      ),
    );
    expect(await a.db.meters.count()).toBe(1);
    expect(a.engine.state.cursor).toBe(42);
    a.db.close();
  });
});
