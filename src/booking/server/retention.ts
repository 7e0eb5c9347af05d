// Retention and erasure of booking data: the database rows (retention-repository.ts) and the
// .eml files of the file transport (mail/files.ts), used by the daily purge job, the desk's erase
// page and `npm run bookings -- purge | erase`.
import type { DbHandle } from '@/lib/db/client';
import { removeMailFiles, removeMailFilesBefore } from '../mail/files';
import { REFERENCE_PATTERN } from '../rules/reference';
import {
  clearDeletedRows,
  eraseMatching,
  phoneDigits,
  purgeBookingsBefore,
  type ErasureMatch,
} from '../db/retention-repository';
import { purgeInvitationsAfterParties } from '../invitations/repository';

/** Staff sign-in mails hold a one-time link (15 minutes): their rows and files go after a day. */
const SIGN_IN_MAILS_KEPT_MS = 24 * 3_600_000;

/**
 * Deletes what is older than `before` (and sign-in mails older than a day), rows and .eml files;
 * on PGlite, when it removed anything, no copy of it is left in the folder's files either.
 */
export async function purgeBefore(
  database: Pick<DbHandle, 'db' | 'kind'>,
  before: Date,
  mailDir: string,
  signInBefore = new Date(Date.now() - SIGN_IN_MAILS_KEPT_MS),
) {
  const removed = await purgeBookingsBefore(database.db, before, signInBefore);
  // Guests' answers go 7 days after their party, whatever BOOKING_RETENTION keeps of the booking.
  const invitations = await purgeInvitationsAfterParties(database.db);
  if (
    database.kind === 'pglite' &&
    removed.bookings + removed.mailIds.length + removed.counters + invitations.invitations > 0
  )
    await clearDeletedRows(database.db);
  const files = new Set([
    ...(await removeMailFiles(mailDir, removed.mailIds)),
    ...(await removeMailFilesBefore(mailDir, before)),
    ...(await removeMailFilesBefore(mailDir, signInBefore, 'staff')),
  ]);
  return {
    bookings: removed.bookings,
    mails: removed.mailIds.length,
    counters: removed.counters,
    answers: invitations.answers,
    files: [...files].sort(),
  };
}

/**
 * Erases what the match names, rows and .eml files. On PGlite it ends by clearing the deleted
 * rows out of the folder's files (table pages, indexes, write-ahead log: clearDeletedRows); on
 * PostgreSQL that is the operator's (docs/operations.md, "Erasure on PostgreSQL").
 */
export async function erase(
  database: Pick<DbHandle, 'db' | 'kind'>,
  match: ErasureMatch,
  mailDir: string,
) {
  const removed = await eraseMatching(database.db, match);
  const files = await removeMailFiles(mailDir, removed.mailIds);
  if (database.kind === 'pglite') await clearDeletedRows(database.db);
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
