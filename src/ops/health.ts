// What the load balancer and the operator ask an instance: is the process alive (live), and can
// it take bookings (ready)? Ready reads the database through the repositories (the outbox's counts,
// the jobs' last successes, the migrations applied) and asks the content source, each under a
// deadline, so a database that does not answer makes ready 503 in seconds, never a hung probe.
// Nothing personal is in the answer: counts, times and job names only.
import type { DbHandle } from '@/lib/db/client';
import { pendingMigrations } from '@/lib/db/migrate';
import { outboxStats } from '@/booking/db/outbox-repository';
import { listJobRuns } from '@/jobs/repository';

export interface ReadyReport {
  /** `ok` and `degraded` answer 200 (the instance takes bookings); `unavailable` 503. */
  status: 'ok' | 'degraded' | 'unavailable';
  checks: {
    database: 'ok' | 'down';
    /** `pending`: the database is behind this build's migrations; `unknown` while it is down. */
    migrations: 'ok' | 'pending' | 'unknown';
    /** Null while the database is down. */
    outbox: {
      pending: number | null;
      failed: number | null;
      oldestPendingSeconds: number | null;
    };
    /** Each scheduled job's last successful run (ISO time), null before its first. */
    jobs: Record<string, { lastSuccessAt: string | null }>;
    /**
     * The content source (WordPress or the bundled snapshot); pages keep serving from the cache
     * when it is unreachable. `incomplete`: it answers, but without site options (WordPress's
     * ACF to REST API plugin is missing); the last good options stay.
     */
    content: 'ok' | 'unreachable' | 'incomplete';
  };
}

export interface HealthDeps {
  getDatabase: () => Promise<DbHandle>;
  /** Resolves when the content source answers. */
  checkContent: () => Promise<unknown>;
  /** Where Drizzle records the applied migrations (default `drizzle`; tests use their own schema). */
  migrationsSchema?: string;
  /** How long each check may take (default 3 s). */
  timeoutMs?: number;
}

const HEALTH_TIMEOUT_MS = 3_000;

class Timeout extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(deps: HealthDeps): Promise<ReadyReport> {
  const ms = deps.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const content = withDeadline(deps.checkContent(), ms).then(
    () => 'ok' as const,
    (error: unknown) =>
      error instanceof Error && error.name === 'ContentIncompleteError'
        ? ('incomplete' as const)
        : ('unreachable' as const),
  );
  let opened: DbHandle | undefined;
  const database = withDeadline(
    (async () => {
      const handle = await deps.getDatabase();
      opened = handle;
      const [migrationsBehind, outbox, jobs] = await Promise.all([
        pendingMigrations(handle, deps.migrationsSchema),
        outboxStats(handle.db),
        listJobRuns(handle.db),
      ]);
      return { migrationsBehind, outbox, jobs };
    })(),
    ms,
  ).catch((error: unknown) => {
    // An open database that gives no answer in time may be a pool stuck on cut connections:
    // renewing it (at most every few seconds) lets the next check, and the bookings, through.
    if (error instanceof Timeout) opened?.renew?.('ready_timeout');
    return undefined;
  });
  const [db, contentStatus] = await Promise.all([database, content]);
  const checks: ReadyReport['checks'] = {
    database: db ? 'ok' : 'down',
    migrations: db ? (db.migrationsBehind === 0 ? 'ok' : 'pending') : 'unknown',
    outbox: db
      ? {
          pending: db.outbox.byStatus.pending,
          failed: db.outbox.byStatus.failed,
          oldestPendingSeconds: db.outbox.oldestPendingSeconds,
        }
      : { pending: null, failed: null, oldestPendingSeconds: null },
    jobs: Object.fromEntries(
      (db?.jobs ?? []).map((job) => [
        job.name,
        { lastSuccessAt: job.lastSuccessAt ? new Date(job.lastSuccessAt).toISOString() : null },
      ]),
    ),
    content: contentStatus,
  };
  const status =
    checks.database !== 'ok' || checks.migrations !== 'ok'
      ? 'unavailable'
      : checks.content !== 'ok'
        ? 'degraded'
        : 'ok';
  return { status, checks };
}
