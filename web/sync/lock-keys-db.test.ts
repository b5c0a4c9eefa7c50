import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SyncEngine } from '../../sync/protocol/engine';
import type { LockKey, LockKeys } from '../../sync/protocol/protocol';
import { dexieStore, openSyncDb } from './db';
import { wipeLockKeys } from './lock-keys-db';

const heldLockKeys = (db: ReturnType<typeof openSyncDb>) => db.lockKeys.toArray();
import { NOW, pullPage, syncRoom } from '../../test/fixtures/sync';

const key = (lockId: string, day: string): LockKey => ({
  lockId,
  roomId: `room-${lockId}`,
  apartmentId: 'A',
  sn: `SN-${lockId}`,
  day,
  key: 'ab'.repeat(32),
  staffOpenRented: false,
});
const keysOf = (days: string[], locks: string[]): LockKeys => ({
  days,
  keys: days.flatMap((d) => locks.map((l) => key(l, d))),
});

async function open(userId: string) {
  const db = openSyncDb(userId);
  const engine = await SyncEngine.open({ store: dexieStore(db, userId), clientId: 'dev', now: () => NOW });
  return { db, engine };
}

describe('offline lock keys on the device', () => {
  it('are written with the pull that brings them, replace the old days, survive a reload and go at logout', async () => {
    const a = await open('K1');
    await a.engine.onPull({
      ...pullPage({ rooms: [syncRoom('r1')] }, 2),
      lockKeys: keysOf(['2026-11-22', '2026-11-23'], ['L1', 'L2']),
    });
    expect(a.engine.state.keyDay).toBe('2026-11-22');
    expect(await heldLockKeys(a.db)).toHaveLength(4);
    // The next day's delivery (the lock L2 no longer the user's): only what it brought stays.
    await a.engine.onPull({ ...pullPage({}, 3), lockKeys: keysOf(['2026-11-23', '2026-11-24'], ['L1']) });
    const held = await heldLockKeys(a.db);
    expect(held.map((k) => `${k.lockId} ${k.day}`).sort()).toEqual(['L1 2026-11-23', 'L1 2026-11-24']);
    // A pull without keys leaves them.
    await a.engine.onPull(pullPage({}, 4));
    expect(await heldLockKeys(a.db)).toHaveLength(2);
    a.db.close();

    const b = await open('K1');
    expect(b.engine.state.keyDay).toBe('2026-11-23');
    expect(await heldLockKeys(b.db)).toHaveLength(2);
    b.db.close();

    await wipeLockKeys('K1');
    const c = await open('K1');
    expect(await heldLockKeys(c.db)).toHaveLength(0);
    expect(c.engine.state.keyDay ?? null).toBeNull();
    expect(c.engine.state.cursor).toBe(4);
    c.db.close();
  });

  it('a resync forgets them with the rows', async () => {
    const a = await open('K2');
    await a.engine.onPull({ ...pullPage({ rooms: [syncRoom('r1')] }, 2), lockKeys: keysOf(['2026-11-22'], ['L1']) });
    await a.engine.resync();
    expect(await heldLockKeys(a.db)).toHaveLength(0);
    expect(a.engine.state.keyDay).toBeNull();
    a.db.close();
  });
});
