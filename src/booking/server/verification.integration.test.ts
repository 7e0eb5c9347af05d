// A request holds only once its e-mail is confirmed, and the venue answers on the desk, on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL: an unconfirmed request holds its time for
// BOOKING_VERIFY_WITHIN and then releases it quietly; a confirmed one holds until BOOKING_HOLD_TTL
// and only then is the venue told; at most 2 unconfirmed requests at once per client address (an
// IPv6 address by its /64), counted in the database; the caps per e-mail and per phone compare
// normalised contacts; a venue action through a signed link is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  bookingEvents,
  bookingHolds,
  bookingRequests,
  outboxEmails,
  type BookingRow,
} from '@/lib/db/schema';
import { lifecycleJob } from './lifecycle-jobs';
import { handleLinkPost } from './link-actions';
import type { BookingService, SubmitResult } from './service';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import {
  birthdayInput,
  inDays,
  partyContext,
  roomInput,
  slotAt,
  testContext,
} from '../testing/fixtures';
import {
  TEST_VENUE,
  testAnswering,
  testLifecycle,
  testLifecycleSettings,
  venueActionToken,
} from '../testing/lifecycle';
import { confirmRequest } from '../testing/verify';

const today = inDays(0);
const MINUTE = 60_000;
const VERIFY_WITHIN = 30 * MINUTE;
const HOLD_TTL = 48 * 60 * MINUTE;

