import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { SyncEngine } from '../../sync/protocol/engine';
import { countRooms } from '../../sync/protocol/room-counts';
import type { SyncRoom } from '../../sync/protocol/protocol';
import { dbName, dexieStore, openSyncDb } from './db';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { NOW, pullPage as page, syncRoom as room } from '../../test/fixtures/sync';

const signed = JSON.stringify({
  leases: [{ status: LEASE_STATUS.signed, startDate: '2026-01-01', endDate: '2027-01-01' }],
});

let users = 0;
async function open(userId = `RC${++users}`) {
  const db = openSyncDb(userId);
  const engine = await SyncEngine.open({ store: dexieStore(db, userId), clientId: 'dev1', now: () => NOW });
  return { db, engine, userId };
}

/** What the store keeps, against counting its stored rooms now. */
async function expectKept(db: ReturnType<typeof openSyncDb>) {
  const kept = (await db.roomCounts.toArray()).sort((x, y) => x.apartmentId.localeCompare(y.apartmentId));
  expect(kept).toEqual(countRooms((await db.rooms.toArray()) as SyncRoom[]));
  return kept;
}

describe("the device store's room counts (each apartment's rooms and rented rooms: the board's rent rate unread)", () => {
  it('follows the pulled rooms: new, rented by flag or lease, moved to another apartment, removed; resync clears', async () => {
    const { db, engine } = await open();
    await engine.onPull(
      page(
        {
          rooms: [
            room('r1'),
            room('r2', { isRent: 1 }),
            room('r3', { facts: signed }),
            room('r4', { apartmentId: 'B' }),
          ],
        },
        4,
      ),
    );
    expect(await expectKept(db)).toEqual([
      { apartmentId: 'A', rooms: 3, occupied: 2 },
      { apartmentId: 'B', rooms: 1, occupied: 0 },
    ]);
    // r1 rented, r2 moved to B (still rented), r4 removed, an older r3 ignored, a repeated page changes nothing.
    const next = page(
      {
        rooms: [
          room('r1', { version: 5, isRent: 1 }),
          room('r2', { version: 5, isRent: 1, apartmentId: 'B' }),
          { id: 'r4', version: 5, deleted: true },
          room('r3', { version: 0 }),
        ],
      },
      5,
    );
    await engine.onPull(next);
    await engine.onPull(next);
    expect(await expectKept(db)).toEqual([
      { apartmentId: 'A', rooms: 2, occupied: 2 },
      { apartmentId: 'B', rooms: 1, occupied: 1 },
    ]);
    expect(await engine.roomCounts('A')).toEqual({ apartmentId: 'A', rooms: 2, occupied: 2 });
    await engine.resync();
    expect(await db.roomCounts.count()).toBe(0);
    db.close();
  });

  it('says nothing while a queued change to a room may move the counts, and again once it is pulled', async () => {
    const { db, engine } = await open();
    await engine.onPull(page({ rooms: [room('r1'), room('r2')] }, 2));
    const queued = await engine.mutate('room.setRent', { houseId: 'r1', isRent: 1 });
    if (!queued.ok) throw new Error(queued.reason);
    expect(await engine.roomCounts('A')).toBeUndefined();
    await engine.onPushResult([{ id: queued.mutation.id, status: 'applied', version: 3 }]);
    expect(await engine.roomCounts('A')).toBeUndefined();
    await engine.onPull(page({ rooms: [room('r1', { version: 3, isRent: 1 })] }, 3));
    expect(await engine.roomCounts('A')).toEqual({ apartmentId: 'A', rooms: 2, occupied: 1 });
    db.close();
  });

  it('counts the rooms already stored when a store made before the counts (v4) is opened', async () => {
    const userId = `RC${++users}`;
    const old = new Dexie(dbName(userId));
    old.version(4).stores({
      meta: '&key',
      offices: '&id',
      apartments: '&id',
      floors: '&id, apartmentId',
      rooms: '&id, apartmentId, floorId',
      templates: '&id, apartmentId',
      outbox: '&ord, &id',
      acked: '&ord',
      rejected: '&ord',
      files: '&id, uploaded',
      meters: '&id, roomId, apartmentId',
    });
    await old.table('meta').put({ key: 'state', userId, clientId: 'dev1', cursor: 9, lastSyncAt: NOW });
    await old.table('rooms').bulkPut([room('r1', { isRent: 1 }), room('r2'), room('r3', { apartmentId: 'B' })]);
    old.close();
    const { db, engine } = await open(userId);
    // v7 (the repairs) sends the next pull from the start, so the rows synced before it are pulled again.
    expect(engine.state.cursor).toBe(0);
    expect(await expectKept(db)).toEqual([
      { apartmentId: 'A', rooms: 2, occupied: 1 },
      { apartmentId: 'B', rooms: 1, occupied: 0 },
    ]);
    db.close();
  });
});
