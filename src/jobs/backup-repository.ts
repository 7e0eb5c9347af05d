// The backup_runs table: one row per scheduled backup, written by the job (backup-job.ts), read
// by the desk (a failed last backup), the health checks and the metrics.
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/executor';
import { backupRuns, type BackupRunRow } from '@/lib/db/schema';

export async function recordBackup(
  db: Executor,
  run: { ok: boolean; file?: string; bytes?: number; error?: string },
): Promise<void> {
  await db.insert(backupRuns).values({
    ok: run.ok,
    file: run.file ?? null,
    bytes: run.bytes ?? null,
    error: run.error?.slice(0, 300) ?? null,
  });
}

/** The latest backup attempt, if any. */
export async function lastBackup(db: Executor): Promise<BackupRunRow | undefined> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.at), desc(backupRuns.id))
    .limit(1);
  return row;
}

/** The latest successful backup, if any. */
export async function lastSuccessfulBackup(db: Executor): Promise<BackupRunRow | undefined> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.at), desc(backupRuns.id))
    .limit(1);
  return row;
}

/**
 * How many scheduled backups have failed, ever (the rows are kept): a count the database holds,
 * so it survives restarts and is the same on every instance (cluville_backup_failures_total).
 */
export async function countFailedBackups(db: Executor): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(backupRuns)
    .where(eq(backupRuns.ok, false));
  return Number(row?.failed ?? 0);
}
