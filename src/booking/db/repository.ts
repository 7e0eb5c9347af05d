// All SQL of booking requests and their outbox. A request and its e-mails are written in one
// transaction: either both exist or neither, so no request is ever stored without its e-mails.
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { Executor } from '@/lib/db/executor';
import { databaseError, isDatabaseError, SQLSTATE } from '@/lib/db/pg-error.mjs';
import {
  blockedTimes,
  bookingEvents,
  bookingRequests,
  outboxEmails,
  type BookingRow,
  type OutboxRow,
} from '@/lib/db/schema';
import type { Hold } from '../rules/availability';
import { HOLDING_STATUSES, WAITING_STATUSES } from '../rules/status';
import { insertMails, type OutboxInsert } from './outbox-repository';

export type NewBooking = Omit<
  typeof bookingRequests.$inferInsert,
  'id' | 'reference' | 'createdAt' | 'status' | 'resource'
>;

/** The constraint that refuses two holds of one resource overlapping (drizzle/0003). */
export const NO_OVERLAP_CONSTRAINT = 'booking_requests_no_overlap';

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

/** A blocked time on every resource (src/booking/db/blocks-repository.ts). */
export const ALL_RESOURCES = '*';

/**
 * The holds of some resources that reach into [from, to): holding bookings, and the times the
 * staff blocked (on the resource, or on all of them), which hold like a booking does. A booking
 * being moved leaves its own hold out (`exceptBookingId`): its time is what it gives up.
 */
export async function listHolds(
  db: Database,
  resources: string[],
  from: Date,
  to: Date,
  exceptBookingId?: number,
): Promise<Hold[]> {
  if (!resources.length) return [];
  const [bookings, blocks] = await Promise.all([
    listBookingHolds(db, resources, from, to, exceptBookingId),
    db
      .select({
        resource: blockedTimes.resource,
        startsAt: blockedTimes.startsAt,
        blockedUntil: blockedTimes.endsAt,
      })
      .from(blockedTimes)
      .where(
        and(
          or(inArray(blockedTimes.resource, resources), eq(blockedTimes.resource, ALL_RESOURCES)),
          lt(blockedTimes.startsAt, to),
          gt(blockedTimes.endsAt, from),
        ),
      ),
  ]);
  const blockHolds = blocks.flatMap((block) =>
    block.resource === ALL_RESOURCES
      ? resources.map((resource) => ({ ...block, resource }))
      : [block],
  );
  return [...bookings, ...blockHolds];
}

async function listBookingHolds(
  db: Database,
  resources: string[],
  from: Date,
  to: Date,
  exceptBookingId: number | undefined,
): Promise<Hold[]> {
  return db
    .select({
      resource: bookingRequests.resource,
      startsAt: bookingRequests.startsAt,
      blockedUntil: bookingRequests.blockedUntil,
    })
    .from(bookingRequests)
    .where(
      and(
        inArray(bookingRequests.resource, resources),
        inArray(bookingRequests.status, [...HOLDING_STATUSES]),
        lt(bookingRequests.startsAt, to),
        gt(bookingRequests.blockedUntil, from),
        exceptBookingId === undefined ? undefined : ne(bookingRequests.id, exceptBookingId),
      ),
    );
}

export type StoreResult =
  | { reference: string; duplicate: boolean; id?: number; resource?: string }
  | { taken: true }
  | { tooManyWaiting: true };

/** How a parent is counted for the waiting limit: the e-mail lower-cased, the phone's digits. */
export function contactKeys(contact: { email: string; phone: string }) {
  return { email: contact.email.trim().toLowerCase(), phone: contact.phone.replace(/\D/g, '') };
}

/** Advisory-lock namespace (the first key of the two-key form) of the waiting limit. */
const WAITING_LOCK = 0x636c7677;

/**
 * How many requests of this e-mail and of this phone wait for an answer (pending or proposed).
 * An empty key counts nothing.
 */
async function countWaiting(db: Executor, keys: { email: string; phone: string }) {
  const byEmail = sql`lower(${bookingRequests.email}) = ${keys.email} AND ${keys.email} <> ''`;
  const byPhone = sql`regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') = ${keys.phone} AND ${keys.phone} <> ''`;
  const [row] = await db
    .select({
      email: sql<number>`count(*) FILTER (WHERE ${byEmail})`.mapWith(Number),
      phone: sql<number>`count(*) FILTER (WHERE ${byPhone})`.mapWith(Number),
    })
    .from(bookingRequests)
    .where(
      and(
        inArray(bookingRequests.status, [...WAITING_STATUSES]),
        or(sql`(${byEmail})`, sql`(${byPhone})`),
      ),
    );
  return { email: row?.email ?? 0, phone: row?.phone ?? 0 };
}

/**
 * Stores the request holding the first free one of `resources` (a room, or party halls 1..N),
 * and its e-mails, in one transaction; unless an identical request arrived since
 * `duplicateSince` (then its reference is returned and nothing is written). The database decides
 * whether the slot is free: the exclusion constraint refuses an insert that overlaps a hold of
 * that resource (waiting for a concurrent insert to commit or roll back first); the insert says
 * ON CONFLICT DO NOTHING, and only when it stored nothing is it asked again in a savepoint to learn
 * why (an overlap: the next resource is tried; a reference drawn twice: another one is drawn); none left is `{ taken: true }`.
 * A staff block is refused by a trigger that raises (DO NOTHING cannot skip it), so a store that
 * meets one runs again with every insert in a savepoint. On PostgreSQL a
 * transaction-scoped advisory lock on the fingerprint makes identical submissions arriving
 * together wait for each other (PGlite runs one transaction at a time anyway).
 */
