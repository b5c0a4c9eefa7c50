/**
 * `npm run bench`: figures, never pass/fail. Each bench seeds a fresh database and measures the API through real
 * `app.request` calls, once on SQLite and once on PostgreSQL (test/bench/engines.ts runs this file per engine and
 * prints the figures side by side). Later issues add their benchmarks to BENCHES.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app';
import { seedDemo, DEMO_PASSWORD } from '../../api/seed/demo';
import type { Deps } from '../../api/deps';
import type { Db } from '../../api/db/store';
import { ENGINE } from '../../api/db/engine';
import { benchDatabase } from './database';
import { figure, runOnBothEngines } from './engines';
import { ulid } from 'ulid';
import { orgs, users } from '../../api/auth/schema';
import { offices } from '../../api/admin/schema';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { hashPassword } from '../../api/auth/password';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { meterReadings, meters } from '../../api/meters/schema';
import { METER_TYPES } from '../../sync/rules/meters/meter-rules';
import { roleActions, roles, userProjects, userRoles } from '../../api/admin/schema';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import type { MutationResult, PullResponse } from '../../sync/protocol/protocol';
import { meterBillsBench } from './meter-bills';
import { collectSyncBench } from './collect-sync';
import { bodyLimitBench } from './body-limit';

/** A child process's exit status when it succeeded. */
const EXIT_OK = 0;

async function setup() {
  const db = await benchDatabase();
  const deps: Deps = {
    db,
    now: () => Date.now(),
    config: { uploadsDir: mkdtempSync(join(tmpdir(), 'bench-')), secureCookies: false },
    log: () => {},
  };
  await seedDemo(db, Date.now());
  const app = createApp(deps);
  const post = (path: string, json: unknown, token?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(json),
    });
  const get = (path: string, token: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { app, db, post, get };
}

/**
 * A large organisation for the houses bench, written directly, one unit of work per apartment (as the floor editor
 * would): 200 apartments, one of 50 floors x 20 rooms (1,000), 104 of 5 floors x 19 rooms and 95 of 4 floors x 24
 * rooms: 20,000 rooms in all. Returns the big apartment's id.
 */
