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
 * (then its reference is returned and nothing is written). One SQL statement checks for the
 * duplicate and writes the request and both outbox rows, so it is atomic on its own and costs
 * one round trip. On PostgreSQL a transaction-scoped advisory lock on the fingerprint makes two
 * identical submissions arriving together wait for each other (PGlite runs one statement at a
 * time anyway).
 */
export async function storeBooking(
  db: Database,
  booking: NewBooking,
  options: {
    duplicateSince: Date;
    createReference: () => string;
    renderMails: (reference: string, createdAt: Date) => RenderedMail[];
    serialiseDuplicates?: boolean;
  },
): Promise<{ reference: string; duplicate: boolean; id?: number }> {
  const attempt = async (run: Database) => {
    if (options.serialiseDuplicates) await run.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${booking.fingerprint}))`);
    for (let tries = 0; tries < 5; tries++) {
      const reference = options.createReference();
      const createdAt = new Date();
      const mails = options.renderMails(reference, createdAt);
      // The e-mails as a VALUES list (one row each), joined to the inserted request.
      const mailRows = mails.length
        ? sql.join(mails.map((mail) => sql`(${mail.kind}, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html})`), sql`, `)
        : sql`(NULL, NULL, NULL, NULL, NULL, NULL)`;
      const b = booking;
      const result = await run.execute(sql`
        WITH dup AS (
          SELECT reference FROM booking_requests
          WHERE fingerprint = ${b.fingerprint} AND created_at >= ${options.duplicateSince.toISOString()}::timestamptz
          ORDER BY created_at LIMIT 1
        ), ins AS (
          INSERT INTO booking_requests (reference, form, locale, name, email, phone, message, preferred_date, preferred_time,
            room_slug, room_title, players, package_slug, package_name, with_cake, children, price, total_cents, fingerprint, created_at)
          SELECT ${reference}, ${b.form}, ${b.locale}, ${b.name}, ${b.email}, ${b.phone}, ${b.message ?? ''}, ${b.preferredDate}, ${b.preferredTime},
            ${b.roomSlug ?? null}, ${b.roomTitle ?? null}, ${b.players ?? null}::int, ${b.packageSlug ?? null}, ${b.packageName ?? null},
            ${b.withCake ?? null}::boolean, ${b.children ?? null}::int, ${b.price === undefined || b.price === null ? null : JSON.stringify(b.price)}::jsonb,
            ${b.totalCents ?? null}::int, ${b.fingerprint}, ${createdAt.toISOString()}::timestamptz
          WHERE NOT EXISTS (SELECT 1 FROM dup)
          ON CONFLICT (reference) DO NOTHING
          RETURNING id
        ), mails AS (
          INSERT INTO outbox_emails (booking_id, kind, to_address, reply_to, subject, text_body, html_body, created_at)
          SELECT ins.id, m.kind, m.to_address, m.reply_to, m.subject, m.text_body, m.html_body, ${createdAt.toISOString()}::timestamptz
          FROM ins, (VALUES ${mailRows}) AS m(kind, to_address, reply_to, subject, text_body, html_body)
          WHERE ${mails.length} > 0
          RETURNING id
        )
        SELECT (SELECT reference FROM dup) AS duplicate, (SELECT id FROM ins) AS id, (SELECT count(*) FROM mails)::int AS mails`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { duplicate: string | null; id: number | null }[];
      const row = rows[0];
      if (row?.duplicate) return { reference: row.duplicate, duplicate: true };
      if (row?.id) return { reference, duplicate: false, id: Number(row.id) };
      // The code was taken: draw another.
    }
    throw new Error('could not draw a free reference code');
  };
  return options.serialiseDuplicates ? db.transaction((tx) => attempt(tx as unknown as Database)) : attempt(db);
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
