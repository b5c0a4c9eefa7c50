import { integer, primaryKey, table, text } from '../db/kit';

/**
 * One row per daily job per day (Asia/Shanghai 'YYYY-MM-DD'): the process whose insert made the row runs the job that
 * day, every other process (or a later tick) finds it there and skips (api/jobs/daily.ts claimJobRun). A run that
 * fails gives its row back, so a later tick tries again; `finishedAt` is set when it succeeded.
 */
export const jobRuns = table(
  'job_runs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
