// All SQL of booking requests and their outbox. A request and its e-mails are written in one
// transaction: either both exist or neither, so no request is ever stored without its e-mails.
import { ENQUIRY_RESOURCE } from '../rules/status';
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
import type { Hold } from '../rules/availability';
import type { Demand } from '../rules/party-holds';
import {
  BLOCKED_CONSTRAINT,
  HoldsTaken,
  NO_OVERLAP_CONSTRAINT,
  placeHolds,
} from './holds-repository';
import { HOLDING_STATUSES, WAITING_STATUSES } from '../rules/status';
import { insertMails, type OutboxInsert } from './outbox-repository';

export {
  ALL_RESOURCES,
  holdsOf,
  holdsOfBookings,
  listHolds,
  NO_OVERLAP_CONSTRAINT,
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

export type StoreResult =
  /** `holds`: what the stored booking holds, in the demand's order (none for a duplicate). */
  | { reference: string; duplicate: boolean; id?: number; holds?: Hold[] }
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
 * Stores the request and what it holds (`demand`: its room, or its party hall and game rooms),
 * and its e-mails, in one transaction; unless an identical request arrived since `duplicateSince`
 * (then its reference is returned and nothing is written). The booking row is written first, then
 * its holds part by part (holds-repository.ts, `placeHolds`): the database decides each one, the
 * exclusion constraint refusing a hold that overlaps another (waiting for a concurrent insert to
 * commit or roll back first), and the part's next resource is tried; a part with none left rolls
 * everything back and answers `{ taken: true }`. A reference drawn twice is drawn again. A staff
 * block is refused by a trigger that raises (DO NOTHING cannot skip it), so a store that meets one
 * runs again with every hold's insert in a savepoint. On PostgreSQL a transaction-scoped advisory
 * lock on the fingerprint makes identical submissions arriving together wait for each other
 * (PGlite runs one transaction at a time anyway); two stores that took each other's resources in
 * opposite orders (a deadlock the server breaks) run again.
 */
export async function storeBooking(
  db: Database,
  booking: NewBooking,
  options: {
    /** What the booking holds, from `booking.startsAt` (src/booking/rules/party-holds.ts). */
    demand: Demand;
    /**
     * A team-building enquiry: stored holding nothing (resource `enquiry`, no hold rows) until
     * the venue proposes a time; `demand` is then empty.
     */
    enquiry?: boolean;
    /** The buffer after each part's session (the booking settings'). */
    bufferMinutes: number;
    duplicateSince: Date;
    createReference: () => string;
    /**
     * The mails of the stored request (`row`, as the database holds it, and the holds it took:
     * a party's hall, then its game rooms), queued with it.
     */
    renderMails: (
      reference: string,
      createdAt: Date,
      id: number,
      row: BookingRow,
      holds: Hold[],
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
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOnce(db, booking, options, false);
    } catch (error) {
      const { code, constraint } = databaseError(error) ?? {};
      // The staff's blocks are refused by a trigger, which raises instead of letting DO NOTHING
      // skip the hold, and that aborted the transaction: store again, every hold in a savepoint.
      if (constraint === BLOCKED_CONSTRAINT) return storeOnce(db, booking, options, true);
      if (code === SQLSTATE.deadlockDetected && attempt < 3) continue;
      throw error;
    }
  }
}

async function storeOnce(
  db: Database,
  booking: NewBooking,
  options: Parameters<typeof storeBooking>[2],
  savepointsOnly: boolean,
): Promise<StoreResult> {
  return db
    .transaction(async (tx): Promise<StoreResult> => {
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
      const status = options.status ?? 'pending';
      // The booking's place (booking_requests.resource) is its first part's resource: its hall,
      // or its room; written from the first option and set to the one the hold took below.
      const place = options.enquiry ? ENQUIRY_RESOURCE : options.demand[0]?.options[0]?.resource;
      if (!place) return { taken: true };
      let row: BookingRow | undefined;
      let reference = '';
      for (let tries = 0; !row; tries++) {
        if (tries === 5) throw new Error('could not draw a free reference code');
        reference = options.createReference();
        // DO NOTHING: a reference drawn twice stores nothing, and another one is drawn.
        [row] = await tx
          .insert(bookingRequests)
          .values({ ...booking, resource: place, reference, status, createdAt })
          .onConflictDoNothing()
          .returning();
      }
      const id = row.id;
      let holds: Hold[] = [];
      try {
        if (!options.enquiry)
          holds = await placeHolds(
            tx,
            id,
            options.demand,
            booking.startsAt,
            options.bufferMinutes,
            { savepointsOnly },
          );
      } catch (error) {
        if (error instanceof HoldsTaken) throw new StoreTaken();
        throw error;
      }
      if (holds.length && holds[0]!.resource !== place)
        [row] = await tx
          .update(bookingRequests)
          .set({ resource: holds[0]!.resource })
          .where(eq(bookingRequests.id, id))
          .returning();
      const mails = options.renderMails(reference, createdAt, id, row!, holds);
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
          toStatus: status,
          note: options.event.note ?? null,
        });
      }
      return { reference, duplicate: false, id, holds };
    })
    .catch((error: unknown) => {
      // The whole transaction (the booking row among it) was rolled back.
      if (error instanceof StoreTaken) return { taken: true } as const;
      throw error;
    });
}

/** A part of the demand found no free resource: thrown to roll the store's transaction back. */
class StoreTaken extends Error {}

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
