// The week's numbers (the desk's /staff/week): for the seven venue days from a Monday, the
// confirmed bookings per room and per party hall, each resource's occupancy (the confirmed
// sessions' minutes inside the opening hours, against the opening hours' minutes), the requests
// still waiting for an answer (by the event's date: an undated team enquiry is no week's), the
// declined ones and the no-shows, the children of the confirmed bookings and their stored prices. Pure: the page reads the bookings starting
// in the week (src/booking/db/desk-repository.ts) and their holds.
import type { BookingSettings } from '@/content/types';
import type { Arrival, StoredStatus } from '@/booking/rules/status';
import { ENQUIRY_RESOURCE, WAITING_STATUSES } from '@/booking/rules/status';
import { addDays, closedOn, toMinutes, zonedInstant } from '@/booking/rules/availability';
import type { BookingHold } from '@/booking/db/holds-repository';
import type { DeskResource } from './desk';

/** What the numbers read of a booking. */
export interface WeekBooking {
  id: number;
  status: StoredStatus;
  resource: string;
  startsAt: Date;
  endsAt: Date;
  /** The desk's arrival mark on the booking's day (none until marked). */
  arrival: Arrival | null;
  /** A party's children, a room's players (absent: none counted). */
  children?: number | null;
  players?: number | null;
  /** The stored price's total in cents (a room booking has none). */
  totalCents?: number | null;
}

export interface ResourceWeek {
  id: string;
  kind: DeskResource['kind'];
  /** Confirmed bookings using the resource (a party counts in its hall and in each game room). */
  bookings: number;
  bookedMinutes: number;
  openMinutes: number;
  /** Whole per cent of the open minutes booked; null when the venue is closed all week. */
  occupancy: number | null;
}

export interface WeekNumbers {
  /** The week's Monday and Sunday, venue dates. */
  from: string;
  to: string;
  resources: ResourceWeek[];
  confirmed: number;
  waiting: number;
  declined: number;
  /** Bookings of the week the desk marked as a no-show (their arrival mark). */
  noShows: number;
  /** The confirmed bookings' children and players. */
  children: number;
  /** The confirmed bookings' stored prices, in cents. */
  revenueCents: number;
}

/** The Monday of the week a venue date is in. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** A date's ISO weekday, 1 (Monday) to 7 (Sunday). */
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The opening hours of one venue date as instants (none on a closed date). */
export function openWindows(
  date: string,
  settings: BookingSettings,
  timeZone: string,
): [Date, Date][] {
  if (closedOn(date, settings)) return [];
  return settings.openingHours
    .filter((line) => line.weekday === weekdayOf(date))
    .flatMap((line) => {
      const open = zonedInstant(date, toMinutes(line.open), timeZone);
      const close = zonedInstant(date, toMinutes(line.close), timeZone);
      return open && close && open < close ? [[open, close] as [Date, Date]] : [];
    });
}

/** Real minutes (a day the clocks change has 23 or 25 hours) an interval shares with others. */
function overlapMinutes(start: Date, end: Date, windows: [Date, Date][]): number {
  let ms = 0;
  for (const [open, close] of windows) {
    const from = Math.max(start.getTime(), open.getTime());
    const to = Math.min(end.getTime(), close.getTime());
    if (to > from) ms += to - from;
  }
  return Math.round(ms / 60_000);
}

export function weekNumbers({
  monday,
  settings,
  timeZone,
  resources,
  bookings,
  holds,
}: {
  monday: string;
  settings: BookingSettings;
  timeZone: string;
  resources: DeskResource[];
  /** The bookings starting in the week (any status). */
  bookings: WeekBooking[];
  holds: Map<number, BookingHold[]>;
}): WeekNumbers {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const windows = days.flatMap((date) => openWindows(date, settings, timeZone));
  const openMinutes = overlapMinutes(new Date(-8.64e15), new Date(8.64e15), windows);
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  // Each confirmed booking's parts: its holds (hall, game rooms), or the resource it names.
  const parts = confirmed.flatMap((booking) => {
    const held = holds.get(booking.id) ?? [];
    if (!held.length)
      return [
        {
          id: booking.id,
          resource: booking.resource,
          start: booking.startsAt,
          end: booking.endsAt,
        },
      ];
    return held.map((hold) => ({
      id: booking.id,
      resource: hold.resource,
      start: hold.startsAt,
      // A hold runs to its session's end plus the buffer; the session is what is booked.
      end: new Date(
        Math.max(
          hold.startsAt.getTime(),
          hold.blockedUntil.getTime() - settings.bufferMinutes * 60_000,
        ),
      ),
    }));
  });
  const waiting: readonly string[] = [...WAITING_STATUSES, 'received'];
  return {
    from: monday,
    to: days[6]!,
    resources: resources.map((resource) => {
      const mine = parts.filter((part) => part.resource === resource.id);
      const bookedMinutes = mine.reduce(
        (sum, part) => sum + overlapMinutes(part.start, part.end, windows),
        0,
      );
      return {
        id: resource.id,
        kind: resource.kind,
        bookings: new Set(mine.map((part) => part.id)).size,
        bookedMinutes,
        openMinutes,
        occupancy: openMinutes ? Math.round((bookedMinutes / openMinutes) * 100) : null,
      };
    }),
    confirmed: confirmed.length,
    // A team enquiry without a proposed time sits on the day it came in: not an event of the week.
    waiting: bookings.filter(
      (booking) => waiting.includes(booking.status) && booking.resource !== ENQUIRY_RESOURCE,
    ).length,
    declined: bookings.filter((booking) => booking.status === 'declined').length,
    noShows: bookings.filter((booking) => booking.arrival === 'no_show').length,
    children: confirmed.reduce(
      (sum, booking) => sum + (booking.children ?? booking.players ?? 0),
      0,
    ),
    revenueCents: confirmed.reduce((sum, booking) => sum + (booking.totalCents ?? 0), 0),
  };
}
