// Retention and erasure of booking data: the database rows (retention-repository.ts) and the
// .eml files of the file transport (mail/files.ts), used by the daily purge job, the desk's erase
// page and `npm run bookings -- purge | erase`.
import { sql } from 'drizzle-orm';
import type { Database, DbHandle } from '@/lib/db/client';
import { removeMailFiles, removeMailFilesBefore } from '../mail/files';
import { REFERENCE_PATTERN } from '../rules/reference';
import {
  eraseMatching,
  phoneDigits,
  purgeBookingsBefore,
  type ErasureMatch,
} from '../db/retention-repository';

/** Staff sign-in mails hold a one-time link (15 minutes): their rows and files go after a day. */
const SIGN_IN_MAILS_KEPT_MS = 24 * 3_600_000;

export async function purgeBefore(
  db: Database,
  before: Date,
  mailDir: string,
  signInBefore = new Date(Date.now() - SIGN_IN_MAILS_KEPT_MS),
) {
  const removed = await purgeBookingsBefore(db, before, signInBefore);
  const files = new Set([
    ...(await removeMailFiles(mailDir, removed.mailIds)),
    ...(await removeMailFilesBefore(mailDir, before)),
    ...(await removeMailFilesBefore(mailDir, signInBefore, 'staff')),
  ]);
  return {
    bookings: removed.bookings,
    mails: removed.mailIds.length,
    counters: removed.counters,
    files: [...files].sort(),
  };
}

/**
 * Erases what the match names, rows and .eml files. PGlite keeps the deleted rows in its
 * write-ahead log until a checkpoint, so an erase on it ends with one; on PostgreSQL that is the
 * operator's (docs/bookings-and-mail.md, "Erasure and the write-ahead log").
 */
export async function erase(
  database: Pick<DbHandle, 'db' | 'kind'>,
  match: ErasureMatch,
  mailDir: string,
) {
  const removed = await eraseMatching(database.db, match);
  const files = await removeMailFiles(mailDir, removed.mailIds);
  if (database.kind === 'pglite') await database.db.execute(sql`CHECKPOINT`);
  return {
    bookings: removed.bookings,
    references: removed.references,
    mails: removed.mailIds.length,
    newsletter: removed.newsletter,
    files,
  };
}

/**
 * What an erase form names: exactly one of an e-mail address, a reference or a phone number
 * (6 to 20 digits), each well formed; otherwise nothing.
 */
export function erasureMatchOf(fields: {
  email?: string;
  reference?: string;
  phone?: string;
}): ErasureMatch | undefined {
  const email = fields.email?.trim() ?? '';
  const reference = fields.reference?.trim().toUpperCase() ?? '';
  const phone = fields.phone?.trim() ?? '';
  if ([email, reference, phone].filter(Boolean).length !== 1) return undefined;
  if (email) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { email } : undefined;
  if (reference) return REFERENCE_PATTERN.test(reference) ? { reference } : undefined;
  const digits = phoneDigits(phone).length;
  return /^\+?[\d\s()/.-]+$/.test(phone) && digits >= 6 && digits <= 20 ? { phone } : undefined;
}

/** Every trace of one e-mail address. */
export const eraseAddress = (
  database: Pick<DbHandle, 'db' | 'kind'>,
  email: string,
  mailDir: string,
) => erase(database, { email }, mailDir);
