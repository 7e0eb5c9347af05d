// The parent's change of a party (the manage page's change form → the answer command → the
// lifecycle's changeParty), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: 8 → 14 children
// plays a second wave, and the party's room is held for it when free, or the change is refused
// with the booking and its holds as they were; a change after BOOKING_CHANGE_CUTOFF is refused (by
// the plan and again in the transaction); a change racing a new booking for the same room never
// leaves two holds overlapping; each change writes its audit row and the venue's and the parent's
// mails.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingEvents, bookingHolds, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { holdsOf } from '../db/holds-repository';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { birthdayInput, inDays, partyContext } from '../testing/fixtures';
import { testAnswering, testLifecycle, testLifecycleSettings } from '../testing/lifecycle';
import { confirmRequest } from '../testing/verify';
import { EXTRA_CHILD_PRICE_CENTS, type ExtraLine } from '../rules/pricing';
import { formatCents } from '@/lib/format';
import { handleLinkPost } from './link-actions';
import type { BookingContext } from '../rules/rules-context';
import type { SubmitResult } from './service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const parent = { kind: 'parent' } as const;
const today = inDays(0);
const base = partyContext(3, { ...partyContext(2), today });
/**
 * One game room (Room 3: 60 minutes, 2 to 8 players) and a three-hour party that plays it: 8
 * children play one wave (held 60 + 15 minutes), 14 play two (60 + 15 + 60, and the buffer).
 */
const context: BookingContext = {
  ...base,
  rooms: base.rooms.filter((room) => room.slug === 'room-3'),
  packages: [
    {
      slug: 'long-party',
      name: 'Long Party',
      priceCents: 15000,
      cakePriceCents: 3000,
      childrenIncluded: 8,
      durationMinutes: 180,
      escapeRooms: 1,
    },
  ],
};

