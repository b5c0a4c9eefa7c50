/**
 * The offline-first convergence property (issue 4): two clients running the pure engine (sync/engine.ts) against the
 * real API (createApp + the test engine's database (SQLite or PostgreSQL) + demo seed, through app.request), concurrent server-side edits through the
 * board routes, and a faulty transport that drops requests, loses replies after the server applied them, duplicates
 * requests and delivers requests and pull replies late (reordered). After a final reliable sync: every outbox is
 * empty, every client shows exactly the server's rooms, and every mutation was judged exactly once.
 *
 * Runs: SYNC_RUNS (default 200; the bench runs 10,000).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { makeHarness, PHONES } from '../api/harness';
import { rooms } from '../../api/houses/schema';
import { meterReadings, meters } from '../../api/meters/schema';
import { ulid } from 'ulid';
import { appliedMutations } from '../../api/sync/schema';
import { changeCounter, roomById } from '../api/factories/meters';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import type { MutationName } from '../../sync/protocol/mutations';
import type { PullResponse, PushRequest, PushResponse } from '../../sync/protocol/protocol';

const RUNS = Number(process.env.SYNC_RUNS ?? 200);
const ROOMS = 3;
type Kind = 'remark' | 'rent' | 'decoration' | 'show';
const KINDS: Kind[] = ['remark', 'rent', 'decoration', 'show'];
const NAME: Record<Kind, MutationName> = {
  remark: 'room.setRemark',
  rent: 'room.setRent',
  decoration: 'room.setDecoration',
  show: 'room.setShow',
};
const FIELD = { rent: 'isRent', decoration: 'isDecoration', show: 'isShow' } as const;

type Cmd =
  | { t: 'mutate'; c: number; room: number; kind: Kind; value: 0 | 1 }
  | { t: 'server'; room: number; kind: Kind; value: 0 | 1 }
  | { t: 'push'; c: number; fault: 'ok' | 'drop' | 'loseReply' | 'duplicate' | 'delay' }
  | { t: 'deliverPush'; c: number; pick: number; loseReply: boolean }
  | { t: 'pull'; c: number; fault: 'ok' | 'drop' | 'delayReply' }
  | { t: 'deliverPull'; c: number; pick: number }
  | { t: 'retry'; c: number; pick: number; discard: boolean };

const client = fc.integer({ min: 0, max: 1 });
const bit = fc.constantFrom<0 | 1>(0, 1);
const room = fc.integer({ min: 0, max: ROOMS - 1 });
const kind = fc.constantFrom(...KINDS);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('mutate' as const), c: client, room, kind, value: bit }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('server' as const), room, kind, value: bit }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('push' as const),
      c: client,
      fault: fc.constantFrom(
        'ok' as const,
        'drop' as const,
        'loseReply' as const,
        'duplicate' as const,
        'delay' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('deliverPush' as const),
      c: client,
      pick: fc.nat(),
      loseReply: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('pull' as const),
      c: client,
      fault: fc.constantFrom(
        'ok' as const,
        'ok' as const,
        'drop' as const,
        'delayReply' as const,
        'delayReply' as const,
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deliverPull' as const), c: client, pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('retry' as const), c: client, pick: fc.nat(), discard: fc.boolean() }),
  },
);

type Harness = Awaited<ReturnType<typeof makeHarness>>;
let h: Harness;
let tokens: { boss: string; clients: string[] };
let roomIds: string[];
let orgId: string;
let run = 0;

beforeAll(async () => {
  h = await makeHarness();
  const [boss, staff, manager] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.staff),
    h.login(PHONES.manager),
  ]);
  tokens = { boss, clients: [staff, manager] };
  const pulled = (await h.call('GET', '/api/sync/pull', { token: staff })).json.data as PullResponse;
  const east = pulled.changes.rooms.slice(0, ROOMS) as { id: string }[];
  roomIds = east.map((r) => r.id);
  orgId = (await roomById(h.db, roomIds[0])).orgId;
});

async function serverPush(token: string, req: PushRequest): Promise<PushResponse> {
  const r = await h.call('POST', '/api/sync/push', { token, json: req });
  if (r.status !== 200) throw new Error(`push ${r.status} ${r.text}`);
  return r.json.data;
}
async function serverPull(token: string, cursor: number, limit = 40): Promise<PullResponse> {
  const r = await h.call('GET', `/api/sync/pull?cursor=${cursor}&limit=${limit}`, { token });
  if (r.status !== 200) throw new Error(`pull ${r.status} ${r.text}`);
  return r.json.data;
}
const counter = () => changeCounter(h.db, orgId);

interface Client {
  engine: SyncEngine;
  token: string;
  queued: Set<string>;
  sawRejected: Map<string, string>;
  delayedPushes: PushRequest[];
  delayedPulls: PullResponse[];
}

async function takeResults(cl: Client, res: PushResponse) {
  await cl.engine.onPushResult(res.results);
  for (const r of cl.engine.state.rejected) cl.sawRejected.set(r.mutation.id, r.reason);
}
/** Pulls until no page is left; true when anything arrived. */
async function pullAll(cl: Client, limit?: number) {
  let any = false;
  for (;;) {
    const resp = await serverPull(cl.token, cl.engine.state.cursor, limit);
    any ||= Object.values(resp.changes).some((rows) => rows.length > 0);
    if (!(await cl.engine.onPull(resp))) return any;
  }
}

