// Outbox fencing, failed mail, retention, erasure and the scheduled-job claim, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL. Requests are confirmed by their parents as they come
// (testing/verify.ts), so each has both its mails: the acknowledgement and the venue's.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bookingRequests,
  newsletterSubscribers,
  outboxEmails,
  scheduledJobs,
} from '@/lib/db/schema';
import { runDueJobs, type ScheduledJob } from '@/jobs/scheduler';
import {
  claimDueMails,
  listFailedMails,
  markMailSent,
  newClaimToken,
  requeueFailedMails,
} from '../db/outbox-repository';
import { deliverDueMails } from '../mail/outbox';
import { erase, eraseAddress, purgeBefore } from './retention';
import { createBookingService } from './service';
import { bookingServiceOn, testDatabases } from '../testing/databases';
import { roomInput, testContext, inDays } from '../testing/fixtures';
import { testLifecycleSettings } from '../testing/lifecycle';
import { submitConfirmed } from '../testing/verify';

const today = inDays(0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const database of testDatabases('trust', {
  postgres: 'concurrent senders and job runners (SKIP LOCKED, leases)',
})) {
  describe(`trust on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let service: ReturnType<typeof createBookingService>;
    let mailDir: string;
    const meta = (address = '203.0.113.1') => ({
      context: testContext('en', today),
      clientAddress: address,
    });
    /** A room booked `days` ahead by a parent of these contacts, from `address`, confirmed by them. */
    const bookRoom = (days: number, contacts: { email: string; phone?: string }, address: string) =>
      submitConfirmed(
        service,
        handle.db,
        roomInput({ date: inDays(days), ...contacts }),
        meta(address),
      );

    // A file in the mail directory for every queued mail, as the sender leaves one per mail sent.
    const fileEveryMail = async () => {
      const mails = await handle.db.select().from(outboxEmails).orderBy(outboxEmails.id);
      mkdirSync(mailDir, { recursive: true });
      for (const mail of mails)
        writeFileSync(
          path.join(mailDir, `2026-01-01T00-00-00-000Z-${mail.id}-${mail.kind}.eml`),
          'x',
        );
      return mails;
    };

    beforeAll(async () => {
      handle = await database.open();
      service = bookingServiceOn(handle);
      mailDir = mkdtempSync(path.join(tmpdir(), 'clv-mail-'));
    }, 60_000);
    afterAll(async () => {
      rmSync(mailDir, { recursive: true, force: true });
      await handle?.close();
    });
    beforeEach(async () => handle.reset());

    it('a database that stops answering is a 503 within the deadline, not a request left hanging', async () => {
      const stuck = createBookingService({
        getDb: async () => handle.db,
        rateLimiter: { consume: () => new Promise(() => {}) } as never,
        storeTimeoutMs: 200,
        lifecycle: testLifecycleSettings(),
      });
      expect(await stuck.submit(roomInput({ date: inDays(3) }), meta())).toEqual({
        status: 'unavailable',
        reason: 'store_timeout',
      });
    });

    it('a sender whose claim ran out cannot mark the mail; the new holder can', async () => {
      await submitConfirmed(service, handle.db, roomInput({ date: inDays(3) }), meta());
      const first = newClaimToken();
      const [mail] = await claimDueMails(handle.db, 1, 1, first);
      await sleep(20);
      const second = newClaimToken();
      const again = await claimDueMails(handle.db, 2, 60_000, second);
      expect(again.map((row) => row.id)).toContain(mail!.id);
      expect(await markMailSent(handle.db, mail!.id, first)).toBe(false);
      expect(await markMailSent(handle.db, mail!.id, second)).toBe(true);
    });

    it('two senders with sends slower than a batch lease never send a mail twice', async () => {
      for (let i = 0; i < 5; i++)
        await submitConfirmed(
          service,
          handle.db,
          // A parent of their own each: at most 3 of one e-mail or phone may wait at once.
          roomInput({
            date: inDays(4 + i),
            name: `Parent ${i}`,
            email: `parent${i}@example.com`,
            phone: `067 700 00${i}`,
          }),
          meta(`192.0.2.${i}`),
        );
      const sent: number[] = [];
      const slow = {
        send: async (mail: { id: number }) => void (await sleep(200), sent.push(mail.id)),
      };
      // A lease of 1.5 s: longer than one send (200 ms, with room for a busy machine), shorter
      // than ten of them (a batch of ten claimed at once would run out and be sent again).
      await Promise.all([
        deliverDueMails(handle.db, slow, { leaseMs: 1_500 }),
        deliverDueMails(handle.db, slow, { leaseMs: 1_500 }),
      ]);
      expect(sent).toHaveLength(10);
      expect(new Set(sent).size).toBe(10);
    });

    it('a mail accepted by SMTP but not marked sent is recorded on the next run, not resent', async () => {
      await submitConfirmed(service, handle.db, roomInput({ date: inDays(3) }), meta());
      const sent: number[] = [];
      const unmarked = new Map<number, string>();
      // The database goes away between the send and the mark: simulated by a db whose update fails once.
      let failNextUpdate = true;
      const flaky = new Proxy(handle.db, {
        get(target, property, receiver) {
          if (property === 'update' && failNextUpdate && sent.length) {
            failNextUpdate = false;
            return () => {
              throw Object.assign(new Error('connection lost'), { code: '57P01' });
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      const sender = { send: async (mail: { id: number }) => void sent.push(mail.id) };
      await expect(deliverDueMails(flaky, sender, { unmarked })).rejects.toThrow();
      expect(unmarked.size).toBe(1);
      await deliverDueMails(handle.db, sender, { unmarked });
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(2);
      expect(
        (await handle.db.select().from(outboxEmails)).every((row) => row.status === 'sent'),
      ).toBe(true);
    });

    it('a 5xx answer fails the mail at once; it is listed and can be queued again', async () => {
      await submitConfirmed(service, handle.db, roomInput({ date: inDays(3) }), meta());
      const refusing = {
        send: async () =>
          Promise.reject(Object.assign(new Error('550 relaying denied'), { responseCode: 550 })),
      };
      await deliverDueMails(handle.db, refusing);
      await deliverDueMails(handle.db, refusing);
      const failed = await listFailedMails(handle.db);
      expect(failed).toHaveLength(2);
      expect(failed[0]!.lastError).toContain('550');
      expect(await requeueFailedMails(handle.db, failed[0]!.id)).toEqual([failed[0]!.id]);
      expect(await requeueFailedMails(handle.db, 'all')).toEqual([failed[1]!.id]);
      const sent: number[] = [];
      expect(
        (await deliverDueMails(handle.db, { send: async (mail) => void sent.push(mail.id) })).sent,
      ).toBe(2);
    });

    it('purges requests, their e-mails and mail files older than the cut-off; keeps newer ones', async () => {
      await bookRoom(3, { email: 'old@example.com' }, '1');
      await bookRoom(4, { email: 'new@example.com' }, '2');
      await handle.db.execute(
        sql`UPDATE booking_requests SET created_at = now() - interval '25 months' WHERE email = 'old@example.com'`,
      );
      const mails = await fileEveryMail();
      const [old] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.email, 'old@example.com'));
      const oldMailIds = mails.filter((mail) => mail.bookingId === old!.id).map((mail) => mail.id);
      const stray = path.join(mailDir, '2020-01-01T00-00-00-000Z-999-venue.eml');
      writeFileSync(stray, 'x');
      utimesSync(stray, new Date('2020-01-01'), new Date('2020-01-01'));

      const result = await purgeBefore(
        handle,
        new Date(Date.now() - 24 * 30 * 86_400_000),
        mailDir,
      );
      expect(result).toMatchObject({ bookings: 1, mails: 2 });
      expect(result.files).toHaveLength(3);
      expect((await handle.db.select().from(bookingRequests)).map((row) => row.email)).toEqual([
        'new@example.com',
      ]);
      const left = await handle.db.select().from(outboxEmails);
      expect(left).toHaveLength(2);
      expect(left.some((mail) => oldMailIds.includes(mail.id))).toBe(false);
      expect(readdirSync(mailDir)).toHaveLength(2);
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('erases every trace of one address and says what it removed', async () => {
      await bookRoom(3, { email: 'Ana@Example.com' }, '1');
      await bookRoom(5, { email: 'ana@example.com' }, '1');
      await bookRoom(4, { email: 'other@example.com' }, '2');
      await handle.db
        .insert(newsletterSubscribers)
        .values({ email: 'ana@example.com', locale: 'en' });
      await fileEveryMail();

      const result = await eraseAddress(handle, ' ANA@example.com ', mailDir);
      expect(result).toMatchObject({ bookings: 2, mails: 4, newsletter: 1 });
      expect(result.references).toHaveLength(2);
      expect(result.files).toHaveLength(4);
      expect((await handle.db.select().from(bookingRequests)).map((row) => row.email)).toEqual([
        'other@example.com',
      ]);
      const left = await handle.db.select().from(outboxEmails);
      expect(
        left.every((mail) => mail.to !== 'ana@example.com' && mail.replyTo !== 'ana@example.com'),
      ).toBe(true);
      expect(left).toHaveLength(2);
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
      expect(readdirSync(mailDir)).toHaveLength(2);
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('erases by reference and by phone number, a phone booking without an e-mail too, with their mails and files', async () => {
      const first = await bookRoom(3, { email: 'ana@example.com', phone: '+382 67 123 456' }, '1');
      await bookRoom(5, { email: 'ana.two@example.com', phone: '38267123456' }, '2');
      const kept = await bookRoom(4, { email: 'other@example.com', phone: '069 555 666' }, '3');
      // As the desk stores a booking taken by phone without an e-mail.
      await handle.db
        .update(bookingRequests)
        .set({ email: '' })
        .where(eq(bookingRequests.email, 'ana.two@example.com'));
      await fileEveryMail();
      const reference = (result: Awaited<ReturnType<typeof submitConfirmed>>) =>
        'reference' in result ? result.reference : '';
      // PGlite's position in its write-ahead log (PGlite answers with `rows`).
      const pglite = async (query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
          .rows[0]!;
      const before =
        handle.kind === 'pglite' ? (await pglite(sql`SELECT pg_current_wal_lsn() AS lsn`)).lsn : '';

      const byPhone = await erase(handle, { phone: '+382 67 123 456' }, mailDir);
      expect(byPhone).toMatchObject({ bookings: 2, mails: 4 });
      expect(byPhone.references).toContain(reference(first));
      expect(byPhone.files).toHaveLength(4);
      if (handle.kind === 'pglite') {
        // PGlite kept the deleted rows in its write-ahead log: a checkpoint followed the erase.
        const checkpoint = await pglite(
          sql`SELECT (pg_control_checkpoint()).redo_lsn > ${before}::pg_lsn AS after`,
        );
        expect(checkpoint.after).toBe(true);
      }

      const byReference = await erase(
        handle,
        { reference: reference(kept).toLowerCase() },
        mailDir,
      );
      expect(byReference).toMatchObject({ bookings: 1, mails: 2, references: [reference(kept)] });
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
      expect(readdirSync(mailDir)).toHaveLength(0);
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('the purge deletes the staff sign-in mails and their files after a day', async () => {
      const signIn = { bookingId: null, kind: 'staff' as const, subject: 'Sign in', html: '' };
      const [old, fresh] = await handle.db
        .insert(outboxEmails)
        .values([
          { ...signIn, to: 'desk@cluville.test', text: 'link' },
          { ...signIn, to: 'desk@cluville.test', text: 'link' },
        ])
        .returning();
      await handle.db.execute(
        sql`UPDATE outbox_emails SET created_at = now() - interval '25 hours' WHERE id = ${old!.id}`,
      );
      mkdirSync(mailDir, { recursive: true });
      const dayAgo = new Date(Date.now() - 25 * 3_600_000);
      for (const mail of [old!, fresh!]) {
        const file = path.join(mailDir, `2026-01-01T00-00-00-000Z-${mail.id}-staff.eml`);
        writeFileSync(file, 'x');
        if (mail === old) utimesSync(file, dayAgo, dayAgo);
      }
      // A sign-in mail's file whose row is already gone.
      const stray = path.join(mailDir, '2026-01-01T00-00-00-000Z-998-staff.eml');
      writeFileSync(stray, 'x');
      utimesSync(stray, dayAgo, dayAgo);

      const result = await purgeBefore(
        handle,
        new Date(Date.now() - 24 * 30 * 86_400_000),
        mailDir,
      );
      expect(result.mails).toBe(1);
      expect((await handle.db.select().from(outboxEmails)).map((mail) => mail.id)).toEqual([
        fresh!.id,
      ]);
      expect(readdirSync(mailDir)).toEqual([`2026-01-01T00-00-00-000Z-${fresh!.id}-staff.eml`]);
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('a scheduled job claimed by several runners at once runs once per occurrence', async () => {
      let runs = 0;
      const job: ScheduledJob = {
        name: 'test-job',
        everyMs: 3_600_000,
        run: async () => (await sleep(30), runs++, 'ok'),
      };
      const results = await Promise.all([
        runDueJobs(handle.db, [job]),
        runDueJobs(handle.db, [job]),
        runDueJobs(handle.db, [job]),
      ]);
      expect(results.flat()).toEqual(['test-job']);
      expect(runs).toBe(1);
      expect(await runDueJobs(handle.db, [job])).toEqual([]);
      const [row] = await handle.db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, 'test-job'));
      expect(row).toMatchObject({ lastResult: 'ok', claimToken: null });
      expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    });
  });
}
