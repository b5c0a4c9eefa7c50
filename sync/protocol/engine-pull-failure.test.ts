import { describe, expect, it } from 'vitest';
import { SyncEngine } from './engine';
import { memoryStore } from './sync-state';
import type { SyncChange } from './change-scope';
import { NOW, roomsPage as page, syncRoom as room } from '../../test/fixtures/sync';

describe('SyncEngine.onPull when a slice of the page fails to be written', () => {
  it('shows the slices already written and drops the acked mutations they reached; the page pulled again goes on', async () => {
    const store = memoryStore();
    const e = await SyncEngine.open({ store, clientId: 'd', now: () => NOW, sliceRows: 2 });
    await e.onPull(page([room('r1'), room('r2')], 2));
    const m = await e.mutate('room.setShow', { houseId: 'r1', isShow: 0 });
    if (!m.ok) throw new Error('queued');
    await e.onPushResult([{ id: m.mutation.id, status: 'applied', version: 3 }]);
    expect(e.state.acked).toHaveLength(1);

    const write = store.writeRows;
    let writes = 0;
    store.writeRows = async (slices, after) => {
      if (++writes === 2) throw new Error('磁盘已满');
      return write(slices, after);
    };
    const seen: SyncChange[] = [];
    e.subscribe((c) => seen.push(c));
    const next = page(
      [room('r1', { version: 3, isShow: 0 }), room('r3', { apartmentId: 'B', version: 4 }), room('r4', { version: 5 })],
      5,
    );
    await expect(e.onPull(next)).rejects.toThrow('磁盘已满');
    // The first slice (r1, r3) is stored: the screens reading those apartments are told, the acked change let go.
    expect(seen.map((c) => [[...c.tables], c.apartments])).toEqual([[['rooms'], new Set(['A', 'B'])]]);
    expect(e.state).toMatchObject({ cursor: 2, acked: [] });
    expect((await e.read('rooms', 'r1'))?.isShow).toBe(0);

    // Pulled again, the stored rows change nothing and the rest of the page arrives.
    seen.length = 0;
    await e.onPull(next);
    expect(seen.map((c) => [[...c.tables], c.apartments])).toEqual([[['rooms'], new Set(['A'])]]);
    expect(store.current()).toMatchObject({ cursor: 5, acked: [] });
    expect(await store.all('rooms')).toHaveLength(4);
  });
});
