// Retention and erasure (docs/bookings-and-mail.md, "Booking and mail operations"): requests and
// their e-mails are deleted, not anonymised, once they are older than BOOKING_RETENTION, or when
// the person asks; nothing of them is kept for counts. Each function is one statement, so it is
// atomic on its own (also through the site's socket, src/lib/db/pglite-socket.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/executor';

export interface Removed {
  bookings: number;
  /** The outbox rows removed, for the matching .eml files (mail/files.ts). */
  mailIds: number[];
}

/** Deletes every request made before `before`, with its e-mails (and the staff's sign-in mails of that age), and expired rate-limit counters (they hold IP addresses). */
export async function purgeBookingsBefore(
  db: Database,
  before: Date,
): Promise<Removed & { counters: number }> {
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM booking_requests WHERE created_at < ${before.toISOString()}::timestamptz RETURNING id
    ), mails AS (
      DELETE FROM outbox_emails WHERE booking_id IN (SELECT id FROM gone) OR (booking_id IS NULL AND created_at < ${before.toISOString()}::timestamptz) RETURNING id
    ), counters AS (
      DELETE FROM rate_limits WHERE expires_at < now() RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS bookings, (SELECT count(*) FROM counters)::int AS counters,
      coalesce((SELECT json_agg(id) FROM mails), '[]'::json) AS mail_ids`);
  const [row] = rowsOf<{ bookings: number; counters: number; mail_ids: number[] | string }>(result);
  return {
    bookings: Number(row?.bookings ?? 0),
    counters: Number(row?.counters ?? 0),
    mailIds: parseIds(row?.mail_ids),
  };
}

/**
 * Deletes every trace of one e-mail address in the database: its requests, their e-mails (and
 * any other e-mail to or replying to it) and its newsletter row.
 */
export async function eraseEmail(
  db: Database,
  email: string,
): Promise<Removed & { newsletter: number; references: string[] }> {
  const address = email.trim().toLowerCase();
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM booking_requests WHERE lower(trim(email)) = ${address} RETURNING id, reference
    ), mails AS (
      DELETE FROM outbox_emails
      WHERE booking_id IN (SELECT id FROM gone) OR lower(to_address) = ${address} OR lower(coalesce(reply_to, '')) = ${address}
      RETURNING id
    ), subscriber AS (
      DELETE FROM newsletter_subscribers WHERE email = ${address} RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS bookings, (SELECT count(*) FROM subscriber)::int AS newsletter,
      coalesce((SELECT json_agg(id) FROM mails), '[]'::json) AS mail_ids,
      coalesce((SELECT json_agg(reference) FROM gone), '[]'::json) AS refs`);
  const [row] = rowsOf<{
    bookings: number;
    newsletter: number;
    mail_ids: number[] | string;
    refs: string[] | string;
  }>(result);
  const refs =
    typeof row?.refs === 'string' ? (JSON.parse(row.refs) as string[]) : (row?.refs ?? []);
  return {
    bookings: Number(row?.bookings ?? 0),
    newsletter: Number(row?.newsletter ?? 0),
    mailIds: parseIds(row?.mail_ids),
    references: refs,
  };
}

function parseIds(value: number[] | string | undefined): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as number[]) : (value ?? []);
  return list.map(Number).sort((a, b) => a - b);
}
