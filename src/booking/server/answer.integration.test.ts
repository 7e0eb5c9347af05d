// The answer command on PGlite (PostgreSQL behaves the same here), with the real lifecycle
// and free times: another time is proposed on any free party hall, a shift by one step is offered
// (the booking's own hold does not count against it), a room stays in its room; the desk declines
// several requests at once, each with its audit row and mail, and one answered meanwhile is
// refused without stopping the others. The parser refuses impossible dates and a decline
// without a reason.
import type { StoredStatus } from '../rules/status';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests, outboxEmails, type BookingRow } from '@/lib/db/schema';
import { zonedInstant, addDays, wallClock } from '../rules/availability';
import { createAvailabilityService } from './availability-service';
import { parseAnswer, type Answering } from './answer';
import { testDatabases } from '../testing/databases';
import { testContext } from '../testing/fixtures';
import { insertBooking, testAnswering } from '../testing/lifecycle';

const ZONE = 'Europe/Podgorica';
const date = addDays(wallClock(new Date(), ZONE)[0], 10);
const at = (time: string) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), ZONE)!;
/** A booking of `minutes` from `time` on the test date, 15 minutes' buffer after it. */
const span = (time: string, minutes: number) => ({
  startsAt: at(time),
  endsAt: new Date(at(time).getTime() + minutes * 60_000),
  blockedUntil: new Date(at(time).getTime() + (minutes + 15) * 60_000),
});
const birthday = (resource: string, time: string, status: StoredStatus = 'pending') => ({
  form: 'birthday' as const,
  resource,
  status,
  roomSlug: null,
  roomTitle: null,
  packageSlug: 'little-explorer',
  packageName: 'Little Explorer',
  children: 8,
  players: null,
  ...span(time, 120),
});
const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';
const staff = { kind: 'staff', address: 'desk@cluville.test' } as const;

