// The week's numbers: this week and next (src/staff/week.ts), counted from their bookings and holds.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { addDays } from '@/booking/rules/availability';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { dayBounds, deskResources, venueDate, type DeskResource } from '../desk';
import { mondayOf, weekNumbers, type WeekNumbers } from '../week';

export interface Weeks {
  /** This week's Monday. */
  monday: string;
  /** This week's numbers and next week's. */
  weeks: WeekNumbers[];
  resources: DeskResource[];
}

export async function loadWeeks(lang: Locale): Promise<Weeks> {
  const context = await loadBookingContext(lang);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const thisMonday = mondayOf(venueDate(new Date()));
  const mondays = [thisMonday, addDays(thisMonday, 7)];
  const bookings = await bookingsStartingBetween(
    db,
    dayBounds(thisMonday).from,
    dayBounds(addDays(thisMonday, 14)).from,
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
  return { monday: thisMonday, weeks, resources };
}
