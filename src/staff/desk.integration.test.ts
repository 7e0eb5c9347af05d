// The desk's changes to the calendar, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a phone
// booking is stored confirmed and holds its slot against parents' requests; the parent is mailed
// only when an e-mail was given; a blocked time is left out of the free times, refused by the
// database to any booking over it, and given back when unblocked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { createAvailabilityService } from '@/booking/availability-service';
import { addBlock, removeBlock } from '@/booking/blocks-repository';
import { createBookingService } from '@/booking/service';
import { bookingServiceOn, testDatabases } from '@/booking/testing/databases';
import { roomInput, testContext } from '@/booking/testing/fixtures';
import { addPhoneBooking, holdLeftMs, staffFreeTimes, phoneTarget } from './desk';
import { zonedInstant } from '@/booking/availability';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
const at = (date: string, time: string) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), 'Europe/Podgorica')!;

for (const database of testDatabases('desk_calendar')) {
  describe(`the desk's calendar on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    const context = testContext('en', today);
    const venue = { phone: context.venuePhone };
    const phone = (overrides: Partial<Parameters<typeof addPhoneBooking>[2]> = {}) => ({
      what: 'room:space-mission',
      date: inDays(5),
      time: '16:00',
      name: 'Telefon Petrović',
      phone: '067 123 456',
      email: '',
      notes: 'Called at noon',
      cake: false,
      locale: 'me' as const,
      ...overrides,
    });
    let service: ReturnType<typeof createBookingService>;
    let availability: ReturnType<typeof createAvailabilityService>;

    beforeAll(async () => {
      handle = await database.open();
      service = bookingServiceOn(handle);
      availability = createAvailabilityService({ getDb: async () => handle.db });
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => handle.reset());

    const freeAt = async (date: string, room = 'space-mission') => {
      const target = phoneTarget(context, `room:${room}`)!;
      const [day] = await availability.forTarget(context, target, date, 1);
      return day!.slots.filter((slot) => slot.free).map((slot) => slot.time);
    };

    it('a phone booking is confirmed, holds its time against a parent, and mails no one without an e-mail', async () => {
      const date = inDays(5);
      expect(await freeAt(date)).toContain('16:00');
      const added = await addPhoneBooking(handle.db, context, phone({ date }), venue);
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
      expect((await addPhoneBooking(handle.db, context, phone({ date }), venue)).status).toBe(
        'taken',
      );
    });

    it('with an e-mail, the parent gets the confirmation in their language', async () => {
      const added = await addPhoneBooking(
        handle.db,
        context,
        phone({
          email: 'Parent@Example.com',
          locale: 'en',
          what: 'package:little-explorer',
          time: '15:00',
          people: 10,
          cake: true,
        }),
        venue,
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

    it('a phone booking is in its audit trail: new → confirmed by the staff member', async () => {
      const added = await addPhoneBooking(
        handle.db,
        context,
        phone({ date: inDays(7), staffAddress: 'desk@cluville.test' }),
        venue,
      );
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
      const target = phoneTarget(context, 'room:space-mission')!;
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
      expect((await addPhoneBooking(handle.db, context, phone({ date }), venue)).status).toBe(
        'taken',
      );
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);

      await removeBlock(handle.db, block.id);
      expect(await freeAt(date)).toContain('16:00');
      expect((await addPhoneBooking(handle.db, context, phone({ date }), venue)).status).toBe(
        'added',
      );
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
      const halls = phoneTarget(context, 'package:little-explorer')!;
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
