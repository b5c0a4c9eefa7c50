import type { Deps } from '../deps';
import { voidExpiredOrders } from '../deposits/void-expired';
import { notifyArrears } from './arrears-notices';
import { notifyExpiry } from './expiry-notices';

/**
 * A job the server runs at start and then every hour; it must be idempotent (it runs many times a day). It may return
 * a number (or a promise of one): what it did, logged when positive.
 */
export interface DailyJob {
  name: string;
  run: (deps: Deps) => unknown;
}

/** The registered jobs: add one line per job. */
export const DAILY_JOBS: DailyJob[] = [
  { name: '作废过期定金订单', run: (d) => voidExpiredOrders(d.db, d.now()) },
  { name: '欠费提醒', run: (d) => notifyArrears(d).then((r) => r.messages) },
  { name: '租约到期提醒', run: (d) => notifyExpiry(d).then((r) => r.messages) },
];

export const HOUR_MS = 3_600_000;

const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Runs every job now and then every `everyMs` (an hour). A failing job (a throw, or a rejected promise) is logged and
 * does not stop the others; a job's result (or its promise's) is logged when it is a positive number. The timer does
 * not keep the process alive. Returns a function that stops it.
 */
export function startDailyJobs(deps: Deps, jobs: readonly DailyJob[] = DAILY_JOBS, everyMs = HOUR_MS): () => void {
  const logResult = (job: DailyJob, result: unknown) => {
    if (typeof result === 'number' && result > 0) deps.log(`job ${job.name}: ${result}`);
  };
  const logError = (job: DailyJob, err: unknown) => deps.log(`ERROR job ${job.name}: ${(err as Error)?.stack ?? String(err)}`);
  const tick = () => {
    for (const job of jobs) {
      try {
        const result = job.run(deps);
        if (isThenable(result)) result.then((r) => logResult(job, r), (err) => logError(job, err));
        else logResult(job, result);
      } catch (err) {
        logError(job, err);
      }
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
