// Arrivals through the answer command on PGlite (PostgreSQL behaves the same here): on the
// booking's day the desk marks a confirmed booking arrived or no-show and undoes it, each with an
// audit row naming the staff member; a booking still waiting, or one on another day, is refused
// and nothing changes. The booking stays confirmed and keeps its time throughout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { addDays, wallClock, zonedInstant } from '../rules/availability';
import { parseAnswer, type Answering } from './answer';
import { testDatabases } from '../testing/databases';
import { testContext } from '../testing/fixtures';
import { insertBooking, testAnswering, testLifecycle } from '../testing/lifecycle';

const ZONE = 'Europe/Podgorica';
const day = addDays(wallClock(new Date(), ZONE)[0], 10);
const at = (date: string, time: string) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), ZONE)!;
/** The desk's clock: 14:20 on the test day, twenty minutes after the booking's start. */
const now = () => at(day, '14:20');
const room = (date: string, status: 'confirmed' | 'pending' = 'confirmed') => ({
  status,
  startsAt: at(date, '14:00'),
  endsAt: at(date, '15:00'),
  blockedUntil: at(date, '15:15'),
});
const staff = { kind: 'staff', address: 'desk@cluville.test' } as const;

for (const database of testDatabases('arrivals')) {
  describe(`arrivals on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let answering: Answering;
    const rowOf = async (id: number) =>
      (await handle.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!;
    const eventsOf = async (id: number) =>
      handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, id))
        .orderBy(bookingEvents.id);

    beforeAll(async () => {
      handle = await database.open();
      answering = testAnswering(
        () => handle.db,
        testContext('me'),
        testLifecycle({}, now).lifecycle,
      );
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => handle.reset());

    it('marks a confirmed booking arrived on its day, undoes it, then marks it a no-show, each audited with the staff address', async () => {
      const booking = await insertBooking(handle.db, room(day));
      expect(await answering.answer(booking.id, { op: 'arrived' }, staff)).toMatchObject({
        ok: true,
        done: 'arrived',
      });
      expect(await rowOf(booking.id)).toMatchObject({ status: 'confirmed', arrival: 'arrived' });

      expect(await answering.answer(booking.id, { op: 'undo_arrival' }, staff)).toMatchObject({
        ok: true,
        done: 'arrival-undone',
      });
      expect((await rowOf(booking.id)).arrival).toBeNull();

      expect(await answering.answer(booking.id, { op: 'no_show' }, staff)).toMatchObject({
        ok: true,
        done: 'no-show',
      });
      expect(await rowOf(booking.id)).toMatchObject({ status: 'confirmed', arrival: 'no_show' });

      expect(await eventsOf(booking.id)).toMatchObject([
        { actor: 'staff', actorAddress: staff.address, note: 'arrival: arrived' },
        { actor: 'staff', actorAddress: staff.address, note: 'arrival: undone' },
        { actor: 'staff', actorAddress: staff.address, note: 'arrival: no_show' },
      ]);
      for (const event of await eventsOf(booking.id))
        expect(event).toMatchObject({ fromStatus: 'confirmed', toStatus: 'confirmed' });
      // No mail goes to the parent for an arrival.
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
    });

    it('refuses a booking still waiting for an answer, and changes nothing', async () => {
      const booking = await insertBooking(handle.db, room(day, 'pending'));
      for (const op of ['arrived', 'no_show', 'undo_arrival'] as const)
        expect(await answering.answer(booking.id, { op }, staff)).toEqual({
          ok: false,
          reason: 'not-allowed',
        });
      expect(await rowOf(booking.id)).toMatchObject({ status: 'pending', arrival: null });
      expect(await eventsOf(booking.id)).toHaveLength(0);
    });

    it('refuses a confirmed booking of another day, the day before or after', async () => {
      for (const date of [addDays(day, 1), addDays(day, -1)]) {
        const booking = await insertBooking(handle.db, room(date));
        expect(await answering.answer(booking.id, { op: 'arrived' }, staff)).toEqual({
          ok: false,
          reason: 'not-today',
        });
        expect(await answering.answer(booking.id, { op: 'no_show' }, staff)).toEqual({
          ok: false,
          reason: 'not-today',
        });
        expect((await rowOf(booking.id)).arrival).toBeNull();
        expect(await eventsOf(booking.id)).toHaveLength(0);
      }
    });

    it('refuses an undo with nothing marked and a parent marking anything', async () => {
      const booking = await insertBooking(handle.db, room(day));
      expect(await answering.answer(booking.id, { op: 'undo_arrival' }, staff)).toEqual({
        ok: false,
        reason: 'unchanged',
      });
      expect(await answering.answer(booking.id, { op: 'arrived' }, { kind: 'parent' })).toEqual({
        ok: false,
        reason: 'not-allowed',
      });
      expect(await eventsOf(booking.id)).toHaveLength(0);
    });

    it('parses the arrival ops from a form', () => {
      for (const op of ['arrived', 'no_show', 'undo_arrival'])
        expect(parseAnswer((name) => (name === 'op' ? op : ''))).toEqual({
          ok: true,
          command: { op },
        });
    });
  });
}
