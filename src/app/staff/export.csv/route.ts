// GET /staff/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings starting on those days as a
// CSV file (src/staff/export.ts), for the signed-in staff member only. The query holds dates
// only; the parent's details go into the file, never into a log line.
import { notFound } from 'next/navigation';
import { getDatabase } from '@/lib/db/client';
import { loadBookingContext } from '@/booking/server/runtime';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { deskEnabled } from '@/staff/config';
import { deskResources } from '@/staff/desk';
import { bookingsCsv, EXPORT_MAX_DAYS, exportFileName, exportRange } from '@/staff/export';
import { deskLang, deskWhat, getStaffAuth } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';

export const dynamic = 'force-dynamic';

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request): Promise<Response> {
  if (!deskEnabled()) notFound();
  const t = staffTranslator(await deskLang());
  const staff = await (await getStaffAuth()).currentStaff(request.headers);
  if (!staff) return text(401, t('export.errors.signIn'));
  const url = new URL(request.url);
  const range = exportRange(url.searchParams.get('from'), url.searchParams.get('to'));
  if (!range.ok) return text(400, t(`export.errors.${range.error}`, { days: EXPORT_MAX_DAYS }));
  const lang = await deskLang();
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
  const body = bookingsCsv(bookings, holds, deskResources(context), t, what);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(range.from, range.to)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
