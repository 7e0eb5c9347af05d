// A party holds its hall and its game room(s) as rows under one exclusion constraint: races of
// parties and room bookings, moves and releases, and the staff assigning rooms, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL. The database decides, not a check before the insert.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests } from '@/lib/db/schema';
import { createAvailabilityService } from '../server/availability-service';
import type { Answering } from '../server/answer';
import type { SubmitResult } from '../server/service';
import { holdsOf, holdsOfBookings } from './holds-repository';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { birthdayInput, inDays, partyContext, roomInput, testSettings } from '../testing/fixtures';
import { insertBooking, testAnswering, testLifecycle } from '../testing/lifecycle';
import { confirmRequest } from '../testing/verify';
import type { BookingContext } from '../rules/rules-context';

const today = inDays(0);
const staff = { kind: 'staff', address: 'desk@cluville.test' } as const;

for (const database of testDatabases('party_holds', {
  postgres: 'the exclusion constraint under concurrent requests',
})) {
  describe(`party holds on ${database.name}`, () => {
    let handle: TestDb;
    // Two halls, five rooms (space-mission 75 min, dragons-cave 60, room-3…room-5 60).
    const context = partyContext(5, { ...partyContext(2), today });
    const service = () => bookingServiceOn(handle);
    const party = (index: number, overrides: Record<string, string>) =>
      birthdayInput({
        date: inDays(5),
        time: '15:00',
        name: `Parent ${index}`,
        email: `party${index}@example.com`,
        phone: `067 800 ${String(100 + index)}`,
        ...overrides,
      });
    const submitAll = (inputs: Record<string, string>[], on: BookingContext = context) =>
      Promise.all(
        inputs.map((input, index) =>
          service().submit(input, { context: on, clientAddress: `198.51.100.${index + 1}` }),
        ),
      );
    const created = (results: SubmitResult[]) =>
      results.filter(
        (result): result is Extract<SubmitResult, { status: 'created' }> =>
          result.status === 'created',
      );
    const resourcesOf = async (id: number) =>
      (await holdsOf(handle.db, id)).map((hold) => `${hold.kind} ${hold.resource}`);

    useTestDb(database, (opened) => (handle = opened));

    it('20 concurrent parties naming one room: 1 stored, the rest 409 with alternatives', async () => {
      const results = await submitAll(
        Array.from({ length: 20 }, (_, index) => party(index, { rooms: 'dragons-cave' })),
      );
      const stored = created(results);
      expect(stored).toHaveLength(1);
      const taken = results.filter((result) => result.status === 'taken');
      expect(taken).toHaveLength(19);
      expect(taken[0]).toMatchObject({ alternatives: expect.arrayContaining([expect.anything()]) });
      expect(await resourcesOf(stored[0]!.id!)).toEqual(['hall hall:1', 'room room:202']);
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(1);
    }, 90_000);

    it('2 halls and 5 rooms: 3 "let us choose" parties at one time give 2 stored, on different rooms', async () => {
      const results = await submitAll([0, 1, 2].map((index) => party(index, {})));
      const stored = created(results);
      expect(stored).toHaveLength(2);
      expect(results.filter((result) => result.status === 'taken')).toHaveLength(1);
      const holds = await holdsOfBookings(
        handle.db,
        stored.map((result) => result.id!),
      );
      const all = [...holds.values()].flat();
      expect(
        all
          .filter((hold) => hold.kind === 'hall')
          .map((hold) => hold.resource)
          .sort(),
      ).toEqual(['hall:1', 'hall:2']);
      const rooms = all.filter((hold) => hold.kind === 'room').map((hold) => hold.resource);
      expect(rooms).toHaveLength(2);
      expect(new Set(rooms).size).toBe(2);
    }, 60_000);

    it('two parties naming different rooms at one time: both stored, in two halls', async () => {
      const results = await submitAll([
        party(0, { rooms: 'dragons-cave' }),
        party(1, { rooms: 'space-mission' }),
      ]);
      const stored = created(results);
      expect(stored).toHaveLength(2);
      const holds = [
        ...(
          await holdsOfBookings(
            handle.db,
            stored.map((r) => r.id!),
          )
        ).values(),
      ];
      expect(holds.map((list) => list[0]!.resource).sort()).toEqual(['hall:1', 'hall:2']);
      expect(holds.map((list) => list[1]!.resource).sort()).toEqual(['room:202', 'room:203']);
    }, 60_000);

    it('a Legendary Party takes two different rooms, named in either language or chosen', async () => {
      const [named] = await submitAll([
        party(0, { package: 'legendary-party', rooms: 'soba-3,dragons-cave' }),
      ]);
      expect(named).toMatchObject({ status: 'created' });
      expect(await resourcesOf((named as { id: number }).id)).toEqual([
        'hall hall:1',
        'room room:300',
        'room room:202',
      ]);
      const [chosen] = await submitAll([party(1, { package: 'legendary-party' })]);
      const holds = await holdsOf(handle.db, (chosen as { id: number }).id);
      expect(holds.map((hold) => hold.kind)).toEqual(['hall', 'room', 'room']);
      const rooms = holds.slice(1).map((hold) => hold.resource);
      expect(new Set(rooms).size).toBe(2);
      expect(rooms).not.toContain('room:300');
      expect(rooms).not.toContain('room:202');
      // Each game holds its room for that room's session plus the buffer, from the party's start.
      const [hall, first] = holds;
      expect(first!.startsAt).toEqual(hall!.startsAt);
    }, 60_000);

    it('names too many, too few, unknown or repeated rooms: a field error (422), nothing stored', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ rooms: 'dragons-cave,space-mission' }, 'This package plays one escape room'],
        [
          { package: 'legendary-party', rooms: 'dragons-cave' },
          'This package plays 2 escape rooms',
        ],
        [{ rooms: 'no-such-room' }, 'We have no escape room called “no-such-room”'],
        [{ package: 'legendary-party', rooms: 'soba-3,room-3' }, 'two different escape rooms'],
      ];
      for (const [overrides, message] of cases) {
        const [result] = await submitAll([party(0, overrides)]);
        expect(result).toMatchObject({
          status: 'invalid',
          errors: { rooms: expect.stringContaining(message) },
        });
      }
      // The Montenegrin message, ijekavian, for the same mistake.
      const [me] = await submitAll([party(0, { rooms: 'nema-je' })], { ...context, locale: 'me' });
      expect(me).toMatchObject({
        status: 'invalid',
        errors: { rooms: expect.stringContaining('Nemamo escape sobu „nema-je”') },
      });
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
      // As a list (JSON) too.
      const [list] = await submitAll([
        { ...party(1, { package: 'legendary-party' }), rooms: ['room-4', 'room-5'] } as never,
      ]);
      expect(await resourcesOf((list as { id: number }).id)).toEqual([
        'hall hall:1',
        'room room:301',
        'room room:302',
      ]);
    }, 60_000);

    it('a room booking inside a party’s game is taken (409), beside it is free; the offset places the game', async () => {
      const withOffset = { ...context, settings: testSettings({ gameOffsetMinutes: 60 }) };
      const [stored] = await submitAll(
        [party(0, { time: '14:00', rooms: 'dragons-cave' })],
        withOffset,
      );
      expect(stored).toMatchObject({ status: 'created' });
      const [hall, game] = await holdsOf(handle.db, (stored as { id: number }).id);
      expect(game!.startsAt.getTime() - hall!.startsAt.getTime()).toBe(60 * 60_000);
      const room = (time: string) =>
        roomInput({ room: 'dragons-cave', players: '4', date: inDays(5), time });
      // 14:00–15:15 (with the buffer) meets the game from 15:00.
      const [inside] = await submitAll([room('14:00')], withOffset);
      expect(inside).toMatchObject({ status: 'taken', alternatives: expect.any(Array) });
      // 13:30–14:45 is before it.
      const [before] = await submitAll([room('13:30')], withOffset);
      expect(before).toMatchObject({ status: 'created' });
      // The free times of the room form say the same.
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      const free = await availability.forForm(
        withOffset,
        { form: 'room', room: 'dragons-cave' },
        inDays(5),
      );
      const byTime = Object.fromEntries(free!.slots.map((slot) => [slot.time, slot.free]));
      expect(byTime).toMatchObject({ '15:00': false, '16:00': false, '16:30': true });
    }, 60_000);

    it('the no-JavaScript free times of a half-chosen Legendary Party are the "let us choose" ones, as with JavaScript', async () => {
      const [stored] = await submitAll([
        party(40, { date: inDays(6), time: '14:00', rooms: 'dragons-cave' }),
      ]);
      expect(stored).toMatchObject({ status: 'created' });
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      const at14 = async (rooms: string) => {
        const day = await availability.forForm(
          context,
          { form: 'birthday', package: 'legendary-party', rooms },
          inDays(6),
        );
        return day!.slots.find((slot) => slot.time === '14:00')?.free;
      };
      // Both teams' rooms named, one of them the taken room: not offered.
      expect(await at14('dragons-cave,room-3')).toBe(false);
      // Half chosen: the times of "let us choose" (a free hall and two free rooms remain).
      expect(await at14('dragons-cave,')).toBe(true);
      expect(await at14('')).toBe(true);
    }, 60_000);

    describe("a party's children in waves", () => {
      const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
      // Big Adventurer: 150 minutes; the Dragon's Cave: 60-minute games for 2 to 5 players.
      const tenInTheCave = (index: number, overrides: Record<string, string> = {}) =>
        party(index, {
          package: 'big-adventurer',
          children: '10',
          rooms: 'dragons-cave',
          ...overrides,
        });

      it('a 10-child Big Adventurer in the 5-player Dragon’s Cave holds it 2 × (60 + 15) min from the party’s start', async () => {
        const [stored] = await submitAll([tenInTheCave(60)]);
        expect(stored).toMatchObject({ status: 'created' });
        const holds = await holdsOf(handle.db, (stored as { id: number }).id);
        const start = holds[0]!.startsAt;
        expect(
          holds.map((hold) => [
            hold.kind,
            hold.resource,
            minutes(start, hold.startsAt),
            minutes(hold.startsAt, hold.blockedUntil),
          ]),
        ).toEqual([
          ['hall', 'hall:1', 0, 150 + 15],
          ['room', 'room:202', 0, 2 * (60 + 15)],
        ]);
        // The second wave plays 16:15–17:15: a family in the cave at 16:30 is refused, at 17:30 not.
        const [during, after] = await Promise.all([
          service().submit(
            roomInput({ room: 'dragons-cave', players: '3', date: inDays(5), time: '16:30' }),
            { context, clientAddress: '203.0.113.1' },
          ),
          service().submit(
            roomInput({
              room: 'dragons-cave',
              players: '3',
              date: inDays(5),
              time: '17:30',
              email: 'later@example.com',
              phone: '067 900 900',
            }),
            { context, clientAddress: '203.0.113.2' },
          ),
        ]);
        expect(during.status).toBe('taken');
        expect(after.status).toBe('created');
      }, 60_000);

      it('is refused (422, with the reason in numbers) where the waves end after the party, and nothing is stored', async () => {
        // The game 30 minutes into the party: two waves end at 30 + 60 + 15 + 60 = 165 > 150.
        const later = { ...context, settings: { ...context.settings, gameOffsetMinutes: 30 } };
        const [refused] = await submitAll([tenInTheCave(61)], later);
        expect(refused).toEqual({
          status: 'invalid',
          code: 'room_does_not_fit',
          errors: {
            rooms:
              "For 10 children Dragon's Cave takes 2 × 60 min — longer than the package. Please choose another room, or let us choose.",
          },
        });
        expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
        // Left to the venue, the same party gets a room the ten fit (the Space Mission, one wave).
        const [chosen] = await submitAll([tenInTheCave(62, { rooms: '' })], later);
        expect(chosen).toMatchObject({ status: 'created' });
        expect(await resourcesOf((chosen as { id: number }).id)).toEqual([
          'hall hall:1',
          'room room:203',
        ]);
      }, 60_000);

      it('racing parties in waves and room bookings never hold the cave twice at once', async () => {
        const times = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
        const inputs = [
          ...times.map((time, index) => tenInTheCave(70 + index, { time })),
          ...times.map((time, index) =>
            roomInput({
              room: 'dragons-cave',
              players: '4',
              date: inDays(5),
              time,
              email: `family${index}@example.com`,
              phone: `067 700 ${String(100 + index)}`,
            }),
          ),
        ];
        const results = await submitAll(inputs);
        expect(results.every((result) => ['created', 'taken'].includes(result.status))).toBe(true);
        const stored = created(results);
        expect(stored.length).toBeGreaterThan(0);
        const cave = [
          ...(
            await holdsOfBookings(
              handle.db,
              stored.map((r) => r.id!),
            )
          ).values(),
        ]
          .flat()
          .filter((hold) => hold.resource === 'room:202')
          .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
        expect(cave).toHaveLength(stored.length);
        for (const [index, hold] of cave.entries())
          if (index > 0) expect(hold.startsAt >= cave[index - 1]!.blockedUntil).toBe(true);
        // Every party stored holds its two waves.
        for (const [index, result] of results.entries()) {
          if (index >= times.length || result.status !== 'created') continue;
          const room = (await holdsOf(handle.db, result.id!)).find((hold) => hold.kind === 'room');
          expect(minutes(room!.startsAt, room!.blockedUntil)).toBe(150);
        }
      }, 90_000);
    });

    describe('moving, releasing and assigning rooms', () => {
      const { lifecycle } = testLifecycle();
      const answering = (): Answering => testAnswering(() => handle.db, context, lifecycle);
      let parents = 0;
      // Each party from a parent of its own (the waiting limit counts one e-mail's and phone's),
      // who confirms it (testing/verify.ts): the venue answers only a confirmed request.
      const storeParty = async (overrides: Record<string, string>) => {
        const [result] = await submitAll([party(++parents, overrides)]);
        expect(result).toMatchObject({ status: 'created' });
        await confirmRequest(handle.db, result!);
        return (result as { id: number }).id;
      };

      it('propose moves every hold, keeping its room where free and taking another where not', async () => {
        const id = await storeParty({ package: 'legendary-party', rooms: 'dragons-cave,room-3' });
        const moved = await answering().answer(
          id,
          { op: 'propose', date: inDays(5), time: '12:00' },
          staff,
        );
        expect(moved).toMatchObject({ ok: true, done: 'proposed' });
        const holds = await holdsOf(handle.db, id);
        expect(holds.map((hold) => hold.resource)).toEqual(['hall:1', 'room:202', 'room:300']);
        const [row] = await handle.db
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.id, id));
        for (const hold of holds) expect(hold.startsAt).toEqual(row!.startsAt);
        expect(holds.every((hold) => hold.holding)).toBe(true);
        // The old time is free again: a party naming the same rooms at 15:00 is stored.
        expect(
          await storeParty({ package: 'legendary-party', rooms: 'dragons-cave,room-3' }),
        ).toBeGreaterThan(id);

        // Dragon's Cave taken at 17:00 by a family: the game moves to another room.
        const [family] = await submitAll([
          roomInput({ room: 'dragons-cave', players: '4', date: inDays(6), time: '17:00' }),
        ]);
        expect(family).toMatchObject({ status: 'created' });
        const other = await storeParty({ date: inDays(6), time: '12:00', rooms: 'dragons-cave' });
        expect(
          await answering().answer(other, { op: 'propose', date: inDays(6), time: '17:00' }, staff),
        ).toMatchObject({ ok: true });
        const again = await holdsOf(handle.db, other);
        expect(again[1]!.resource).not.toBe('room:202');
      }, 60_000);

      it('cancel, decline and expire release every hold (the trigger, with the status)', async () => {
        for (const [action, setup] of [
          ['cancel', 'confirm'],
          ['decline', undefined],
          ['expire', undefined],
        ] as const) {
          await handle.reset();
          const id = await storeParty({ package: 'legendary-party', rooms: '' });
          if (setup)
            expect(
              await lifecycle.transition(handle.db, id, setup, { actor: staff }),
            ).toMatchObject({ ok: true });
          const result = await lifecycle.transition(handle.db, id, action, {
            actor: action === 'expire' ? { kind: 'system' } : staff,
            reason: 'fully-booked',
          });
          expect(result, action).toMatchObject({ ok: true });
          const holds = await holdsOf(handle.db, id);
          expect(holds, action).toHaveLength(3);
          expect(
            holds.every((hold) => !hold.holding),
            action,
          ).toBe(true);
          // The rooms are free again: the same party can be stored at the same time.
          const rooms = holds.slice(1).map((hold) => hold.resource);
          const again = await storeParty({
            package: 'legendary-party',
            rooms: rooms
              .map((resource) => context.rooms.find((room) => room.resource === resource)!.slug)
              .join(','),
          });
          expect(again).toBeGreaterThan(id);
        }
      }, 90_000);

      it('assign_rooms gives a hall-only party its room, keeps or changes it, audited; refused for bad rooms and parents', async () => {
        const legacy = await insertBooking(handle.db, {
          form: 'birthday',
          resource: 'hall:1',
          packageSlug: 'big-adventurer',
          // Six children in a party that holds its hall 60 minutes (+ 15).
          children: 6,
          roomSlug: null,
          roomTitle: null,
        });
        expect(await resourcesOf(legacy.id)).toEqual(['hall hall:1']);
        const assign = (rooms: string, actor: typeof staff | { kind: 'parent' } = staff) =>
          answering().answer(legacy.id, { op: 'assign_rooms', rooms }, actor);
        expect(await assign('soba-3')).toMatchObject({ ok: true, done: 'rooms-assigned' });
        expect(await resourcesOf(legacy.id)).toEqual(['hall hall:1', 'room room:300']);
        // "Let us choose" keeps a room it has when it is free.
        expect(await assign('')).toMatchObject({ ok: true });
        expect(await resourcesOf(legacy.id)).toEqual(['hall hall:1', 'room room:300']);
        // Six children in the 5-player cave: two waves, past the party's 60 minutes.
        expect(await assign('dragons-cave')).toEqual({ ok: false, reason: 'room-does-not-fit' });
        expect(await resourcesOf(legacy.id)).toEqual(['hall hall:1', 'room room:300']);
        expect(await assign('room-4')).toMatchObject({ ok: true });
        expect(await resourcesOf(legacy.id)).toEqual(['hall hall:1', 'room room:301']);
        expect(await assign('dragons-cave,space-mission')).toEqual({
          ok: false,
          reason: 'bad-rooms',
        });
        expect(await assign('nope')).toEqual({ ok: false, reason: 'bad-rooms' });
        expect(await assign('room-4', { kind: 'parent' })).toMatchObject({
          ok: false,
          reason: 'not-allowed',
        });
        const events = await handle.db
          .select()
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, legacy.id));
        expect(events.map((event) => [event.actorAddress, event.note])).toEqual([
          ['desk@cluville.test', 'rooms: room:300'],
          ['desk@cluville.test', 'rooms: room:300'],
          ['desk@cluville.test', 'rooms: room:301'],
        ]);
        // A room booking is no party.
        const room = await insertBooking(handle.db, { startsInHours: 200 });
        expect(await answering().answer(room.id, { op: 'assign_rooms', rooms: '' }, staff)).toEqual(
          { ok: false, reason: 'not-a-party' },
        );
      }, 60_000);

      it('assign_rooms onto a room held at that time: slot-taken, the party keeps its holds', async () => {
        const id = await storeParty({ rooms: 'dragons-cave' });
        const [family] = await submitAll([
          roomInput({ room: 'space-mission', players: '4', date: inDays(5), time: '15:00' }),
        ]);
        expect(family).toMatchObject({ status: 'created' });
        expect(
          await answering().answer(id, { op: 'assign_rooms', rooms: 'space-mission' }, staff),
        ).toEqual({ ok: false, reason: 'slot-taken' });
        expect(await resourcesOf(id)).toEqual(['hall hall:1', 'room room:202']);
      }, 60_000);
    });
  });
}
