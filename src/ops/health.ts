// What the load balancer and the operator ask an instance: is the process alive (live), and can
// it take bookings (ready)? Ready reads the database through the repositories (the outbox's counts,
// the jobs' last successes, the migrations applied) and asks the content source, each under a
// deadline, so a database that does not answer makes ready 503 in seconds, never a hung probe.
// Nothing personal is in the answer: counts, times and job names only.
//
// `unavailable` (503) means this instance cannot take bookings: its database is down or behind
// its migrations, DATA_DIR cannot be written while it holds the embedded database, or the
// database answers but fails to store its bookings (a 503 newer than the last booking stored,
// within five minutes: src/lib/booking-failures.ts). `degraded` (200) means
// it takes bookings but something needs the operator: the content source does not answer, DATA_DIR
// cannot be written on PostgreSQL (the file outbox, backups), the last scheduled backup failed, or
// a restored database's outbox is paused (`outbox paused`: held mails wait for the operator).
import type { DbHandle } from '@/lib/db/client';
import { pendingMigrations } from '@/lib/db/migrate';
import { outboxStats } from '@/booking/db/outbox-repository';
import { listJobRuns } from '@/jobs/repository';
import { lastBackup } from '@/jobs/backup-repository';
import type { BookingFailures } from '@/lib/booking-failures';

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
      /**
       * A restored database's outbox pause: true until the operator runs `outbox release` or
       * `outbox drop`; `held` mails (waiting at backup time) are not sent meanwhile.
       */
      paused: boolean | null;
      held: number | null;
    };
    /** Each scheduled job's last successful run (ISO time), null before its first. */
    jobs: Record<string, { lastSuccessAt: string | null }>;
    /**
     * The content source (WordPress or the bundled snapshot); pages keep serving from the cache
     * when it is unreachable. `incomplete`: it answers, but without site options (WordPress's
     * ACF to REST API plugin is missing); the last good options stay.
     */
    content: 'ok' | 'unreachable' | 'incomplete';
    /** Whether a small file could be written into DATA_DIR (checked at most every few seconds). */
    dataDir: 'ok' | 'unwritable';
    /**
     * The last scheduled backup: `failed` until a later one succeeds; `none` before the first (or
     * where the site writes none); `unknown` while the database is down.
     */
    backup: 'ok' | 'failed' | 'none' | 'unknown';
    /**
     * This instance's booking requests answered 503 in the last five minutes (`recentErrors`, any
     * reason), and whether the database fails to store them now (`failing`).
     */
    bookings: { failing: boolean; recentErrors: number };
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
  /** Resolves when a small file can be written into DATA_DIR (src/ops/data-dir-probe.ts). */
  checkDataDir?: () => Promise<unknown>;
  /** DATA_DIR holds the database itself (the embedded one): unwritable, no booking can be stored. */
  dataDirHoldsDatabase?: boolean;
  /** This process's failing bookings (src/lib/booking-failures.ts). */
  bookingFailures?: () => BookingFailures;
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
  const dataDir = deps.checkDataDir
    ? withDeadline(deps.checkDataDir(), ms).then(
        () => 'ok' as const,
        () => 'unwritable' as const,
      )
    : Promise.resolve('ok' as const);
  let opened: DbHandle | undefined;
  const database = withDeadline(
    (async () => {
      const handle = await deps.getDatabase();
      opened = handle;
      const [migrationsBehind, outbox, jobs, backup] = await Promise.all([
        pendingMigrations(handle, deps.migrationsSchema),
        outboxStats(handle.db),
        listJobRuns(handle.db),
        lastBackup(handle.db),
      ]);
      return { migrationsBehind, outbox, jobs, backup };
    })(),
    ms,
  ).catch((error: unknown) => {
    // An open database that gives no answer in time may be a pool stuck on cut connections:
    // renewing it (at most every few seconds) lets the next check, and the bookings, through.
    if (error instanceof Timeout) opened?.renew?.('ready_timeout');
    return undefined;
  });
  const [db, contentStatus, dataDirStatus] = await Promise.all([database, content, dataDir]);
  const failures = deps.bookingFailures?.() ?? { failing: false, recent: 0 };
  const checks: ReadyReport['checks'] = {
    database: db ? 'ok' : 'down',
    migrations: db ? (db.migrationsBehind === 0 ? 'ok' : 'pending') : 'unknown',
    outbox: db
      ? {
          pending: db.outbox.byStatus.pending,
          failed: db.outbox.byStatus.failed,
          oldestPendingSeconds: db.outbox.oldestPendingSeconds,
          paused: db.outbox.paused,
          held: db.outbox.byStatus.held,
        }
      : { pending: null, failed: null, oldestPendingSeconds: null, paused: null, held: null },
    jobs: Object.fromEntries(
      (db?.jobs ?? []).map((job) => [
        job.name,
        { lastSuccessAt: job.lastSuccessAt ? new Date(job.lastSuccessAt).toISOString() : null },
      ]),
    ),
    content: contentStatus,
    dataDir: dataDirStatus,
    backup: !db ? 'unknown' : !db.backup ? 'none' : db.backup.ok ? 'ok' : 'failed',
    bookings: { failing: failures.failing, recentErrors: failures.recent },
  };
  const status =
    checks.database !== 'ok' ||
    checks.migrations !== 'ok' ||
    checks.bookings.failing ||
    (checks.dataDir !== 'ok' && deps.dataDirHoldsDatabase)
      ? 'unavailable'
      : checks.content !== 'ok' ||
          checks.dataDir !== 'ok' ||
          checks.backup === 'failed' ||
          checks.outbox.paused
        ? 'degraded'
        : 'ok';
  return { status, checks };
}