async function scenario(cmds: Cmd[]) {
  run++;
  const counterBefore = await counter();
  let serverEdits = 0;
  let remarkSeq = 0;
  const clients: Client[] = [];
  for (let i = 0; i < 2; i++) {
    const engine = await SyncEngine.open({ store: memoryStore(), clientId: `run${run}-c${i}`, now: h.deps.now });
    const cl: Client = {
      engine,
      token: tokens.clients[i],
      queued: new Set(),
      sawRejected: new Map(),
      delayedPushes: [],
      delayedPulls: [],
    };
    await pullAll(cl, 5000);
    clients.push(cl);
  }

  for (const c of cmds) {
    if (c.t === 'mutate') {
      const cl = clients[c.c];
      const houseId = roomIds[c.room];
      const args =
        c.kind === 'remark'
          ? { houseId, remark: `r${run}-${c.c}-${remarkSeq++}` }
          : { houseId, [FIELD[c.kind]]: c.value };
      const r = await cl.engine.mutate(NAME[c.kind], args);
      if (r.ok) cl.queued.add(r.mutation.id);
    } else if (c.t === 'server') {
      const houseId = roomIds[c.room];
      const json = c.kind === 'remark' ? { remark: `s${run}-${remarkSeq++}` } : { [FIELD[c.kind]]: c.value };
      const r = await h.call('PUT', `/api/board/houses/${houseId}/${c.kind}`, { token: tokens.boss, json });
      if (r.status === 200) serverEdits++;
      else expect(r.status).toBe(409);
    } else if (c.t === 'push') {
      const cl = clients[c.c];
      const batch = cl.engine.pushBatch();
      if (batch.length === 0) continue;
      const req: PushRequest = { clientId: cl.engine.state.clientId, mutations: batch };
      if (c.fault === 'drop') continue;
      if (c.fault === 'delay') {
        cl.delayedPushes.push(req);
        continue;
      }
      const res = await serverPush(cl.token, req);
      if (c.fault === 'loseReply') continue;
      if (c.fault === 'duplicate') {
        const again = await serverPush(cl.token, req);
        expect(
          again.results.every(
            (r) => r.status === 'duplicate' || (r.status === 'rejected' && r.reason === '修改编号重复'),
          ),
        ).toBe(true);
        await takeResults(cl, again);
      }
      await takeResults(cl, res);
    } else if (c.t === 'deliverPush') {
      const cl = clients[c.c];
      if (cl.delayedPushes.length === 0) continue;
      const [req] = cl.delayedPushes.splice(c.pick % cl.delayedPushes.length, 1);
      const res = await serverPush(cl.token, req);
      if (!c.loseReply) await takeResults(cl, res);
    } else if (c.t === 'pull') {
      const cl = clients[c.c];
      if (c.fault === 'drop') continue;
      const resp = await serverPull(cl.token, cl.engine.state.cursor);
      if (c.fault === 'delayReply') cl.delayedPulls.push(resp);
      else await cl.engine.onPull(resp);
    } else if (c.t === 'deliverPull') {
      const cl = clients[c.c];
      if (cl.delayedPulls.length === 0) continue;
      const [resp] = cl.delayedPulls.splice(c.pick % cl.delayedPulls.length, 1);
      await cl.engine.onPull(resp);
    } else {
      const cl = clients[c.c];
      const list = cl.engine.state.rejected;
      if (list.length === 0) continue;
      const id = list[c.pick % list.length].mutation.id;
      if (c.discard) await cl.engine.discard(id);
      else {
        const r = await cl.engine.retry(id);
        if (r.ok) cl.queued.add(r.mutation.id);
      }
    }
  }

  // Late arrivals of requests still in flight (their replies are lost), then a reliable sync until quiescent.
  for (const cl of clients) for (const req of cl.delayedPushes) await serverPush(cl.token, req);
  for (const cl of clients) for (const resp of cl.delayedPulls) await cl.engine.onPull(resp);
  for (let round = 0; ; round++) {
    expect(round).toBeLessThan(5);
    let pushed = false;
    for (const cl of clients) {
      while (cl.engine.pushBatch().length) {
        pushed = true;
        await takeResults(
          cl,
          await serverPush(cl.token, { clientId: cl.engine.state.clientId, mutations: cl.engine.pushBatch() }),
        );
      }
    }
    let pulled = false;
    for (const cl of clients) pulled = (await pullAll(cl)) || pulled;
    if (!pushed && !pulled) break;
  }

  const server = await h.db.select().from(rooms).where(inArray(rooms.id, roomIds));
  for (const cl of clients) {
    expect(cl.engine.state.outbox).toEqual([]);
    expect(cl.engine.state.acked).toEqual([]);
    const visible = (await cl.engine.visibleRows()).rooms;
    for (const row of server) {
      const pick = (r: typeof row | (typeof visible)[string]) => ({
        isRent: r.isRent,
        isDecoration: r.isDecoration,
        isShow: r.isShow,
        remark: r.remark,
        version: r.version,
        updatedAt: r.updatedAt,
      });
      expect(pick(visible[row.id])).toEqual(pick(row));
    }
    // Each queued mutation was judged exactly once, and the client knows the same verdict as the server.
    const ids = [...cl.queued];
    const recorded = await h.db.select().from(appliedMutations).where(inArray(appliedMutations.id, ids));
    expect(recorded.length).toBe(ids.length);
    for (const rec of recorded) {
      if (cl.sawRejected.has(rec.id))
        expect(rec).toMatchObject({ status: 'rejected', reason: cl.sawRejected.get(rec.id) });
      else expect(rec.status).toBe('applied');
    }
  }
  // No mutation was applied twice: the org's change counter moved once per applied mutation and per server edit.
  const allIds = clients.flatMap((cl) => [...cl.queued]);
  const applied = (await h.db.select().from(appliedMutations).where(inArray(appliedMutations.id, allIds))).filter(
    (r) => r.status === 'applied',
  );
  expect((await counter()) - counterBefore).toBe(applied.length + serverEdits);
  expect(new Set(applied.map((r) => r.resultVersion)).size).toBe(applied.length);
}

