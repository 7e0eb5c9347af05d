// Parties on the desk, on PGlite (PostgreSQL behaves the same here): a Saturday with two
// parties and a family's room booking puts each party in its hall's column and its game room's
// column (at the game's time), the family in its room's; a party stored with its hall only is
// "room to assign" until the staff assign one (the answer command's assign_rooms), and a taken
// room is refused with nothing changed; a party taken by phone holds its hall and its room(s),
// named or chosen by the desk, and the staff's free times follow the rooms, not the hall alone.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingHolds, outboxEmails } from '@/lib/db/schema';
import { bookingsBetween } from '@/booking/db/desk-repository';
import { holdsOf, holdsOfBookings } from '@/booking/db/holds-repository';
import { parseAnswer } from '@/booking/server/answer';
import type { BookingService } from '@/booking/server/service';
import {
  bookingServiceOn,
  testDatabases,
  useTestDb,
  type TestDb,
} from '@/booking/testing/databases';
import { birthdayInput, inDays, partyContext, roomInput } from '@/booking/testing/fixtures';
import { insertBooking, testAnswering, testLifecycleSettings } from '@/booking/testing/lifecycle';
import { zonedInstant } from '@/booking/rules/availability';
import {
  addPhoneBooking,
  choiceTarget,
  completeRooms,
  dayBounds,
  deskEntries,
  roomToAssign,
  staffFreeTimes,
  type PhoneBookingFields,
} from './desk';

