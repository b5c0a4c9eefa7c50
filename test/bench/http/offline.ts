/**
 * Offline mutations over HTTP (issue 4's figure, now against the server's own process): a device engine of the boss
 * takes the first pull page, queues 1,000 room edits offline (remarks and show flags of the rooms it holds), then
 * pushes them to POST /api/sync/push in batches of the engine's size; the time to push and apply them all, per run.
 */
import { SyncEngine } from '../../../sync/protocol/engine';
import { memoryStore } from '../../../sync/protocol/sync-state';
import type { MutationResult, PullResponse } from '../../../sync/protocol/protocol';
import { sample, type EngineName } from '../report';
import { call, get } from './client';
import type { BenchServer } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const N = 1000;

export async function offlinePush(engine: EngineName, server: BenchServer, token: string) {
  const first = (await get(server.base, '/api/sync/pull', token)).json.data as PullResponse;
  const roomRows = first.changes.rooms.filter((r): r is (typeof first.changes.rooms)[number] & { isShow: number } =>
    Object.hasOwn(r, 'isShow'),
  );
  for (let run = 0; run < RUNS; run++) {
    const clientId = `bench-device-${engine}-${run}`;
    const device = await SyncEngine.open({ store: memoryStore(), clientId });
    await device.onPull(first);
    for (let i = 0; i < N; i++) {
      const r = roomRows[i % roomRows.length]!;
      const remark = () => device.mutate('room.setRemark', { houseId: r.id, remark: `压测备注${run}-${i}` });
      // A room whose show flag the device's rules refuse to change (a lease to confirm …) gets a remark instead.
      let done =
        i % 2 === 0
          ? await remark()
          : await device.mutate('room.setShow', { houseId: r.id, isShow: (i + run) % 4 === 1 ? 0 : 1 });
      if (!done.ok && i % 2 === 1) done = await remark();
      if (!done.ok) throw new Error(`mutation ${i}: ${done.reason}`);
    }
    const statuses: Record<string, number> = {};
    let requests = 0;
    const started = performance.now();
    while (device.pendingCount > 0) {
      const res = await call(server.base, 'POST', '/api/sync/push', token, {
        clientId,
        mutations: device.pushBatch(),
      });
      const results = res.json?.data?.results as MutationResult[] | undefined;
      if (!results) throw new Error(`push: HTTP ${res.status} ${JSON.stringify(res.json)}`);
      for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      await device.onPushResult(results);
      requests++;
    }
    const ms = performance.now() - started;
    console.log(
      `[${engine}] push: ${N} offline mutations in ${ms.toFixed(0)} ms (${requests} requests; ${JSON.stringify(statuses)})`,
    );
    sample(engine, `${N} offline mutations pushed and applied (${requests} requests)`, ms, 'ms');
  }
}
