import { describe, expect, it } from 'vitest';
import { testContext } from '@/booking/testing/fixtures';
import type { BlockedTimeRow, BookingRow } from '@/lib/db/schema';
import type { GuestAnswer } from '@/booking/invitations/repository';
import { ALL_RESOURCES } from '@/booking/db/holds-repository';
import { deskEntries, deskResources } from '../desk';
import { dayColumns, dayList, daySummary } from './day';

const resources = deskResources(testContext('en'));
const rooms = resources.filter((resource) => resource.kind === 'room');

let nextId = 1;
function booking(
  fields: Partial<BookingRow> & Pick<BookingRow, 'resource' | 'startsAt'>,
): BookingRow {
  return {
    id: nextId++,
    reference: `CLV-T${nextId}`,
    form: fields.resource.startsWith('hall:') ? 'birthday' : 'room',
    status: 'confirmed',
    endsAt: new Date(fields.startsAt.getTime() + 60 * 60_000),
    blockedUntil: new Date(fields.startsAt.getTime() + 75 * 60_000),
    withCake: null,
    children: null,
    players: null,
    arrival: null,
    ...fields,
  } as BookingRow;
}
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const block = (resource: string, startsAt: Date) =>
  ({
    id: nextId++,
    resource,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
  }) as BlockedTimeRow;
const columnsOf = (bookings: BookingRow[], blocks: BlockedTimeRow[] = []) =>
  dayColumns(resources, deskEntries(bookings, new Map(), 15), blocks, (id) => id);

describe("the day view's columns", () => {
  it('keep the content order, rooms then halls, whichever resources the day uses', () => {
    const quiet = columnsOf([]);
    const busyLast = columnsOf([
      booking({ resource: rooms.at(-1)!.id, startsAt: at('2026-12-05', '10:00') }),
      booking({ resource: 'hall:2', startsAt: at('2026-12-05', '11:00') }),
    ]);
    const otherDay = columnsOf(
      [booking({ resource: rooms[1]!.id, startsAt: at('2026-12-06', '15:00') })],
      [block(rooms[0]!.id, at('2026-12-06', '09:00'))],
    );
    const order = resources.map((resource) => resource.id);
    expect(order.indexOf('hall:1')).toBeGreaterThan(order.indexOf(rooms.at(-1)!.id));
    for (const day of [quiet, busyLast, otherDay])
      expect(day.map((column) => column.resource.id)).toEqual(order);
    expect(busyLast.at(-1)!.items).toHaveLength(1);
  });

  it("list a phone's day in time order, each booking and a block on every resource once", () => {
    const late = booking({ resource: rooms[0]!.id, startsAt: at('2026-12-05', '17:00') });
    const early = booking({ resource: 'hall:1', startsAt: at('2026-12-05', '10:00') });
    const everywhere = block(ALL_RESOURCES, at('2026-12-05', '12:00'));
    const list = dayList(columnsOf([late, early], [everywhere]));
    expect(
      list.map(({ item }) => (item.kind === 'booking' ? item.entry.booking.id : 'block')),
    ).toEqual([early.id, 'block', late.id]);
    expect(list[0]!.title).toBe('hall:1');
  });
});

describe("the day's strip", () => {
  it('counts the live bookings, their children, cakes, allergies, and the waiting requests', () => {
    const party = booking({
      resource: 'hall:1',
      startsAt: at('2026-12-05', '10:00'),
      children: 12,
      withCake: true,
    });
    const room = booking({
      resource: rooms[0]!.id,
      startsAt: at('2026-12-05', '12:00'),
      players: 4,
    });
    const waiting = booking({
      resource: rooms[1]!.id,
      startsAt: at('2026-12-05', '14:00'),
      players: 5,
      status: 'pending',
    });
    const declined = booking({
      resource: rooms[0]!.id,
      startsAt: at('2026-12-05', '16:00'),
      players: 6,
      withCake: true,
      status: 'declined',
    });
    const guest = (childName: string, coming: boolean, foodNote: string | null) =>
      ({ id: nextId++, bookingId: party.id, childName, coming, foodNote }) as GuestAnswer;
    const guests = new Map([
      [
        party.id,
        [guest('Mia', true, 'peanuts'), guest('Vuk', true, null), guest('Sara', false, 'gluten')],
      ],
    ]);
    expect(daySummary([party, room, waiting, declined], guests)).toEqual({
      bookings: 3,
      children: 21,
      cakes: 1,
      allergies: 1,
      waiting: 1,
    });
  });
});