async function seedLargeOrg(db: Db, now: number, phone: string) {
  const orgId = ulid();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let big = '';
  const projectId = ulid();
  await db.write(orgId, async (tx) => {
    await tx.insert(orgs).values({ id: orgId, name: '大型机构', createdAt: now });
    await tx.insert(users).values({
      id: ulid(),
      orgId,
      phone,
      passwordHash,
      userType: 0,
      name: '压测老板',
      nickname: '压测',
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(offices)
      .values({ id: projectId, orgId, kind: 2, name: '压测项目', createdAt: now, updatedAt: now });
  });
  for (let a = 0; a < 200; a++) {
    const apartmentId = ulid();
    const [floorCount, perFloor] = a === 0 ? [50, 20] : a <= 104 ? [5, 19] : [4, 24];
    if (a === 0) big = apartmentId;
    await db.write(orgId, async (tx) => {
      await tx.insert(apartments).values({
        id: apartmentId,
        orgId,
        projectId,
        name: `压测公寓${String(a).padStart(3, '0')}`,
        address: '压测路 1 号',
        cityCode: '3301',
        districtCode: '330102',
        totalFloor: floorCount,
        createdAt: now,
        updatedAt: now,
      });
      for (let f = 1; f <= floorCount; f++) {
        const floorId = ulid();
        await tx.insert(floors).values({ id: floorId, orgId, apartmentId, floor: f, createdAt: now, updatedAt: now });
        const batch = [];
        for (let i = 1; i <= perFloor; i++) {
          batch.push({
            id: ulid(),
            orgId,
            apartmentId,
            floorId,
            projectId,
            houseNumber: `${f}${String(i).padStart(2, '0')}`,
            serialNumber: i,
            isRent: (f + i) % 3 === 0 ? 1 : 0,
            isDecoration: (f * i) % 47 === 0 ? 1 : 0,
            remark: i === 7 ? '待保洁' : '',
            rentCost: 150000 + i * 1000,
            area: 25,
            createdAt: now,
            updatedAt: now - (i % 5) * 86_400_000,
          });
        }
        await tx.insert(rooms).values(batch);
      }
    });
  }
  // As the daily job does (api/jobs/daily.ts): without statistics of the tables just filled, PostgreSQL's planner
  // chose plans that made the first sync pull take minutes.
  await db.refreshStatistics();
  return big;
}

/** Times `n` calls after 20 warm-up calls and prints p50/p99 (and the mean); `name` also reports the p50 as a figure. */
async function percentiles(label: string, n: number, fn: () => Promise<unknown>, name?: string) {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  const mean = (samples.reduce((s, x) => s + x, 0) / n).toFixed(2);
  console.log(`${label.padEnd(52)} n=${String(n).padStart(5)}  mean ${mean} ms  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms`);
  if (name) figure(name, Number(p(0.5)), 'ms p50');
}

async function time(label: string, n: number, fn: (i: number) => unknown) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  const mean = (samples.reduce((s, x) => s + x, 0) / n).toFixed(2);
  console.log(`${label.padEnd(44)} n=${String(n).padStart(5)}  mean ${mean} ms  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
}

const BENCHES: Record<string, () => Promise<void>> = {
  async auth() {
    const { post, get } = await setup();
    await time('login (scrypt verify + session)', 50, () =>
      post('/api/auth/login', { phone: '13800000001', password: DEMO_PASSWORD }),
    );
    const token = (
      (await (await post('/api/auth/login', { phone: '13800000003', password: DEMO_PASSWORD })).json()) as any
    ).data.token;
    await time('signed-in request (session + permissions)', 2000, () => get('/api/auth/profile', token));
    const list = ((await (await get('/api/houses/apartments', token)).json()) as any).data;
    await time('apartment detail, staff scope (8 floors x 8)', 1000, () =>
      get(`/api/houses/apartments/${list[0].apartmentId}`, token),
    );
  },
};

/** The houses issue's figures in one run on one server: the board of a 1,000-room apartment and the dashboard counters of a 20,000-room org, beside a trivial endpoint. */
BENCHES.houses = async () => {
  const { db, post, get } = await setup();
  const phone = '13700000001';
  const started = performance.now();
  const big = await seedLargeOrg(db, Date.now(), phone);
  console.log(`seeded 200 apartments / 20,000 rooms in ${(performance.now() - started).toFixed(0)} ms`);
  const token = ((await (await post('/api/auth/login', { phone, password: DEMO_PASSWORD })).json()) as any).data.token;
  const check = (await (await get(`/api/board/houses?apartmentId=${big}`, token)).json()) as any;
  console.log(`big apartment: ${check.data.houseCount} rooms on ${check.data.apartments[0].floors.length} floors`);
  await percentiles(
    'GET /api/board/houses?apartmentId=<1,000 rooms>',
    300,
    async () => (await get(`/api/board/houses?apartmentId=${big}`, token)).arrayBuffer(),
    'board of a 1,000-room apartment (20,000-room org)',
  );
  await percentiles('GET /api/board/stats?apartmentId=<1,000 rooms>', 300, async () =>
    (await get(`/api/board/stats?apartmentId=${big}`, token)).arrayBuffer(),
  );
  await percentiles('GET /api/board/houses?houseNumber=101 (200 apartments)', 100, async () =>
    (await get('/api/board/houses?houseNumber=101', token)).arrayBuffer(),
  );
  await percentiles('GET /api/board/stats (whole org, 20,000 rooms)', 50, async () =>
    (await get('/api/board/stats', token)).arrayBuffer(),
  );
  await percentiles(
    'GET /api/dashboard/todo (whole org, 20,000 rooms)',
    300,
    async () => (await get('/api/dashboard/todo', token)).arrayBuffer(),
    'dashboard to-do counters (20,000 rooms)',
  );
  await percentiles('GET /api/auth/profile (trivial, same app)', 1000, async () =>
    (await get('/api/auth/profile', token)).arrayBuffer(),
  );
};

BENCHES.dashboard = async () => {
  const { post, get } = await setup();
  const staff = (
    (await (await post('/api/auth/login', { phone: '13800000003', password: DEMO_PASSWORD })).json()) as any
  ).data.token;
  await percentiles('GET /api/dashboard/todo (demo staff, one project)', 500, async () =>
    (await get('/api/dashboard/todo', staff)).arrayBuffer(),
  );
  await percentiles('GET /api/dashboard/quick-entries', 500, async () =>
    (await get('/api/dashboard/quick-entries', staff)).arrayBuffer(),
  );
  await percentiles('GET /api/dashboard/bulletins', 500, async () =>
    (await get('/api/dashboard/bulletins', staff)).arrayBuffer(),
  );
};

/**
 * The offline-first figures (issue 4): the first pull of a staff member who sees one 1,000-room apartment of the
 * 20,000-room org (server time, gzipped bytes), the application of 1,000 queued mutations (two pushes of 500), and
 * the convergence property test at SYNC_RUNS (default 1,000) runs in a vitest child process.
 */
BENCHES.sync = async () => {
  const { db, post, get } = await setup();
  const now = Date.now();
  const big = await seedLargeOrg(db, now, '13700000002');
  const [{ orgId }] = await db.select({ orgId: apartments.orgId }).from(apartments).where(eq(apartments.id, big));
  const [{ passwordHash }] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, '13700000002'));
  const project = ulid();
  const staffId = ulid();
  const roleId = ulid();
  await db.write(orgId, async (tx) => {
    await tx.insert(offices).values({ id: project, orgId, kind: 2, name: '千间项目', createdAt: now, updatedAt: now });
    await tx.update(apartments).set({ projectId: project }).where(eq(apartments.id, big));
    await tx.update(rooms).set({ projectId: project }).where(eq(rooms.apartmentId, big));
    await tx.insert(users).values({
      id: staffId,
      orgId,
      phone: '13700000003',
      passwordHash,
      userType: 2,
      name: '千间管家',
      nickname: '管家',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(roles).values({ id: roleId, orgId, roleType: 2, roleName: '管家', createdAt: now, updatedAt: now });
    await tx.insert(roleActions).values({ roleId, groupId: 1, childId: 3 });
    await tx.insert(userRoles).values({ userId: staffId, roleId });
    await tx.insert(userProjects).values({ userId: staffId, officeId: project });
  });
  const token = (
    (await (await post('/api/auth/login', { phone: '13700000003', password: DEMO_PASSWORD })).json()) as any
  ).data.token;

  const timings: number[] = [];
  let body = '';
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    body = await (await get('/api/sync/pull', token)).text();
    timings.push(performance.now() - t);
  }
  const first = JSON.parse(body).data as PullResponse;
  const sorted = timings.slice(1).sort((a, b) => a - b);
  console.log(
    `first pull, staff seeing ${first.changes.rooms.length} rooms / ${first.changes.floors.length} floors (more=${first.more}): ` +
      `cold ${timings[0].toFixed(1)} ms, warm p50 ${sorted[10].toFixed(1)} ms; ${(body.length / 1024).toFixed(0)} KB JSON, ` +
      `${(gzipSync(body).length / 1024).toFixed(1)} KB gzipped`,
  );
  figure(`first sync pull of ${first.changes.rooms.length} rooms (warm)`, sorted[10], 'ms p50');

  const engine = await SyncEngine.open({ store: memoryStore(), clientId: 'bench-device' });
  await engine.onPull(first);
  const roomRows = Object.values(engine.visible().rooms);
  let t = performance.now();
  for (let i = 0; i < 1000; i++) {
    const r = roomRows[i % roomRows.length];
    if (i % 2 === 0) await engine.mutate('room.setRemark', { houseId: r.id, remark: `压测备注${i}` });
    else await engine.mutate('room.setShow', { houseId: r.id, isShow: r.isShow === 1 ? 0 : 1 });
  }
  console.log(`engine: queued ${engine.pendingCount} mutations offline in ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  const statuses: Record<string, number> = {};
  let requests = 0;
  while (engine.pendingCount > 0) {
    const res = await post('/api/sync/push', { clientId: 'bench-device', mutations: engine.pushBatch() }, token);
    const results = ((await res.json()) as any).data.results as MutationResult[];
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    await engine.onPushResult(results);
    requests++;
  }
  const pushMs = performance.now() - t;
  console.log(
    `push: 1,000 queued mutations applied in ${pushMs.toFixed(0)} ms (${requests} requests; ${JSON.stringify(statuses)})`,
  );
  figure('1,000 offline mutations pushed and applied', pushMs, 'ms');

  if (ENGINE === 'pg') return; // the convergence property test below is the device engine's, the same on both
  const runs = process.env.SYNC_RUNS ?? '1000';
  t = performance.now();
  const child = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api-sqlite', 'test/property/sync.property.test.ts', '-t', 'faulty transport'],
    {
      env: { ...process.env, SYNC_RUNS: runs },
      encoding: 'utf8',
    },
  );
  const passed = child.status === EXIT_OK;
  console.log(
    `property test: ${runs} runs ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - t) / 1000).toFixed(1)} s (vitest child process)`,
  );
  if (!passed) console.log(child.stdout.slice(-3000));
};

/** Issue 7: utility bills for 1,000 rooms in one request (test/bench/meter-bills.ts). */
BENCHES['meter-bills'] = async () => {
  const { db, post, get } = await setup();
  await meterBillsBench({ db, post, get, seedLargeOrg });
};

/**
 * Meter reading offline (issue 7): an org of one apartment with 334 rooms (17 floors of 20, the last of 14) and their
 * 1,002 meters with a reading history; the boss pulls it, queues 1,000 readings through the engine's outbox (one per
 * meter, as if walking the floors offline: every 40th below the last value, kept for review), then syncs: the time to
 * push and apply them (two pushes of 500), and the pull that brings the meters back.
 */
BENCHES['meter-readings'] = async () => {
  const { db, post, get } = await setup();
  const now = Date.now();
  const orgId = ulid();
  const phone = '13700000011';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let meterCount = 0;
  await db.write(orgId, async (tx) => {
    await tx.insert(orgs).values({ id: orgId, name: '抄表压测机构', createdAt: now });
    await tx.insert(users).values({
      id: ulid(),
      orgId,
      phone,
      passwordHash,
      userType: 0,
      name: '抄表老板',
      nickname: '抄表',
      createdAt: now,
      updatedAt: now,
    });
    const apartmentId = ulid();
    await tx.insert(apartments).values({
      id: apartmentId,
      orgId,
      projectId: null,
      name: '抄表公寓',
      address: '抄表路 1 号',
      cityCode: '3301',
      districtCode: '330102',
      totalFloor: 17,
      createdAt: now,
      updatedAt: now,
    });
    let left = 334;
    for (let f = 1; left > 0; f++) {
      const floorId = ulid();
      await tx.insert(floors).values({ id: floorId, orgId, apartmentId, floor: f, createdAt: now, updatedAt: now });
      for (let i = 1; i <= 20 && left > 0; i++, left--) {
        const roomId = ulid();
        const houseNumber = `${f}${String(i).padStart(2, '0')}`;
        await tx.insert(rooms).values({
          id: roomId,
          orgId,
          apartmentId,
          floorId,
          houseNumber,
          serialNumber: i,
          rentCost: 150000,
          area: 25,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(meters).values(
          METER_TYPES.map((t, k) => ({
            id: ulid(),
            orgId,
            apartmentId,
            roomId,
            devType: t.devType,
            name: `${houseNumber}${t.name}`,
            lastValue: 100_000 + k * 1000,
            lastReadAt: now - 30 * 86_400_000,
            avgUsage: 5000,
            createdAt: now,
            updatedAt: now,
          })),
        );
        meterCount += 3;
      }
    }
  });
  const token = ((await (await post('/api/auth/login', { phone, password: DEMO_PASSWORD })).json()) as any).data.token;
  let t = performance.now();
  const first = ((await (await get('/api/sync/pull', token)).json()) as any).data as PullResponse;
  console.log(
    `first pull: ${first.changes.rooms.length} rooms, ${first.changes.meters?.length ?? 0} of ${meterCount} meters in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const engine = await SyncEngine.open({ store: memoryStore(), clientId: 'bench-reader' });
  await engine.onPull(first);
  const walk = Object.values(engine.visible().meters).slice(0, 1000);
  t = performance.now();
  for (let i = 0; i < walk.length; i++) {
    const m = walk[i];
    const value = i % 40 === 39 ? m.lastValue! - 100 : m.lastValue! + 1000 + (i % 7) * 100;
    const r = await engine.mutate('meter.read', { readingId: ulid(), meterId: m.id, value, readAt: now + i });
    if (!r.ok) throw new Error(r.reason);
  }
  console.log(`engine: queued ${engine.pendingCount} readings offline in ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  const statuses: Record<string, number> = {};
  let requests = 0;
  let server = 0;
  while (engine.pendingCount > 0) {
    const s0 = performance.now();
    const res = await post('/api/sync/push', { clientId: 'bench-reader', mutations: engine.pushBatch() }, token);
    const results = ((await res.json()) as any).data.results as MutationResult[];
    server += performance.now() - s0;
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    await engine.onPushResult(results);
    requests++;
  }
  console.log(
    `push: 1,000 queued readings applied in ${(performance.now() - t).toFixed(0)} ms (server ${server.toFixed(0)} ms; ${requests} requests; ` +
      `${JSON.stringify(statuses)})`,
  );
  figure('1,000 offline meter readings pushed and applied (server)', server, 'ms');
  t = performance.now();
  let pages = 0;
  for (;;) {
    const page = ((await (await get(`/api/sync/pull?cursor=${engine.state.cursor}`, token)).json()) as any)
      .data as PullResponse;
    pages++;
    if (!(await engine.onPull(page))) break;
  }
  const [{ n: review }] = await db
    .select({ n: count() })
    .from(meterReadings)
    .where(and(eq(meterReadings.orgId, orgId), eq(meterReadings.review, 1)));
  const [{ n: stored }] = await db.select({ n: count() }).from(meterReadings).where(eq(meterReadings.orgId, orgId));
  console.log(
    `pull after: ${pages} page(s) in ${(performance.now() - t).toFixed(0)} ms; acked left ${engine.state.acked.length}; ` +
      `server holds ${stored} readings (${review} flagged for review)`,
  );
};

/** Issue 13: the real server process's memory under 20 parallel 50 MB bodies (test/bench/body-limit.ts); must stay under 300 MB RSS. */
BENCHES['body-limit'] = bodyLimitBench;

/** Issue 13: collections on a database file with synchronous NORMAL vs FULL (test/bench/collect-sync.ts). */
BENCHES['collect-sync'] = collectSyncBench;

/** Benches about the HTTP server or the SQLite file itself, not the engine: run in the SQLite pass only. */
const SQLITE_ONLY = new Set(['body-limit', 'collect-sync']);

const only = process.argv[2];
if (!process.env.BENCH_CHILD) await runOnBothEngines(process.argv.slice(2));
else {
  for (const [name, bench] of Object.entries(BENCHES)) {
    if ((only && only !== name) || (ENGINE === 'pg' && SQLITE_ONLY.has(name))) continue;
    console.log(`\n# ${name}`);
    await bench();
  }
  process.exit(0);
}
