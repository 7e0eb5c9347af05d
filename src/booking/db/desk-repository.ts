// The desk's reads of bookings: one day across every resource, the requests waiting for an
// answer, one booking, the bookings starting in a range (the CSV export), a search across all of them.
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { bookingRequests, type BookingRow } from '@/lib/db/schema';
import { ENQUIRY_RESOURCE, WAITING_STATUSES } from '@/booking/rules/status';
import { reachesInto } from './overlap';

/** The bookings on the day view: an enquiry that holds no time yet has no place there. */
export async function bookingsBetween(db: Database, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(
      and(
        reachesInto(bookingRequests.startsAt, bookingRequests.endsAt, from, to),
        ne(bookingRequests.resource, ENQUIRY_RESOURCE),
      ),
    )
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

/**
 * A staff member opened the booking on the desk: the parent's change is seen, and the desk's
 * "changed by the parent" mark goes (drizzle/0015).
 */
export async function clearParentChange(db: Database, id: number): Promise<void> {
  await db
    .update(bookingRequests)
    .set({ parentChangedAt: null })
    .where(and(eq(bookingRequests.id, id), isNotNull(bookingRequests.parentChangedAt)));
}

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Bookings of any date and state whose reference, parent's name, e-mail or phone contains the
 * query (case-insensitive; a phone by its digits, so `067 222 333` finds `+382 67 222 333`),
 * newest start first, at most `limit`.
 */
export async function searchBookings(
  db: Database,
  query: string,
  limit = 50,
): Promise<BookingRow[]> {
  const text = query.trim().slice(0, 100);
  if (text.length < 2) return [];
  const pattern = `%${likeText(text)}%`;
  const conditions = [
    ilike(bookingRequests.reference, pattern),
    ilike(bookingRequests.name, pattern),
    ilike(bookingRequests.email, pattern),
  ];
  // A phone's digits, without a leading 0 or the country code a parent may or may not type.
  const digits = text.replace(/\D/g, '').replace(/^(?:00382|382|0)/, '');
  if (digits.length >= 4)
    conditions.push(
      sql`regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  return db
    .select()
    .from(bookingRequests)
    .where(or(...conditions))
    .orderBy(desc(bookingRequests.startsAt), desc(bookingRequests.id))
    .limit(limit);
}
