// The scheduled_jobs table: one row per job. A run is claimed with a token and a lease in one
// UPDATE whose condition (due, not claimed by a live run) PostgreSQL re-checks after waiting for
// a concurrent claimer, so with several instances exactly one of them runs each occurrence.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { scheduledJobs } from '@/lib/db/schema';

/** Claims the job if it is due; returns the claim's token, or undefined when it is not this process's turn. */
export async function claimDueJob(
  db: Database,
  name: string,
  leaseMs: number,
): Promise<string | undefined> {
  await db
    .insert(scheduledJobs)
    .values({ name })
    .onConflictDoNothing({ target: scheduledJobs.name });
  const token = randomUUID();
  const rows = await db
    .update(scheduledJobs)
    .set({ claimToken: token, claimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(scheduledJobs.name, name),
        sql`${scheduledJobs.nextRunAt} <= now()`,
        sql`(${scheduledJobs.claimedUntil} IS NULL OR ${scheduledJobs.claimedUntil} < now())`,
      ),
    )
    .returning({ name: scheduledJobs.name });
  return rows.length ? token : undefined;
}

/**
 * Records the run's result and when the job is next due; only the claim's holder can. A run that
 * `succeeded` also moves `lastSuccessAt` (what health and metrics report).
 */
export async function finishJob(
  db: Database,
  name: string,
  token: string,
  result: string,
  nextInMs: number,
  succeeded = true,
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      lastRunAt: sql`now()`,
      ...(succeeded && { lastSuccessAt: sql`now()` }),
      lastResult: result.slice(0, 200),
      nextRunAt: sql`now() + ${`${nextInMs} milliseconds`}::interval`,
      claimToken: null,
      claimedUntil: null,
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.claimToken, token)))
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

/** Every job's last run and last success, for health and metrics (no personal data). */
export async function listJobRuns(
  db: Database,
): Promise<{ name: string; lastRunAt: Date | null; lastSuccessAt: Date | null }[]> {
  return db
    .select({
      name: scheduledJobs.name,
      lastRunAt: scheduledJobs.lastRunAt,
      lastSuccessAt: scheduledJobs.lastSuccessAt,
    })
    .from(scheduledJobs)
    .orderBy(scheduledJobs.name);
}
