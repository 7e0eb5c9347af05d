import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@/booking/rules/availability';
import type { BookingHold } from '@/booking/db/holds-repository';
import { testSettings } from '@/booking/testing/fixtures';
import type { DeskResource } from './desk';
import { mondayOf, openWindows, weekNumbers, type WeekBooking } from './week';

const ZONE = 'Europe/Podgorica';
const at = (date: string, time: string) =>
  zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), ZONE)!;
const resources: DeskResource[] = [
  { id: 'room:203', kind: 'room', title: 'Space Mission' },
  { id: 'room:204', kind: 'room', title: "The Dragon's Cave" },
  { id: 'hall:1', kind: 'hall', title: '1', hall: 1 },
];
let nextId = 1;
const booking = (
  resource: string,
  date: string,
  start: string,
  end: string,
  status: WeekBooking['status'] = 'confirmed',
  arrival: WeekBooking['arrival'] = null,
): WeekBooking => ({
  id: nextId++,
  status,
  resource,
  startsAt: at(date, start),
  endsAt: at(date, end),
  arrival,
});
const hold = (resource: string, date: string, start: string, until: string): BookingHold => ({
  kind: resource.startsWith('hall:') ? 'hall' : 'room',
  resource,
  startsAt: at(date, start),
  blockedUntil: at(date, until),
  holding: true,
});

/** The week of `monday` with these bookings (and holds), on the test settings unless given. */
const numbersOf = (
  monday: string,
  bookings: WeekBooking[],
  { settings = testSettings(), holds = new Map() }: Partial<Parameters<typeof weekNumbers>[0]> = {},
) => weekNumbers({ monday, settings, timeZone: ZONE, resources, bookings, holds });

describe("the week's numbers", () => {
  it('finds the Monday of any day of the week', () => {
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-12-12')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it("counts the confirmed bookings' children and stored prices, and waiting requests by their event's date only", () => {
    const party = {
      ...booking('hall:1', '2026-12-12', '15:00', '17:00'),
      children: 12,
      totalCents: 18_000,
    };
    const room = { ...booking('room:203', '2026-12-12', '17:30', '18:30'), players: 5 };
    const numbers = numbersOf('2026-12-07', [
      party,
      room,
      { ...booking('room:204', '2026-12-09', '16:00', '17:00', 'pending'), players: 4 },
      { ...booking('hall:1', '2026-12-10', '16:00', '18:00', 'declined'), totalCents: 9_000 },
      // A team enquiry with no time proposed yet: its row's time is when it came in.
      booking('enquiry', '2026-12-08', '10:12', '10:12', 'pending'),
    ]);
    expect(numbers).toMatchObject({ children: 17, revenueCents: 18_000, waiting: 1, confirmed: 2 });
  });

  it('counts confirmed bookings per room and hall, a party in its hall and its game room, and the occupancy against the opening hours', () => {
    const settings = testSettings({ bufferMinutes: 15 });
    const room = booking('room:203', '2026-12-12', '16:00', '17:15');
    // Half of it before opening: only the open part counts.
    const early = booking('room:203', '2026-12-08', '11:00', '13:00');
    const party = booking('hall:1', '2026-12-12', '15:00', '17:00');
    const numbers = numbersOf(
      '2026-12-07',
      [
        room,
        early,
        party,
        booking('room:204', '2026-12-09', '16:00', '17:00', 'pending'),
        booking('room:204', '2026-12-10', '16:00', '17:00', 'proposed'),
        booking('room:204', '2026-12-11', '16:00', '17:00', 'declined'),
        booking('room:204', '2026-12-11', '18:00', '19:00', 'cancelled'),
      ],
      {
        settings,
        holds: new Map([
          [
            party.id,
            [
              hold('hall:1', '2026-12-12', '15:00', '17:15'),
              hold('room:204', '2026-12-12', '15:30', '16:45'),
            ],
          ],
        ]),
      },
    );
    // Five weekdays of 8 hours and a weekend of two 11-hour days.
    const open = 5 * 8 * 60 + 2 * 11 * 60;
    expect(numbers).toMatchObject({ from: '2026-12-07', to: '2026-12-13' });
    expect(numbers.resources).toEqual([
      {
        id: 'room:203',
        kind: 'room',
        bookings: 2,
        bookedMinutes: 75 + 60,
        openMinutes: open,
        occupancy: Math.round((135 / open) * 100),
      },
      {
        id: 'room:204',
        kind: 'room',
        bookings: 1,
        bookedMinutes: 60,
        openMinutes: open,
        occupancy: 2,
      },
      {
        id: 'hall:1',
        kind: 'hall',
        bookings: 1,
        bookedMinutes: 120,
        openMinutes: open,
        occupancy: 3,
      },
    ]);
    expect(numbers).toMatchObject({ confirmed: 3, waiting: 2, declined: 1, noShows: 0 });
  });

  it('counts the bookings marked as a no-show, not those arrived or not marked', () => {
    const numbers = numbersOf('2026-12-07', [
      booking('room:203', '2026-12-12', '16:00', '17:00', 'confirmed', 'no_show'),
      booking('room:204', '2026-12-12', '16:00', '17:00', 'confirmed', 'no_show'),
      booking('room:203', '2026-12-12', '18:00', '19:00', 'confirmed', 'arrived'),
      booking('room:204', '2026-12-13', '18:00', '19:00'),
    ]);
    // A no-show still booked its room: it stays among the confirmed bookings.
    expect(numbers).toMatchObject({ confirmed: 4, noShows: 2 });
    expect(numbers.resources.find((resource) => resource.id === 'room:203')?.bookings).toBe(2);
  });

  it('a closed date has no opening hours; a week closed throughout has no occupancy', () => {
    const settings = testSettings();
    expect(openWindows('2027-01-01', settings, ZONE)).toEqual([]);
    const closed = numbersOf('2026-12-28', [], {
      settings: testSettings({
        closedDates: [{ from: '2026-12-28', to: '2027-01-03', label: 'Holidays' }],
      }),
    });
    expect(closed.resources.map((resource) => resource.occupancy)).toEqual([null, null, null]);
  });

  it('the week the clocks go forward: a night opening loses the hour that does not exist', () => {
    // Sunday 28 March 2027: 02:00 becomes 03:00 in Podgorica.
    const settings = testSettings({
      openingHours: [{ weekday: 7, open: '01:00', close: '04:30' }],
      closedDates: [],
    });
    const numbers = numbersOf(
      mondayOf('2027-03-28'),
      [booking('room:203', '2027-03-28', '01:00', '04:00')],
      { settings },
    );
    expect(numbers.from).toBe('2027-03-22');
    // 01:00–04:30 that night is two and a half hours; 01:00–04:00 is two.
    expect(numbers.resources[0]).toMatchObject({
      bookedMinutes: 120,
      openMinutes: 150,
      occupancy: 80,
    });
  });

  it('the week the clocks go back: ordinary opening hours are as long as any other day', () => {
    const numbers = numbersOf('2026-10-19', [booking('hall:1', '2026-10-25', '10:00', '21:00')], {
      settings: testSettings({ closedDates: [] }),
    });
    expect(numbers.to).toBe('2026-10-25');
    expect(numbers.resources[2]).toMatchObject({
      bookedMinutes: 11 * 60,
      openMinutes: 5 * 8 * 60 + 2 * 11 * 60,
    });
  });
});