for (const database of testDatabases('answer')) {
  describe(`the answer command on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let answering: Answering;
    let movesFor: (booking: BookingRow, on: string) => Promise<string[]>;

    beforeAll(async () => {
      handle = await database.open();
      const context = testContext('me');
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      answering = testAnswering(() => handle.db, context);
      movesFor = async (booking, on) =>
        (await availability.movesFor(context, booking, on)).map((move) => move.time);
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => handle.reset());

    it('proposes a 30-minute shift and a time only the other party hall has free, and moves the booking there', async () => {
      const booking = await insertBooking(handle.db, birthday('hall:1', '14:00'));
      // Hall 1 is taken from 17:00; hall 2 is free all day.
      await insertBooking(handle.db, birthday('hall:1', '17:00', 'confirmed'));
      const times = await movesFor(booking, date);
      expect(times).toContain('14:30'); // its own hold does not count against it
      expect(times).toContain('17:00'); // hall 2 has it
      expect(times).not.toContain('14:00'); // its own time is no other time

      const outcome = await answering.answer(
        booking.id,
        { op: 'propose', date, time: '17:00' },
        staff,
      );
      expect(outcome).toMatchObject({ ok: true, done: 'proposed' });
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, booking.id));
      expect(row).toMatchObject({ status: 'proposed', resource: 'hall:2', startsAt: at('17:00') });
      expect(row!.requestedStartsAt).toEqual(at('14:00'));
      const events = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));
      expect(events).toMatchObject([
        { fromStatus: 'pending', toStatus: 'proposed', actorAddress: staff.address },
      ]);
      expect(
        (await handle.db.select().from(outboxEmails)).filter(
          (mail) => mail.bookingId === booking.id && mail.to === booking.email,
        ),
      ).toHaveLength(1);
    });

    it('keeps a room booking in its own room, offering its 30-minute shift', async () => {
      const booking = await insertBooking(handle.db, { ...span('13:00', 75) });
      await insertBooking(handle.db, { ...span('15:00', 75), status: 'confirmed' });
      // Another room free at 15:00 does not make 15:00 free for this one.
      const times = await movesFor(booking, date);
      expect(times).toContain('13:30');
      expect(times).not.toContain('15:00');
      const outcome = await answering.answer(
        booking.id,
        { op: 'propose', date, time: '13:30' },
        staff,
      );
      expect(outcome).toMatchObject({ ok: true });
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, booking.id));
      expect(row).toMatchObject({ resource: 'room:203', startsAt: at('13:30') });
      // A time not offered is refused, and nothing changes.
      const refused = await answering.answer(
        booking.id,
        { op: 'propose', date, time: '15:00' },
        staff,
      );
      expect(refused).toMatchObject({ ok: false });
    });

    it('declines several requests at once: each declined with its audit row and mail; one answered meanwhile is refused, the others still go', async () => {
      const waiting = [
        await insertBooking(handle.db, { ...span('12:00', 60), email: 'a@example.com' }),
        await insertBooking(handle.db, { ...span('14:00', 60), email: 'b@example.com' }),
        await insertBooking(handle.db, { ...span('16:00', 60), email: 'c@example.com' }),
      ];
      const answered = await insertBooking(handle.db, {
        ...span('18:00', 60),
        email: 'd@example.com',
        status: 'confirmed',
      });
      const parsed = parseAnswer(form({ op: 'decline', reason: 'fully-booked', note: ' Sorry ' }));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const results = await answering.answerMany(
        [waiting[0]!.id, answered.id, waiting[1]!.id, waiting[2]!.id],
        parsed.command,
        staff,
      );
      expect(results.map(({ bookingId, result }) => [bookingId, result.ok])).toEqual([
        [waiting[0]!.id, true],
        [answered.id, false],
        [waiting[1]!.id, true],
        [waiting[2]!.id, true],
      ]);
      expect(results[1]!.result).toMatchObject({ ok: false, reason: 'not-allowed' });
      const rows = await handle.db.select().from(bookingRequests);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const booking of waiting)
        expect(byId.get(booking.id)).toMatchObject({
          status: 'declined',
          declineReason: 'fully-booked',
          declineNote: 'Sorry',
        });
      expect(byId.get(answered.id)!.status).toBe('confirmed');
      const events = await handle.db.select().from(bookingEvents);
      expect(events.map((event) => event.bookingId).sort()).toEqual(
        waiting.map((booking) => booking.id).sort(),
      );
      expect(events.every((event) => event.actorAddress === staff.address)).toBe(true);
      const mails = await handle.db.select().from(outboxEmails);
      for (const booking of waiting)
        expect(mails.filter((mail) => mail.to === booking.email)).toHaveLength(1);
      expect(mails.filter((mail) => mail.to === 'd@example.com')).toHaveLength(0);
    });
  });
}

describe('parseAnswer', () => {
  it('refuses impossible dates for a proposal', () => {
    for (const bad of ['2027-13-45', '2027-02-30', '2027-02-29', 'tomorrow'])
      expect(parseAnswer(form({ op: 'propose', date: bad, time: '14:00' }))).toEqual({
        ok: false,
        reason: 'bad-date',
      });
    expect(parseAnswer(form({ op: 'propose', date: '2028-02-29', time: '14:00' }))).toEqual({
      ok: true,
      command: { op: 'propose', date: '2028-02-29', time: '14:00' },
    });
  });

  it('asks a decline for a reason (none is preselected) and keeps a note to 1000 characters', () => {
    expect(parseAnswer(form({ op: 'decline' }))).toEqual({ ok: false, reason: 'no-reason' });
    expect(parseAnswer(form({ op: 'decline', reason: 'because' }))).toEqual({
      ok: false,
      reason: 'no-reason',
    });
    const parsed = parseAnswer(form({ op: 'decline', reason: 'other', note: 'x'.repeat(2000) }));
    expect(parsed.ok && parsed.command.note).toHaveLength(1000);
    // The parent's "no" to a proposed time needs no reason.
    expect(parseAnswer(form({ op: 'reject' }))).toEqual({ ok: true, command: { op: 'reject' } });
    expect(parseAnswer(form({ op: 'expire' }))).toEqual({ ok: false, reason: 'unknown-op' });
  });
});