describe('offline sync convergence (property)', () => {
  it(
    `converges exactly once under a faulty transport (${RUNS} runs)`,
    async () => {
      await fc.assert(fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 30, size: 'max' }), scenario), {
        numRuns: RUNS,
      });
    },
    // Seconds on an idle machine; the margin is for a loaded one (a timed-out property keeps running and spoils the
    // fixed scenarios after it, which share its server).
    Math.max(180_000, RUNS * 900),
  );
});

describe('offline sync convergence (fixed scenarios)', () => {
  it('a pull reply delivered late does not roll a room back', async () => {
    await scenario([
      { t: 'server', room: 0, kind: 'remark', value: 0 },
      { t: 'pull', c: 0, fault: 'delayReply' },
      { t: 'server', room: 0, kind: 'remark', value: 0 },
      { t: 'pull', c: 0, fault: 'ok' },
      { t: 'deliverPull', c: 0, pick: 0 },
    ]);
  });

  it('a push delivered late, after its retry was judged, is a duplicate', async () => {
    await scenario([
      { t: 'mutate', c: 0, room: 1, kind: 'remark', value: 0 },
      { t: 'push', c: 0, fault: 'delay' },
      { t: 'mutate', c: 0, room: 1, kind: 'show', value: 0 },
      { t: 'push', c: 0, fault: 'loseReply' },
      { t: 'server', room: 1, kind: 'remark', value: 0 },
      { t: 'deliverPush', c: 0, pick: 0, loseReply: false },
      { t: 'push', c: 0, fault: 'duplicate' },
    ]);
  });
});

/**
 * Meter readings (issue 7): a reader queues readings offline (some below the meter's last value, some re-queued with
 * the same reading id under a new mutation, as after a reinstall), and a faulty transport drops, loses replies,
 * duplicates and delays pushes. After a reliable sync: every reading reached the server exactly once (none lost,
 * none doubled, none rejected), a reading below the last is stored flagged, and the device shows the server's meters.
 */
type MeterCmd =
  | { t: 'read'; meter: number; delta: number }
  | { t: 'again'; pick: number }
  | { t: 'push'; fault: 'ok' | 'drop' | 'loseReply' | 'duplicate' | 'delay' }
  | { t: 'deliverPush'; pick: number; loseReply: boolean }
  | { t: 'pull'; fault: 'ok' | 'delayReply' }
  | { t: 'deliverPull'; pick: number };
