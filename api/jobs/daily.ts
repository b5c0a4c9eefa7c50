import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { Deps } from '../deps';
import { voidExpiredOrders } from '../deposits/void-expired';
import { shanghaiParts, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { deviceCheck } from '../hardware/alarms/device-check';
import { notifyArrears } from './arrears-notices';
import { notifyExpiry } from './expiry-notices';
import { arrearsFreeze } from '../hardware/locks/arrears-freeze';
import { jobRuns } from './schema';

/**
 * A daily job: each process starts the jobs at start and then every hour, and each job runs once per day (Asia/Shanghai)
 * across all processes (claimJobRun). It must stay idempotent all the same (a failed run is tried again by a later
 * tick). A job over all organisations writes in one unit of work per organisation. It may return a number (or a
 * promise of one): what it did, logged when positive.
 */
export interface DailyJob {
  name: string;
  run: (deps: Deps) => unknown;
  /** Once an hour (Asia/Shanghai) instead of once a day. */
  hourly?: boolean;
}

/** The registered jobs: add one line per job. */
export const DAILY_JOBS: DailyJob[] = [
  { name: '作废过期定金订单', run: (d) => voidExpiredOrders(d.db, d.now()) },
  { name: '欠费提醒', run: (d) => notifyArrears(d).then((r) => r.messages) },
  { name: '租约到期提醒', run: (d) => notifyExpiry(d).then((r) => r.messages) },
  { name: '欠费冻结门锁', run: (d) => arrearsFreeze(d) },
  { name: '设备巡检', run: (d) => deviceCheck(d), hourly: true },
  // The planner's statistics, fresh once a day (and at the first start, right after migrations and the demo seed). Its
  // result, the tables analysed, is not a count: it is not logged.
  { name: '刷新统计信息', run: (d) => d.db.refreshStatistics() },
];

export const HOUR_MS = 3_600_000;

/**
 * Claims the run of `job` on `day` for the caller: true when its insert made the job_runs row, false when another
 * process (or an earlier tick) has it. The unique (job, day) key decides, so two processes asking at once get one true.
 */
export async function claimJobRun(db: Db, job: string, day: string, now: number): Promise<boolean> {
  const made = await db.write(null, (tx) =>
    tx.insert(jobRuns).values({ job, day, startedAt: now }).onConflictDoNothing().returning({ job: jobRuns.job }),
  );
  return made.length === 1;
}

const thisRun = (job: string, day: string) => and(eq(jobRuns.job, job), eq(jobRuns.day, day));

/** What one tick did with a job: skipped (another process or tick has today's run), ran, or failed (claim given back). */
export interface JobOutcome {
  job: string;
  ran: boolean;
  result?: unknown;
  error?: unknown;
}

/**
 * One tick: each job whose run of today this process claims runs (the jobs side by side); a job's result is logged
 * when it is a positive number. A failing job (a throw, or a rejected promise) is logged, gives its claim back (a later
 * tick, of this process or another, tries again) and does not stop the others. Resolves when every job has finished.
 */
export async function runDailyJobs(deps: Deps, jobs: readonly DailyJob[] = DAILY_JOBS): Promise<JobOutcome[]> {
  const now = deps.now();
  const today = shanghaiToday(now);
  // An hourly job's run is claimed per hour: its day key names the hour too.
  const runOf = (job: DailyJob) =>
    job.hourly ? `${today}T${String(shanghaiParts(now).hour).padStart(2, '0')}` : today;
  return Promise.all(
    jobs.map(async (job): Promise<JobOutcome> => {
      const day = runOf(job);
      try {
        if (!(await claimJobRun(deps.db, job.name, day, now))) return { job: job.name, ran: false };
      } catch (err) {
        deps.log(`ERROR job ${job.name}: ${(err as Error)?.stack ?? String(err)}`);
        return { job: job.name, ran: false, error: err };
      }
      try {
        const result = await job.run(deps);
        if (typeof result === 'number' && result > 0) deps.log(`job ${job.name}: ${result}`);
        await deps.db.write(null, (tx) =>
          tx.update(jobRuns).set({ finishedAt: deps.now() }).where(thisRun(job.name, day)),
        );
        return { job: job.name, ran: true, result };
      } catch (err) {
        deps.log(`ERROR job ${job.name}: ${(err as Error)?.stack ?? String(err)}`);
        await deps.db.write(null, (tx) => tx.delete(jobRuns).where(thisRun(job.name, day))).catch(() => {});
        return { job: job.name, ran: true, error: err };
      }
    }),
  );
}

/** Stops the hourly ticks; `firstRun` settles when the tick made at start has finished. */
export type StopJobs = (() => void) & { firstRun: Promise<JobOutcome[]> };

/**
 * Runs a tick of the jobs now and then every `everyMs` (an hour): each job runs once per day across all processes
 * (runDailyJobs). The timer does not keep the process alive. Returns a function that stops it.
 */
export function startDailyJobs(deps: Deps, jobs: readonly DailyJob[] = DAILY_JOBS, everyMs = HOUR_MS): StopJobs {
  const tick = () => runDailyJobs(deps, jobs);
  const firstRun = tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref?.();
  return Object.assign(() => clearInterval(timer), { firstRun });
}
