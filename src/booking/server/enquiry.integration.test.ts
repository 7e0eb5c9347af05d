// A team-building enquiry on PGlite (PostgreSQL behaves the same here), through the one
// booking service: stored with its company, group size and preferred dates, mailed to the venue
// and acknowledged to the contact through the outbox, holding nothing; refused outside 6–40
// people; under the same abuse limits as a request (honeypot, waiting cap). It cannot be confirmed
// as it is; the venue proposes a time, which then holds as many rooms as its teams need.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bookingHolds, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { addDays, wallClock } from '../rules/availability';
import { createAvailabilityService } from './availability-service';
import { renderFeed } from './calendar-feed';
import { listExpiredHolds } from '../db/lifecycle-repository';
import type { Answering } from './answer';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { inDays, testContext } from '../testing/fixtures';
import { testAnswering } from '../testing/lifecycle';
import type { BookingService } from './service';

const today = inDays(0);
const staff = { kind: 'staff', address: 'desk@cluville.test' } as const;

const enquiry = (overrides: Record<string, string> = {}) => ({
  form: 'team',
  company: 'Lovćen Soft d.o.o.',
  name: 'Milica Radović',
  email: 'milica@lovcen.example',
  phone: '+382 67 111 222',
  groupSize: '12',
  preferredDates: 'Friday 12 March afternoon, or any Thursday in March after 17:00',
  message: 'Coffee and juice for everyone afterwards, please.',
  ...overrides,
});

