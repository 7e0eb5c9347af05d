// The metrics an operator scrapes (GET /api/metrics): refused without the token, off without
// METRICS_TOKEN, and moving with what the site does: a booking through the one booking service, a
// status change through the lifecycle, the outbox read from the database (PGlite; PostgreSQL
// behaves the same here) at scrape time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordBackup } from '@/jobs/backup-repository';
import { backupJob, backupConfig } from '@/jobs/backup-job';
import { runDueJobs } from '@/jobs/scheduler';
import { createBookingService } from '@/booking/server/service';
import { Registry } from 'prom-client';
import type { Counter } from 'prom-client';
import { getSiteMetrics, type SiteMetrics } from '@/lib/metrics';
import {
  bookingServiceOn,
  testDatabases,
  useTestDb,
  type TestDb,
  failingBookingService,
} from '@/booking/testing/databases';
import { inDays, roomInput, testContext } from '@/booking/testing/fixtures';
import { insertBooking, testLifecycle, testLifecycleSettings } from '@/booking/testing/lifecycle';
import { submitConfirmed } from '@/booking/testing/verify';
import { claimDueJob, finishJob } from '@/jobs/repository';
import {
  metricsAccess,
  metricsResponse,
  registerDatabaseGauges,
  type GaugeSettings,
} from './metrics';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

const DAY_MS = 24 * 3_600_000;

/** A fresh registry with the database gauges, and a scrape of it (as GET /api/metrics does). */
function scraper(getDatabase: () => Promise<TestDb>, settings?: GaugeSettings) {
  const metrics = { registry: new Registry() } as SiteMetrics;
  const gauges = registerDatabaseGauges(metrics, getDatabase, settings);
  return () => {
    gauges.refresh();
    return metrics.registry.metrics();
  };
}

/** The value of a counter's series, 0 before its first increment. */
async function valueOf<T extends string>(counter: Counter<T>, labels: Record<T, string>) {
  const { values } = await counter.get();
  return (
    values.find((value) =>
      Object.entries(labels).every(([name, label]) => value.labels[name as T] === label),
    )?.value ?? 0
  );
}

