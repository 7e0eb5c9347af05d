// Jobs that run on a schedule inside the server (the daily purge; hold expiry and reminders
// later): each instance checks now and then whether a job is due and claims it in the database
// (repository.ts), so with several instances a job runs once per occurrence.
import type { Database } from '@/lib/db/client';
import { errorCode } from '@/lib/db/pg-error.mjs';
import { logger } from '@/lib/logger';
import { claimDueJob, finishJob } from './repository';

export interface ScheduledJob {
  name: string;
  /** Time from the end of one run to the next. */
  everyMs: number;
  /** How long a run may take before another instance may take it over. */
  leaseMs?: number;
  /** After a failed run, when to try again. */
  retryMs?: number;
  /** Returns a short summary for the log and the table (counts, never personal data). */
  run(db: Database): Promise<string>;
}

/** Runs every due job once (if this process wins its claim); returns the names it ran. */
export async function runDueJobs(db: Database, jobs: ScheduledJob[]): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    const token = await claimDueJob(db, job.name, job.leaseMs ?? 15 * 60_000);
    if (!token) continue;
    try {
      const result = await job.run(db);
      await finishJob(db, job.name, token, result, job.everyMs);
      logger.info('job.done', { job: job.name, result });
    } catch (error) {
      await finishJob(
        db,
        job.name,
        token,
        `failed: ${error instanceof Error ? error.name : 'error'}`,
        job.retryMs ?? 60 * 60_000,
        false,
      ).catch(() => false);
      logger.error('job.failed', {
        job: job.name,
        error: errorCode(error),
      });
    }
    ran.push(job.name);
  }
  return ran;
}

export interface JobRunner {
  stop(): Promise<void>;
}

export function startJobRunner(
  getDb: () => Promise<Database>,
  jobs: ScheduledJob[],
  options: { firstCheckMs?: number; checkEveryMs?: number } = {},
): JobRunner {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    running = getDb()
      .then((db) => runDueJobs(db, jobs))
      .catch((error: unknown) =>
        logger.error('job.check_failed', {
          error: errorCode(error),
        }),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.checkEveryMs ?? 15 * 60_000);
      });
  };
  timer = setTimeout(tick, options.firstCheckMs ?? 60_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