for (const database of testDatabases('enquiry')) {
  describe(`a team-building enquiry on ${database.name}`, () => {
    let handle: TestDb;
    let service: BookingService;
    let answering: Answering;
    const context = testContext('en', today);
    const meta = (address = '203.0.113.7') => ({ context, clientAddress: address });

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
      answering = testAnswering(() => handle.db, testContext('me', today));
    });

    it('is stored with its mails to the venue and the contact, and holds nothing', async () => {
      const result = await service.submit(enquiry(), meta());
      expect(result.status).toBe('created');
      const reference = (result as { reference: string }).reference;
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, reference));
      expect(row).toMatchObject({
        form: 'team',
        status: 'pending',
        resource: 'enquiry',
        company: 'Lovćen Soft d.o.o.',
        groupSize: 12,
        preferredDates: 'Friday 12 March afternoon, or any Thursday in March after 17:00',
        name: 'Milica Radović',
        players: null,
        children: null,
        totalCents: null,
      });
      expect(await handle.db.select().from(bookingHolds)).toEqual([]);
      // Its times are when it came in: that is no start that has passed, so it waits its hold.
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await listExpiredHolds(handle.db, 48 * 3_600_000, later)).not.toContain(row!.id);
      expect(
        await listExpiredHolds(handle.db, 48 * 3_600_000, new Date(Date.now() + 49 * 3_600_000)),
      ).toContain(row!.id);

      const mails = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, row!.id))
        .orderBy(outboxEmails.kind);
      expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo])).toEqual([
        ['parent', 'milica@lovcen.example', 'info@cluville.test'],
        ['venue', 'info@cluville.test', 'milica@lovcen.example'],
      ]);
      const [ack, venue] = mails;
      // The venue reads Montenegrin: the company, the group, the dates and the message.
      expect(venue!.subject).toBe(
        `Novi upit za team building ${reference}: Lovćen Soft d.o.o., 12 osoba`,
      );
      for (const text of [
        'Lovćen Soft d.o.o.',
        'Broj osoba:',
        'Željeni datumi:',
        'any Thursday in March after 17:00',
        'Coffee and juice',
        '+382 67 111 222',
      ])
        expect(venue!.text).toContain(text);
      expect(venue!.text).not.toMatch(/Termin:/);
      // The contact is told no time is held yet.
      expect(ack!.subject).toBe(`We have received your team-building enquiry ${reference}`);
      expect(ack!.text).toContain('No time is held until you accept our proposal.');
      expect(ack!.text).not.toContain('We hold the time for you');
    });

    it('takes groups of 6 to 40 and asks for the preferred dates and the company', async () => {
      for (const groupSize of ['5', '41', 'twelve']) {
        const result = await service.submit(enquiry({ groupSize }), meta());
        expect(result).toEqual({
          status: 'invalid',
          errors: { groupSize: 'Please enter a group of 6 to 40 people.' },
        });
      }
      const missing = await service.submit(enquiry({ preferredDates: ' ', company: '' }), meta());
      expect(missing).toEqual({
        status: 'invalid',
        errors: {
          company: 'Please enter your company’s name.',
          preferredDates: 'Please tell us one or more dates that suit you.',
        },
      });
      expect(await handle.db.select().from(bookingRequests)).toEqual([]);
    });

    it('meets the same abuse limits as a request: the honeypot and the waiting cap', async () => {
      const bot = await service.submit(enquiry(), { ...meta(), honeypot: 'http://spam' });
      expect(bot.status).toBe('created');
      expect(await handle.db.select().from(bookingRequests)).toEqual([]);

      for (const size of ['10', '11', '12'])
        expect((await service.submit(enquiry({ groupSize: size }), meta())).status).toBe('created');
      const fourth = await service.submit(enquiry({ groupSize: '13' }), meta());
      expect(fourth.status).toBe('too-many-waiting');
      // Never a phone booking: the desk's channel does not take an enquiry.
      const phone = await service.submit(enquiry(), {
        ...meta(),
        channel: { ...staff, locale: 'en' as const },
      });
      expect(phone.status).toBe('invalid');
    });

    it('is not confirmed as it is; a proposed time holds a room for each team of up to eight', async () => {
      const result = await service.submit(enquiry({ groupSize: '12' }), meta());
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (result as { reference: string }).reference));

      const confirm = await answering.answer(row!.id, { op: 'confirm' }, staff);
      expect(confirm).toMatchObject({ ok: false, reason: 'not-allowed' });

      const date = addDays(wallClock(new Date(), 'Europe/Podgorica')[0], 10);
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      const moves = await availability.movesFor(testContext('me', today), row!, date);
      expect(moves.length).toBeGreaterThan(0);
      const outcome = await answering.answer(
        row!.id,
        { op: 'propose', date, time: moves[0]!.time },
        staff,
      );
      expect(outcome).toMatchObject({ ok: true, done: 'proposed' });
      const holds = await handle.db
        .select()
        .from(bookingHolds)
        .where(eq(bookingHolds.bookingId, row!.id));
      // 12 people: two teams, two escape rooms at once, both held now.
      expect(holds.map((hold) => [hold.kind, hold.holding]).sort()).toEqual([
        ['room', true],
        ['room', true],
      ]);
      expect(new Set(holds.map((hold) => hold.resource)).size).toBe(2);
      const [proposed] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, row!.id));
      expect(proposed).toMatchObject({ status: 'proposed', requestedStartsAt: null });
      expect(proposed!.resource).toMatch(/^room:/);
      expect(wallClock(proposed!.startsAt, 'Europe/Podgorica')).toEqual([date, moves[0]!.time]);
      const [mail] = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, row!.id))
        .orderBy(outboxEmails.id)
        .offset(2);
      expect(mail!.text).toContain('For your team-building enquiry we propose');
    });

    it('hole 11: the staff calendar feed lists only bookings that hold a time, not a waiting enquiry', async () => {
      const referenceOf = (result: unknown) => (result as { reference: string }).reference;
      const waiting = referenceOf(await service.submit(enquiry({ groupSize: '8' }), meta()));
      const answered = referenceOf(await service.submit(enquiry({ groupSize: '9' }), meta()));
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, answered));
      const date = addDays(wallClock(new Date(), 'Europe/Podgorica')[0], 10);
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      const [move] = await availability.movesFor(testContext('me', today), row!, date);
      expect(
        await answering.answer(row!.id, { op: 'propose', date, time: move!.time }, staff),
      ).toMatchObject({ ok: true, done: 'proposed' });

      const calendar = new ICAL.Component(ICAL.parse(await renderFeed(handle.db)));
      const summaries = calendar
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component).summary);
      // The proposed time is an event (tentative); the enquiry still waiting holds none.
      expect(summaries.map((summary) => summary.split(' ')[0])).toEqual([answered]);
      expect(summaries.join('\n')).not.toContain(waiting);
    });
  });
}
