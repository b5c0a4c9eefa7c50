import type { Deps } from '../deps';
import { voidExpiredOrders } from '../deposits/void-expired';

/** A job the server runs at start and then every hour; it must be idempotent (it runs many times a day). */
export interface DailyJob {
  name: string;
  run: (deps: Deps) => unknown;
}

/** The registered jobs: add one line per job. */
export const DAILY_JOBS: DailyJob[] = [{ name: '作废过期定金订单', run: (d) => voidExpiredOrders(d.db, d.now()) }];

export const HOUR_MS = 3_600_000;

/**
 * Runs every job now and then every `everyMs` (an hour). A failing job is logged and does not stop the others. The
 * timer does not keep the process alive. Returns a function that stops it.
 */
export function startDailyJobs(deps: Deps, jobs: readonly DailyJob[] = DAILY_JOBS, everyMs = HOUR_MS): () => void {
  const tick = () => {
    for (const job of jobs) {
      try {
        const result = job.run(deps);
        if (typeof result === 'number' && result > 0) deps.log(`job ${job.name}: ${result}`);
      } catch (err) {
        deps.log(`ERROR job ${job.name}: ${(err as Error).stack ?? String(err)}`);
      }
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
