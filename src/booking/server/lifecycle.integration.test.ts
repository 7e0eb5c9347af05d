// Every transition of the booking lifecycle, allowed and refused, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the state, the audit row and the outbox mails are written
// together, or nothing is.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { BOOKING_STATUSES } from './lifecycle';
import { ACTIONS, RULES, type ActorKind } from '../rules/lifecycle-rules';
import ICAL from 'ical.js';
import { feedTokenMatches, renderFeed } from './calendar-feed';
import { eraseEmail } from '../db/retention-repository';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { roomInput, testContext } from '../testing/fixtures';
import {
  confirmedAroundCutoff,
  insertBooking,
  testLifecycle,
  testLifecycleSettings,
} from '../testing/lifecycle';
import { submitConfirmed } from '../testing/verify';

const ACTORS: ActorKind[] = ['staff', 'parent', 'system'];

for (const database of testDatabases('lc_lifecycle', {
  postgres: 'concurrent transitions and their row locks',
})) {
  describe(`booking lifecycle on ${database.name}`, () => {
    let handle: TestDb;
    const { lifecycle } = testLifecycle();

    useTestDb(database, (opened) => (handle = opened));

    const state = async (id: number) => {
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, id));
      const events = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, id));
      const mails = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, id))
        .orderBy(outboxEmails.id);
      return { row: row!, events, mails };
    };

    it('allows exactly the transitions of the rules, and a refused one changes nothing', async () => {
      let checked = 0;
      for (const status of BOOKING_STATUSES) {
        for (const action of ACTIONS) {
          for (const actor of ACTORS) {
            await handle.reset();
            const booking = await insertBooking(handle.db, { status });
            const before = await state(booking.id);
            const allowed = RULES[action].from[status]?.includes(actor) ?? false;
            const startsAt = new Date(booking.startsAt.getTime() + 24 * 3_600_000);
            const result = await lifecycle.transition(handle.db, booking.id, action, {
              actor: { kind: actor },
              proposedSlot: { startsAt },
              reason: 'fully-booked',
              note: 'test',
            });
            const after = await state(booking.id);
            const label = `${actor} ${action} from ${status}`;
            if (allowed) {
              expect(result, label).toMatchObject({ ok: true, from: status, to: RULES[action].to });
              expect(after.row.status, label).toBe(RULES[action].to);
              expect(after.events, label).toHaveLength(1);
              expect(after.events[0], label).toMatchObject({
                actor,
                fromStatus: status,
                toStatus: RULES[action].to,
              });
              // Every transition mails someone, but a request never confirmed expires quietly.
              if (status === 'unverified' && action === 'expire')
                expect(after.mails, label).toEqual([]);
              else expect(after.mails.length, label).toBeGreaterThan(0);
            } else {
              expect(result, label).toMatchObject({ ok: false, reason: 'not-allowed', status });
              expect(after, label).toEqual(before);
              expect(after.events, label).toHaveLength(0);
            }
            checked++;
          }
        }
      }
      expect(checked).toBe(BOOKING_STATUSES.length * ACTIONS.length * ACTORS.length);
    }, 120_000);

    it('a proposal holds the new slot and frees the old one; a proposal onto a held slot is refused', async () => {
      const lifecycleSettings = testLifecycleSettings();
      const service = bookingServiceOn(handle, {
        notifyTo: 'bookings@cluville.test',
        lifecycle: lifecycleSettings,
      });
      const context = testContext('en', new Date().toISOString().slice(0, 10));
      const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      // Each confirmed by its parent as it comes (the venue answers only those).
      const first = await submitConfirmed(service, handle.db, roomInput({ date, time: '12:00' }), {
        context,
        clientAddress: '1',
      });
      // Another parent each, from an address of their own.
      const submitAs = (index: number, time: string, name: string) =>
        submitConfirmed(
          service,
          handle.db,
          roomInput({
            date,
            time,
            email: `${name.toLowerCase()}@example.com`,
            name,
            phone: `067 800 00${index}`,
          }),
          { context, clientAddress: String(index) },
        );
      const other = await submitAs(2, '16:00', 'Other');
      expect(first.status).toBe('created');
      expect(other.status).toBe('created');
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (first as { reference: string }).reference));
      const [otherRow] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (other as { reference: string }).reference));

      // Onto the other request's time: the exclusion constraint refuses, nothing changes.
      const refused = await lifecycle.transition(handle.db, row!.id, 'propose', {
        actor: { kind: 'staff' },
        proposedSlot: { startsAt: otherRow!.startsAt },
      });
      expect(refused).toMatchObject({ ok: false, reason: 'slot-taken' });
      expect((await state(row!.id)).row).toMatchObject({
        status: 'pending',
        startsAt: row!.startsAt,
      });
      // No event but the parent's confirmation of the request.
      expect(
        (await state(row!.id)).events.map((event) => [
          event.actor,
          event.fromStatus,
          event.toStatus,
        ]),
      ).toEqual([['parent', 'unverified', 'pending']]);

      const newStart = new Date(row!.startsAt.getTime() + 3_600_000 * 2);
      const proposed = await lifecycle.transition(handle.db, row!.id, 'propose', {
        actor: { kind: 'staff' },
        proposedSlot: { startsAt: newStart },
      });
      expect(proposed).toMatchObject({ ok: true, to: 'proposed' });
      const after = await state(row!.id);
      expect(after.row).toMatchObject({
        status: 'proposed',
        startsAt: newStart,
        requestedStartsAt: row!.startsAt,
      });
      expect(after.row.endsAt.getTime() - after.row.startsAt.getTime()).toBe(
        row!.endsAt.getTime() - row!.startsAt.getTime(),
      );
      // The old time is free again: a new request for it is stored.
      const again = await submitAs(3, '12:00', 'Third');
      expect(again.status).toBe('created');
      // The proposed time is held.
      const taken = await submitAs(4, '14:00', 'Fourth');
      expect(taken.status).toBe('taken');
      // The parent accepts: confirmed at the new time, with a calendar file.
      const accepted = await lifecycle.transition(handle.db, row!.id, 'accept', {
        actor: { kind: 'parent' },
      });
      expect(accepted).toMatchObject({ ok: true, from: 'proposed', to: 'confirmed' });
      const mails = (await state(row!.id)).mails;
      expect(mails.map((mail) => `${mail.kind}:${mail.subject}`)).toEqual([
        expect.stringMatching(/^parent:We have received/),
        expect.stringMatching(/^venue:Novi zahtjev/),
        expect.stringMatching(/^parent:Another time for your request/),
        expect.stringMatching(/^parent:Your booking .* is confirmed/),
        expect.stringMatching(/^venue:Roditelj je prihvatio/),
      ]);
      expect(mails[3]!.ics).toContain('BEGIN:VEVENT');
    }, 60_000);

    it('a parent cancels before the cut-off, not after; staff may cancel after it', async () => {
      const { early, late } = await confirmedAroundCutoff(handle.db, { early: 72, late: 24 });
      expect(
        await lifecycle.transition(handle.db, early.id, 'cancel', { actor: { kind: 'parent' } }),
      ).toMatchObject({ ok: true, to: 'cancelled' });
      const refused = await lifecycle.transition(handle.db, late.id, 'cancel', {
        actor: { kind: 'parent' },
      });
      expect(refused).toMatchObject({ ok: false, reason: 'after-cutoff' });
      expect((await state(late.id)).row.status).toBe('confirmed');
      expect((await state(late.id)).events).toHaveLength(0);
      expect(
        await lifecycle.transition(handle.db, late.id, 'cancel', {
          actor: { kind: 'staff', address: 'desk@cluville.test' },
        }),
      ).toMatchObject({ ok: true });
      expect((await state(late.id)).events[0]).toMatchObject({
        actor: 'staff',
        actorAddress: 'desk@cluville.test',
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
      });
      // A cancellation mails the parent and, when the parent cancelled, the venue.
      expect((await state(early.id)).mails.map((mail) => mail.kind).sort()).toEqual([
        'parent',
        'venue',
      ]);
      expect((await state(late.id)).mails.map((mail) => mail.kind)).toEqual(['parent']);
    });

    it('a parent withdraws a request not yet answered, even inside the cut-off, and the time is free again', async () => {
      const soon = await insertBooking(handle.db, { status: 'pending', startsInHours: 30 });
      expect(
        await lifecycle.transition(handle.db, soon.id, 'cancel', { actor: { kind: 'parent' } }),
      ).toMatchObject({ ok: true, from: 'pending', to: 'cancelled' });
      expect((await state(soon.id)).events[0]).toMatchObject({
        actor: 'parent',
        fromStatus: 'pending',
        toStatus: 'cancelled',
      });
      expect((await state(soon.id)).mails.map((mail) => mail.kind).sort()).toEqual([
        'parent',
        'venue',
      ]);
      // The same time can be held again at once.
      const again = await insertBooking(handle.db, { status: 'pending', startsInHours: 30 });
      expect((await state(again.id)).row.status).toBe('pending');
      // Staff answer a request rather than cancel it.
      expect(
        await lifecycle.transition(handle.db, again.id, 'cancel', { actor: { kind: 'staff' } }),
      ).toMatchObject({ ok: false, reason: 'not-allowed' });
    });

    it('erasing an address removes the audit trail of its bookings with them', async () => {
      const booking = await insertBooking(handle.db, { email: 'erase.me@example.com' });
      await lifecycle.transition(handle.db, booking.id, 'confirm', { actor: { kind: 'staff' } });
      expect((await state(booking.id)).events).toHaveLength(1);
      await eraseEmail(handle.db, 'erase.me@example.com');
      expect(await handle.db.select().from(bookingEvents)).toHaveLength(0);
    });

    it('the staff calendar feed: confirmed and (tentative) waiting bookings of the window, with reference, room, players and phone', async () => {
      const confirmed = await insertBooking(handle.db, { status: 'confirmed', startsInHours: 48 });
      const pending = await insertBooking(handle.db, {
        status: 'pending',
        startsInHours: 72,
        resource: 'room:202',
        phone: '+382 69 000 111',
      });
      await insertBooking(handle.db, { status: 'declined', startsInHours: 96 });
      // Held, but its parent has not confirmed it: the venue has not heard of it.
      await insertBooking(handle.db, {
        status: 'unverified',
        startsInHours: 100,
        resource: 'room:204',
      });
      await insertBooking(handle.db, {
        status: 'confirmed',
        startsInHours: 24 * 130,
        resource: 'room:204',
      });
      const calendar = new ICAL.Component(ICAL.parse(await renderFeed(handle.db)));
      const events = calendar
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component));
      expect(
        events.map((event) => [
          event.summary.split(' ')[0],
          event.component.getFirstPropertyValue('status'),
        ]),
      ).toEqual([
        [confirmed.reference, 'CONFIRMED'],
        [pending.reference, 'TENTATIVE'],
      ]);
      expect(events[1]!.description).toContain('+382 69 000 111');
      expect(events[1]!.description).toContain('room:202');
      expect(events[1]!.summary).toContain('igrača: 5');
      expect(feedTokenMatches('t'.repeat(32) + '.ics', 't'.repeat(32))).toBe(true);
      expect(feedTokenMatches('t'.repeat(32) + '.ics', undefined)).toBe(false);
      expect(feedTokenMatches('u'.repeat(32) + '.ics', 't'.repeat(32))).toBe(false);
      expect(feedTokenMatches('t'.repeat(32), 't'.repeat(32))).toBe(false);
    });

    it('two clicks at once: one transition, the other is refused', async () => {
      const booking = await insertBooking(handle.db);
      const results = await Promise.all(
        [0, 1, 2].map(() =>
          lifecycle.transition(handle.db, booking.id, 'confirm', { actor: { kind: 'staff' } }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([
        expect.objectContaining({ reason: 'not-allowed', status: 'confirmed' }),
        expect.objectContaining({ reason: 'not-allowed', status: 'confirmed' }),
      ]);
      expect((await state(booking.id)).events).toHaveLength(1);
    });
  });
}