for (const database of testDatabases('parent_change', {
  postgres: 'a change racing a new booking under the exclusion constraint',
})) {
  describe(`a parent's change of a party on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const answering = (now?: () => Date) =>
      testAnswering(() => handle.db, context, testLifecycle({}, now).lifecycle, { now });
    let index = 0;
    /** A party of `children` from `time` in five days, its room named: the parent's request. */
    function submitParty(time: string, children: number, extras = ''): Promise<SubmitResult> {
      index++;
      return bookingServiceOn(handle).submit(
        birthdayInput({
          extras,
          package: 'long-party',
          rooms: 'room-3',
          cake: 'no',
          children: String(children),
          date: inDays(5),
          time,
          name: `Parent ${index}`,
          email: `parent${index}@example.com`,
          phone: `067 800 ${100 + index}`,
        }),
        { context, clientAddress: `198.51.100.${index}` },
      );
    }
    /** The same, confirmed by its parent (pending: the venue knows of it). */
    async function party(time: string, children: number, extras = '') {
      const result = await submitParty(time, children, extras);
      expect(result.status).toBe('created');
      return confirmRequest(handle.db, result);
    }
    const row = async (id: number) =>
      (await handle.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!;
    const roomHold = async (id: number) =>
      (await holdsOf(handle.db, id)).find((hold) => hold.kind === 'room')!;
    const minutes = (hold: { startsAt: Date; blockedUntil: Date }) =>
      (hold.blockedUntil.getTime() - hold.startsAt.getTime()) / MINUTE;

    it('8 → 14 children: a second wave in the same room, the new price, the audit row and both mails', async () => {
      const booking = await party('12:00', 8);
      expect(minutes(await roomHold(booking.id))).toBe(75);

      const outcome = await answering().answer(
        booking.id,
        { op: 'change', change: { children: 14 } },
        parent,
      );
      expect(outcome).toMatchObject({ ok: true, done: 'changed' });

      const hold = await roomHold(booking.id);
      expect(hold).toMatchObject({ resource: 'room:300', startsAt: booking.startsAt });
      expect(minutes(hold)).toBe(60 + 15 + 60 + 15);
      const changed = await row(booking.id);
      expect(changed).toMatchObject({ children: 14, withCake: false, status: 'pending' });
      expect(changed.totalCents).toBe(15000 - 3000 + 6 * EXTRA_CHILD_PRICE_CENTS);
      expect(changed.parentChangedAt).toBeInstanceOf(Date);

      const events = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));
      expect(events.at(-1)).toMatchObject({
        actor: 'parent',
        fromStatus: 'pending',
        toStatus: 'pending',
        note: 'parent change: children: 8 → 14',
      });
      const mails = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, booking.id));
      const venue = mails.filter((mail) => mail.kind === 'venue').at(-1)!;
      // The venue's language (VENUE_LOCALE: me).
      expect(venue.subject).toContain('Izmijenio roditelj');
      expect(venue.text).toContain('Djeca: 8 → 14');
      const toParent = mails.filter((mail) => mail.kind === 'parent').at(-1)!;
      expect(toParent.subject).toContain('Your party is changed');
      expect(toParent.to).toBe(booking.email);
    });

    describe('the extras, changed on the manage page (its form posted as it is)', () => {
      const pizza = 'pizza-for-every-child';
      const bags = 'goody-bag-for-a-guest';
      const photographer = 'photographer-at-the-party-1-hour';
      /** The change form's post: every ticked checkbox and chosen select an `extras` field. */
      const post = (booking: { id: number; endsAt: Date }, fields: [string, string][]) =>
        handleLinkPost(
          new URLSearchParams([
            ['locale', 'en'],
            ['token', testLifecycleSettings().links.sign(booking.id, 'manage', booking.endsAt)],
            ['op', 'change'],
            ['step', 'send'],
            ['extras_sent', 'yes'],
            ...fields,
          ]),
          { settings: testLifecycleSettings(), answering: answering() },
        );
      const state = async (id: number) => ({
        row: await row(id),
        holds: await holdsOf(handle.db, id),
        events: await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)),
        mails: await handle.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id)),
      });

      it('8 → 14 children, 4 → 12 goody bags and a photographer: the new lines and total, the audit row, both mails', async () => {
        const booking = await party('12:00', 8, `${pizza}:1,${bags}:4`);
        expect(booking.totalCents).toBe(15000 - 3000 + 8 * 400 + 4 * 500);

        const outcome = await post(booking, [
          ['children', '14'],
          ['cake', 'no'],
          ['extras', `${pizza}:1`],
          ['extras', `${bags}:12`],
          ['extras', `${photographer}:1`],
        ]);
        expect(outcome).toMatchObject({ kind: 'done', done: 'changed' });

        const changed = await row(booking.id);
        expect(changed.children).toBe(14);
        const lines = (changed.price as { extras: ExtraLine[] }).extras;
        // The pizza follows the children; each line named in both languages.
        expect(lines.map((line) => [line.key, line.quantity, line.totalCents])).toEqual([
          [pizza, 14, 14 * 400],
          [bags, 12, 12 * 500],
          [photographer, 1, 6000],
        ]);
        expect(lines[1]!.names).toEqual({
          en: 'Goody bag for a guest',
          me: 'Poklon-kesica za goste',
        });
        expect(changed.totalCents).toBe(
          15000 - 3000 + 6 * EXTRA_CHILD_PRICE_CENTS + 14 * 400 + 12 * 500 + 6000,
        );
        const { events, mails } = await state(booking.id);
        expect(events.at(-1)!.note).toBe(
          'parent change: children: 8 → 14; extras: Pizza for every child ×8 → Pizza for every child ×14, Goody bag for a guest ×4 → Goody bag for a guest ×12, + Photographer at the party (1 hour) ×1',
        );
        // The venue reads Montenegrin (VENUE_LOCALE), the parent the booking's English.
        const venue = mails.filter((mail) => mail.kind === 'venue').at(-1)!;
        expect(venue.text).toContain('Poklon-kesica za goste: 12 ×');
        expect(venue.text).toContain('Fotograf na proslavi (1 sat): 1 ×');
        const toParent = mails.filter((mail) => mail.kind === 'parent').at(-1)!;
        expect(toParent.text).toContain('Goody bag for a guest: 12 ×');
        expect(toParent.text).toContain(formatCents(changed.totalCents!, 'en'));

        // Every extra taken off: the lines go, the price goes down.
        expect(await post(booking, [['children', '14']])).toMatchObject({ kind: 'done' });
        const bare = await row(booking.id);
        expect((bare.price as { extras?: unknown }).extras).toBeUndefined();
        expect(bare.totalCents).toBe(15000 - 3000 + 6 * EXTRA_CHILD_PRICE_CENTS);
      });

      it('an extra not offered, or more than its most: refused in words, nothing changed', async () => {
        const booking = await party('12:00', 8, `${bags}:4`);
        const before = await state(booking.id);
        for (const extras of ['balloons:3', `${bags}:31`]) {
          const outcome = await post(booking, [
            ['children', '9'],
            ['extras', extras],
          ]);
          expect(outcome).toMatchObject({
            kind: 'refused',
            reason: 'change-bad-extras',
            query: { children: '9', extras },
          });
          expect(await state(booking.id)).toEqual(before);
        }
      });
    });

    it('8 → 14 children where the second wave is taken: refused, the booking and its holds kept', async () => {
      const booking = await party('12:00', 8);
      // Another party plays Room 3 from 13:30 (the first wave and its buffer end at 13:15).
      const other = await party('13:30', 5);
      const before = await holdsOf(handle.db, booking.id);
      const eventsBefore = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));

      const outcome = await answering().answer(
        booking.id,
        { op: 'change', change: { children: 14, cake: true } },
        parent,
      );
      expect(outcome).toEqual({ ok: false, reason: 'slot-taken' });
      expect(await holdsOf(handle.db, booking.id)).toEqual(before);
      expect(await row(booking.id)).toMatchObject({
        children: 8,
        withCake: false,
        parentChangedAt: null,
        totalCents: booking.totalCents,
      });
      expect(
        await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)),
      ).toHaveLength(eventsBefore.length);
      expect(minutes(await roomHold(other.id))).toBe(75);
    });

    it('8 → 14 children where its room is taken for the second wave but another room is free: moved there', async () => {
      const roomy: BookingContext = {
        ...context,
        rooms: partyContext(4, { ...partyContext(2), today }).rooms.filter((room) =>
          ['room-3', 'room-4'].includes(room.slug),
        ),
      };
      const booking = await party('12:00', 8);
      await party('13:30', 5);
      const outcome = await testAnswering(() => handle.db, roomy).answer(
        booking.id,
        { op: 'change', change: { children: 14 } },
        parent,
      );
      expect(outcome).toMatchObject({ ok: true, done: 'changed' });
      const hold = await roomHold(booking.id);
      expect(hold.resource).toBe('room:301');
      expect(minutes(hold)).toBe(150);
    });

    it('a change after BOOKING_CHANGE_CUTOFF is refused, by the plan and again in the transaction', async () => {
      const booking = await party('12:00', 8);
      // A day before the party: inside the 48 hours.
      const late = () => new Date(booking.startsAt.getTime() - 24 * HOUR);
      expect(
        await answering(late).answer(booking.id, { op: 'change', change: { children: 9 } }, parent),
      ).toEqual({ ok: false, reason: 'after-cutoff' });
      // A plan made in time, written too late: the lifecycle checks the cut-off itself.
      const { lifecycle } = testLifecycle({}, late);
      const refused = await lifecycle.changeParty(
        handle.db,
        booking.id,
        {
          party: { children: 9, withCake: false, extras: [] },
          price: {
            packageCents: 15000,
            cakeDeductionCents: 3000,
            extraChildren: 1,
            extraChildPriceCents: EXTRA_CHILD_PRICE_CENTS,
            extraChildrenCents: EXTRA_CHILD_PRICE_CENTS,
            totalCents: 12000 + EXTRA_CHILD_PRICE_CENTS,
          },
          demands: [],
          bufferMinutes: 15,
        },
        parent,
      );
      expect(refused).toMatchObject({ ok: false, reason: 'after-cutoff' });
      expect(await row(booking.id)).toMatchObject({ children: 8, parentChangedAt: null });
    });

    it('a change racing a new booking of the same room: one of them, never two holds overlapping', async () => {
      for (let round = 0; round < 3; round++) {
        await handle.reset();
        const booking = await party('12:00', 8);
        const [changed, other] = await Promise.all([
          answering().answer(booking.id, { op: 'change', change: { children: 14 } }, parent),
          submitParty('13:30', 5),
        ]);
        // Exactly one wins the room from 13:30.
        expect([changed.ok, other.status === 'created']).toContain(true);
        expect(changed.ok && other.status === 'created').toBe(false);
        const holds = await handle.db
          .select()
          .from(bookingHolds)
          .where(and(eq(bookingHolds.resource, 'room:300'), eq(bookingHolds.holding, true)));
        for (const a of holds)
          for (const b of holds)
            if (a.id !== b.id)
              expect(a.startsAt < b.blockedUntil && b.startsAt < a.blockedUntil).toBe(false);
        // The loser is as it was: the booking keeps 8 children and one wave when refused.
        if (!changed.ok) {
          expect(changed.reason).toBe('slot-taken');
          expect(await row(booking.id)).toMatchObject({ children: 8 });
          expect(minutes(await roomHold(booking.id))).toBe(75);
        }
      }
    });
  });
}
