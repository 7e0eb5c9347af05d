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

/**
 * Deletes every request made before `before`, with its e-mails (and other e-mails of that age),
 * the staff's sign-in mails made before `signInBefore` (they held one-time links), and expired
 * rate-limit counters (they hold IP addresses).
 */
export async function purgeBookingsBefore(
  db: Database,
  before: Date,
  signInBefore: Date = before,
): Promise<Removed & { counters: number }> {
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM booking_requests WHERE created_at < ${before.toISOString()}::timestamptz RETURNING id
    ), mails AS (
      DELETE FROM outbox_emails
      WHERE booking_id IN (SELECT id FROM gone)
        OR (booking_id IS NULL AND created_at < ${before.toISOString()}::timestamptz)
        OR (kind = 'staff' AND created_at < ${signInBefore.toISOString()}::timestamptz)
      RETURNING id
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
 * Who is erased: an e-mail address (every trace of it), one request by its reference, or the
 * requests of a phone number (a phone booking may have no e-mail; numbers match digit for digit).
 */
export type ErasureMatch = { email: string } | { reference: string } | { phone: string };

/** The phone number's digits, as an erasure compares them. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Deletes the requests a match names and their e-mails. By e-mail address it also deletes any
 * other e-mail to or replying to it and its newsletter row.
 */
export async function eraseMatching(
  db: Database,
  match: ErasureMatch,
): Promise<Removed & { newsletter: number; references: string[] }> {
  const address = 'email' in match ? match.email.trim().toLowerCase() : null;
  const requests =
    'email' in match
      ? sql`lower(trim(email)) = ${address}`
      : 'reference' in match
        ? sql`reference = ${match.reference.trim().toUpperCase()}`
        : sql`regexp_replace(phone, '[^0-9]', '', 'g') = ${phoneDigits(match.phone)}`;
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM booking_requests WHERE ${requests} RETURNING id, reference
    ), mails AS (
      DELETE FROM outbox_emails
      WHERE booking_id IN (SELECT id FROM gone)
        OR lower(to_address) = ${address} OR lower(coalesce(reply_to, '')) = ${address}
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

/**
 * The tables an erase or a purge deletes from, with those their foreign keys cascade to (the
 * audit trail, the holds, a party's invitations and their answers): the ones whose files held the deleted rows.
 */
const ERASING_TABLES = [
  'booking_requests',
  'booking_events',
  'booking_holds',
  'party_invitations',
  'invitation_answers',
  'outbox_emails',
  'newsletter_subscribers',
  'rate_limits',
] as const;

/**
 * PGlite only (an embedded folder is the site's to clean): leaves no copy of deleted rows in the
 * folder's files. A `DELETE` only marks a row dead: its bytes stay in the table's pages, its TOAST
 * (long mail bodies) and its indexes (the newsletter's unique e-mail) until `VACUUM FULL` writes
 * the tables anew; the write-ahead log still holds the row as it was inserted, until its segment
 * is removed. A checkpoint alone keeps the current segment, and PostgreSQL recycles an old one by
 * renaming it for later use, bytes and all, so recycling is turned off (`wal_recycle`) and the
 * log is switched to a new, zero-filled segment once for each segment file there was, each switch
 * followed by a checkpoint that removes the segments before it. Measured with a grep of the folder
 * (src/booking/server/erase-on-disk.integration.test.ts).
 */
export async function clearDeletedRows(db: Database): Promise<void> {
  await db.execute(sql`SET wal_recycle = off`);
  await db.execute(sql.raw(`VACUUM FULL ${ERASING_TABLES.join(', ')}`));
  const [segments] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'`,
    ),
  );
  for (let i = 0; i < Math.max(1, Number(segments?.n ?? 1)); i++) {
    await db.execute(sql`SELECT pg_switch_wal()`);
    await db.execute(sql`CHECKPOINT`);
  }
}

/** Every trace of one e-mail address. */
export const eraseEmail = (db: Database, email: string) => eraseMatching(db, { email });

function parseIds(value: number[] | string | undefined): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as number[]) : (value ?? []);
  return list.map(Number).sort((a, b) => a - b);
}
