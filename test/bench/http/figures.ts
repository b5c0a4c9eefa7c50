/**
 * The server figures of issue 16 over real HTTP against the server's own process (http/server.ts), with
 * `accept-encoding: gzip, br` and concurrent clients (autocannon), signed in as the large organisation's boss:
 * 20,000 rooms, 6,700 leases, 33,500 bills. Every figure is taken BENCH_RUNS times (default 3); each run of a loaded
 * figure lasts BENCH_SECONDS (default 5).
 */
import { median, sample, type EngineName } from '../report';
import { call, get, login, type Reply } from './client';
import { hammer, quantile, type Step } from './load';
import type { BenchServer } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const KB = 1024;
/** Counter requests per run that each follow a change. */
const CHANGED_REQUESTS = 40;

interface Ctx {
  engine: EngineName;
  server: BenchServer;
  token: string;
}

const kb = (n: number) => n / KB;

/**
 * p50 and p99 of `path` with one client (its service time), each run a figure sample; with `sizes`, also the bytes
 * of its reply (decoded and on the wire) in each run.
 */
async function serviceTime(
  ctx: Ctx,
  name: string,
  path: string,
  targets: { p50?: string; p99?: string; sizes?: string | false } = {},
) {
  const { p50: target = '', p99: p99Target = '', sizes = false } = targets;
  await get(ctx.server.base, path, ctx.token);
  const p50s: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (sizes !== false) replySize(ctx, name, await get(ctx.server.base, path, ctx.token), sizes);
    const l = await hammer(ctx.server.base, path, ctx.token, { connections: 1, seconds: SECONDS });
    sample(ctx.engine, `${name}: p50`, l.p50, 'ms', target);
    sample(ctx.engine, `${name}: p99`, l.p99, 'ms', p99Target);
    p50s.push(l.p50);
  }
  return median(p50s);
}

/** The bytes of one reply, decoded and as sent. */
function replySize(ctx: Ctx, name: string, r: Reply, target = '') {
  sample(ctx.engine, `${name}: reply JSON`, kb(r.bytes), 'KB', target);
  sample(ctx.engine, `${name}: reply on the wire (${r.encoding})`, kb(r.wire), 'KB');
}

/**
 * The counters when they must be worked out again (the server keeps an answer until the organisation changes): each
 * request follows a change of a room's remark, the time of the counters' request only.
 */
async function countersAfterChange(ctx: Ctx, name: string) {
  const board = await get(ctx.server.base, '/api/board/houses', ctx.token);
  const houseId = board.json.data.apartments[0].floors[0].houses[0].houseId as string;
  for (let run = 0; run < RUNS; run++) {
    const times: number[] = [];
    for (let i = 0; i < CHANGED_REQUESTS; i++) {
      const put = await call(ctx.server.base, 'PUT', `/api/board/houses/${houseId}/remark`, ctx.token, {
        remark: `压测${run}-${i}`,
      });
      if (put.status !== 200) throw new Error(`remark: HTTP ${put.status} ${JSON.stringify(put.json)}`);
      times.push((await get(ctx.server.base, '/api/dashboard/todo', ctx.token)).ms);
    }
    times.sort((a, b) => a - b);
    sample(ctx.engine, `${name}: p50`, quantile(times, 0.5), 'ms', '≤ 10 ms');
    sample(ctx.engine, `${name}: p99`, quantile(times, 0.99), 'ms');
  }
}

async function dashboard(ctx: Ctx) {
  const name = 'dashboard counters (/api/dashboard/todo)';
  await countersAfterChange(ctx, `${name}, each after a change, 1 client`);
  const served = await serviceTime(ctx, `${name}, unchanged org, 1 client`, '/api/dashboard/todo', {
    p50: '≤ 10 ms (49–52 before)',
  });
  // As many requests as 8 clients answered one after the other would take about SECONDS: all of them are counted.
  const amount = Math.max(8 * 4, Math.round((SECONDS * 1000) / Math.max(served, 1)));
  for (let i = 0; i < RUNS; i++) {
    const l = await hammer(ctx.server.base, '/api/dashboard/todo', ctx.token, { connections: 8, seconds: 0, amount });
    sample(ctx.engine, `${name}, unchanged org, 8 clients: answered`, l.rps, 'req/s', '(20 req/s before)');
  }
}

/** Every page of a board query, one after the other: the time to all of it, the pages, the largest reply. */
async function walkBoard(ctx: Ctx, name: string, query: string) {
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    let after: string | null = null;
    let pages = 0;
    let largest = 0;
    let rooms = 0;
    do {
      const q = new URLSearchParams(query);
      if (after) q.set('after', after);
      const r: Reply = await get(ctx.server.base, `/api/board/houses?${q}`, ctx.token);
      pages++;
      largest = Math.max(largest, r.bytes);
      rooms += (r.json.data.apartments as { floors: { houses: unknown[] }[] }[]).reduce(
        (s, a) => s + a.floors.reduce((t, f) => t + f.houses.length, 0),
        0,
      );
      after = r.json.data.next as string | null;
    } while (after);
    sample(
      ctx.engine,
      `${name}, every page in turn (${pages} pages, ${rooms} rooms)`,
      performance.now() - started,
      'ms',
    );
    sample(ctx.engine, `${name}: largest page JSON`, kb(largest), 'KB', '≤ 300 KB a reply');
  }
}

