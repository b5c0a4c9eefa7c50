import { describe, expect, it, vi } from 'vitest';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import type { MutationResult, PullResponse, PushRequest, PushResponse } from '../../sync/protocol/protocol';
import { ApiError } from '../lib/api';
import { NOW, roomsPage as page, syncRoom as room } from '../../test/fixtures/sync';
import { classifyError, startSync, type LockLike, type SyncError, type SyncLoopOptions } from './sync-loop';

async function engineWith(remarks: string[] = []) {
  let n = 0;
  const engine = await SyncEngine.open({
    store: memoryStore(),
    clientId: 'dev1',
    now: () => NOW,
    newId: () => `ID${String(++n).padStart(24, '0')}`,
  });
  await engine.onPull(page([room('r1')], 1));
  for (const remark of remarks) await engine.mutate('room.setRemark', { houseId: 'r1', remark });
  return engine;
}

/** A fake transport: a server that applies every mutation, with hooks to delay or fail calls. */
function transport() {
  const t = {
    pushes: [] as PushRequest[],
    pulls: [] as number[],
    pages: [] as PullResponse[],
    failPush: null as unknown,
    gate: null as Promise<void> | null,
    inFlight: 0,
    maxInFlight: 0,
    version: 10,
    async fetchPush(req: PushRequest): Promise<PushResponse> {
      t.inFlight++;
      t.maxInFlight = Math.max(t.maxInFlight, t.inFlight);
      try {
        t.pushes.push(req);
        if (t.gate) await t.gate;
        if (t.failPush) throw t.failPush;
        return {
          results: req.mutations.map((m): MutationResult => ({ id: m.id, status: 'applied', version: ++t.version })),
        };
      } finally {
        t.inFlight--;
      }
    },
    async fetchPull(cursor: number): Promise<PullResponse> {
      t.pulls.push(cursor);
      return t.pages.shift() ?? page([], cursor);
    },
  };
  return t;
}

function loop(engine: SyncEngine, t: ReturnType<typeof transport>, over: Partial<SyncLoopOptions> = {}) {
  const errors: SyncError[] = [];
  const l = startSync({
    engine,
    fetchPull: t.fetchPull,
    fetchPush: t.fetchPush,
    isOnline: () => true,
    onError: (e) => errors.push(e),
    intervalMs: 0,
    win: null,
    doc: null,
    locks: null,
    ...over,
  });
  return { l, errors };
}

