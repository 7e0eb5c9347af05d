// The desk's reads of bookings: one day across every resource, the requests waiting for an
// answer, one booking, the bookings starting in a range (the CSV export).
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { bookingRequests, type BookingRow } from '@/lib/db/schema';
import { WAITING_STATUSES } from '@/booking/rules/status';

export async function bookingsBetween(db: Database, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(and(lt(bookingRequests.startsAt, to), gt(bookingRequests.endsAt, from)))
    .orderBy(asc(bookingRequests.startsAt), asc(bookingRequests.id));
}

/** The bookings (any status) starting in [from, to), in start order: the desk's CSV export. */
export async function bookingsStartingBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(and(gte(bookingRequests.startsAt, from), lt(bookingRequests.startsAt, to)))
    .orderBy(asc(bookingRequests.startsAt), asc(bookingRequests.id));
}

export async function waitingBookings(db: Database): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(inArray(bookingRequests.status, [...WAITING_STATUSES]))
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id));
}

export async function bookingById(db: Database, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)).limit(1);
  return row;
}