for (const database of testDatabases('verify', {
  postgres: 'requests from one address arriving together, counted under one lock',
})) {
  describe(`requests confirmed by e-mail on ${database.name}`, () => {
    let handle: TestDb;
    let service: BookingService;
    const en = testContext('en', today);
    const me = testContext('me', today);
    let n = 0;
    /** A parent of their own, from an address of their own, unless the test says otherwise. */
    const someone = () => {
      n += 1;
      return {
        name: `Parent ${n}`,
        email: `parent${n}@example.com`,
        phone: `067 ${String(100 + n).padStart(3, '0')} ${String(n).padStart(3, '0')}`,
      };
    };
    const from = (clientAddress: string, context = en) => ({ context, clientAddress });
    let address = 0;
    const anywhere = () => from(`198.51.100.${++address % 250}`);
    const rowOf = async (result: SubmitResult) =>
      (
        await handle.db
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.reference, (result as { reference: string }).reference))
      )[0]!;
    const holdsOf = async (id: number) =>
      (await handle.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, id))).map(
        (hold) => hold.holding,
      );
    const mailsOf = async (id: number) =>
      (
        await handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.bookingId, id))
          .orderBy(asc(outboxEmails.id))
      ).map((mail) => mail.kind);
    /** The lifecycle's scheduled run (expiry, nudges, reminders) at `at`. */
    const runJobsAt = async (at: Date) => {
      const { lifecycle, deps } = testLifecycle({}, () => at);
      return lifecycleJob(lifecycle, deps).run(handle.db);
    };

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
    });

    describe('the hold of a request', () => {
      it('an unconfirmed request holds its time for BOOKING_VERIFY_WITHIN, then releases it quietly', async () => {
        // Two game rooms only: the Legendary Party plays both, so the time holds for no one else.
        const party = partyContext(2);
        const input = birthdayInput({
          package: 'legendary-party',
          // Six children: four for the Space Mission, two for the Dragon's Cave.
          children: '6',
          date: inDays(4),
          time: '15:00',
        });
        const result = await service.submit(input, { context: party, clientAddress: '192.0.2.10' });
        expect(result).toMatchObject({ status: 'created', verifyWithinMs: VERIFY_WITHIN });
        const row = await rowOf(result);
        expect(row.status).toBe('unverified');
        expect(row.holdUntil!.getTime() - row.createdAt.getTime()).toBe(VERIFY_WITHIN);
        // A hall and two game rooms, all held: no one else gets that time meanwhile.
        expect(await holdsOf(row.id)).toEqual([true, true, true]);
        const rival = { ...input, ...someone() };
        expect(
          (await service.submit(rival, { context: party, clientAddress: '192.0.2.11' })).status,
        ).toBe('taken');
        // Only the acknowledgement: the venue has not been told.
        expect(await mailsOf(row.id)).toEqual(['parent']);

        await runJobsAt(new Date(row.holdUntil!.getTime() - MINUTE));
        expect((await rowOf(result)).status).toBe('unverified');

        await runJobsAt(new Date(row.holdUntil!.getTime() + 1000));
        const expired = await rowOf(result);
        expect(expired).toMatchObject({ status: 'expired', clientKey: null });
        expect(await holdsOf(row.id)).toEqual([false, false, false]);
        // Quietly: no mail to the parent, none to the venue.
        expect(await mailsOf(row.id)).toEqual(['parent']);
        const events = await handle.db
          .select()
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, row.id));
        expect(events.map((event) => [event.actor, event.fromStatus, event.toStatus])).toEqual([
          ['system', 'unverified', 'expired'],
        ]);
        // The time is free again.
        expect(
          (await service.submit(rival, { context: party, clientAddress: '192.0.2.11' })).status,
        ).toBe('created');
      });

      it('a confirmed request holds until BOOKING_HOLD_TTL from its confirmation; the venue is told then', async () => {
        // Starting after the hold's end: it can run its whole BOOKING_HOLD_TTL.
        const later = { date: inDays(5), time: '15:00' };
        const result = await service.submit(roomInput({ ...later, ...someone() }), anywhere());
        const row = await rowOf(result);
        expect(row.clientKey).not.toBeNull();
        expect(await mailsOf(row.id)).toEqual(['parent']);

        const confirmedAt = Date.now();
        const confirmed = await confirmRequest(handle.db, result);
        expect(confirmed).toMatchObject({ status: 'pending', clientKey: null });
        expect(confirmed.holdUntil!.getTime()).toBeGreaterThanOrEqual(confirmedAt + HOLD_TTL);
        expect(confirmed.holdUntil!.getTime()).toBeLessThan(Date.now() + HOLD_TTL + 1000);
        expect(await mailsOf(row.id)).toEqual(['parent', 'venue']);
        const [venue] = await handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.kind, 'venue'));
        expect(venue).toMatchObject({ to: TEST_VENUE.email, replyTo: row.email });
        expect(venue!.text).toContain(`/staff/bookings/${row.id}`);

        // Past the time to confirm, it still holds.
        await runJobsAt(new Date(row.createdAt.getTime() + VERIFY_WITHIN + MINUTE));
        expect((await rowOf(result)).status).toBe('pending');
        expect(await holdsOf(row.id)).toEqual([true]);
        await runJobsAt(new Date(confirmed.holdUntil!.getTime() - MINUTE));
        expect((await rowOf(result)).status).toBe('pending');
        expect(await holdsOf(row.id)).toEqual([true]);
        // Until its hold ends: then it expires, and the parent is told (it reached the venue).
        await runJobsAt(new Date(confirmed.holdUntil!.getTime() + 1000));
        expect((await rowOf(result)).status).toBe('expired');
        expect(await holdsOf(row.id)).toEqual([false]);
        expect((await mailsOf(row.id)).at(-1)).toBe('parent');
      });

      it('a request confirmed too late is not confirmed: the link’s button finds it expired', async () => {
        const result = await service.submit(roomInput({ ...slotAt(1), ...someone() }), anywhere());
        const row = await rowOf(result);
        await runJobsAt(new Date(row.holdUntil!.getTime() + 1000));
        await expect(confirmRequest(handle.db, result)).rejects.toThrow(/not-allowed/);
        expect((await rowOf(result)).status).toBe('expired');
        expect(await mailsOf(row.id)).toEqual(['parent']);
      });
    });

    describe('unconfirmed requests per client address', () => {
      it('the third from one address is 429 in the parent’s language, while a second address is served', async () => {
        const one = '203.0.113.50';
        for (let i = 0; i < 2; i++)
          expect(
            (await service.submit(roomInput({ ...slotAt(i), ...someone() }), from(one))).status,
          ).toBe('created');
        expect(await service.submit(roomInput({ ...slotAt(2), ...someone() }), from(one))).toEqual({
          status: 'too-many-unconfirmed',
          message: expect.stringContaining('You already have 2 requests you have not confirmed'),
        });
        expect(
          await service.submit(roomInput({ ...slotAt(2), ...someone() }), from(one, me)),
        ).toEqual({
          status: 'too-many-unconfirmed',
          message: expect.stringContaining('Već imate 2 zahtjeva koje još niste potvrdili'),
        });
        expect(
          (await service.submit(roomInput({ ...slotAt(2), ...someone() }), from('203.0.113.51')))
            .status,
        ).toBe('created');
        expect(await handle.db.select().from(bookingRequests)).toHaveLength(3);
      });

      it('the addresses of one IPv6 /64 count together, another /64 apart', async () => {
        const submitFrom = (i: number, clientAddress: string) =>
          service.submit(roomInput({ ...slotAt(i), ...someone() }), from(clientAddress));
        expect((await submitFrom(0, '2001:db8:7:8::1')).status).toBe('created');
        expect((await submitFrom(1, '2001:db8:7:8:aaaa::2')).status).toBe('created');
        expect((await submitFrom(2, '2001:db8:7:8:ffff:ffff:ffff:ffff')).status).toBe(
          'too-many-unconfirmed',
        );
        expect((await submitFrom(3, '2001:db8:7:9::1')).status).toBe('created');
      });

      it('a confirmed or an expired request no longer counts for its address', async () => {
        const one = '203.0.113.60';
        const first = await service.submit(roomInput({ ...slotAt(0), ...someone() }), from(one));
        const second = await service.submit(roomInput({ ...slotAt(1), ...someone() }), from(one));
        expect(
          (await service.submit(roomInput({ ...slotAt(2), ...someone() }), from(one))).status,
        ).toBe('too-many-unconfirmed');
        await confirmRequest(handle.db, first);
        expect(
          (await service.submit(roomInput({ ...slotAt(2), ...someone() }), from(one))).status,
        ).toBe('created');
        await runJobsAt(new Date((await rowOf(second)).holdUntil!.getTime() + 1000));
        expect(
          (await service.submit(roomInput({ ...slotAt(3), ...someone() }), from(one))).status,
        ).toBe('created');
      });

      it('lets no more than 2 through when many arrive from one address at once', async () => {
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            service.submit(roomInput({ ...slotAt(i), ...someone() }), from('203.0.113.70')),
          ),
        );
        const statuses = results.map((result) => result.status);
        expect(statuses.filter((status) => status === 'created')).toHaveLength(2);
        expect(statuses.filter((status) => status === 'too-many-unconfirmed')).toHaveLength(4);
        expect(await handle.db.select().from(bookingRequests)).toHaveLength(2);
      }, 30_000);

      it('the staff’s phone bookings need no confirmation and count for no address', async () => {
        const staff = { kind: 'staff', address: 'desk@cluville.test', locale: 'en' } as const;
        for (let i = 0; i < 3; i++) {
          const result = await service.submit(roomInput({ ...slotAt(i), ...someone() }), {
            ...from('203.0.113.80'),
            channel: staff,
          });
          expect(result.status).toBe('created');
          expect(await rowOf(result)).toMatchObject({ status: 'confirmed', clientKey: null });
        }
      });
    });

    describe('the caps per e-mail and per phone', () => {
      it('Ana+x@Example.com and ana@example.com are one contact', async () => {
        const phones = ['067 901 001', '067 901 002', '067 901 003', '067 901 004'];
        const emails = ['ana@example.com', 'Ana+x@Example.com', ' ANA+party@example.com'];
        for (const [i, email] of emails.entries()) {
          const result = await service.submit(
            roomInput({ ...slotAt(i), email, phone: phones[i]! }),
            anywhere(),
          );
          expect(result.status, email).toBe('created');
          expect((await rowOf(result)).emailKey).toBe('ana@example.com');
        }
        expect(
          (
            await service.submit(
              roomInput({ ...slotAt(3), email: 'ana@example.com', phone: phones[3]! }),
              anywhere(),
            )
          ).status,
        ).toBe('too-many-waiting');
      });

      it('069 123 456 and +382 69 123 456 are one phone', async () => {
        const phones = ['069 123 456', '+382 69 123 456', '00382 69 123 456'];
        for (const [i, phone] of phones.entries()) {
          const result = await service.submit(
            roomInput({ ...slotAt(i), phone, email: `p${i}@example.com` }),
            anywhere(),
          );
          expect(result.status, phone).toBe('created');
          expect((await rowOf(result)).phoneKey).toBe('+38269123456');
        }
        expect(
          (
            await service.submit(
              roomInput({ ...slotAt(3), phone: '069-123-456', email: 'p9@example.com' }),
              anywhere(),
            )
          ).status,
        ).toBe('too-many-waiting');
        // Another number is another contact.
        expect(
          (
            await service.submit(
              roomInput({ ...slotAt(3), phone: '069 123 457', email: 'p9@example.com' }),
              anywhere(),
            )
          ).status,
        ).toBe('created');
      });
    });

    describe('the venue’s answers', () => {
      const linkDeps = () => ({
        settings: testLifecycleSettings(),
        answering: testAnswering(() => handle.db, en),
      });
      const post = (fields: Record<string, string>) =>
        handleLinkPost(new URLSearchParams({ locale: 'en', ...fields }), linkDeps());
      const snapshot = async (row: BookingRow) => ({
        row: (
          await handle.db.select().from(bookingRequests).where(eq(bookingRequests.id, row.id))
        )[0],
        holds: await handle.db
          .select()
          .from(bookingHolds)
          .where(eq(bookingHolds.bookingId, row.id)),
        events: await handle.db
          .select()
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, row.id)),
        mails: await handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.bookingId, row.id)),
      });

      it('a venue action through a signed link is refused and the booking is unchanged', async () => {
        const result = await service.submit(roomInput({ ...slotAt(0), ...someone() }), anywhere());
        const booking = await confirmRequest(handle.db, result);
        const before = await snapshot(booking);
        expect(before.row!.status).toBe('pending');
        const expiry = new Date(Date.now() + 14 * 86_400_000);
        for (const action of ['confirm', 'propose', 'decline'] as const) {
          const token = venueActionToken(booking.id, action, expiry);
          for (const op of ['confirm', 'propose', 'decline', 'accept', 'cancel', 'verify'])
            expect(
              await post({ token, op, date: inDays(6), time: '15:00', reason: 'other' }),
              `${action} link, ${op}`,
            ).toEqual({ kind: 'forbidden' });
        }
        // The parent's own manage link does not carry a venue action either.
        const manage = testLifecycleSettings().links.sign(booking.id, 'manage', booking.endsAt);
        for (const op of ['confirm', 'propose', 'decline'])
          expect(await post({ token: manage, op, reason: 'other' })).toEqual({ kind: 'forbidden' });
        expect(await snapshot(booking)).toEqual(before);
      });

      it('the parent’s confirm link confirms through the same post, and leads on to the manage page', async () => {
        const result = await service.submit(roomInput({ ...slotAt(1), ...someone() }), anywhere());
        const row = await rowOf(result);
        const settings = testLifecycleSettings();
        const token = settings.links.sign(row.id, 'verify', row.endsAt);
        // Only the confirm: the link offers nothing else.
        expect(await post({ token, op: 'cancel' })).toEqual({ kind: 'forbidden' });
        const done = await post({ token, op: 'verify' });
        expect(done).toMatchObject({ kind: 'done', done: 'verified' });
        expect(settings.links.verify((done as { token: string }).token)).toMatchObject({
          ok: true,
          claims: { bookingId: row.id, action: 'manage' },
        });
        expect((await rowOf(result)).status).toBe('pending');
        expect(await mailsOf(row.id)).toEqual(['parent', 'venue']);
        // A second press changes nothing.
        expect(await post({ token, op: 'verify' })).toMatchObject({
          kind: 'refused',
          reason: 'not-allowed',
        });
        expect(await mailsOf(row.id)).toEqual(['parent', 'venue']);
      });
    });
  });
}
