// Retention and erasure of booking data: the database rows (retention-repository.ts) and the
// .eml files of the file transport (mail/files.ts), used by the daily purge job and by
// `npm run bookings -- purge | erase`.
import type { Database } from '@/lib/db/client';
import { removeMailFiles, removeMailFilesBefore } from './mail/files';
import { eraseEmail, purgeBookingsBefore } from './retention-repository';

export async function purgeBefore(db: Database, before: Date, mailDir: string) {
  const removed = await purgeBookingsBefore(db, before);
  const files = new Set([
    ...(await removeMailFiles(mailDir, removed.mailIds)),
    ...(await removeMailFilesBefore(mailDir, before)),
  ]);
  return {
    bookings: removed.bookings,
    mails: removed.mailIds.length,
    counters: removed.counters,
    files: [...files].sort(),
  };
}

export async function eraseAddress(db: Database, email: string, mailDir: string) {
  const removed = await eraseEmail(db, email);
  const files = await removeMailFiles(mailDir, removed.mailIds);
  return {
    bookings: removed.bookings,
    references: removed.references,
    mails: removed.mailIds.length,
    newsletter: removed.newsletter,
    files,
  };
}
