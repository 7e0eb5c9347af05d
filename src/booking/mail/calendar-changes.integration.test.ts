// What a parent's calendar does with the booking's .ics files as the booking changes, on PGlite
// (PostgreSQL behaves the same here): a cancellation removes the event, and each file after
// a change outranks the one before it (SEQUENCE), so the calendar keeps the newest.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { outboxEmails } from '@/lib/db/schema';
import { sendReminders } from '../server/lifecycle-jobs';
import { testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { insertBooking, testLifecycle } from '../testing/lifecycle';

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    status: event.getFirstPropertyValue('status'),
    sequence: event.getFirstPropertyValue('sequence') as number | null,
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

for (const database of testDatabases('mail_calendar')) {
  describe(`a booking's calendar files on ${database.name}`, () => {
    let handle: TestDb;
    // Reminders for every booking in the next 200 hours, so the job sends one at once.
    const { lifecycle, deps } = testLifecycle({ reminderBeforeMs: 200 * 3_600_000 });

    useTestDb(database, (opened) => (handle = opened));

    /** The parent's calendar files of a booking, oldest first. */
    const calendarFiles = async (bookingId: number) =>
      (
        await handle.db
          .select({ ics: outboxEmails.ics })
          .from(outboxEmails)
          .where(and(eq(outboxEmails.bookingId, bookingId), isNotNull(outboxEmails.ics)))
          .orderBy(asc(outboxEmails.id))
      ).map((row) => parse(row.ics!));

    for (const actor of ['staff', 'parent'] as const) {
      it(`a cancellation by the ${actor} sends a file that takes the event out of the calendar`, async () => {
        const booking = await insertBooking(handle.db, { startsInHours: 96 });
        const staff = { actor: { kind: 'staff' as const } };
        expect((await lifecycle.transition(handle.db, booking.id, 'confirm', staff)).ok).toBe(true);
        const cancelled = await lifecycle.transition(handle.db, booking.id, 'cancel', {
          actor: { kind: actor },
        });
        expect(cancelled.ok).toBe(true);

        const [confirmation, cancellation] = await calendarFiles(booking.id);
        expect(confirmation).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED' });
        expect(cancellation).toMatchObject({
          method: 'CANCEL',
          status: 'CANCELLED',
          uid: confirmation!.uid,
          start: confirmation!.start,
        });
        expect(cancellation!.sequence).toBeGreaterThan(confirmation!.sequence ?? 0);
      });
    }

    it('a moved booking’s file outranks the one before; the reminder repeats it; the cancellation outranks both', async () => {
      const booking = await insertBooking(handle.db, { startsInHours: 96 });
      const moved = new Date(booking.startsAt.getTime() + 2 * 3_600_000);
      const staff = { actor: { kind: 'staff' as const } };
      const parent = { actor: { kind: 'parent' as const } };
      await lifecycle.transition(handle.db, booking.id, 'propose', {
        ...staff,
        proposedSlot: { startsAt: moved },
      });
      expect((await lifecycle.transition(handle.db, booking.id, 'accept', parent)).ok).toBe(true);
      expect(await sendReminders(handle.db, deps)).toBe(1);
      expect((await lifecycle.transition(handle.db, booking.id, 'cancel', staff)).ok).toBe(true);

      const [accepted, reminder, cancellation] = await calendarFiles(booking.id);
      expect(accepted!.start).toBe(moved.toISOString());
      // The time changed once already (the proposal): a calendar holding an earlier file of this
      // event (SEQUENCE 0, the default) must take this one.
      expect(accepted!.sequence).toBeGreaterThan(0);
      expect(reminder).toMatchObject({ method: 'PUBLISH', sequence: accepted!.sequence });
      expect(cancellation!.method).toBe('CANCEL');
      expect(cancellation!.sequence).toBeGreaterThan(accepted!.sequence!);
    });

    it('a booking confirmed as asked gets a lower SEQUENCE than one moved first', async () => {
      const plain = await insertBooking(handle.db, { startsInHours: 96 });
      const movedBooking = await insertBooking(handle.db, { startsInHours: 120 });
      const staff = { actor: { kind: 'staff' as const } };
      await lifecycle.transition(handle.db, plain.id, 'confirm', staff);
      await lifecycle.transition(handle.db, movedBooking.id, 'propose', {
        ...staff,
        proposedSlot: { startsAt: new Date(movedBooking.startsAt.getTime() + 3_600_000) },
      });
      await lifecycle.transition(handle.db, movedBooking.id, 'accept', {
        actor: { kind: 'parent' },
      });
      const [asAsked] = await calendarFiles(plain.id);
      const [afterMove] = await calendarFiles(movedBooking.id);
      expect(afterMove!.sequence).toBeGreaterThan(asAsked!.sequence ?? 0);
    });
  });
}
