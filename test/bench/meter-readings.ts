/**
 * Meter reading offline (issue 7), in process (app.request): an org of one apartment of 17 floors of 20 rooms, the
 * first 334 with their 1,002 meters and a reading history; the boss pulls it, queues 1,000 readings through the
 * engine's outbox (one per meter, as if walking the floors offline: every 40th below the last value, kept for review),
 * then syncs: the time to push and apply them (two pushes of 500), and the pull that brings the meters back.
 */
import { and, count, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { meterReadings, meters } from '../../api/meters/schema';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { rooms } from '../../api/houses/schema';
import { METER_TYPES } from '../../sync/rules/meters/meter-rules';
import { SyncEngine } from '../../sync/protocol/engine';
import { memoryStore } from '../../sync/protocol/sync-state';
import type { MutationResult, PullResponse } from '../../sync/protocol/protocol';
import { figure } from './report';
import type { InProcess } from './in-process-app';
import { addBenchOrg, addBenchApartment } from './bench-org';

export async function meterReadingsBench({ db, post, get }: InProcess, run: number) {
  const now = Date.now();
  const phone = `1370000${String(11 + run).padStart(4, '0')}`;
  const org = await addBenchOrg(db, now, { name: '抄表压测机构', word: '抄表', phone });
  const { orgId } = org;
  const apartmentId = await addBenchApartment(db, now, org, 17, 20);
  let meterCount = 0;
  await db.write(orgId, async (tx) => {
    const all = await tx.select().from(rooms).where(eq(rooms.apartmentId, apartmentId));
    for (const r of all.slice(0, 334)) {
      await tx.insert(meters).values(
        METER_TYPES.map((t, k) => ({
          id: ulid(),
          orgId,
          apartmentId,
          roomId: r.id,
          devType: t.devType,
          name: `${r.houseNumber}${t.name}`,
          lastValue: 100_000 + k * 1000,
          lastReadAt: now - 30 * 86_400_000,
          avgUsage: 5000,
          createdAt: now,
          updatedAt: now,
        })),
      );
      meterCount += METER_TYPES.length;
    }
  });
  const token = ((await (await post('/api/auth/login', { phone, password: DEMO_PASSWORD })).json()) as any).data.token;
  let t = performance.now();
  const first = ((await (await get('/api/sync/pull', token)).json()) as any).data as PullResponse;
  console.log(
    `first pull: ${first.changes.rooms.length} rooms, ${first.changes.meters?.length ?? 0} of ${meterCount} meters in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const engine = await SyncEngine.open({ store: memoryStore(), clientId: `bench-reader-${run}` });
  await engine.onPull(first);
  const walk = (first.changes.meters ?? []).filter((m) => !('deleted' in m)).slice(0, 1000) as {
    id: string;
    lastValue: number;
  }[];
  t = performance.now();
  for (let i = 0; i < walk.length; i++) {
    const m = walk[i]!;
    const value = i % 40 === 39 ? m.lastValue - 100 : m.lastValue + 1000 + (i % 7) * 100;
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
    const res = await post('/api/sync/push', { clientId: `bench-reader-${run}`, mutations: engine.pushBatch() }, token);
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
  figure('1,000 offline meter readings pushed and applied (in process)', server, 'ms');
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
}
