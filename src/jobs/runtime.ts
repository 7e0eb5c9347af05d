// The scheduled jobs of a running server, wired to its configuration. Server-only.
import path from 'node:path';
import { purgeBefore } from '@/booking/server/retention';
import { getDatabase, getDataDir } from '@/lib/db/client';
import { durationBefore, parseDuration } from '@/lib/duration';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { onShutdown } from '@/lib/shutdown';
import { lifecycleJob } from '@/booking/server/lifecycle-jobs';
import { getLifecycle, getLifecycleDeps, kickOutbox } from '@/booking/server/runtime';
import { startJobRunner, type JobRunner, type ScheduledJob } from './scheduler';
import { backupConfig, backupJob } from './backup-job';

const DEFAULT_RETENTION = '24mo';

/** Deletes booking requests older than BOOKING_RETENTION (default 24 months), once a day. */
function bookingPurgeJob(
  retention = getEnv().BOOKING_RETENTION ?? DEFAULT_RETENTION,
  mailDir = path.join(getDataDir(), 'mail'),
): ScheduledJob {
  const duration = parseDuration(retention)!;
  return {
    name: 'booking-purge',
    everyMs: 24 * 3_600_000,
    async run(db) {
      const { kind } = await getDatabase();
      const result = await purgeBefore({ db, kind }, durationBefore(duration), mailDir);
      return `bookings ${result.bookings}, mails ${result.mails}, files ${result.files.length}, counters ${result.counters}, answers ${result.answers}`;
    },
  };
}

export function startScheduledJobs(): JobRunner {
  const runner = processSingleton('jobs', () => {
    const started = startJobRunner(async () => (await getDatabase()).db, [bookingPurgeJob()]);
    onShutdown('scheduled jobs', () => started.stop());
    return started;
  });
  processSingleton('lifecycle-jobs', startLifecycleJobs);
  processSingleton('backup-jobs', startBackupJobs);
  return runner;
}

/** Scheduled backups (backup-job.ts), when configured: checked at least as often as they are due. */
function startBackupJobs(): JobRunner | undefined {
  const config = backupConfig(getEnv(), getDataDir());
  if (!config) return undefined;
  const runner = startJobRunner(async () => (await getDatabase()).db, [backupJob(config)], {
    checkEveryMs: Math.min(config.everyMs, 15 * 60_000),
  });
  onShutdown('backup jobs', () => runner.stop());
  return runner;
}

/** Hold expiry, the venue's nudge and reminders: checked often, since holds can be short. */
function startLifecycleJobs(): JobRunner {
  // Outside any request: the content is read from its source, not the pages' data cache.
  const scheduled = { scheduled: true };
  const job = lifecycleJob(getLifecycle(scheduled), getLifecycleDeps(scheduled), {
    onMails: kickOutbox,
  });
  const runner = startJobRunner(async () => (await getDatabase()).db, [job], {
    firstCheckMs: 5_000,
    checkEveryMs: Math.min(job.everyMs, 15_000),
  });
  onShutdown('lifecycle jobs', () => runner.stop());
  return runner;
}
