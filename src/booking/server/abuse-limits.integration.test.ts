// What stops one parent (or one script) from tying up the calendar, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a repeat of a request that no longer holds is a new request, at
// most 3 requests per e-mail and per phone wait for an answer at once (however many arrive
// together), and IPv6 addresses of one /64 share the hourly per-address count. Requests the venue
// answers are confirmed by their parents first (testing/verify.ts); the limits on unconfirmed
// requests are in verification.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequests, outboxEmails } from '@/lib/db/schema';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { roomInput, testContext, inDays, slotAt } from '../testing/fixtures';
import { testLifecycle } from '../testing/lifecycle';
import { submitConfirmed } from '../testing/verify';
import type { BookingService, SubmitResult } from './service';

const today = inDays(0);
const referenceOf = (result: SubmitResult) => (result as { reference: string }).reference;

for (const database of testDatabases('abuse', { postgres: 'concurrent writers under one limit' })) {
  describe(`abuse limits on ${database.name}`, () => {
    let handle: TestDb;
    let service: BookingService;
    const { lifecycle } = testLifecycle();
    const en = testContext('en', today);
    const me = testContext('me', today);
    let address = 0;
    // Each request from an address of its own, so the hourly per-address limit stays out of the way.
    const meta = (context = en) => ({ context, clientAddress: `192.0.2.${++address % 250}` });
    const rowOf = async (reference: string) =>
      (
        await handle.db
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.reference, reference))
      )[0]!;

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
    });

    describe('an identical request sent again', () => {
      it('after the parent withdrew it is a new request that holds the time again, with its mails', async () => {
        const input = roomInput(slotAt(0));
        const first = await submitConfirmed(service, handle.db, input, meta());
        expect(first.status).toBe('created');
        const withdrawn = await lifecycle.transition(
          handle.db,
          (await rowOf(referenceOf(first))).id,
          'cancel',
          { actor: { kind: 'parent' } },
        );
        expect(withdrawn.ok).toBe(true);

        const again = await submitConfirmed(service, handle.db, input, meta());
        expect(again.status).toBe('created');
        expect(referenceOf(again)).not.toBe(referenceOf(first));
        const row = await rowOf(referenceOf(again));
        expect(row.status).toBe('pending');
        const mails = await handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.bookingId, row.id));
        expect(mails.map((mail) => mail.kind).sort()).toEqual(['parent', 'venue']);
      });

      it('after the venue declined it is a new request too; one still waiting keeps its reference', async () => {
        const input = roomInput(slotAt(1));
        const first = await submitConfirmed(service, handle.db, input, meta());
        const declined = await lifecycle.transition(
          handle.db,
          (await rowOf(referenceOf(first))).id,
          'decline',
          { actor: { kind: 'staff' }, reason: 'fully-booked' },
        );
        expect(declined.ok).toBe(true);
        const again = await service.submit(input, meta());
        expect(again.status).toBe('created');
        expect(referenceOf(again)).not.toBe(referenceOf(first));

        // The new one holds: sending it a third time is answered with its reference.
        expect(await service.submit(input, meta())).toEqual({
          status: 'duplicate',
          reference: referenceOf(again),
        });
      });
    });

    describe('requests waiting per e-mail and per phone', () => {
      it('refuses the 4th waiting request of one e-mail, in the parent’s language, and stores nothing', async () => {
        for (let i = 0; i < 3; i++) {
          const result = await submitConfirmed(
            service,
            handle.db,
            roomInput({ ...slotAt(i), phone: `067 100 00${i}` }),
            meta(),
          );
          expect(result.status).toBe('created');
        }
        // Case and spacing do not make an address new.
        const fourth = await service.submit(
          roomInput({ ...slotAt(3), email: 'MARKO@Example.com', phone: '067 100 009' }),
          meta(),
        );
        expect(fourth).toEqual({
          status: 'too-many-waiting',
          message: expect.stringContaining('3 requests waiting'),
        });
        const inMontenegrin = await service.submit(
          roomInput({ ...slotAt(4), phone: '067 100 008' }),
          meta(me),
        );
        expect(inMontenegrin).toEqual({
          status: 'too-many-waiting',
          message: expect.stringContaining('3 zahtjeva'),
        });
        expect(await handle.db.select().from(bookingRequests)).toHaveLength(3);
        expect(await handle.db.select().from(outboxEmails)).toHaveLength(6);
      });

      it('counts a phone by its digits, whatever the e-mail; an answered request frees a place', async () => {
        const phones = ['067 222 333', '067-222-333', '067222333'];
        const references: string[] = [];
        for (const [i, phone] of phones.entries()) {
          const result = await submitConfirmed(
            service,
            handle.db,
            roomInput({ ...slotAt(i), phone, email: `parent${i}@example.com` }),
            meta(),
          );
          expect(result.status).toBe('created');
          references.push(referenceOf(result));
        }
        const fourth = roomInput({
          ...slotAt(3),
          phone: '0 6 7 2 2 2 3 3 3',
          email: 'x@example.com',
        });
        expect((await service.submit(fourth, meta())).status).toBe('too-many-waiting');

        // A confirmed booking no longer waits: the phone may send another request.
        const confirmed = await lifecycle.transition(
          handle.db,
          (await rowOf(references[0]!)).id,
          'confirm',
          { actor: { kind: 'staff' } },
        );
        expect(confirmed.ok).toBe(true);
        expect((await service.submit(fourth, meta())).status).toBe('created');
      });

      it('lets no more than 3 through when many arrive at once', async () => {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            service.submit(
              roomInput({
                ...slotAt(i),
                name: `Parent ${i}`,
                phone: `067 300 0${i}0`,
                email: 'same@example.com',
              }),
              meta(),
            ),
          ),
        );
        const statuses = results.map((result) => result.status).sort();
        expect(statuses.filter((status) => status === 'created')).toHaveLength(3);
        expect(statuses.filter((status) => status === 'too-many-waiting')).toHaveLength(5);
        expect(await handle.db.select().from(bookingRequests)).toHaveLength(3);
      }, 30_000);
    });

    describe('the hourly per-address limit', () => {
      it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
        // Each confirmed as it comes: the /64's unconfirmed requests stay under their own cap.
        const submitFrom = (i: number, clientAddress: string) =>
          submitConfirmed(
            service,
            handle.db,
            roomInput({
              ...slotAt(i),
              name: `Parent ${i}`,
              email: `p${i}@example.com`,
              phone: `067 400 0${String(i).padStart(2, '0')}`,
            }),
            { context: en, clientAddress },
          );
        for (let i = 0; i < 10; i++)
          expect((await submitFrom(i, `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(
            'created',
          );
        expect((await submitFrom(10, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(
          'rate-limited',
        );
        expect((await submitFrom(11, '2001:db8:1:3::1')).status).toBe('created');
      }, 30_000);
    });
  });
}