describe('startSync', () => {
  it('pushes the outbox in batches, then pulls page by page until more is false', async () => {
    const engine = await engineWith(['1', '2', '3', '4', '5']);
    const t = transport();
    t.pages = [
      page([room('r1', { version: 11, remark: '5' })], 11, true),
      page([room('r2', { version: 12 })], 12, true),
      page([], 15, false),
    ];
    const { l, errors } = loop(engine, t, { pushLimit: 2 });
    await l.kick();
    expect(t.pushes.map((p) => p.mutations.length)).toEqual([2, 2, 1]);
    expect(t.pushes.every((p) => p.clientId === 'dev1')).toBe(true);
    expect(t.pulls).toEqual([1, 11, 12]);
    expect(engine.pendingCount).toBe(0);
    expect(engine.state.cursor).toBe(15);
    expect((await engine.all('rooms')).map((r) => r.id).sort()).toEqual(['r1', 'r2']);
    expect(errors).toEqual([]);
    l.stop();
  });

  it('runs one cycle at a time: a kick during a cycle runs one more cycle after it', async () => {
    const engine = await engineWith(['a']);
    const t = transport();
    let open!: () => void;
    t.gate = new Promise<void>((r) => (open = r));
    const { l } = loop(engine, t);
    const first = l.kick();
    const second = l.kick();
    const third = l.kick();
    await Promise.resolve();
    expect(t.pushes).toHaveLength(1);
    await engine.mutate('room.setRemark', { houseId: 'r1', remark: 'b' }); // a mutation kicks too
    open();
    await Promise.all([first, second, third]);
    expect(t.maxInFlight).toBe(1);
    // cycle 1 pushed 'a', the single follow-up cycle pushed 'b'
    expect(t.pushes.map((p) => p.mutations.map((m) => (m.args as { remark: string }).remark))).toEqual([['a'], ['b']]);
    expect(t.pulls).toHaveLength(2);
    expect(engine.pendingCount).toBe(0);
    l.stop();
  });

  it('starts a cycle when a mutation is queued', async () => {
    const engine = await engineWith();
    const t = transport();
    const { l } = loop(engine, t);
    await engine.mutate('room.setShow', { houseId: 'r1', isShow: 0 });
    await vi.waitFor(() => expect(engine.pendingCount).toBe(0));
    expect(t.pushes).toHaveLength(1);
    l.stop();
  });

  it('keeps the outbox on a network error and sends it on the next cycle', async () => {
    const engine = await engineWith(['x', 'y']);
    const t = transport();
    t.failPush = new ApiError(0, 0, '网络请求失败');
    const { l, errors } = loop(engine, t);
    await l.kick();
    expect(errors.map((e) => e.kind)).toEqual(['network']);
    expect(engine.pendingCount).toBe(2);
    expect(t.pulls).toEqual([]);
    expect(l.stopped).toBe(false);
    t.failPush = null;
    await l.kick();
    expect(engine.pendingCount).toBe(0);
    expect(t.pushes.at(-1)?.mutations.map((m) => m.id)).toEqual(t.pushes[0].mutations.map((m) => m.id));
    l.stop();
  });

  it('stops syncing on a 401 and keeps the outbox', async () => {
    const engine = await engineWith(['x']);
    const t = transport();
    t.failPush = new ApiError(401, 401, '登录已过期，请重新登录');
    const { l, errors } = loop(engine, t);
    await l.kick();
    expect(errors.map((e) => e.kind)).toEqual(['auth']);
    expect(l.stopped).toBe(true);
    expect(engine.pendingCount).toBe(1);
    t.failPush = null;
    await l.kick();
    await engine.mutate('room.setRemark', { houseId: 'r1', remark: 'z' });
    await new Promise((r) => setTimeout(r, 10));
    expect(t.pushes).toHaveLength(1);
    expect(engine.pendingCount).toBe(2);
  });

  it('does nothing offline, and skips the cycle when another tab holds the sync lock', async () => {
    const engine = await engineWith(['x']);
    const t = transport();
    let online = false;
    const asked: unknown[] = [];
    const held: LockLike = {
      request: async (name, options, cb) => {
        asked.push([name, options]);
        return cb(null); // another tab holds it
      },
    };
    const { l } = loop(engine, t, { isOnline: () => online, locks: held });
    await l.kick();
    expect(asked).toEqual([]);
    online = true;
    await l.kick();
    expect(asked).toEqual([['gongyu-sync', { ifAvailable: true }]]);
    expect(t.pushes).toHaveLength(0);
    expect(engine.pendingCount).toBe(1);
    l.stop();
    // with the lock granted, the cycle runs inside it
    const free: LockLike = { request: async (_name, _options, cb) => cb({ name: 'gongyu-sync' }) };
    const granted = loop(engine, t, { locks: free }).l;
    await granted.kick();
    granted.stop();
    expect(t.pushes).toHaveLength(1);
    expect(engine.pendingCount).toBe(0);
  });

  it('syncs on the online event, window focus, the page becoming visible and the timer', async () => {
    vi.useFakeTimers();
    try {
      const engine = await engineWith();
      const t = transport();
      const win = new EventTarget();
      const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
      const { l } = loop(engine, t, {
        win: win as unknown as Window,
        doc: doc as unknown as Document,
        intervalMs: 30_000,
      });
      const pulls = async () => {
        await vi.advanceTimersByTimeAsync(0);
        return t.pulls.length;
      };
      win.dispatchEvent(new Event('online'));
      expect(await pulls()).toBe(1);
      win.dispatchEvent(new Event('focus'));
      expect(await pulls()).toBe(2);
      doc.dispatchEvent(new Event('visibilitychange'));
      expect(await pulls()).toBe(2);
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
      expect(await pulls()).toBe(3);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await pulls()).toBe(4);
      l.stop();
      win.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await pulls()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('classifies failures', () => {
    expect(classifyError(new ApiError(0, 0, '网络请求失败'))).toBe('network');
    expect(classifyError(new TypeError('fetch failed'))).toBe('network');
    expect(classifyError(new ApiError(401, 401, '请先登录'))).toBe('auth');
    expect(classifyError(new ApiError(500, 500, '服务器开小差了，请稍后再试'))).toBe('server');
  });
});