async function boards(ctx: Ctx) {
  const all = 'all-apartments board (/api/board/houses)';
  await serviceTime(ctx, `${all}, first page`, '/api/board/houses', {
    p50: '(151 ms before, unpaged)',
    sizes: '≤ 300 KB a reply (5.47 MB before)',
  });
  await walkBoard(ctx, all, '');
  const big = `board of the 1,000-room apartment`;
  const q = `/api/board/houses?apartmentId=${ctx.server.org.bigApartmentId}`;
  await serviceTime(ctx, `${big}, first page`, q, { sizes: '≤ 300 KB a reply' });
  await walkBoard(ctx, big, `apartmentId=${ctx.server.org.bigApartmentId}`);
}

async function leaseList(ctx: Ctx) {
  const first = await get(ctx.server.base, '/api/leases?current=1&size=10', ctx.token);
  const total = first.json.data.total as number;
  const deep = Math.max(1, Math.floor(total / 10) - 10);
  await serviceTime(ctx, `lease list (${total} leases), first page`, '/api/leases?current=1&size=10');
  await serviceTime(ctx, `lease list, page ${deep} (10 a page)`, `/api/leases?current=${deep}&size=10`);
}

async function firstPull(ctx: Ctx) {
  const r = await get(ctx.server.base, '/api/sync/pull', ctx.token);
  const c = r.json.data.changes as Record<string, unknown[] | undefined>;
  const rows = Object.values(c).reduce((s, xs) => s + (xs?.length ?? 0), 0);
  const name = `first sync pull page (boss, ${rows} rows, more=${r.json.data.more})`;
  await serviceTime(ctx, name, '/api/sync/pull', { sizes: '' });
}

/**
 * GET /api/auth/profile with one client while two others poll the dashboard counters as fast as they are answered:
 * on an unchanged organisation (the server may answer from what it kept), then with each poll following a change of a
 * room's remark (the counters worked out every time).
 */
async function trivialUnderLoad(ctx: Ctx) {
  const board = await get(ctx.server.base, '/api/board/houses', ctx.token);
  const houseId = board.json.data.apartments[0].floors[0].houses[0].houseId as string;
  const changing: Step[] = [
    { method: 'PUT', path: `/api/board/houses/${houseId}/remark`, body: { remark: '压测[<id>]' } },
    { method: 'GET', path: '/api/dashboard/todo' },
  ];
  for (const [load, label] of [
    ['/api/dashboard/todo', 'poll the counters'],
    [changing, 'change a room and poll the counters'],
  ] as const) {
    const name = `trivial request (/api/auth/profile) while 2 clients ${label}`;
    for (let i = 0; i < RUNS; i++) {
      const [, l] = await Promise.all([
        hammer(ctx.server.base, load, ctx.token, { connections: 2, seconds: SECONDS + 1 }),
        new Promise((r) => setTimeout(r, 500)).then(() =>
          hammer(ctx.server.base, '/api/auth/profile', ctx.token, { connections: 1, seconds: SECONDS }),
        ),
      ]);
      sample(ctx.engine, `${name}: p50`, l.p50, 'ms', '(85 ms before)');
      sample(ctx.engine, `${name}: p99`, l.p99, 'ms', '≤ 20 ms');
    }
  }
  for (let i = 0; i < RUNS; i++) {
    const idle = await hammer(ctx.server.base, '/api/auth/profile', ctx.token, { connections: 1, seconds: 2 });
    sample(ctx.engine, 'trivial request (/api/auth/profile) alone: p50', idle.p50, 'ms');
  }
}

/** The figure groups, by the names BENCH_HTTP_FIGURES picks them (comma-separated; all when unset). */
const GROUPS = {
  dashboard: ['dashboard counters', dashboard],
  boards: ['boards', boards],
  leases: ['lease list', leaseList],
  pull: ['first sync pull', firstPull],
  trivial: ['trivial request under load', trivialUnderLoad],
} as const;

/** Every HTTP figure of the server on `server` (or those BENCH_HTTP_FIGURES names); returns the boss's token. */
export async function httpFigures(engine: EngineName, server: BenchServer): Promise<string> {
  const token = await login(server.base, server.org.bossPhone, server.org.password);
  const ctx: Ctx = { engine, server, token };
  const picked = process.env.BENCH_HTTP_FIGURES?.split(',') ?? Object.keys(GROUPS);
  for (const name of picked) {
    if (!(name in GROUPS)) throw new Error(`BENCH_HTTP_FIGURES: no figures named ${name} (${Object.keys(GROUPS)})`);
    const [label, step] = GROUPS[name as keyof typeof GROUPS];
    const t = performance.now();
    await step(ctx);
    console.log(`[${engine}] ${label}: ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  return token;
}
