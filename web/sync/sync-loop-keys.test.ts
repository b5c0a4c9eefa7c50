import { describe, expect, it } from 'vitest';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import type { LockKeys, PullResponse } from '../../sync/protocol/protocol';
import { NOW, pullPage } from '../../test/fixtures/sync';
import { startSync } from './sync-loop';

const keys = (days: string[]): LockKeys => ({
  days,
  keys: days.map((day) => ({
    lockId: 'L',
    roomId: 'R',
    apartmentId: 'A',
    sn: 'SN',
    day,
    key: 'cd'.repeat(32),
    staffOpenRented: false,
  })),
});

describe('the sync loop and the offline lock keys', () => {
  it('asks with the first held key day; the keys a page brings are held before the next page is asked', async () => {
    const store = memoryStore();
    const engine = await SyncEngine.open({ store, clientId: 'dev', now: () => NOW });
    const asked: (string | undefined)[] = [];
    const replies: PullResponse[] = [
      { ...pullPage({}, 1), more: true, lockKeys: keys(['2026-11-22', '2026-11-23']) },
      pullPage({}, 2),
    ];
    const loop = startSync({
      engine,
      isOnline: () => true,
      fetchPush: async () => ({ results: [] }),
      fetchPull: async (_cursor, _limit, keyDay) => {
        asked.push(keyDay);
        return replies.shift() ?? pullPage({}, 2);
      },
      intervalMs: 0,
      locks: null,
      win: null,
      doc: null,
    });
    await loop.kick();
    expect(asked).toEqual([undefined, '2026-11-22']);
    expect(store.keys().map((k) => k.day)).toEqual(['2026-11-22', '2026-11-23']);
    await loop.kick();
    expect(asked.at(-1)).toBe('2026-11-22');
    loop.stop();
  });
});
