// GET /api/metrics: the process's registry (src/lib/metrics.ts) in Prometheus text, with the
// gauges read from the database at scrape time (collect callbacks), so every instance on one
// PostgreSQL reports the same outbox and jobs. One database read serves every gauge of a scrape;
// a database that does not answer leaves those gauges without samples and
// cluville_database_up at 0, and the scrape still answers.
import { Counter, Gauge } from 'prom-client';
import type { DbHandle } from '@/lib/db/client';
import { sameSecret } from '@/lib/http/revalidate-auth';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getSiteMetrics, type SiteMetrics } from '@/lib/metrics';
import { outboxStats, type OutboxStats } from '@/booking/db/outbox-repository';
import { listJobRuns } from '@/jobs/repository';
import { countFailedBackups, lastSuccessfulBackup } from '@/jobs/backup-repository';

/** Who may scrape: `off` (no METRICS_TOKEN: 404), `refused` (401) or `ok`. */
export function metricsAccess(
  authorization: string | null,
  token: string | undefined,
): 'off' | 'refused' | 'ok' {
  if (!token) return 'off';
  const given = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '')?.[1];
  return given && sameSecret(given, token) ? 'ok' : 'refused';
}

interface DatabaseReading {
  outbox: OutboxStats;
  jobs: Awaited<ReturnType<typeof listJobRuns>>;
  /** When the last scheduled backup succeeded; undefined before the first. */
  backupAt: Date | undefined;
  /** How many scheduled backups have failed (backup_runs). */
  backupFailures: number;
}

export interface GaugeSettings {
  /**
   * BACKUP_EVERY in milliseconds when this site writes scheduled backups; undefined when it does
   * not (PostgreSQL without BACKUP_DIR: the operator backs up another way), and then no backup
   * alert can fire.
   */
  backupEveryMs?: number;
}

const READ_TIMEOUT_MS = 3_000;

export interface DatabaseGauges {
  /** Starts a new reading: call it before each scrape (the gauges of one scrape share it). */
  refresh(): void;
}

/** Adds the database-backed gauges to `metrics.registry`; `getDatabase` is asked at each scrape. */
export function registerDatabaseGauges(
  metrics: SiteMetrics,
  getDatabase: () => Promise<DbHandle>,
  settings: GaugeSettings = {},
): DatabaseGauges {
  let current: Promise<DatabaseReading | undefined> | undefined;
  const startReading = () => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      (async () => {
        const { db } = await getDatabase();
        const [outbox, jobs, backup, backupFailures] = await Promise.all([
          outboxStats(db),
          listJobRuns(db),
          lastSuccessfulBackup(db),
          countFailedBackups(db),
        ]);
        return { outbox, jobs, backupAt: backup?.at, backupFailures };
      })(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), READ_TIMEOUT_MS);
      }),
    ])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  };
  const read = () => (current ??= startReading());
  const registers = [metrics.registry];
  new Gauge({
    name: 'cluville_database_up',
    help: 'Whether the database answered this scrape (1) or not (0).',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'cluville_outbox_mails',
    help: 'Mails in the outbox by status (pending, sent, failed), read from the database.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      const reading = await read();
      if (!reading) return;
      for (const [status, count] of Object.entries(reading.outbox.byStatus))
        this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'cluville_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail still waiting to be sent, in seconds (0 when none waits).',
    registers,
    async collect() {
      this.reset();
      const reading = await read();
      if (reading) this.set(reading.outbox.oldestPendingSeconds);
    },
  });
  // `job_name`, not `job`: Prometheus puts its own `job` label (the scrape job) on every series
  // and renames a `job` the target sends to `exported_job`, so a rule could never match it.
  new Gauge({
    name: 'cluville_job_last_success_timestamp_seconds',
    help: 'When each scheduled job (job_name) last succeeded (Unix time); absent before its first success.',
    labelNames: ['job_name'] as const,
    registers,
    async collect() {
      this.reset();
      const reading = await read();
      for (const job of reading?.jobs ?? [])
        if (job.lastSuccessAt)
          this.set({ job_name: job.name }, new Date(job.lastSuccessAt).getTime() / 1000);
    },
  });
  // The backup series below are absent when the site writes no scheduled backups, and without a
  // sample while the database does not answer (not 0: a 0 would page as a backup never made, and
  // a counter falling to 0 and back would look like new failures).
  const { backupEveryMs } = settings;
  const backups = backupEveryMs !== undefined;
  new Gauge({
    name: 'cluville_backup_interval_seconds',
    help: 'BACKUP_EVERY in seconds when the site writes scheduled backups; absent when it does not.',
    registers,
    collect() {
      if (backups) this.set(backupEveryMs / 1000);
      else this.remove({});
    },
  });
  new Gauge({
    name: 'cluville_backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup succeeded (Unix time); 0 before the first; absent when the site writes none.',
    registers,
    async collect() {
      const reading = backups ? await read() : undefined;
      if (!reading) return this.remove({});
      this.set(reading.backupAt ? new Date(reading.backupAt).getTime() / 1000 : 0);
    },
  });
  new Counter({
    name: 'cluville_backup_failures_total',
    help: 'Scheduled backups that failed, as recorded in the database (backup_runs): kept across restarts, the same on every instance.',
    registers,
    async collect() {
      const reading = await read();
      if (!reading) return this.remove({});
      this.reset();
      this.inc(reading.backupFailures);
    },
  });
  return {
    refresh() {
      current = startReading();
    },
  };
}

/** The text of a scrape, with the database gauges registered on the first one. */
async function scrapeMetrics(
  getDatabase: () => Promise<DbHandle>,
  settings: GaugeSettings,
): Promise<{ contentType: string; body: string }> {
  const metrics = getSiteMetrics();
  processSingleton('metrics-database-gauges', () =>
    registerDatabaseGauges(metrics, getDatabase, settings),
  ).refresh();
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/** The answer of GET /api/metrics for `request`, with the configured token. */
export async function metricsResponse(
  request: Request,
  token: string | undefined,
  getDatabase: () => Promise<DbHandle>,
  settings: GaugeSettings = {},
): Promise<Response> {
  const access = metricsAccess(request.headers.get('authorization'), token);
  if (access === 'off')
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (access === 'refused')
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  const { contentType, body } = await scrapeMetrics(getDatabase, settings);
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
}
