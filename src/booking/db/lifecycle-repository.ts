// All SQL of the booking lifecycle: locking a booking for a transition, writing its new state, the
// audit row and its e-mails, and what the scheduled jobs and the calendar feed read.
import { insertMails, type OutboxInsert } from './outbox-repository';
import { ENQUIRY_RESOURCE, EXPIRING_STATUSES, VENUE_HOLDING_STATUSES } from '../rules/status';
import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookingRequests,
  outboxEmails,
  type BookingEventRow,
  type BookingRow,
} from '@/lib/db/schema';
import type { Executor, Transaction as Tx } from '@/lib/db/executor';
import { isDatabaseError, SQLSTATE } from '@/lib/db/pg-error.mjs';

/** The row, locked until the transaction ends (a second click waits, then sees the new state). */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.id, id))
    .for('update');
  return row;
}

/** Is this the exclusion constraint (or the blocked-time trigger) refusing an overlapping hold? */
export function NO_OVERLAP_STATE(error: unknown): boolean {
  return isDatabaseError(error, SQLSTATE.exclusionViolation);
}

/** Writes the new state in a savepoint, so a refused overlap leaves the transaction usable. */
export async function updateBookingState(
  tx: Tx,
  id: number,
  change: Partial<BookingRow>,
): Promise<BookingRow> {
  const [row] = await tx.transaction((savepoint) =>
    savepoint.update(bookingRequests).set(change).where(eq(bookingRequests.id, id)).returning(),
  );
  return row!;
}

export async function recordTransition(
  tx: Tx,
  change: { event: typeof bookingEvents.$inferInsert; mails: OutboxInsert[] },
): Promise<void> {
  await tx.insert(bookingEvents).values(change.event);
  await insertMails(tx, change.mails);
}

export async function findBooking(db: Executor, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  return row;
}

export async function findBookingByReference(
  db: Executor,
  reference: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.reference, reference.trim().toUpperCase()));
  return row;
}

export async function listEvents(db: Executor, bookingId: number): Promise<BookingEventRow[]> {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}

/**
 * How many changes a booking has had (its audit rows): the SEQUENCE of its calendar event, which
 * must grow with every change for a calendar to take the newer file (mail/lifecycle.ts).
 */
export async function countEvents(db: Executor, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId));
  return row?.count ?? 0;
}

const holdEndSql = (holdTtlMs: number) =>
  sql`coalesce(${bookingRequests.holdUntil}, ${bookingRequests.createdAt} + ${`${holdTtlMs} milliseconds`}::interval)`;

/**
 * Unconfirmed, pending or proposed requests whose hold has ended (or whose start has passed; an
 * enquiry that holds no time has no start yet, only its hold's end).
 */
export async function listExpiredHolds(
  db: Executor,
  holdTtlMs: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        inArray(bookingRequests.status, [...EXPIRING_STATUSES]),
        sql`(${holdEndSql(holdTtlMs)} <= ${now.toISOString()}::timestamptz OR (${bookingRequests.startsAt} <= ${now.toISOString()}::timestamptz AND ${bookingRequests.resource} <> ${ENQUIRY_RESOURCE}))`,
      ),
    )
    .orderBy(asc(bookingRequests.id))
    .limit(500);
  return rows.map((row) => row.id);
}

/**
 * Marks pending requests past half their hold (counted from the hold's end: a confirmed request's
 * hold starts when the parent confirms it) as nudged and returns them: the UPDATE is the claim, so
 * with several instances each request is nudged once.
 */
export async function claimNudges(
  db: Executor,
  holdTtlMs: number,
  now: Date,
): Promise<BookingRow[]> {
  const half = `${Math.floor(holdTtlMs / 2)} milliseconds`;
  return db
    .update(bookingRequests)
    .set({ nudgedAt: now })
    .where(
      and(
        eq(bookingRequests.status, 'pending'),
        isNull(bookingRequests.nudgedAt),
        sql`${holdEndSql(holdTtlMs)} - ${half}::interval <= ${now.toISOString()}::timestamptz`,
        sql`${holdEndSql(holdTtlMs)} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
}

/** Confirmed bookings starting within `beforeMs`, not yet reminded; the UPDATE claims each once. */
export async function claimReminders(
  db: Executor,
  beforeMs: number,
  now: Date,
): Promise<BookingRow[]> {
  return db
    .update(bookingRequests)
    .set({ remindedAt: now })
    .where(
      and(
        eq(bookingRequests.status, 'confirmed'),
        isNull(bookingRequests.remindedAt),
        // A booking taken by phone without an e-mail has no one to remind.
        ne(bookingRequests.email, ''),
        sql`${bookingRequests.startsAt} > ${now.toISOString()}::timestamptz`,
        sql`${bookingRequests.startsAt} <= ${new Date(now.getTime() + beforeMs).toISOString()}::timestamptz`,
      ),
    )
    .returning();
}

/**
 * Bookings that hold a time starting in [from, to), for the staff calendar feed: confirmed and
 * waiting ones, but not a request its parent has not confirmed (the venue has not heard of it)
 * nor a team-building enquiry the venue has proposed no time for (its times are only when it
 * came in).
 */
export async function listForFeed(db: Executor, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(
      and(
        inArray(bookingRequests.status, [...VENUE_HOLDING_STATUSES]),
        ne(bookingRequests.resource, ENQUIRY_RESOURCE),
        gte(bookingRequests.startsAt, from),
        lt(bookingRequests.startsAt, to),
      ),
    )
    .orderBy(asc(bookingRequests.startsAt))
    .limit(5000);
}

export async function listMailsOf(db: Executor, bookingId: number) {
  return db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      status: outboxEmails.status,
      subject: outboxEmails.subject,
      ics: outboxEmails.ics,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    .orderBy(asc(outboxEmails.id));
}