const meterCmd: fc.Arbitrary<MeterCmd> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('read' as const),
      meter: fc.integer({ min: 0, max: 1 }),
      delta: fc.integer({ min: -500, max: 2000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('again' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('push' as const),
      fault: fc.constantFrom(
        'ok' as const,
        'drop' as const,
        'loseReply' as const,
        'duplicate' as const,
        'delay' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('deliverPush' as const), pick: fc.nat(), loseReply: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('pull' as const),
      fault: fc.constantFrom('ok' as const, 'delayReply' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('deliverPull' as const), pick: fc.nat() }) },
);

async function meterScenario(cmds: MeterCmd[]) {
  run++;
  const engine = await SyncEngine.open({ store: memoryStore(), clientId: `meter${run}`, now: h.deps.now });
  const token = tokens.clients[0];
  const cl: Client = { engine, token, queued: new Set(), sawRejected: new Map(), delayedPushes: [], delayedPulls: [] };
  await pullAll(cl, 5000);
  const meterIds = (await engine.all('meters'))
    .filter((m) => m.isAuto === 0 && m.lastValue !== null)
    .slice(0, 2)
    .map((m) => m.id);
  expect(meterIds).toHaveLength(2);
  const readings: { readingId: string; meterId: string; value: number; readAt: number }[] = [];
  let seq = 0;
  for (const c of cmds) {
    if (c.t === 'read') {
      const meterId = meterIds[c.meter];
      const last = (await engine.read('meters', meterId))?.lastValue ?? 0;
      const args = {
        readingId: ulid(),
        meterId,
        value: Math.max(0, last + c.delta),
        readAt: h.deps.now() - 60_000 + run * 100 + seq++,
      };
      const r = await engine.mutate('meter.read', args);
      expect(r.ok).toBe(true);
      readings.push(args);
    } else if (c.t === 'again') {
      if (readings.length === 0) continue;
      expect((await engine.mutate('meter.read', readings[c.pick % readings.length])).ok).toBe(true);
    } else if (c.t === 'push') {
      const batch = engine.pushBatch();
      if (batch.length === 0 || c.fault === 'drop') continue;
      const req: PushRequest = { clientId: engine.state.clientId, mutations: batch };
      if (c.fault === 'delay') {
        cl.delayedPushes.push(req);
        continue;
      }
      const res = await serverPush(token, req);
      if (c.fault === 'loseReply') continue;
      if (c.fault === 'duplicate') await takeResults(cl, await serverPush(token, req));
      await takeResults(cl, res);
    } else if (c.t === 'deliverPush') {
      if (cl.delayedPushes.length === 0) continue;
      const [req] = cl.delayedPushes.splice(c.pick % cl.delayedPushes.length, 1);
      const res = await serverPush(token, req);
      if (!c.loseReply) await takeResults(cl, res);
    } else if (c.t === 'pull') {
      const resp = await serverPull(token, engine.state.cursor, 5000);
      if (c.fault === 'delayReply') cl.delayedPulls.push(resp);
      else await engine.onPull(resp);
    } else {
      if (cl.delayedPulls.length === 0) continue;
      const [resp] = cl.delayedPulls.splice(c.pick % cl.delayedPulls.length, 1);
      await engine.onPull(resp);
    }
  }
  for (const req of cl.delayedPushes) await serverPush(token, req);
  for (const resp of cl.delayedPulls) await engine.onPull(resp);
  while (engine.pushBatch().length)
    await takeResults(cl, await serverPush(token, { clientId: engine.state.clientId, mutations: engine.pushBatch() }));
  await pullAll(cl, 5000);

  expect(engine.state.outbox).toEqual([]);
  expect(engine.state.acked).toEqual([]);
  expect(engine.state.rejected).toEqual([]);
  // Exactly once: one stored reading per reading id, with the value read.
  const ids = readings.map((r) => r.readingId);
  const stored = ids.length ? await h.db.select().from(meterReadings).where(inArray(meterReadings.id, ids)) : [];
  expect(stored.length).toBe(ids.length);
  for (const r of readings) {
    const row = stored.find((s) => s.id === r.readingId)!;
    expect(row.value).toBe(r.value);
  }
  // The device shows the server's meters; a meter's last value is its newest accepted reading, never a flagged one.
  const server = await h.db.select().from(meters).where(inArray(meters.id, meterIds));
  for (const m of server) {
    expect(await engine.read('meters', m.id)).toMatchObject({
      lastValue: m.lastValue,
      lastReadAt: m.lastReadAt,
      version: m.version,
    });
    for (const s of stored.filter((x) => x.meterId === m.id)) {
      if (s.review === 1) expect(s.value).toBeLessThan(m.lastValue!);
      else expect(s.value).toBeLessThanOrEqual(m.lastValue!);
    }
  }
}

describe('offline meter readings (property)', () => {
  const runs = Math.max(20, Math.round(RUNS / 2));
  it(
    `stores every reading queued offline exactly once under a faulty transport (${runs} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(meterCmd, { minLength: 1, maxLength: 25, size: 'max' }), meterScenario),
        { numRuns: runs },
      );
    },
    Math.max(60_000, runs * 300),
  );
});