const context = partyContext(3);
/** The first Saturday at least three days ahead. */
const saturday = (() => {
  for (let days = 3; ; days++) {
    const date = inDays(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
})();
const at = (time: string) =>
  zonedInstant(
    saturday,
    Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
    'Europe/Podgorica',
  )!;
const meta = (octet: number) => ({ context, clientAddress: `203.0.113.${octet}` });

for (const database of testDatabases('party_desk')) {
  describe(`parties on the desk on ${database.name}`, () => {
    let handle: TestDb;
    let service: BookingService;
    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle, { lifecycle: testLifecycleSettings() });
    });
    const phone = (overrides: Partial<PhoneBookingFields> = {}): PhoneBookingFields => ({
      what: 'package:little-explorer',
      date: saturday,
      time: '15:00',
      name: 'Telefon Rođendan',
      phone: '067 222 333',
      email: '',
      notes: '',
      people: '9',
      cake: true,
      rooms: [],
      ...overrides,
    });
    const byPhone = (fields: PhoneBookingFields) =>
      addPhoneBooking(
        service,
        fields,
        { desk: context, parent: context },
        {
          address: 'desk@cluville.test',
        },
      );
    const answering = () => testAnswering(() => handle.db, context);
    /** A Little Explorer party stored with its hall only (before rooms were held): a room to assign. */
    const hallOnlyParty = (hall: string, status: 'pending' | 'confirmed', startsInHours: number) =>
      insertBooking(handle.db, {
        form: 'birthday',
        resource: hall,
        packageSlug: 'little-explorer',
        status,
        startsInHours,
      });
    const mailsOf = (bookingId: number) =>
      handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, bookingId))
        .orderBy(outboxEmails.id);
    const assign = async (id: number, rooms: string[]) => {
      const parsed = parseAnswer((name) =>
        name === 'op' ? 'assign_rooms' : name === 'rooms' ? rooms.join(',') : '',
      );
      if (!parsed.ok) throw new Error(parsed.reason);
      return answering().answer(id, parsed.command, {
        kind: 'staff',
        address: 'desk@cluville.test',
      });
    };

    it('a Saturday with two parties and a family room booking: each party in its hall and its game room, the family in its room', async () => {
      const named = await service.submit(
        birthdayInput({
          package: 'little-explorer',
          date: saturday,
          time: '15:00',
          rooms: 'space-mission',
        }),
        meta(1),
      );
      const chosen = await service.submit(
        birthdayInput({
          package: 'little-explorer',
          date: saturday,
          time: '15:00',
          email: 'b@example.com',
          phone: '+382 67 333 444',
        }),
        meta(2),
      );
      const family = await service.submit(
        roomInput({ room: 'space-mission', players: '4', date: saturday, time: '17:00' }),
        meta(3),
      );
      expect([named.status, chosen.status, family.status]).toEqual([
        'created',
        'created',
        'created',
      ]);
      const [r1, r2, r3] = [named, chosen, family].map(
        (result) => (result as { reference: string }).reference,
      );
      const { from, to } = dayBounds(saturday);
      const bookings = await bookingsBetween(handle.db, from, to);
      const holds = await holdsOfBookings(
        handle.db,
        bookings.map((booking) => booking.id),
      );
      const entries = deskEntries(bookings, holds, context.settings.bufferMinutes).map((entry) => ({
        reference: entry.booking.reference,
        resource: entry.resource,
        role: entry.role,
        from: entry.startsAt.toISOString(),
        to: entry.endsAt.toISOString(),
      }));
      const of = (reference: string | undefined) =>
        entries.filter((entry) => entry.reference === reference);
      // The party that named its room: its hall for the party's 120 minutes, its room for the game's 75.
      const held = (
        reference: string | undefined,
        resource: string,
        role: string,
        from: string,
        to: string,
      ) => ({
        reference,
        resource,
        role,
        from: at(from).toISOString(),
        to: at(to).toISOString(),
      });
      expect(of(r1)).toEqual([
        held(r1, 'hall:1', 'party', '15:00', '17:00'),
        held(r1, 'room:203', 'game', '15:00', '16:15'),
      ]);
      // The party that let the venue choose: the other hall, and another free room.
      const [hall, game] = of(r2);
      expect(hall).toMatchObject({ resource: 'hall:2', role: 'party' });
      expect(game).toMatchObject({ role: 'game', from: at('15:00').toISOString() });
      expect(game!.resource).toMatch(/^room:/);
      expect(game!.resource).not.toBe('room:203');
      // The family, in its room's column only, after the party's game.
      expect(of(r3)).toEqual([held(r3, 'room:203', 'room', '17:00', '18:15')]);
      // Neither party is left without a room.
      for (const booking of bookings)
        expect(roomToAssign(booking, holds.get(booking.id) ?? [])).toBe(false);
    });

    it('a party with its hall only is "room to assign"; the staff assign a room, and a taken room is refused with nothing changed', async () => {
      const old = await hallOnlyParty('hall:1', 'confirmed', 100);
      const heldBefore = await holdsOf(handle.db, old.id);
      expect(heldBefore.map((hold) => hold.resource)).toEqual(['hall:1']);
      expect(roomToAssign(old, heldBefore)).toBe(true);
      // A family holds the Space Mission at the party's start: that room is refused.
      const family = await insertBooking(handle.db, {
        resource: 'room:203',
        status: 'confirmed',
        startsInHours: 100,
      });
      expect(family.startsAt.getTime()).toBe(old.startsAt.getTime());
      const refused = await assign(old.id, ['space-mission']);
      expect(refused).toMatchObject({ ok: false, reason: 'slot-taken' });
      expect((await holdsOf(handle.db, old.id)).map((hold) => hold.resource)).toEqual(['hall:1']);
      // The Dragon's Cave is free: assigned, audited, and the party is no longer "room to assign".
      const done = await assign(old.id, ['dragons-cave']);
      expect(done).toMatchObject({ ok: true, done: 'rooms-assigned' });
      const held = await holdsOf(handle.db, old.id);
      expect(held.map((hold) => [hold.kind, hold.resource])).toEqual([
        ['hall', 'hall:1'],
        ['room', 'room:202'],
      ]);
      expect(roomToAssign(old, held)).toBe(false);
      const events = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, old.id));
      expect(events.at(-1)).toMatchObject({ actor: 'staff', actorAddress: 'desk@cluville.test' });
      // The parent of the confirmed party is mailed its room, with the calendar file again.
      const mailed = await mailsOf(old.id);
      expect(mailed).toHaveLength(1);
      expect(mailed[0]).toMatchObject({
        kind: 'parent',
        to: 'marko@example.com',
        subject: `The escape rooms of your party (${old.reference})`,
      });
      expect(mailed[0]!.text).toContain('We have set the escape rooms for your party on');
      expect(mailed[0]!.ics).toMatch(/SEQUENCE:1\r\n/);
      // The same room again changes nothing the parent needs to hear of.
      expect(await assign(old.id, ['dragons-cave'])).toMatchObject({ ok: true });
      expect(await mailsOf(old.id)).toHaveLength(1);
      // Changed again, to "let the desk choose": a free room other than the family's.
      expect(await assign(old.id, [])).toMatchObject({ ok: true });
      const again = await holdsOf(handle.db, old.id);
      expect(
        again.filter((hold) => hold.kind === 'room').map((hold) => hold.resource),
      ).not.toContain('room:203');
    });

    it('a party still waiting gets its room without a mail: its confirmation will name it', async () => {
      const waiting = await hallOnlyParty('hall:2', 'pending', 120);
      expect(await assign(waiting.id, ['dragons-cave'])).toMatchObject({ ok: true });
      expect((await holdsOf(handle.db, waiting.id)).map((hold) => hold.resource)).toContain(
        'room:202',
      );
      expect(await mailsOf(waiting.id)).toEqual([]);
    });

    it('a party taken by phone holds its hall and the room named; the free times follow the room, not the hall alone', async () => {
      const family = await service.submit(
        roomInput({ room: 'space-mission', players: '4', date: saturday, time: '15:00' }),
        meta(4),
      );
      expect(family.status).toBe('created');
      const named = choiceTarget(context, 'package:little-explorer', ['space-mission'])!;
      const any = choiceTarget(context, 'package:little-explorer', [''])!;
      const namedTimes = await staffFreeTimes(handle.db, context, named, saturday);
      const anyTimes = await staffFreeTimes(handle.db, context, any, saturday);
      // The halls are free at 15:00, the Space Mission is not: named, it is not offered.
      expect(anyTimes).toContain('15:00');
      expect(namedTimes).not.toContain('15:00');
      expect(namedTimes).not.toContain('14:00');
      expect(namedTimes).toContain('16:30');
      // Named while taken: refused, nothing stored.
      expect((await byPhone(phone({ rooms: ['space-mission'] }))).status).toBe('taken');
      const added = await byPhone(phone({ rooms: ['dragons-cave'], people: '5' }));
      expect(added.status).toBe('added');
      if (added.status !== 'added') return;
      const held = await holdsOf(handle.db, added.id);
      expect(held.map((hold) => [hold.kind, hold.resource, hold.holding])).toEqual([
        ['hall', 'hall:1', true],
        ['room', 'room:202', true],
      ]);
      expect(held[1]!.startsAt.getTime()).toBe(at('15:00').getTime());
    });

    it('a party by phone whose children do not fit the room named is refused with the reason, nothing stored', async () => {
      // Nine children in the 5-player Dragon's Cave: two waves of 60 minutes, past Little Explorer's 120.
      const refused = await byPhone(phone({ rooms: ['dragons-cave'] }));
      expect(refused).toEqual({
        status: 'invalid',
        errors: {
          what: "For 9 children Dragon's Cave takes 2 × 60 min — longer than the package. Please choose another room, or let us choose.",
        },
      });
      expect(await handle.db.select().from(bookingHolds)).toEqual([]);
      // Left to the desk, the nine get a room they fit in one go.
      const added = await byPhone(phone());
      expect(added.status).toBe('added');
      if (added.status !== 'added') return;
      const rooms = (await holdsOf(handle.db, added.id)).filter((hold) => hold.kind === 'room');
      expect(rooms.map((hold) => hold.resource)).not.toContain('room:202');
    });

    it('a two-game party by phone naming one room and leaving the other to the desk holds its hall and two rooms', async () => {
      const rooms = await completeRooms(handle.db, context, {
        startsAt: at('16:00'),
        rooms: ['dragons-cave', ''],
      });
      expect(rooms[0]).toBe('dragons-cave');
      expect(rooms[1]).toMatch(/^(space-mission|room-3)$/);
      const added = await byPhone(
        phone({ what: 'package:legendary-party', time: '16:00', people: '14', rooms }),
      );
      expect(added.status).toBe('added');
      if (added.status !== 'added') return;
      const held = await handle.db
        .select()
        .from(bookingHolds)
        .where(eq(bookingHolds.bookingId, added.id));
      expect(held.map((hold) => hold.kind).sort()).toEqual(['hall', 'room', 'room']);
      expect(held.map((hold) => hold.resource)).toContain('room:202');
      // Letting the desk choose both works too, at another time.
      const chosen = await byPhone(
        phone({ what: 'package:legendary-party', time: '10:00', people: '14' }),
      );
      expect(chosen.status).toBe('added');
    });
  });
}