export async function storeBooking(
  db: Database,
  booking: NewBooking,
  options: {
    resources: string[];
    duplicateSince: Date;
    createReference: () => string;
    /** The mails of the stored request (`row`, as the database holds it), queued with it. */
    renderMails: (
      reference: string,
      createdAt: Date,
      id: number,
      row: BookingRow,
    ) => Omit<OutboxInsert, 'bookingId' | 'createdAt'>[];
    /**
     * Whether other connections may write at the same time (PostgreSQL): identical submissions,
     * and submissions of one e-mail or phone, then wait for each other with advisory locks.
     */
    serialiseDuplicates?: boolean;
    /**
     * At most this many requests of one e-mail and of one phone may wait for an answer: a store
     * past it writes nothing and answers `{ tooManyWaiting: true }` (a parent's request; the
     * staff's bookings are not limited).
     */
    maxWaitingPerContact?: number;
    /** `pending` (a parent's request, held until the venue answers) or `confirmed` (taken by the staff). */
    status?: 'pending' | 'confirmed';
    /** An audit row written with the booking (a phone booking: `new` → `confirmed` by the staff member). */
    event?: {
      actor: 'staff' | 'parent' | 'system';
      actorAddress?: string | null;
      fromStatus: string;
      note?: string | null;
    };
  },
): Promise<StoreResult> {
  try {
    return await storeOnce(db, booking, options, false);
  } catch (error) {
    // The staff's blocks are refused by a trigger, which raises instead of letting DO NOTHING
    // skip the row, and that aborted the transaction: store again, every insert in a savepoint.
    if (databaseError(error)?.constraint !== BLOCKED_CONSTRAINT) throw error;
    return storeOnce(db, booking, options, true);
  }
}

/** The trigger of drizzle/0005_staff_desk.sql that refuses a hold inside a blocked time. */
const BLOCKED_CONSTRAINT = 'booking_requests_blocked';

async function storeOnce(
  db: Database,
  booking: NewBooking,
  options: Parameters<typeof storeBooking>[2],
  savepointsOnly: boolean,
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    if (options.serialiseDuplicates)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${booking.fingerprint}))`);
    const earlier = await findRecentReference(tx, booking.fingerprint, options.duplicateSince);
    if (earlier) return { reference: earlier, duplicate: true };
    if (options.maxWaitingPerContact !== undefined) {
      const keys = contactKeys(booking);
      // Locked in one order (e-mail, then phone) by every submission, so two never wait on each
      // other's second lock; held until this transaction ends, so the count and the insert are one.
      if (options.serialiseDuplicates) {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(${WAITING_LOCK}, hashtext(${`e:${keys.email}`}))`,
        );
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(${WAITING_LOCK}, hashtext(${`p:${keys.phone}`}))`,
        );
      }
      const waiting = await countWaiting(tx, keys);
      if (Math.max(waiting.email, waiting.phone) >= options.maxWaitingPerContact)
        return { tooManyWaiting: true };
    }

    const createdAt = new Date();
    for (const resource of options.resources) {
      for (let tries = 0; ; tries++) {
        if (tries === 5) throw new Error('could not draw a free reference code');
        const reference = options.createReference();
        let outcome: 'stored' | 'overlap' | 'reference-taken';
        let row: BookingRow | undefined;
        const values = {
          ...booking,
          resource,
          reference,
          status: options.status ?? 'pending',
          createdAt,
        } as const;
        // One statement in the common case: DO NOTHING (no target: every unique and exclusion
        // constraint) stores the row or, when the slot's hold or the reference is taken, nothing,
        // with the same wait for a concurrent insert to commit or roll back as the error path.
        const [fast] = savepointsOnly
          ? []
          : await tx.insert(bookingRequests).values(values).onConflictDoNothing().returning();
        if (fast) {
          row = fast;
          outcome = 'stored';
        } else {
          // Nothing stored: ask again in a savepoint, whose error names the constraint (an overlap,
          // or, rarely, a reference drawn twice), without aborting the transaction.
          try {
            [row] = await tx.transaction((savepoint) =>
              savepoint.insert(bookingRequests).values(values).returning(),
            );
            outcome = 'stored';
          } catch (error) {
            const { code } = databaseError(error) ?? {};
            if (code === SQLSTATE.exclusionViolation) outcome = 'overlap';
            else if (code === SQLSTATE.uniqueViolation) outcome = 'reference-taken';
            else throw error;
          }
        }
        if (outcome === 'overlap') break;
        if (outcome === 'reference-taken') continue;
        const id = row!.id;
        const mails = options.renderMails(reference, createdAt, id, row!);
        await insertMails(
          tx,
          mails.map((mail) => ({ ...mail, bookingId: id, createdAt })),
        );
        if (options.event) {
          await tx.insert(bookingEvents).values({
            bookingId: id,
            at: createdAt,
            actor: options.event.actor,
            actorAddress: options.event.actorAddress ?? null,
            fromStatus: options.event.fromStatus,
            toStatus: options.status ?? 'pending',
            note: options.event.note ?? null,
          });
        }
        return { reference, duplicate: false, id, resource };
      }
    }
    return { taken: true };
  });
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
    try {
      await db.update(bookingRequests).set({ resource }).where(eq(bookingRequests.id, row.id));
    } catch (error) {
      if (!isDatabaseError(error, SQLSTATE.exclusionViolation, NO_OVERLAP_CONSTRAINT)) throw error;
      await db
        .update(bookingRequests)
        .set({ resource, status: 'received' })
        .where(eq(bookingRequests.id, row.id));
      released += 1;
    }
  }
  return { moved: rows.length, released };
}
