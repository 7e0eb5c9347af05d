// All SQL of booking requests and their outbox. A request and its e-mails are written in one
// transaction: either both exist or neither, so no request is ever stored without its e-mails.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { bookingRequests, outboxEmails, type BookingRow, type OutboxRow } from '@/lib/db/schema';
import type { RenderedMail } from './mail';

export type NewBooking = Omit<typeof bookingRequests.$inferInsert, 'id' | 'reference' | 'createdAt' | 'status'>;

export async function findRecentReference(db: Database, fingerprint: string, since: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: bookingRequests.reference })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.fingerprint, fingerprint), gte(bookingRequests.createdAt, since)))
    .orderBy(asc(bookingRequests.createdAt))
    .limit(1);
  return row?.reference;
}

/**
 * Stores the request and its e-mails, unless an identical request arrived since `duplicateSince`
 * (then its reference is returned and nothing is written). A transaction-scoped advisory lock on
 * the fingerprint makes two identical submissions arriving together wait for each other.
 */
export async function storeBooking(
  db: Database,
  booking: NewBooking,
  options: { duplicateSince: Date; createReference: () => string; renderMails: (reference: string, createdAt: Date) => RenderedMail[] },
): Promise<{ reference: string; duplicate: boolean; id?: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${booking.fingerprint}))`);
    const existing = await findRecentReference(tx as unknown as Database, booking.fingerprint, options.duplicateSince);
    if (existing) return { reference: existing, duplicate: true };
    for (let attempt = 0; attempt < 5; attempt++) {
      const reference = options.createReference();
      const [row] = await tx
        .insert(bookingRequests)
        .values({ ...booking, reference })
        .onConflictDoNothing({ target: bookingRequests.reference })
        .returning({ id: bookingRequests.id, createdAt: bookingRequests.createdAt });
      if (!row) continue; // the code was taken: draw another
      const mails = options.renderMails(reference, row.createdAt);
      if (mails.length) await tx.insert(outboxEmails).values(mails.map((mail) => ({ bookingId: row.id, ...mail })));
      return { reference, duplicate: false, id: row.id };
    }
    throw new Error('could not draw a free reference code');
  });
}

export async function listBookings(db: Database, since?: Date): Promise<(BookingRow & { mails: Pick<OutboxRow, 'kind' | 'status' | 'to'>[] })[]> {
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(since ? gte(bookingRequests.createdAt, since) : undefined)
    .orderBy(desc(bookingRequests.createdAt))
    .limit(since ? 100_000 : 50);
  if (!rows.length) return [];
  const mails = await db
    .select({ bookingId: outboxEmails.bookingId, kind: outboxEmails.kind, status: outboxEmails.status, to: outboxEmails.to })
    .from(outboxEmails)
    .where(inArray(outboxEmails.bookingId, rows.map((row) => row.id)));
  return rows.map((row) => ({ ...row, mails: mails.filter((mail) => mail.bookingId === row.id) }));
}

// ---- outbox ----

/**
 * Claims up to `limit` due e-mails for one sender. `FOR UPDATE SKIP LOCKED` lets several workers
 * (or instances) claim at once without waiting for or double-claiming each other's rows; the
 * claim moves `next_attempt_at` forward by a lease, so a sender that dies mid-send gives its
 * rows back when the lease runs out, while a live one sends them exactly once.
 */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outboxEmails)
      .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(inArray(outboxEmails.id, due.map((row) => row.id)))
      .returning();
  });
}

export async function markMailSent(db: Database, id: number): Promise<void> {
  await db.update(outboxEmails).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, id));
}

export async function markMailRetry(db: Database, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval` })
    .where(eq(outboxEmails.id, id));
}

export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(outboxEmails).set({ status: 'failed', lastError: error.slice(0, 500) }).where(eq(outboxEmails.id, id));
}
