// All SQL of booking requests: the duplicate and waiting checks, the booking row, the transaction
// a request is stored in. The booking service (server/service.ts) owns that transaction: it writes
// the row, its holds and its e-mails through these functions, so either all exist or none.
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { Executor, Transaction } from '@/lib/db/executor';
import { databaseError, isDatabaseError, SQLSTATE } from '@/lib/db/pg-error.mjs';
import {
  bookingEvents,
  bookingHolds,
  bookingRequests,
  outboxEmails,
  type BookingRow,
  type OutboxRow,
} from '@/lib/db/schema';
import { BLOCKED_CONSTRAINT, NO_OVERLAP_CONSTRAINT } from './holds-repository';
import { EXPIRING_STATUSES, HOLDING_STATUSES } from '../rules/status';

export {
  ALL_RESOURCES,
  HoldsTaken,
  placeHolds,
  listHolds,
  type BookingHold,
} from './holds-repository';

export type NewBooking = Omit<
  typeof bookingRequests.$inferInsert,
  'id' | 'reference' | 'createdAt' | 'status' | 'resource'
>;

/**
 * The reference of an identical request made since `since` that still holds its time. One that
 * was withdrawn, declined, cancelled or expired does not count: sending it again is a new request.
 */
export async function findRecentReference(
  db: Executor,
  fingerprint: string,
  since: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: bookingRequests.reference })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.fingerprint, fingerprint),
        gte(bookingRequests.createdAt, since),
        inArray(bookingRequests.status, [...HOLDING_STATUSES]),
      ),
    )
    .orderBy(asc(bookingRequests.createdAt))
    .limit(1);
  return row?.reference;
}

/** Advisory-lock namespaces (the first key of the two-key form) of the limits counted in here. */
const WAITING_LOCK = 0x636c7677;
const UNCONFIRMED_LOCK = 0x636c7675;

/**
 * How many requests of this e-mail and of this phone are not answered for good yet (unconfirmed,
 * pending or proposed), compared by their normalised keys (rules/contact-keys.ts). A missing key
 * counts nothing.
 */
async function countWaiting(db: Executor, keys: { email: string | null; phone: string | null }) {
  const byEmail = keys.email ? eq(bookingRequests.emailKey, keys.email) : sql`false`;
  const byPhone = keys.phone ? eq(bookingRequests.phoneKey, keys.phone) : sql`false`;
  const [row] = await db
    .select({
      email: sql<number>`count(*) FILTER (WHERE ${byEmail})`.mapWith(Number),
      phone: sql<number>`count(*) FILTER (WHERE ${byPhone})`.mapWith(Number),
    })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.status, [...EXPIRING_STATUSES]), or(byEmail, byPhone)));
  return { email: row?.email ?? 0, phone: row?.phone ?? 0 };
}

/**
 * Runs `work` in one transaction that stores a booking with its holds (the service's store step).
 * A staff block is refused by a trigger that raises (DO NOTHING cannot skip it), which aborts the
 * transaction: it runs again with `savepointsOnly`, every hold's insert in a savepoint. Two stores
 * that took each other's resources in opposite orders (a deadlock the server breaks) run again.
 */
export async function inStoreTransaction<T>(
  db: Database,
  work: (tx: Transaction, options: { savepointsOnly: boolean }) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx, { savepointsOnly: false }));
    } catch (error) {
      const { code, constraint } = databaseError(error) ?? {};
      if (constraint === BLOCKED_CONSTRAINT)
        return db.transaction((tx) => work(tx, { savepointsOnly: true }));
      if (code === SQLSTATE.deadlockDetected && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * On PostgreSQL, makes identical submissions arriving together wait for each other until this
 * transaction ends (PGlite runs one transaction at a time anyway).
 */
export async function lockFingerprint(tx: Transaction, fingerprint: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${fingerprint}))`);
}

/**
 * Whether this e-mail or this phone (their normalised keys) already has `max` requests not
 * answered for good. With `serialise` (PostgreSQL) the e-mail's and the phone's locks are taken
 * first, in that order by every submission (so two never wait on each other's second lock), and
 * held until the transaction ends, so the count and the insert are one.
 */
export async function tooManyWaiting(
  tx: Transaction,
  keys: { email: string | null; phone: string | null },
  max: number,
  serialise: boolean,
): Promise<boolean> {
  if (serialise) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${WAITING_LOCK}, hashtext(${`e:${keys.email ?? ''}`}))`,
    );
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${WAITING_LOCK}, hashtext(${`p:${keys.phone ?? ''}`}))`,
    );
  }
  const waiting = await countWaiting(tx, keys);
  return Math.max(waiting.email, waiting.phone) >= max;
}

/**
 * Whether the client (its address's key: an IPv6 address by its /64) already has `max` requests
 * whose e-mail is not confirmed. Counted in the database, so every instance counts together; with
 * `serialise` (PostgreSQL) the key's lock is held until the transaction ends, so the count and the
 * insert are one. Taken before the contact's locks by every submission.
 */
export async function tooManyUnconfirmed(
  tx: Transaction,
  clientKey: string,
  max: number,
  serialise: boolean,
): Promise<boolean> {
  if (serialise)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${UNCONFIRMED_LOCK}, hashtext(${clientKey}))`,
    );
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.status, 'unverified'), eq(bookingRequests.clientKey, clientKey)));
  return (row?.count ?? 0) >= max;
}

