// Ready's checks against a real database (PGlite; PostgreSQL behaves the same here): the
// outbox's counts, the jobs' last successes and the migrations as an operator would read them, a
// database that does not answer making it 503-worthy within its deadline, and nothing personal in it.
// What else turns it: a DATA_DIR that cannot be written (a real folder made unwritable, a real
// tmpfs filled), a failed scheduled backup (the real job), bookings answered 503 (the real service).
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
  openSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentIncompleteError } from '@/content/source';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { outboxEmails } from '@/lib/db/schema';
import { claimDueJob, finishJob } from '@/jobs/repository';
import { backupJob } from '@/jobs/backup-job';
import { runDueJobs } from '@/jobs/scheduler';
import { bookingFailures } from '@/lib/booking-failures';
import type { SiteMetrics } from '@/lib/metrics';
import {
  bookingServiceOn,
  testDatabases,
  useTestDb,
  type TestDb,
  failingBookingService,
} from '@/booking/testing/databases';
import { inDays, roomInput, testContext } from '@/booking/testing/fixtures';
import { probeWritable, rememberedProbe } from './data-dir-probe';
import { checkReadiness } from './health';
import { registerDatabaseGauges } from './metrics';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-health-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const contentOk = async () => ({});

for (const database of testDatabases('health')) {
  describe(`ready on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const ready = (overrides: Partial<Parameters<typeof checkReadiness>[0]> = {}) =>
      checkReadiness({
        getDatabase: async () => handle,
        checkContent: contentOk,
        migrationsSchema: handle.migrationsSchema,
        ...overrides,
      });

    it('an empty, migrated database: ok, nothing waiting, no job run yet', async () => {
      expect(await ready()).toEqual({
        status: 'ok',
        checks: {
          database: 'ok',
          migrations: 'ok',
          outbox: { pending: 0, failed: 0, oldestPendingSeconds: 0, paused: false, held: 0 },
          jobs: {},
          content: 'ok',
          dataDir: 'ok',
          backup: 'none',
          bookings: { failing: false, recentErrors: 0 },
        },
      });
    });

    it('counts waiting and failed mail and the age of the oldest waiting one, without addresses', async () => {
      const mail = (status: 'pending' | 'sent' | 'failed', minutesAgo: number) => ({
        bookingId: null,
        kind: 'venue' as const,
        to: 'venue-health@example.com',
        subject: 'Subject of a private request',
        text: 't',
        html: 'h',
        status,
        // Queued then and due at once, as a mail is stored.
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        nextAttemptAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await handle.db
        .insert(outboxEmails)
        .values([
          mail('pending', 20),
          mail('pending', 1),
          mail('sent', 90),
          mail('failed', 30),
          mail('failed', 40),
        ]);
      const report = await ready();
      expect(report.status).toBe('ok');
      expect(report.checks.outbox.pending).toBe(2);
      expect(report.checks.outbox.failed).toBe(2);
      // The oldest waiting mail is 20 minutes old (the sent one, older, does not count).
      expect(report.checks.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(report.checks.outbox.oldestPendingSeconds).toBeLessThan(21 * 60);
      expect(JSON.stringify(report)).not.toMatch(/example\.com|private request/);
    });

    it('hole 7: an acknowledgement the hourly cap holds back does not count as waiting mail until it is due', async () => {
      const now = Date.now();
      await handle.db.insert(outboxEmails).values([
        // Stored 50 minutes ago past the cap, due in 10 minutes: not stuck.
        {
          bookingId: null,
          kind: 'parent',
          to: 'parent-health@example.com',
          subject: 'Acknowledgement',
          text: 't',
          html: 'h',
          createdAt: new Date(now - 50 * 60_000),
          nextAttemptAt: new Date(now + 10 * 60_000),
        },
        // Tried and failing for 20 minutes: stuck.
        {
          bookingId: null,
          kind: 'venue',
          to: 'venue-health@example.com',
          subject: 'Request',
          text: 't',
          html: 'h',
          attempts: 3,
          createdAt: new Date(now - 20 * 60_000),
          nextAttemptAt: new Date(now + 60_000),
        },
      ]);
      const outbox = (await ready()).checks.outbox;
      expect(outbox.pending).toBe(2);
      expect(outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(outbox.oldestPendingSeconds).toBeLessThan(21 * 60);
    });

    it("reports each job's last success, kept when a later run fails", async () => {
      const token = await claimDueJob(handle.db, 'booking-purge', 60_000);
      expect(token).toBeDefined();
      await finishJob(handle.db, 'booking-purge', token!, 'bookings 0', 0);
      const first = (await ready()).checks.jobs['booking-purge']!.lastSuccessAt;
      expect(first).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);

      const again = await claimDueJob(handle.db, 'booking-purge', 60_000);
      await finishJob(handle.db, 'booking-purge', again!, 'failed: Error', 0, false);
      expect((await ready()).checks.jobs).toEqual({ 'booking-purge': { lastSuccessAt: first } });
    });

    it('a database that does not answer: unavailable within the deadline, nothing counted', async () => {
      const started = Date.now();
      const report = await ready({
        getDatabase: () => new Promise(() => {}),
        timeoutMs: 200,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(report).toEqual({
        status: 'unavailable',
        checks: {
          database: 'down',
          migrations: 'unknown',
          outbox: {
            pending: null,
            failed: null,
            oldestPendingSeconds: null,
            paused: null,
            held: null,
          },
          jobs: {},
          content: 'ok',
          dataDir: 'ok',
          backup: 'unknown',
          bookings: { failing: false, recentErrors: 0 },
        },
      });
      const refused = await ready({
        getDatabase: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
      });
      expect(refused.status).toBe('unavailable');
    });

    it('content that does not answer: degraded (pages serve from the cache), still ready', async () => {
      const report = await ready({ checkContent: () => Promise.reject(new Error('timed out')) });
      expect(report.status).toBe('degraded');
      expect(report.checks.content).toBe('unreachable');
      expect(report.checks.database).toBe('ok');
    });

    it('content without site options (WordPress lacks its options plugin): degraded, reported as incomplete', async () => {
      const report = await ready({
        checkContent: () => Promise.reject(new ContentIncompleteError('install ACF to REST API')),
      });
      expect(report.status).toBe('degraded');
      expect(report.checks.content).toBe('incomplete');
    });

    it('a database behind the build (a migration not applied): unavailable', async () => {
      const table = sql.raw(`"${handle.migrationsSchema ?? 'drizzle'}".__drizzle_migrations`);
      const [last] = await handle.db
        .execute(sql`SELECT id, hash, created_at FROM ${table} ORDER BY created_at DESC LIMIT 1`)
        .then((result) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows));
      const row = last as { id: number; hash: string; created_at: string };
      await handle.db.execute(sql`DELETE FROM ${table} WHERE id = ${row.id}`);
      try {
        const report = await ready();
        expect(report.status).toBe('unavailable');
        expect(report.checks.migrations).toBe('pending');
      } finally {
        await handle.db.execute(
          sql`INSERT INTO ${table} (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
      expect((await ready()).checks.migrations).toBe('ok');
    });

    it('a DATA_DIR that cannot be written: unavailable on the embedded database, degraded on PostgreSQL; ok again once it can', async () => {
      const dataDir = path.join(scratch, `data-${database.name}`);
      mkdirSync(dataDir, { recursive: true });
      const withDataDir = (holdsDatabase: boolean) =>
        ready({ checkDataDir: () => probeWritable(dataDir), dataDirHoldsDatabase: holdsDatabase });
      const good = await withDataDir(true);
      expect(good.status).toBe('ok');
      expect(good.checks.dataDir).toBe('ok');
      // The probe leaves nothing behind.
      expect(readdirSync(dataDir)).toEqual([]);

      // The folder gone and a file in its place (a lost mount, a mistaken path): nothing can be
      // written there, whoever the site runs as (chmod does not stop root).
      rmSync(dataDir, { recursive: true });
      writeFileSync(dataDir, 'not a folder');
      try {
        const embedded = await withDataDir(true);
        expect(embedded.status).toBe('unavailable');
        expect(embedded.checks.dataDir).toBe('unwritable');
        expect(embedded.checks.database).toBe('ok');
        const onPostgres = await withDataDir(false);
        expect(onPostgres.status).toBe('degraded');
        expect(onPostgres.checks.dataDir).toBe('unwritable');
      } finally {
        rmSync(dataDir);
        mkdirSync(dataDir);
      }
      expect((await withDataDir(true)).status).toBe('ok');
    });

    it('the DATA_DIR check writes at most once per interval: its answer is kept meanwhile', async () => {
      const dataDir = path.join(scratch, `kept-${database.name}`);
      mkdirSync(dataDir, { recursive: true });
      const kept = rememberedProbe(() => dataDir, 3_600_000);
      const fresh = rememberedProbe(() => dataDir, 0);
      expect((await ready({ checkDataDir: kept })).checks.dataDir).toBe('ok');
      rmSync(dataDir, { recursive: true });
      writeFileSync(dataDir, 'not a folder');
      try {
        expect((await ready({ checkDataDir: kept })).checks.dataDir).toBe('ok');
        expect((await ready({ checkDataDir: fresh })).checks.dataDir).toBe('unwritable');
      } finally {
        rmSync(dataDir);
      }
    });

    it('a full DATA_DIR (a small tmpfs filled to the last block): unavailable until space is freed', async (test) => {
      const dataDir = path.join(scratch, `tmpfs-${database.name}`);
      mkdirSync(dataDir, { recursive: true });
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', dataDir], {
          stdio: 'ignore',
        });
      } catch {
        // Mounting needs root with CAP_SYS_ADMIN; the test above covers the unwritable folder.
        console.warn('*** cannot mount a tmpfs here: the full-disk check is SKIPPED ***');
        return test.skip();
      }
      try {
        const withDataDir = () =>
          ready({ checkDataDir: () => probeWritable(dataDir), dataDirHoldsDatabase: true });
        expect((await withDataDir()).status).toBe('ok');
        // Fill it as the database's files would, until the disk refuses a write.
        const filler = path.join(dataDir, 'filler');
        const fd = openSync(filler, 'w');
        let full = false;
        try {
          const block = Buffer.alloc(4096, 1);
          while (!full) {
            try {
              writeSync(fd, block);
            } catch (error) {
              expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
              full = true;
            }
          }
        } finally {
          closeSync(fd);
        }
        const report = await withDataDir();
        expect(report.status).toBe('unavailable');
        expect(report.checks.dataDir).toBe('unwritable');
        rmSync(filler);
        expect((await withDataDir()).status).toBe('ok');
      } finally {
        execFileSync('umount', [dataDir]);
      }
    });

    it(
      'a failed scheduled backup: degraded, counted in cluville_backup_failures_total, until a later one succeeds',
      { timeout: 60_000 },
      async () => {
        const metrics = { registry: new Registry() } as SiteMetrics;
        const gauges = registerDatabaseGauges(metrics, async () => handle, { backupEveryMs: 1 });
        const failures = async () => {
          gauges.refresh();
          const text = await metrics.registry.metrics();
          return Number(/^cluville_backup_failures_total (\d+)$/m.exec(text)?.[1]);
        };
        expect(await failures()).toBe(0);
        // BACKUP_DIR is a file: the job cannot write there, as on a disk that refuses it.
        const notAFolder = path.join(scratch, `backups-${database.name}`);
        writeFileSync(notAFolder, 'x');
        expect(
          await runDueJobs(handle.db, [backupJob({ dir: notAFolder, everyMs: 1, keep: 3 })]),
        ).toEqual(['backup']);
        const report = await ready();
        expect(report.status).toBe('degraded');
        expect(report.checks.backup).toBe('failed');
        expect(report.checks.database).toBe('ok');
        expect(await failures()).toBe(1);

        // The next one succeeds (the failed run is due again within BACKUP_EVERY, here 1 ms): ok
        // again, the failure still counted.
        const dir = path.join(scratch, `backups-ok-${database.name}`);
        const job = backupJob({ dir, everyMs: 1, keep: 3 });
        const deadline = Date.now() + 10_000;
        while (!(await runDueJobs(handle.db, [job])).length && Date.now() < deadline)
          await new Promise((resolve) => setImmediate(resolve));
        expect(readdirSync(dir)).toHaveLength(1);
        const after = await ready();
        expect(after.checks.backup).toBe('ok');
        expect(after.status).toBe('ok');
        expect(await failures()).toBe(1);
      },
    );

    it('bookings the database fails to store: unavailable while they fail; a booking stored afterwards clears it', async () => {
      const context = testContext('en', inDays(0));
      const meta = (index: number) => ({ context, clientAddress: `203.0.113.${index}` });
      const withBookings = () => ready({ bookingFailures });
      // The database refuses the write (a full disk) on this instance's booking path.
      const refusing = failingBookingService(handle, 'full-disk');
      const before = (await withBookings()).checks.bookings.recentErrors;
      // A database that cannot be reached is the database check's to report (it clears the
      // moment the database answers): counted, not "failing".
      const unreachable = failingBookingService(handle, 'unreachable');
      expect(
        await unreachable.submit(roomInput({ date: inDays(6), time: '16:00' }), meta(1)),
      ).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
      expect((await withBookings()).checks.bookings).toEqual({
        failing: false,
        recentErrors: before + 1,
      });
      for (const index of [1, 2])
        expect(
          (await refusing.submit(roomInput({ date: inDays(6), time: '16:00' }), meta(index)))
            .status,
        ).toBe('unavailable');
      const failing = await withBookings();
      expect(failing.status).toBe('unavailable');
      expect(failing.checks.bookings).toEqual({ failing: true, recentErrors: before + 3 });
      expect(failing.checks.database).toBe('ok');

      const stored = await bookingServiceOn(handle).submit(roomInput({ date: inDays(7) }), meta(3));
      expect(stored.status).toBe('created');
      const after = await withBookings();
      expect(after.status).toBe('ok');
      expect(after.checks.bookings).toEqual({ failing: false, recentErrors: before + 3 });
    });
  });
}
