// Ready's checks against a real database (PGlite; PostgreSQL behaves the same here): the
// outbox's counts, the jobs' last successes and the migrations as an operator would read them, a
// database that does not answer making it 503-worthy within its deadline, and nothing personal in it.
import { ContentIncompleteError } from '@/content/source';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboxEmails } from '@/lib/db/schema';
import { claimDueJob, finishJob } from '@/jobs/repository';
import { testDatabases, useTestDb, type TestDb } from '@/booking/testing/databases';
import { checkReadiness } from './health';

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
          outbox: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
          jobs: {},
          content: 'ok',
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
          outbox: { pending: null, failed: null, oldestPendingSeconds: null },
          jobs: {},
          content: 'ok',
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
  });
}