describe('who may scrape', () => {
  it('nobody without METRICS_TOKEN (off), the right bearer token only with it', () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, undefined)).toBe('off');
    expect(metricsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe('ok');
    expect(metricsAccess(`bearer ${TOKEN}`, TOKEN)).toBe('ok');
    for (const header of [
      null,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${TOKEN} ${TOKEN}`,
    ])
      expect(metricsAccess(header, TOKEN), String(header)).toBe('refused');
  });

  it('answers 404 when off, 401 with a challenge for a missing or wrong token, never cached', async () => {
    const request = (authorization?: string) =>
      new Request('http://site.test/api/metrics', {
        headers: authorization ? { authorization } : {},
      });
    const never = () => Promise.reject(new Error('the database is not asked'));
    const off = await metricsResponse(request(`Bearer ${TOKEN}`), undefined, never);
    expect(off.status).toBe(404);
    expect(off.headers.get('cache-control')).toBe('no-store');
    for (const refused of [
      await metricsResponse(request(), TOKEN, never),
      await metricsResponse(request('Bearer not-the-token'), TOKEN, never),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).not.toContain('cluville_');
    }
  });
});

describe('request durations', () => {
  it('are a histogram by method, route template and status in the served registry', async () => {
    const { registry, httpRequestDuration } = getSiteMetrics();
    // What the server entry observes when an answer has gone (server/index.mjs).
    httpRequestDuration.observe(
      { method: 'GET', route: '/[locale]/rooms/[slug]', status: '200' },
      0.012,
    );
    const text = await registry.metrics();
    expect(text).toContain('# TYPE cluville_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^cluville_http_request_duration_seconds_bucket\{le="0\.025",method="GET",route="\/\[locale\]\/rooms\/\[slug\]",status="200"\} [1-9]/m,
    );
  });
});

for (const database of testDatabases('metrics')) {
  describe(`metrics on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const context = testContext('en', inDays(0));
    const meta = (index: number) => ({ context, clientAddress: `203.0.113.${index}` });

    it('a booking moves cluville_booking_requests_total: created, then duplicate, invalid', async () => {
      const { bookingRequests } = getSiteMetrics();
      const created = { form: 'room', result: 'created' } as const;
      const duplicate = { form: 'room', result: 'duplicate' } as const;
      const invalid = { form: 'room', result: 'invalid' } as const;
      const before = {
        created: await valueOf(bookingRequests, created),
        duplicate: await valueOf(bookingRequests, duplicate),
        invalid: await valueOf(bookingRequests, invalid),
      };
      const service = bookingServiceOn(handle);
      const input = roomInput({
        date: inDays(4),
        time: '16:00',
        email: 'metrics-parent@example.com',
      });
      expect((await service.submit(input, meta(1))).status).toBe('created');
      expect(await valueOf(bookingRequests, created)).toBe(before.created + 1);
      expect((await service.submit(input, meta(1))).status).toBe('duplicate');
      expect(await valueOf(bookingRequests, duplicate)).toBe(before.duplicate + 1);
      expect((await service.submit({ ...input, players: '0' }, meta(1))).status).toBe('invalid');
      expect(await valueOf(bookingRequests, invalid)).toBe(before.invalid + 1);
      // The served text carries the series, and nothing personal.
      const text = await getSiteMetrics().registry.metrics();
      expect(text).toMatch(
        new RegExp(
          `cluville_booking_requests_total\\{form="room",result="created"\\} ${before.created + 1}\\b`,
        ),
      );
      expect(text).not.toContain('example.com');
    });

    it('a confirmation moves cluville_booking_transitions_total{action,actor}', async () => {
      const { bookingTransitions } = getSiteMetrics();
      const labels = { action: 'confirm', actor: 'staff' } as const;
      const before = await valueOf(bookingTransitions, labels);
      const { lifecycle } = testLifecycle();
      const booking = await insertBooking(handle.db, { status: 'pending' });
      const result = await lifecycle.transition(handle.db, booking.id, 'confirm', {
        actor: { kind: 'staff', address: 'desk@example.com' },
      });
      expect(result.ok).toBe(true);
      expect(await valueOf(bookingTransitions, labels)).toBe(before + 1);
      // A refused change (confirming twice) is not counted.
      const again = await lifecycle.transition(handle.db, booking.id, 'confirm', {
        actor: { kind: 'staff', address: 'desk@example.com' },
      });
      expect(again.ok).toBe(false);
      expect(await valueOf(bookingTransitions, labels)).toBe(before + 1);
    });

    it('outbox and job gauges are read from the database at each scrape', async () => {
      // The embedded database's default: a backup every 24 hours into DATA_DIR/backups.
      const scrape = scraper(async () => handle, { backupEveryMs: DAY_MS });
      expect(await scrape()).toMatch(/cluville_outbox_mails\{status="pending"\} 0\n/);
      expect(await scrape()).toMatch(/cluville_database_up 1\n/);

      expect(
        (
          await submitConfirmed(
            bookingServiceOn(handle),
            handle.db,
            roomInput({ date: inDays(5), time: '16:00' }),
            meta(2),
          )
        ).status,
      ).toBe('created');
      const text = await scrape();
      // The parent's acknowledgement and (the request confirmed) the venue's mail wait in the outbox.
      expect(text).toMatch(/cluville_outbox_mails\{status="pending"\} 2\n/);
      expect(text).toMatch(/cluville_outbox_mails\{status="failed"\} 0\n/);
      expect(text).toMatch(/cluville_outbox_oldest_pending_seconds \d+\n/);
      expect(text).not.toContain('cluville_job_last_success_timestamp_seconds{');

      const token = await claimDueJob(handle.db, 'booking-purge', 60_000);
      await finishJob(handle.db, 'booking-purge', token!, 'bookings 0', 0);
      const stamp =
        /cluville_job_last_success_timestamp_seconds\{job_name="booking-purge"\} ([\d.e+]+)\n/.exec(
          await scrape(),
        );
      expect(stamp).not.toBeNull();
      expect(Math.abs(Number(stamp![1]) - Date.now() / 1000)).toBeLessThan(60);

      // The last successful backup: 0 before one (an alert on its age fires), then when it was
      // written; a failed one after it does not move it.
      expect(text).toMatch(/^cluville_backup_last_success_timestamp_seconds 0\n/m);
      await recordBackup(handle.db, { ok: true, file: 'a.jsonl.gz', bytes: 10 });
      const written = /^cluville_backup_last_success_timestamp_seconds ([\d.e+]+)\n/m.exec(
        await scrape(),
      );
      expect(written).not.toBeNull();
      expect(Math.abs(Number(written![1]) - Date.now() / 1000)).toBeLessThan(60);
      await recordBackup(handle.db, { ok: false, error: 'disk full' });
      expect(await scrape()).toContain(
        `cluville_backup_last_success_timestamp_seconds ${written![1]}\n`,
      );
      expect(await scrape()).toMatch(/^cluville_backup_interval_seconds 86400\n/m);
    });

    it('a failed scheduled backup: cluville_backup_failures_total counts it, from the database, after a restart too', async () => {
      const scrape = scraper(async () => handle, { backupEveryMs: DAY_MS });
      const failures = (text: string) =>
        Number(/^cluville_backup_failures_total (\d+)\n/m.exec(text)?.[1]);
      const text = await scrape();
      expect(text).toContain('# TYPE cluville_backup_failures_total counter');
      // backup_runs keeps its rows between tests here: the count before this test's failure.
      const before = failures(text);
      expect(before).toBeGreaterThanOrEqual(0);

      // The scheduled job itself, into a BACKUP_DIR that cannot be made (a file stands there).
      const root = mkdtempSync(path.join(tmpdir(), 'clv-backup-fail-'));
      try {
        writeFileSync(path.join(root, 'not-a-folder'), 'x');
        const config = backupConfig(
          { BACKUP_DIR: path.join(root, 'not-a-folder', 'backups') },
          root,
        )!;
        expect(await runDueJobs(handle.db, [backupJob(config)])).toEqual(['backup']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
      expect(failures(await scrape())).toBe(before + 1);

      // A restarted process (a new registry) reads the same count: it is the database's.
      const restarted = scraper(async () => handle, { backupEveryMs: DAY_MS });
      expect(failures(await restarted())).toBe(before + 1);
      // A later success does not take a failure back.
      await recordBackup(handle.db, { ok: true, file: 'b.jsonl.gz', bytes: 10 });
      expect(failures(await restarted())).toBe(before + 1);
    });

    it('PostgreSQL without BACKUP_DIR (the site writes no backups): no backup age nor interval, so no backup alert', async () => {
      const scrape = scraper(async () => handle);
      const text = await scrape();
      expect(text).not.toMatch(/^cluville_backup_last_success_timestamp_seconds /m);
      expect(text).not.toMatch(/^cluville_backup_interval_seconds /m);
      expect(text).toMatch(/^cluville_backup_failures_total \d+\n/m);
    });

    it('a database that does not answer: cluville_database_up 0, no outbox samples, the scrape still answers', async () => {
      const scrape = scraper(() => Promise.reject(new Error('ECONNREFUSED')), {
        backupEveryMs: DAY_MS,
      });
      const text = await scrape();
      expect(text).toMatch(/cluville_database_up 0\n/);
      expect(text).not.toMatch(/cluville_outbox_mails\{/);
      // No sample rather than 0: a 0 would page as "no backup ever", and a counter falling to 0
      // and back would read as new failures.
      expect(text).not.toMatch(/^cluville_backup_last_success_timestamp_seconds /m);
      expect(text).not.toMatch(/^cluville_backup_failures_total /m);
      expect(text).toMatch(/^cluville_backup_interval_seconds 86400\n/m);
    });

    it('a booking the database fails is counted in cluville_booking_errors_total by reason, in the served registry', async () => {
      const { bookingErrors, registry } = getSiteMetrics();
      // Every reason is served from 0 before any failure (the first one is then an increase).
      for (const reason of [
        'database_unavailable',
        'store_timeout',
        'store_failed',
        'store_conflict',
      ])
        expect(await registry.metrics()).toMatch(
          new RegExp(`^cluville_booking_errors_total\\{reason="${reason}"\\} \\d+\\n`, 'm'),
        );
      const before = {
        database_unavailable: await valueOf(bookingErrors, { reason: 'database_unavailable' }),
        store_timeout: await valueOf(bookingErrors, { reason: 'store_timeout' }),
        store_failed: await valueOf(bookingErrors, { reason: 'store_failed' }),
      };
      const lostConnection = () =>
        Promise.reject(Object.assign(new Error('connection reset'), { code: 'ECONNRESET' }));
      const failing = {
        // The database cannot be opened.
        database_unavailable: failingBookingService(handle, 'unreachable'),
        // It stops answering past the deadline.
        store_timeout: createBookingService({
          lifecycle: testLifecycleSettings(),
          getDb: async () => handle.db,
          rateLimiter: { consume: () => new Promise(() => {}) } as never,
          storeTimeoutMs: 100,
        }),
        // A full disk refuses the write.
        store_failed: failingBookingService(handle, 'full-disk'),
      };
      for (const [reason, service] of Object.entries(failing)) {
        const result = await service.submit(roomInput({ date: inDays(6), time: '16:00' }), meta(9));
        expect(result, reason).toEqual({ status: 'unavailable', reason });
      }
      // A connection lost at every retry is the database's absence too.
      const lost = await createBookingService({
        lifecycle: testLifecycleSettings(),
        getDb: async () => handle.db,
        rateLimiter: { consume: lostConnection } as never,
      }).submit(roomInput({ date: inDays(6), time: '16:00' }), meta(9));
      expect(lost).toEqual({ status: 'unavailable', reason: 'database_unavailable' });

      const text = await registry.metrics();
      expect(text).toContain('# TYPE cluville_booking_errors_total counter');
      for (const [reason, count] of Object.entries({
        database_unavailable: before.database_unavailable + 2,
        store_timeout: before.store_timeout + 1,
        store_failed: before.store_failed + 1,
      }))
        expect(text).toMatch(
          new RegExp(`^cluville_booking_errors_total\\{reason="${reason}"\\} ${count}\\n`, 'm'),
        );
      // A booking that goes through moves none of them.
      expect(
        (await bookingServiceOn(handle).submit(roomInput({ date: inDays(7) }), meta(10))).status,
      ).toBe('created');
      expect(await valueOf(bookingErrors, { reason: 'store_failed' })).toBe(
        before.store_failed + 1,
      );
    });
  });
}
