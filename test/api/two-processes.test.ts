import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import { ENGINE } from '../../api/db/engine';
import { openDb } from '../../api/db/open';
import type { Db } from '../../api/db/store';
import { orgs, users } from '../../api/auth/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { bills, leases } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { meterReadings, meters } from '../../api/meters/schema';
import { jobRuns } from '../../api/jobs/schema';
import { DAILY_JOBS } from '../../api/jobs/daily';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { freshTarget } from '../support/databases';
import { freePort } from '../support/pg-cluster';
import { PHONES } from './harness';
import { signInput } from './lease-helpers';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

/**
 * Two real API processes (api/server.ts) on one database of this run's engine, started at the same moment on an empty
 * database (both apply the migrations, seed the demo and start the daily jobs), then driven alternately and at once:
 * nothing another process must see lives in one process's memory, nothing is lost, nothing is applied twice.
 */
interface Proc {
  port: number;
  child: ChildProcess;
  log: string[];
}

type Reply = { status: number; json: any };

async function request(
  p: Proc,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await fetch(`http://127.0.0.1:${p.port}${path}`, {
    method,
    headers: {
      ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function startProcess(target: string, dataDir: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/server-process.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DB_ENGINE: ENGINE,
      DATABASE_URL: ENGINE === 'pg' ? target : '',
      DB_FILE: ENGINE === 'pg' ? '' : target,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const p = { port, child, log };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API process ended: ${log.join('')}`);
    const up = await request(p, 'GET', '/api/auth/profile').catch(() => null);
    if (up?.status === 401) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API process did not start: ${log.join('')}`);
}

let A: Proc;
let B: Proc;
let db: Db;
let dataDir: string;
let boss: string;
const replies: Reply[] = [];
/** Every reply of the drive is kept: none may be a server error. */
const call = async (p: Proc, method: string, path: string, opts: Parameters<typeof request>[3] = {}) => {
  const r = await request(p, method, path, opts);
  replies.push(r);
  return r;
};

beforeAll(async () => {
  const target = await freshTarget(null);
  dataDir = mkdtempSync(join(tmpdir(), 'gongyu-two-'));
  [A, B] = await Promise.all([startProcess(target, dataDir), startProcess(target, dataDir)]);
  db = await openDb(target, { poolSize: 2 });
  // The process that lost the seed's claim serves at once; the demo is there when the winner's seeding is done.
  for (let i = 0; i < 600; i++) {
    const r = await request(B, 'POST', '/api/auth/login', { json: { phone: PHONES.boss, password: DEMO_PASSWORD } });
    if (r.status === 200) {
      boss = r.json.data.token;
      break;
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  if (!boss) throw new Error('the demo was never seeded');
}, 120_000);

afterAll(async () => {
  A?.child.kill();
  B?.child.kill();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const freeRooms = async (n: number) => {
  const [east] = await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.name, '东湖公寓'));
  const taken = db
    .select({ roomId: leases.roomId })
    .from(leases)
    .where(inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]));
  const all = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.apartmentId, east.id), isNull(rooms.deletedAt), eq(rooms.isRent, 0), eq(rooms.isDecoration, 0)))
    .orderBy(asc(rooms.houseNumber));
  const busy = new Set((await taken).map((r) => r.roomId));
  return all.filter((r) => !busy.has(r.id) && !(r.facts ?? '').includes('"orders":[{')).slice(0, n);
};

