// The week's numbers: the week asked (any day of it; this week without one) and the one after
// (src/staff/week.ts), counted from their bookings and holds.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { addDays } from '@/booking/rules/availability';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { dayBounds, deskResources, venueDate, type DeskResource } from '../desk';
import { deskDate } from '../query';
import { mondayOf, weekNumbers, type WeekNumbers } from '../week';

export interface Weeks {
  /** The shown week's Monday. */
  monday: string;
  /** This week's Monday (the shown one may be any). */
  thisMonday: string;
  /** The shown week's numbers and the next one's. */
  weeks: WeekNumbers[];
  resources: DeskResource[];
}

export async function loadWeeks(asked: string | undefined, lang: Locale): Promise<Weeks> {
  const context = await loadBookingContext(lang);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const thisMonday = mondayOf(venueDate(new Date()));
  const askedDate = deskDate(asked);
  const shown = askedDate ? mondayOf(askedDate) : thisMonday;
  const mondays = [shown, addDays(shown, 7)];
  const bookings = await bookingsStartingBetween(
    db,
    dayBounds(shown).from,
    dayBounds(addDays(shown, 14)).from,
  );
  const holds = await holdsOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  const weeks = mondays.map((monday) => {
    const from = dayBounds(monday).from;
    const to = dayBounds(addDays(monday, 7)).from;
    return weekNumbers({
      monday,
      settings: context.settings,
      timeZone: VENUE_TIME_ZONE,
      resources,
      bookings: bookings.filter((booking) => booking.startsAt >= from && booking.startsAt < to),
      holds,
    });
  });
  return { monday: shown, thisMonday, weeks, resources };
}
