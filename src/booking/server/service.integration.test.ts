import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingHolds, bookingRequests, outboxEmails, rateLimits } from '@/lib/db/schema';
import { deliverDueMails } from '../mail/outbox';
import { planHolds, store, validate, type HoldPlan, type ValidRequest } from './submit-steps';
import { createBookingService } from './service';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { birthdayInput, roomInput, testContext, inDays, slotAt } from '../testing/fixtures';
import { TEST_VENUE, testLifecycleSettings } from '../testing/lifecycle';
import { confirmRequest, submitConfirmed } from '../testing/verify';

const today = inDays(0);

for (const database of testDatabases('service', {
  postgres: 'concurrent writers: duplicates serialised by an advisory lock',
})) {
  describe(`booking service on ${database.name}`, () => {
    let handle: TestDb;
    let service: ReturnType<typeof createBookingService>;
    const context = { ...testContext('en', today) };
    const meta = (address = '203.0.113.1') => ({ context, clientAddress: address });
    // A parent of their own per request: at most 3 of one e-mail or phone may wait at once.
    const parent = (i: number) => ({
      name: `Parent ${i}`,
      email: `parent${i}@example.com`,
      phone: `067 500 ${String(i).padStart(3, '0')}`,
    });

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
    });

    it('stores the request unconfirmed with its price and the acknowledgement in one go; the venue’s mail once confirmed', async () => {
      // Nine children: one beyond the package's eight, all in the Space Mission at once.
      const result = await service.submit(
        birthdayInput({ date: inDays(5), package: 'little-explorer', children: '9' }),
        meta(),
      );
      expect(result.status).toBe('created');
      const reference = (result as { reference: string }).reference;
      expect(reference).toMatch(/^CLV-[2-9A-Z]{5}$/);
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, reference));
      expect(row).toMatchObject({
        status: 'unverified',
        resource: 'hall:1',
        form: 'birthday',
        locale: 'en',
        packageName: 'Little Explorer',
        withCake: false,
        children: 9,
        totalCents: 12000 - 2500 + 800,
      });
      expect(row!.price).toMatchObject({
        packageCents: 12000,
        cakeDeductionCents: 2500,
        extraChildren: 1,
        extraChildrenCents: 800,
        totalCents: 10300,
      });
      const mailsOf = () =>
        handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.bookingId, row!.id))
          .orderBy(outboxEmails.kind);
      expect(
        (await mailsOf()).map((mail) => [mail.kind, mail.to, mail.replyTo, mail.status]),
      ).toEqual([['parent', 'ana@example.com', 'info@cluville.test', 'pending']]);
      await confirmRequest(handle.db, reference);
      const mails = await mailsOf();
      // The venue's, queued by the confirmation, to the lifecycle's venue address (the site's
      // is one: BOOKING_NOTIFY_TO, or the footer's).
      expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo, mail.status])).toEqual([
        ['parent', 'ana@example.com', 'info@cluville.test', 'pending'],
        ['venue', TEST_VENUE.email, 'ana@example.com', 'pending'],
      ]);
      expect(mails[0]!.text).toContain(reference);
      expect(mails[0]!.html).toMatch(/103\s€/);
      expect(mails[1]!.text).toContain(reference);
      expect(mails[1]!.html).toMatch(/103\s€/);
    });

    it("stores a room's price from the price list by players, and mails it", async () => {
      const priced = {
        ...context,
        roomPrices: [
          { playersMin: 2, playersMax: 3, perPlayerCents: 1500 },
          { playersMin: 4, playersMax: null, perPlayerCents: 1200 },
        ],
      };
      const result = await submitConfirmed(
        service,
        handle.db,
        roomInput({ date: inDays(6), time: '16:00', ...parent(40) }),
        { context: priced, clientAddress: '203.0.113.40' },
      );
      expect(result.status).toBe('created');
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (result as { reference: string }).reference));
      expect(row).toMatchObject({ form: 'room', players: 5, totalCents: 6000 });
      expect(row!.price).toEqual({
        kind: 'room',
        players: 5,
        perPlayerCents: 1200,
        totalCents: 6000,
      });
      const [venue] = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, row!.id))
        .orderBy(outboxEmails.kind)
        .offset(1);
      expect(venue!.text).toMatch(/Ukupno:\s+60\s€/);
    });

    it('stores a party’s extras as lines with their prices at the time, in its total and mails', async () => {
      const result = await submitConfirmed(
        service,
        handle.db,
        birthdayInput({
          date: inDays(7),
          package: 'big-adventurer',
          cake: 'yes',
          children: '10',
          extras: 'pizza-for-every-child:1,goody-bag-for-a-guest:12,a-second-cake:1',
          ...parent(41),
        }),
        meta('203.0.113.41'),
      );
      expect(result.status).toBe('created');
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (result as { reference: string }).reference));
      // 160 € + pizza 10 × 4 € + 12 goody bags × 5 € + a second cake 25 €
      const total = 16000 + 4000 + 6000 + 2500;
      expect(row).toMatchObject({ form: 'birthday', children: 10, totalCents: total });
      expect(row!.price).toMatchObject({
        totalCents: total,
        extras: [
          {
            key: 'pizza-for-every-child',
            name: 'Pizza for every child',
            perChild: true,
            unitCents: 400,
            quantity: 10,
            totalCents: 4000,
          },
          { name: 'Goody bag for a guest', unitCents: 500, quantity: 12, totalCents: 6000 },
          { name: 'A second cake', unitCents: 2500, quantity: 1, totalCents: 2500 },
        ],
      });
      const mails = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, row!.id))
        .orderBy(outboxEmails.kind);
      expect(mails[0]!.text).toMatch(/Pizza for every child: 10 × 4\s€:?\s+40\s€/);
      // The venue reads its own language: each line stores both names.
      expect(mails[1]!.text).toMatch(/Poklon-kesica za goste: 12 × 5\s€:?\s+60\s€/);
      expect(mails[1]!.text).toMatch(/Ukupno:\s+285\s€/);
    });

    it('refuses an unknown extra and a quantity above the most, storing nothing', async () => {
      const before = (await handle.db.select().from(bookingRequests)).length;
      for (const extras of ['bouncy-castle:1', 'photographer-at-the-party-1-hour:2']) {
        const result = await service.submit(
          birthdayInput({ date: inDays(7), extras, ...parent(42) }),
          meta('203.0.113.42'),
        );
        expect(result).toMatchObject({ status: 'invalid' });
        expect((result as { errors: Record<string, string> }).errors.extras).toBeTruthy();
      }
      expect((await handle.db.select().from(bookingRequests)).length).toBe(before);
    });

    it('writes nothing when writing an e-mail fails: request and outbox share the transaction', async () => {
      // The store step as the service runs it, with an acknowledgement's recipient that is no
      // string: queueing it fails inside the transaction, after the booking row and its hold.
      const valid = validate(roomInput(slotAt(0)), meta()) as ValidRequest;
      const plan = planHolds(valid, new Date()) as HoldPlan;
      const request = { ...valid, input: { ...valid.input, email: null as unknown as string } };
      const attempt = store(handle.db, request, plan, {
        venue: { email: 'info@cluville.test', phone: '', locale: 'en' },
        ackCap: 100,
        lifecycle: testLifecycleSettings(),
        roomTitles: new Map(),
        serialise: handle.kind === 'postgres',
        duplicateSince: new Date(0),
      });
      await expect(attempt).rejects.toThrow();
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
      expect(await handle.db.select().from(bookingHolds)).toHaveLength(0);
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
    });

    it('answers an identical submission with the first reference and no new row or e-mail', async () => {
      const input = roomInput(slotAt(0));
      const first = await service.submit(input, meta());
      const again = await service.submit(
        { ...input, email: 'MARKO@example.com ', name: 'marko  vuković' },
        meta(),
      );
      expect(again).toEqual({
        status: 'duplicate',
        reference: (first as { reference: string }).reference,
      });
      // Two identical submissions arriving together also become one request.
      const other = roomInput(slotAt(1));
      const [a, b] = await Promise.all([
        service.submit(other, meta()),
        service.submit(other, meta()),
      ]);
      expect((a as { reference: string }).reference).toBe((b as { reference: string }).reference);
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(2);
      // Each request's acknowledgement, once (the venue's mails wait for the parents' confirmation).
      expect((await handle.db.select().from(outboxEmails)).map((mail) => mail.kind).sort()).toEqual(
        ['parent', 'parent'],
      );
    });

    it('refuses the 11th request in an hour from one address, counted in the database', async () => {
      // Each confirmed as it comes: the address's unconfirmed ones stay under their own cap.
      for (let i = 0; i < 10; i++) {
        expect(
          (
            await submitConfirmed(
              service,
              handle.db,
              roomInput({ ...slotAt(i), players: String(4 + (i % 6)), ...parent(i) }),
              meta('198.51.100.7'),
            )
          ).status,
        ).toBe('created');
      }
      const refused = await service.submit(
        roomInput({ ...slotAt(10), ...parent(10) }),
        meta('198.51.100.7'),
      );
      expect(refused.status).toBe('rate-limited');
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect(
        (await service.submit(roomInput({ ...slotAt(11), ...parent(11) }), meta('198.51.100.8')))
          .status,
      ).toBe('created');
      const [counter] = await handle.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, 'booking:ip:198.51.100.7'));
      expect(counter!.count).toBe(11);
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(11);
    });

    it('two delivery workers running together send each e-mail exactly once', async () => {
      for (let i = 0; i < 15; i++)
        await submitConfirmed(
          service,
          handle.db,
          roomInput({ ...slotAt(i), ...parent(i) }),
          meta(`192.0.2.${i}`),
        );
      const sent: number[] = [];
      const sender = {
        send: async (mail: { id: number }) =>
          void (await new Promise((resolve) => setTimeout(resolve, 5)), sent.push(mail.id)),
      };
      const [one, two] = await Promise.all([
        deliverDueMails(handle.db, sender),
        deliverDueMails(handle.db, sender),
      ]);
      expect(one.sent + two.sent).toBe(30);
      expect(new Set(sent).size).toBe(30);
      expect(sent).toHaveLength(30);
      const rows = await handle.db.select().from(outboxEmails);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      expect((await deliverDueMails(handle.db, sender)).sent).toBe(0);
    }, 30_000);

    it('retries a failed send with back-off and marks it sent once it goes through', async () => {
      await submitConfirmed(service, handle.db, roomInput(slotAt(3)), meta());
      let fail = true;
      const sender = {
        send: async () => {
          if (fail) throw new Error('connect ECONNREFUSED');
        },
      };
      // The first failure ends the run (the server is likely down); the rest wait for the next one.
      expect(await deliverDueMails(handle.db, sender, { backoffBaseMs: 50 })).toEqual({
        sent: 0,
        failed: 1,
      });
      const [waiting] = await handle.db.select().from(outboxEmails).orderBy(outboxEmails.id);
      expect(waiting).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'connect ECONNREFUSED',
      });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
      fail = false;
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await deliverDueMails(handle.db, sender, { backoffBaseMs: 50 })).sent).toBe(2);
    });
  });
}
