// The desk's changes to the calendar, on PGlite (PostgreSQL behaves the same here): a phone
// booking (the booking service's staff channel) is stored confirmed and holds its slot against
// parents' requests; the parent is mailed the lifecycle's confirmation (calendar file, manage
// link, names in their language) only when an e-mail was given; the shared schema's messages
// come in the desk's language; a blocked time is left out of the free times, refused by the
// database to any booking over it, and given back when unblocked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { createAvailabilityService } from '@/booking/server/availability-service';
import { addBlock, removeBlock } from '@/booking/db/blocks-repository';
import { createBookingService } from '@/booking/server/service';
import { bookingServiceOn, testDatabases } from '@/booking/testing/databases';
import { roomInput, testContext, inDays } from '@/booking/testing/fixtures';
import { testLifecycleSettings } from '@/booking/testing/lifecycle';
import { targetOf, type BookingContext } from '@/booking/rules/rules-context';
import { bookingTranslator } from '@/booking/rules/translate';
import { addPhoneBooking, holdLeftMs, staffFreeTimes, type PhoneBookingFields } from './desk';
import { zonedInstant } from '@/booking/rules/availability';

const today = inDays(0);
const at = (date: string, time: string) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), 'Europe/Podgorica')!;

for (const database of testDatabases('desk_calendar')) {
  describe(`the desk's calendar on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    const context = testContext('en', today);
    const phone = (overrides: Partial<PhoneBookingFields> = {}): PhoneBookingFields => ({
      what: 'room:space-mission',
      date: inDays(5),
      time: '16:00',
      name: 'Telefon Petrović',
      phone: '067 123 456',
      email: '',
      notes: 'Called at noon',
      people: '5',
      cake: false,
      ...overrides,
    });
    /** The desk (in English here) adds a booking for a parent who speaks `parent`. */
    const addByPhone = (
      fields: PhoneBookingFields,
      { parent = 'me' as 'me' | 'en', desk = context, staffAddress = 'desk@cluville.test' } = {},
    ) =>
      addPhoneBooking(
        service,
        fields,
        { desk, parent: testContext(parent, today) },
        { address: staffAddress },
      );
    /** The desk in Montenegrin: the rooms and packages under their Montenegrin names. */
    const montenegrin: BookingContext = {
      ...testContext('me', today),
      rooms: context.rooms.map((room, index) =>
        index === 0 ? { ...room, slug: 'svemirska-misija', title: 'Svemirska misija' } : room,
      ),
      packages: context.packages.map((item, index) =>
        index === 0 ? { ...item, slug: 'mali-istrazivac', name: 'Mali istraživač' } : item,
      ),
    };
    let service: ReturnType<typeof createBookingService>;
    let availability: ReturnType<typeof createAvailabilityService>;

    beforeAll(async () => {
      handle = await database.open();
      service = bookingServiceOn(handle, { lifecycle: testLifecycleSettings() });
      availability = createAvailabilityService({ getDb: async () => handle.db });
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => handle.reset());

    const freeAt = async (date: string, room = 'space-mission') => {
      const target = targetOf(context, 'room', room)!;
      const [day] = await availability.forTarget(context, target, date, 1);
      return day!.slots.filter((slot) => slot.free).map((slot) => slot.time);
    };

    it('a phone booking is confirmed, holds its time against a parent, and mails no one without an e-mail', async () => {
      const date = inDays(5);
      expect(await freeAt(date)).toContain('16:00');
      const added = await addByPhone(phone({ date }));
      expect(added.status).toBe('added');
      const [row] = await handle.db.select().from(bookingRequests);
      expect(row).toMatchObject({
        status: 'confirmed',
        resource: 'room:203',
        email: '',
        message: 'Called at noon',
      });
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
      expect(await freeAt(date)).not.toContain('16:00');
      // A parent asking for it now is told it is taken.
      const parent = await service.submit(roomInput({ date, time: '16:00' }), {
        context,
        clientAddress: '203.0.113.9',
      });
      expect(parent.status).toBe('taken');
      // A second phone booking for the same time is refused by the database too.
      expect((await addByPhone(phone({ date }))).status).toBe('taken');
    });

    it('with an e-mail, the parent gets the confirmation in their language', async () => {
      const added = await addByPhone(
        phone({
          email: 'Parent@Example.com',
          what: 'package:little-explorer',
          time: '15:00',
          people: '10',
          cake: true,
        }),
        { parent: 'en' },
      );
      expect(added.status).toBe('added');
      const mails = await handle.db.select().from(outboxEmails);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'parent', to: 'parent@example.com' });
      expect(mails[0]!.subject).toContain('is confirmed');
      const [row] = await handle.db.select().from(bookingRequests);
      expect(row).toMatchObject({
        status: 'confirmed',
        resource: 'hall:1',
        children: 10,
        withCake: true,
        totalCents: 12000 + 2 * 800,
      });
    });

    it('a phone party from the Montenegrin desk takes extras by the desk’s names, stored in the parent’s; an extra above its most is refused', async () => {
      const added = await addByPhone(
        phone({
          what: 'package:mali-istrazivac',
          time: '15:00',
          people: '8',
          cake: true,
          extras: 'pica-za-svako-dijete:1,druga-torta:2',
        }),
        { parent: 'en', desk: montenegrin },
      );
      expect(added.status).toBe('added');
      const [row] = await handle.db.select().from(bookingRequests);
      expect(row).toMatchObject({ totalCents: 12000 + 8 * 400 + 2 * 2500 });
      expect((row!.price as { extras: unknown[] }).extras).toMatchObject([
        { key: 'pizza-for-every-child', name: 'Pizza for every child', quantity: 8 },
        { key: 'a-second-cake', name: 'A second cake', quantity: 2, totalCents: 5000 },
      ]);
      const refused = await addByPhone(
        phone({
          what: 'package:mali-istrazivac',
          time: '15:00',
          date: inDays(6),
          people: '8',
          extras: 'druga-torta:3',
        }),
        { parent: 'en', desk: montenegrin },
      );
      // The desk's language, the extra named as the parent's booking names it (as rooms are).
      expect(refused).toEqual({
        status: 'invalid',
        errors: { what: '„A second cake” se može dodati najviše 2 puta.' },
      });
    });

    it("an English parent's mail from the Montenegrin desk: the confirmation with its calendar file, the manage link and the English room name", async () => {
      const date = inDays(5);
      const added = await addByPhone(
        phone({ what: 'room:svemirska-misija', date, email: 'parent@example.com' }),
        { parent: 'en', desk: montenegrin },
      );
      expect(added.status).toBe('added');
      const [row] = await handle.db.select().from(bookingRequests);
      expect(row).toMatchObject({ locale: 'en', roomTitle: 'Space Mission', resource: 'room:203' });
      const mails = await handle.db.select().from(outboxEmails);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ kind: 'parent', to: 'parent@example.com' });
      expect(mail!.subject).toBe(`Your booking ${row!.reference} is confirmed`);
      // The calendar file, with the event in English and the manage link.
      expect(mail!.ics).toContain('BEGIN:VCALENDAR');
      expect(mail!.ics).toContain('Space Mission');
      expect(mail!.ics).not.toContain('Svemirska');
      // The manage link, in English, in both parts; it opens this booking's page.
      const link = /http:\/\/localhost:4100\/en\/booking\/[A-Za-z0-9._~-]+/.exec(mail!.text)?.[0];
      expect(link).toBeTruthy();
      expect(mail!.html).toContain(link);
      const token = link!.split('/').pop()!;
      expect(testLifecycleSettings().links.verify(token)).toMatchObject({
        ok: true,
        claims: { bookingId: row!.id, action: 'manage' },
      });
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('Space Mission');
        expect(part).not.toContain('Svemirska');
      }
    });

    it("the shared schema checks a phone booking, with its messages in the desk's language, and nothing is stored", async () => {
      const errors = bookingTranslator('me', 'booking.errors');
      const refused = await addByPhone(
        phone({
          what: 'room:svemirska-misija',
          // 21 digits: more than a phone number has (the schema counts 6–20).
          phone: '123456789012345678901',
          email: 'not-an-address',
          people: '',
          name: 'A',
        }),
        { desk: montenegrin },
      );
      expect(refused).toEqual({
        status: 'invalid',
        errors: {
          name: errors('nameLength', { min: 2, max: 80 }),
          email: errors('email'),
          phone: errors('phone'),
          people: errors('playersNumber'),
        },
      });
      // Players outside the room's limits, as on the site.
      const tooMany = await addByPhone(phone({ what: 'room:svemirska-misija', people: '30' }), {
        desk: montenegrin,
      });
      expect(tooMany).toMatchObject({ status: 'invalid', errors: { people: expect.any(String) } });
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
    });

    it("the staff are bound by neither the parents' lead time nor the days-ahead limit, and need no e-mail", async () => {
      // Beyond the 120 days a parent may book ahead.
      const far = inDays(200);
      const parentFar = await service.submit(roomInput({ date: far, time: '16:00' }), {
        context,
        clientAddress: '203.0.113.12',
      });
      expect(parentFar).toMatchObject({ status: 'invalid', errors: { date: expect.any(String) } });
      expect((await addByPhone(phone({ date: far }))).status).toBe('added');
      // Inside the parents' 24 hours of lead time.
      const target = targetOf(context, 'room', 'dragons-cave')!;
      const soon = (
        await Promise.all(
          [inDays(0), inDays(1)].map(async (date) =>
            (await staffFreeTimes(handle.db, context, target, date)).map((time) => ({
              date,
              time,
            })),
          ),
        )
      )
        .flat()
        .find(({ date, time }) => at(date, time).getTime() < Date.now() + 23 * 3_600_000);
      expect(soon).toBeDefined();
      const parentSoon = await service.submit(
        roomInput({ room: 'dragons-cave', players: '3', ...soon! }),
        { context, clientAddress: '203.0.113.13' },
      );
      expect(parentSoon).toMatchObject({ status: 'invalid', errors: { time: expect.any(String) } });
      const added = await addByPhone(phone({ what: 'room:dragons-cave', people: '3', ...soon! }));
      expect(added.status).toBe('added');
    });

    it('a phone booking is in its audit trail: new → confirmed by the staff member', async () => {
      const added = await addByPhone(phone({ date: inDays(7) }), {
        staffAddress: 'desk@cluville.test',
      });
      expect(added.status).toBe('added');
      if (added.status !== 'added') return;
      const events = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, added.id));
      expect(events).toEqual([
        expect.objectContaining({
          actor: 'staff',
          actorAddress: 'desk@cluville.test',
          fromStatus: 'new',
          toStatus: 'confirmed',
        }),
      ]);
    });

    it("the staff may give a time inside the parents' lead time, never one already begun", async () => {
      const target = targetOf(context, 'room', 'space-mission')!;
      const date = inDays(0);
      const times = await staffFreeTimes(handle.db, context, target, date);
      for (const time of times) expect(at(date, time).getTime()).toBeGreaterThan(Date.now());
    });

    it('a blocked afternoon is not offered and the database refuses a booking in it; unblocking gives it back', async () => {
      const date = inDays(6);
      const block = await addBlock(handle.db, {
        resource: 'room:203',
        startsAt: at(date, '12:00'),
        endsAt: at(date, '23:59'),
        label: 'Repair',
        createdBy: 'desk@cluville.test',
      });
      const free = await freeAt(date);
      expect(free.filter((time) => time >= '12:00')).toEqual([]);
      // The other room is not blocked.
      expect((await freeAt(date, 'dragons-cave')).length).toBeGreaterThan(0);
      // A request that slips past the free times is refused by the database.
      const parent = await service.submit(roomInput({ date, time: '16:00' }), {
        context,
        clientAddress: '203.0.113.10',
      });
      expect(parent.status).toBe('taken');
      expect((await addByPhone(phone({ date }))).status).toBe('taken');
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);

      await removeBlock(handle.db, block.id);
      expect(await freeAt(date)).toContain('16:00');
      expect((await addByPhone(phone({ date }))).status).toBe('added');
    });

    it('a block on everything closes every room and both party halls; a request waiting under a new block can still be answered', async () => {
      const date = inDays(7);
      const waiting = await service.submit(roomInput({ date, time: '16:00' }), {
        context,
        clientAddress: '203.0.113.11',
      });
      expect(waiting.status).toBe('created');
      await addBlock(handle.db, {
        resource: '*',
        startsAt: at(date, '00:00'),
        endsAt: at(date, '23:59'),
        label: 'Private event',
        createdBy: 'desk@cluville.test',
      });
      expect(await freeAt(date)).toEqual([]);
      expect(await freeAt(date, 'dragons-cave')).toEqual([]);
      const halls = targetOf(context, 'birthday', 'little-explorer')!;
      expect(await staffFreeTimes(handle.db, context, halls, date)).toEqual([]);
      // The status of the request under the block can still change (the lifecycle's answer).
      await handle.db
        .update(bookingRequests)
        .set({ status: 'confirmed' })
        .where(eq(bookingRequests.reference, (waiting as { reference: string }).reference));
      const [row] = await handle.db.select().from(bookingRequests);
      expect(row!.status).toBe('confirmed');
    });
  });
}

describe('the hold time left of a waiting request', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const hour = 3_600_000;
  it("counts to the lifecycle's hold end: hold_until when set, else creation plus the hold time", () => {
    const createdAt = new Date(now.getTime() - 10 * hour);
    expect(holdLeftMs({ createdAt, holdUntil: null }, 48 * hour, now)).toBe(38 * hour);
    expect(
      holdLeftMs({ createdAt, holdUntil: new Date(now.getTime() + 2 * hour) }, 48 * hour, now),
    ).toBe(2 * hour);
  });
});
