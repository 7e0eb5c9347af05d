// The CSV export's file: the bookings starting in a range of days (src/staff/export.ts).
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { deskResources } from '../desk';
import { bookingsCsv } from '../export';
import { deskWhat } from '../runtime';
import { staffTranslator } from '../translate';

/** The CSV of the bookings starting in [start, end), its headings and words in `lang`. */
export async function loadExportCsv(
  range: { start: Date; end: Date },
  lang: Locale,
): Promise<string> {
  const db = (await getDatabase()).db;
  const [context, bookings, what] = await Promise.all([
    loadBookingContext(lang),
    bookingsStartingBetween(db, range.start, range.end),
    deskWhat(lang),
  ]);
  const holds = await holdsOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  return bookingsCsv(bookings, holds, deskResources(context), staffTranslator(lang), what, lang);
}
