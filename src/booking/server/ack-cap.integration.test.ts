// The overall cap on parents' acknowledgements (BOOKING_ACK_MAILS_PER_HOUR): counted in the
// database across instances, for stored requests only, and a mail past it waits in the outbox for
// an hour with room rather than being dropped. A booking must be confirmed from its
// acknowledgement within BOOKING_VERIFY_WITHIN of it: one whose acknowledgement could not go in
// time is refused (429) and holds nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { bookingRequests, outboxEmails } from '@/lib/db/schema';
import { silencedConsole } from '@/lib/testing/console-spy';
import { deliverDueMails } from '../mail/outbox';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { roomInput, testContext, inDays } from '../testing/fixtures';

const HOUR = 3_600_000;

for (const database of testDatabases('ack_cap')) {
  describe(`acknowledgement cap on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const stderr = silencedConsole('error');
    silencedConsole('log');
    // The app's clock stands a few minutes into the current hour, so every request of a test
    // falls in one hour (the cap's window); the database's clock runs on. A test starting in the
    // last minute of an hour waits for the next, so that hour does not end while it runs.
    let thisHour = 0;
    beforeEach(async () => {
      while (HOUR - (Date.now() % HOUR) < 60_000)
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      thisHour = Math.floor(Date.now() / HOUR) * HOUR;
    }, 120_000);
    afterEach(() => vi.useRealTimers());
    const atMinute = (minute: number) =>
      vi.useFakeTimers({ toFake: ['Date'], now: thisHour + minute * 60_000 });

    // Two instances on one database: the cap is counted there, not in memory.
    const instances = () => {
      const instance = () => bookingServiceOn(handle, { ackMailsPerHour: 2 });
      return [instance(), instance()] as const;
    };
    const context = () => testContext('en', inDays(0));
    /** The i-th parent, from an address, e-mail and phone of their own (a rotation of addresses). */
    const parent = (i: number, slot: Record<string, string>) =>
      [
        roomInput({ ...slot, email: `parent${i}@example.com`, phone: `067 600 0${10 + i}` }),
        { context: context(), clientAddress: `198.51.100.${i + 1}` },
      ] as const;
    /** The i-th company's team-building enquiry (it holds nothing, so it waits for no confirmation). */
    const company = (i: number) =>
      [
        {
          form: 'team',
          company: `Firma ${i}`,
          groupSize: '12',
          preferredDates: 'any Friday',
          name: `Ana ${i}`,
          email: `team${i}@example.com`,
          phone: `067 700 0${10 + i}`,
          message: '',
        },
        { context: context(), clientAddress: `198.51.100.${i + 101}` },
      ] as const;

    /** Each stored request's parent mail: whether there is one, and when it may go. */
    const parentMails = async () =>
      (
        await handle.db
          .select({
            reference: bookingRequests.reference,
            kind: outboxEmails.kind,
            nextAttemptAt: outboxEmails.nextAttemptAt,
            status: outboxEmails.status,
          })
          .from(outboxEmails)
          .innerJoin(bookingRequests, eq(bookingRequests.id, outboxEmails.bookingId))
          .where(eq(outboxEmails.kind, 'parent'))
          .orderBy(asc(bookingRequests.id))
      ).map((mail) => ({ ...mail, nextAttemptAt: mail.nextAttemptAt.getTime() }));

    const capWarnings = () =>
      stderr()
        .mock.calls.map(([line]) => String(line))
        .filter((line) => line.includes('booking.ack_cap_reached'));

    it('hole 7: requests refused with 409 (the time was taken) do not use up the acknowledgement cap', async () => {
      atMinute(5);
      const [a, b] = instances();
      const slot = { date: inDays(3), time: '12:00' };
      expect((await a.submit(...parent(0, slot))).status).toBe('created');
      // Ten parents ask for the time just taken: each is refused, none is stored.
      for (let i = 1; i <= 10; i++)
        expect((await (i % 2 ? b : a).submit(...parent(i, slot))).status).toBe('taken');
      // The next stored request still gets its acknowledgement at once: the cap counted one.
      const next = await b.submit(...parent(11, { date: inDays(4), time: '12:00' }));
      expect(next.status).toBe('created');
      const mails = await parentMails();
      expect(mails).toHaveLength(2);
      expect(mails[1]!.reference).toBe((next as { reference: string }).reference);
      expect(capWarnings()).toEqual([]);
      // Both may go at once: none waits past the app's clock at the time it was sent.
      expect(mails.every((mail) => mail.nextAttemptAt <= Date.now())).toBe(true);
    }, 60_000);

    it('hole 7: past the cap an acknowledgement waits in the outbox and is sent when its hour comes, two an hour', async () => {
      atMinute(5);
      const [a, b] = instances();
      const references: string[] = [];
      for (let i = 0; i < 5; i++) {
        const result = await (i % 2 ? b : a).submit(...company(i));
        expect(result.status).toBe('created');
        references.push((result as { reference: string }).reference);
      }
      // Every request was stored, and every parent has a mail: two go now, two in the next
      // hour, one in the hour after.
      const mails = await parentMails();
      expect(mails.map((mail) => mail.reference)).toEqual(references);
      expect(mails.map((mail) => mail.nextAttemptAt)).toEqual([
        expect.any(Number),
        expect.any(Number),
        thisHour + HOUR,
        thisHour + HOUR,
        thisHour + 2 * HOUR,
      ]);
      expect(capWarnings()).toHaveLength(3);
      const appNow = Date.now();
      expect(mails.slice(0, 2).every((mail) => mail.nextAttemptAt <= appNow)).toBe(true);
      vi.useRealTimers();
      // The outbox asks the database's clock what is due. A test started in the first minutes of
      // an hour has the app's clock (minute 5) ahead of the database's: the waiting times move
      // back by that much, as the clock catching up would bring them due.
      const ahead = Math.max(0, appNow - Date.now());
      await handle.db.execute(
        sql`UPDATE outbox_emails SET next_attempt_at = next_attempt_at - ${`${ahead} milliseconds`}::interval`,
      );

      const sent: string[] = [];
      const sender = {
        send: async (mail: { kind: string; bookingId: number | null }) =>
          void sent.push(`${mail.kind}:${mail.bookingId}`),
      };
      // Now: the five venue mails and two acknowledgements.
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 7, failed: 0 });
      expect(sent.filter((mail) => mail.startsWith('parent'))).toHaveLength(2);
      // An hour later (the waiting mails' times moved back by an hour, as the clock moving on
      // would bring them due): two more; another hour: the last.
      const anHourPasses = () =>
        handle.db.execute(
          sql`UPDATE outbox_emails SET next_attempt_at = next_attempt_at - interval '1 hour' WHERE status = 'pending'`,
        );
      await anHourPasses();
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 2, failed: 0 });
      await anHourPasses();
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 1, failed: 0 });
      expect((await parentMails()).every((mail) => mail.status === 'sent')).toBe(true);
    }, 60_000);

    it('a booking whose acknowledgement could not go within the time to confirm it is refused (429) and holds nothing', async () => {
      // Minute 5: the cap's next hour with room begins 55 minutes on, past the 30 to confirm in.
      atMinute(5);
      const [a, b] = instances();
      for (let i = 0; i < 2; i++)
        expect((await a.submit(...parent(i, { date: inDays(2 + i), time: '12:00' }))).status).toBe(
          'created',
        );
      const slot = { date: inDays(5), time: '12:00' };
      const refused = await b.submit(...parent(2, slot));
      expect(refused).toEqual({ status: 'rate-limited', retryAfterSeconds: 55 * 60 });
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(2);
      // Nothing of it stayed: the time is free, and the next hour's room is not used up.
      expect((await a.submit(...company(9))).status).toBe('created');
      expect((await parentMails()).map((mail) => mail.nextAttemptAt).at(-1)).toBe(thisHour + HOUR);
      // At minute 45 the next hour is 15 minutes on: the booking is stored, its acknowledgement
      // waits for that hour, and the request holds its time for 30 minutes from it.
      atMinute(45);
      const later = await b.submit(...parent(3, slot));
      expect(later).toMatchObject({ status: 'created', verifyWithinMs: 30 * 60_000 });
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (later as { reference: string }).reference));
      expect(row!.status).toBe('unverified');
      expect(row!.holdUntil!.getTime()).toBe(thisHour + HOUR + 30 * 60_000);
      expect((await parentMails()).at(-1)).toMatchObject({
        reference: row!.reference,
        nextAttemptAt: thisHour + HOUR,
      });
    }, 60_000);
  });
}