describe(`two API processes on one ${ENGINE === 'pg' ? 'PostgreSQL' : 'SQLite'} database`, () => {
  it('both started on the empty database: the migrations applied and the demo seeded once', async () => {
    expect((await db.select({ name: orgs.name }).from(orgs)).map((o) => o.name).sort()).toEqual([
      '城南寓所',
      '示例公寓',
    ]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.phone, PHONES.boss))).toHaveLength(1);
  });

  it('a session opened on one process is honoured by the other', async () => {
    const onA = await call(A, 'POST', '/api/auth/login', { json: { phone: PHONES.manager, password: DEMO_PASSWORD } });
    expect(onA.status).toBe(200);
    expect((await call(B, 'GET', '/api/auth/profile', { token: onA.json.data.token })).status).toBe(200);
    expect((await call(A, 'GET', '/api/auth/profile', { token: boss })).status).toBe(200);
  });

  it('signings sent alternately and at once to both are all kept; one signing sent to both at once makes one lease', async () => {
    const [r1, r2, r3, r4, r5] = await freeRooms(5);
    const inputs = [r1, r2, r3, r4].map((r) => signInput(r as never));
    const signed = await Promise.all(
      inputs.map((input, i) => call(i % 2 ? B : A, 'POST', '/api/leases/sign', { token: boss, json: input })),
    );
    expect(signed.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(
      await db
        .select({ id: leases.id })
        .from(leases)
        .where(
          inArray(
            leases.id,
            inputs.map((i) => i.leaseId),
          ),
        ),
    ).toHaveLength(4);

    const twice = signInput(r5 as never);
    const key = ulid();
    const both = await Promise.all(
      [A, B].map((p) =>
        call(p, 'POST', '/api/leases/sign', { token: boss, json: twice, headers: { 'Idempotency-Key': key } }),
      ),
    );
    expect(both.filter((s) => s.status === 200).length).toBeGreaterThanOrEqual(1);
    // One lease in effect on the room (the demo may hold a past, checked-out lease of it).
    expect(
      await db
        .select({ id: leases.id })
        .from(leases)
        .where(and(eq(leases.roomId, r5.id), ne(leases.status, LEASE_STATUS.checkedOut))),
    ).toHaveLength(1);
  });

  it('one bill collected on both processes at once is collected once, with one ledger entry', async () => {
    // A signed lease with a bill still to collect (not whichever the planner's index lists first).
    const [lease] = await db
      .select({ id: leases.id })
      .from(leases)
      .innerJoin(
        bills,
        and(
          eq(bills.leaseId, leases.id),
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
        ),
      )
      .where(eq(leases.status, LEASE_STATUS.signed))
      .limit(1);
    const [bill] = await db
      .select()
      .from(bills)
      .where(
        and(eq(bills.leaseId, lease.id), eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.valid)),
      )
      .orderBy(asc(bills.receivableDate))
      .limit(1);
    const body = {
      bills: [{ pkId: bill.id }],
      paymentType: 1,
      receiptDate: shanghaiToday(Date.now()),
      receiptRemark: '两个进程',
    };
    const both = await Promise.all(
      [A, B].map((p) => call(p, 'POST', '/api/bills/collect', { token: boss, json: body })),
    );
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'bill'), eq(ledgerEntries.sourceId, bill.id)));
    expect(entries.map((e) => e.amount)).toEqual([bill.accountReceivable - bill.amountReceived]);
    const [after] = await db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after).toMatchObject({ payStatus: BILL_PAY.paid, amountReceived: bill.accountReceivable });
  });

  it('sync pushes split over both processes and repeated on both apply each mutation once', async () => {
    const targets = await freeRooms(10);
    const batch = targets.map((r, i) => ({
      id: ulid(),
      clientId: 'two-proc',
      name: 'room.setRemark',
      args: { houseId: r.id, remark: `两进程${i}` },
      clientTime: i,
    }));
    const first = await Promise.all([
      call(A, 'POST', '/api/sync/push', { token: boss, json: { clientId: 'two-proc', mutations: batch.slice(0, 5) } }),
      call(B, 'POST', '/api/sync/push', { token: boss, json: { clientId: 'two-proc', mutations: batch.slice(5) } }),
    ]);
    const again = await Promise.all(
      [A, B].map((p) =>
        call(p, 'POST', '/api/sync/push', { token: boss, json: { clientId: 'two-proc', mutations: batch } }),
      ),
    );
    const results = [...first, ...again].flatMap((r) => r.json.data.results as { id: string; status: string }[]);
    for (const m of batch) {
      const mine = results.filter((r) => r.id === m.id).map((r) => r.status);
      expect(
        mine.filter((s) => s === 'applied'),
        m.id,
      ).toHaveLength(1);
      expect(
        mine.filter((s) => s === 'duplicate'),
        m.id,
      ).toHaveLength(2);
    }
    const stored = await db
      .select({ id: rooms.id, remark: rooms.remark })
      .from(rooms)
      .where(
        inArray(
          rooms.id,
          targets.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(stored.map((r) => [r.id, r.remark]))).toEqual(
      Object.fromEntries(targets.map((r, i) => [r.id, `两进程${i}`])),
    );
  });

  it('meter readings pushed alternately to both processes, and again to the other, are stored once each', async () => {
    const [{ orgId }] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.phone, PHONES.boss));
    const some = await db
      .select()
      .from(meters)
      .where(and(eq(meters.orgId, orgId), isNull(meters.deletedAt)))
      .orderBy(asc(meters.id))
      .limit(6);
    const readAt = Date.now();
    const batch = some.map((m, i) => ({
      id: ulid(),
      clientId: 'two-proc-meter',
      name: 'meter.read',
      args: { readingId: ulid(), meterId: m.id, value: (m.lastValue ?? 0) + 100 + i, readAt },
      clientTime: i,
    }));
    await Promise.all(
      batch.flatMap((m, i) => [
        call(i % 2 ? B : A, 'POST', '/api/sync/push', {
          token: boss,
          json: { clientId: 'two-proc-meter', mutations: [m] },
        }),
        call(i % 2 ? A : B, 'POST', '/api/sync/push', {
          token: boss,
          json: { clientId: 'two-proc-meter', mutations: [m] },
        }),
      ]),
    );
    const ids = batch.map((m) => m.args.readingId);
    expect(
      await db.select({ id: meterReadings.id }).from(meterReadings).where(inArray(meterReadings.id, ids)),
    ).toHaveLength(ids.length);
  });

  it('each daily job ran once today, although both processes started the jobs', async () => {
    const today = shanghaiToday(Date.now());
    // An hourly job's run is claimed per hour ('YYYY-MM-DDTHH'): once in the hour both processes started in.
    const runs = (await db.select().from(jobRuns)).filter((r) => r.day === today || r.day.startsWith(`${today}T`));
    for (const job of DAILY_JOBS) {
      const mine = runs.filter((r) => r.job === job.name);
      expect(mine.length, job.name).toBeGreaterThanOrEqual(1);
      if (!job.hourly) expect(mine, job.name).toHaveLength(1);
    }
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });

  it('no reply of the whole drive was a server error', () => {
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.length).toBeGreaterThan(20);
  });
});
