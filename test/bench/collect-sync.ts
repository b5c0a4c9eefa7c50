/**
 * Issue 13 point 8: what synchronous=FULL costs. The same collections (POST /api/bills/collect, one unpaid bill each,
 * through the real route, in one transaction with its ledger row) on a temporary database FILE in WAL mode, once with
 * synchronous=NORMAL (a commit may be lost on power failure) and once with FULL (api/db/client.ts: every commit is
 * fsynced, api/db/sqlite.ts). Registered in run.ts as `npm run bench collect-sync`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, lte } from 'drizzle-orm';
import { openDb } from '../../api/db/open';
import { writeEffects } from '../../api/effects';
import { seedDemo, DEMO_PASSWORD } from '../../api/seed/demo';
import { bills, leases } from '../../api/leases/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { inProcessApp } from './in-process-app';

const N = 200;
const WARM_UP = 20;

async function run(mode: 'NORMAL' | 'FULL') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const db = await openDb(join(dir, 'gongyu.sqlite'), { effects: writeEffects, sqliteSynchronous: mode });
  try {
    const now = Date.now();
    await seedDemo(db, now, undefined, { runningLeases: true });
    const { post } = inProcessApp(db, join(dir, 'uploads'));
    const token = (
      (await (await post('/api/auth/login', { phone: '13800000001', password: DEMO_PASSWORD })).json()) as {
        data: { token: string };
      }
    ).data.token;
    const today = shanghaiToday(now);
    // Unpaid, valid bills of leases that have started (a collection may not be dated before the lease).
    const unpaid = await db
      .select({ id: bills.id })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .where(
        and(
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          lte(leases.startDate, today),
          lte(leases.signedAt, now),
        ),
      );
    const samples: number[] = [];
    let refused = 0;
    let warm = 0;
    let started = performance.now();
    for (const b of unpaid) {
      if (samples.length >= N) break;
      const t = performance.now();
      const res = await post(
        '/api/bills/collect',
        { bills: [{ pkId: b.id }], paymentType: 1, receiptDate: today, receiptRemark: 'bench' },
        token,
      );
      const ms = performance.now() - t;
      if (res.status !== 200) refused++;
      else if (warm < WARM_UP) {
        if (++warm === WARM_UP) started = performance.now();
      } else samples.push(ms);
    }
    const total = performance.now() - started;
    samples.sort((a, b) => a - b);
    const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
    console.log(
      `collect-sync synchronous=${mode.padEnd(6)}  n=${samples.length}  ${(samples.length / (total / 1000)).toFixed(0)} collections/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms${refused ? `  (${refused} refused)` : ''}`,
    );
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function collectSyncBench() {
  console.log(
    `collect-sync: ${N} collections after ${WARM_UP} to warm up (one bill each, POST /api/bills/collect) on a WAL database file in ${tmpdir()}`,
  );
  await run('NORMAL');
  await run('FULL');
}