/**
 * Writes the booking row at `resource` (its first part's: its hall, or its room; `enquiry` for a
 * team-building enquiry), in its first status, with a fresh reference: a reference drawn twice stores nothing
 * (DO NOTHING) and another is drawn.
 */
export async function insertBooking(
  tx: Transaction,
  booking: NewBooking,
  options: {
    resource: string;
    status: 'unverified' | 'pending' | 'confirmed';
    createdAt: Date;
    /** Until when an unconfirmed request holds its time; none: the lifecycle's default. */
    holdUntil?: Date;
    createReference: () => string;
  },
): Promise<BookingRow> {
  for (let tries = 0; tries < 5; tries++) {
    const [row] = await tx
      .insert(bookingRequests)
      .values({
        ...booking,
        resource: options.resource,
        reference: options.createReference(),
        status: options.status,
        createdAt: options.createdAt,
        holdUntil: options.holdUntil,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('could not draw a free reference code');
}

/** Moves the booking's place to the resource its first hold took. */
export async function setBookingResource(
  tx: Transaction,
  id: number,
  resource: string,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookingRequests)
    .set({ resource })
    .where(eq(bookingRequests.id, id))
    .returning();
  return row!;
}

/** The audit row written with a booking that did not exist before (a phone booking). */
export async function insertBookingEvent(
  tx: Transaction,
  event: typeof bookingEvents.$inferInsert,
): Promise<void> {
  await tx.insert(bookingEvents).values(event);
}

export async function listBookings(
  db: Database,
  since?: Date,
): Promise<(BookingRow & { mails: Pick<OutboxRow, 'kind' | 'status' | 'to'>[] })[]> {
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(since ? gte(bookingRequests.createdAt, since) : undefined)
    .orderBy(desc(bookingRequests.createdAt))
    .limit(since ? 100_000 : 50);
  if (!rows.length) return [];
  const mails = await db
    .select({
      bookingId: outboxEmails.bookingId,
      kind: outboxEmails.kind,
      status: outboxEmails.status,
      to: outboxEmails.to,
    })
    .from(outboxEmails)
    .where(
      inArray(
        outboxEmails.bookingId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, mails: mails.filter((mail) => mail.bookingId === row.id) }));
}

/** The room keys the stored requests use (`room:…`), each once. */
export async function roomKeysInUse(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ resource: bookingRequests.resource })
    .from(bookingRequests)
    .where(sql`${bookingRequests.resource} LIKE 'room:%'`);
  return rows.map((row) => row.resource);
}

/**
 * Moves requests from an old resource key to the one the rules use now (`room:<slug>` written by
 * the holds migration, which knew only the slug the parent chose, becomes the room's id-based
 * key). Row by row: a row whose time is already held under the new key by another request stops
 * holding (`received`, as the migration leaves any overlapping older request) rather than fail
 * the rest. Returns how many moved and how many of those were released.
 */
export async function rekeyResources(
  db: Database,
  keys: ReadonlyMap<string, string>,
): Promise<{ moved: number; released: number }> {
  const old = [...keys.keys()].filter((key) => keys.get(key) !== key);
  if (!old.length) return { moved: 0, released: 0 };
  const rows = await db
    .select({ id: bookingRequests.id, resource: bookingRequests.resource })
    .from(bookingRequests)
    .where(inArray(bookingRequests.resource, old))
    .orderBy(asc(bookingRequests.id));
  let released = 0;
  for (const row of rows) {
    const resource = keys.get(row.resource)!;
    // The row and its hold of the old key, together.
    const rekey = (tx: Transaction) =>
      Promise.all([
        tx.update(bookingRequests).set({ resource }).where(eq(bookingRequests.id, row.id)),
        tx
          .update(bookingHolds)
          .set({ resource })
          .where(and(eq(bookingHolds.bookingId, row.id), eq(bookingHolds.resource, row.resource))),
      ]);
    try {
      await db.transaction(async (tx) => void (await rekey(tx)));
    } catch (error) {
      if (!isDatabaseError(error, SQLSTATE.exclusionViolation, NO_OVERLAP_CONSTRAINT)) throw error;
      // `received` holds nothing (the status trigger releases the hold), so the new key fits.
      await db.transaction(async (tx) => {
        await tx
          .update(bookingRequests)
          .set({ status: 'received' })
          .where(eq(bookingRequests.id, row.id));
        await rekey(tx);
      });
      released += 1;
    }
  }
  return { moved: rows.length, released };
}
