// What the pages of signed links read: the booking, its history and, for a proposal, the free
// times of the same resource (the availability service). Server-only.
import type { BookingRow } from '@/lib/db/schema';
import { getDatabase } from '@/lib/db/client';
import { getAvailabilityService, loadBookingContext } from './server';
import { getLifecycleSettings } from './lifecycle-config';
import { findBooking, listEvents } from './lifecycle-repository';

export async function loadLinkedBooking(bookingId: number) {
  const db = (await getDatabase()).db;
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  return { booking, events: await listEvents(db, booking.id) };
}

/** Free start times (`HH:MM`) on a date for the booking's own resource and session length. */
export async function freeTimesFor(booking: BookingRow, date: string): Promise<string[]> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  const sessionMinutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const [day] = await getAvailabilityService().forTarget(context, { resources: [booking.resource], sessionMinutes }, date, 1);
  return (day?.slots ?? []).filter((slot) => slot.free).map((slot) => slot.time);
}

export async function venuePhone(): Promise<string> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  return context.venuePhone;
}
