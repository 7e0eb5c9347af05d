// The desk's CSV export: the bookings starting on the days asked (`from` to `to`, venue dates,
// both included), one row each, with the parent's details for the signed-in staff member only.
// The file is written here; the route (src/app/staff/export.csv/route.ts) checks the session.
import type { BookingRow } from '@/lib/db/schema';
import type { BookingHold } from '@/booking/db/holds-repository';
import { addDays } from '@/booking/rules/availability';
import { deskDate } from './query';
import { dayBounds, resourceLabel, venueDate, venueTime, type DeskResource } from './desk';
import { toCsv } from './csv';
import type { Locale } from '@/content/types';
import { extraName, storedExtras } from '@/booking/rules/pricing';
import { formatCents } from '@/lib/format';
import type { StaffTranslate } from './translate';

/** The longest range one export covers, in days (a quarter). */
export const EXPORT_MAX_DAYS = 92;

export type ExportRange =
  | { ok: true; from: string; to: string; start: Date; end: Date }
  | { ok: false; error: 'dates' | 'order' | 'tooLong' };

/** `from` and `to` as asked: real dates, `from` not after `to`, at most EXPORT_MAX_DAYS days. */
export function exportRange(askedFrom: string | null, askedTo: string | null): ExportRange {
  const from = deskDate(askedFrom);
  const to = deskDate(askedTo);
  if (!from || !to) return { ok: false, error: 'dates' };
  if (from > to) return { ok: false, error: 'order' };
  if (addDays(from, EXPORT_MAX_DAYS - 1) < to) return { ok: false, error: 'tooLong' };
  return { ok: true, from, to, start: dayBounds(from).from, end: dayBounds(to).to };
}

const COLUMNS = [
  'reference',
  'date',
  'time',
  'what',
  'resources',
  'status',
  'people',
  'name',
  'phone',
  'email',
  'notes',
  'extras',
  'total',
] as const;

/**
 * The file: the header row in the desk's language and a row per booking, in start order. `what`
 * names a party's package in the desk's language (`whatIn`), whichever the parent wrote in.
 */
export function bookingsCsv(
  bookings: BookingRow[],
  holds: Map<number, BookingHold[]>,
  resources: DeskResource[],
  t: StaffTranslate,
  what: (booking: BookingRow) => string,
  locale: Locale = 'me',
): string {
  const header = COLUMNS.map((column) => t(`export.columns.${column}`));
  const rows = bookings.map((booking) => {
    const held = holds.get(booking.id)?.map((hold) => hold.resource) ?? [];
    const places = (held.length ? held : [booking.resource]).map((resource) =>
      resourceLabel(resource, resources, t),
    );
    const named =
      booking.form === 'room'
        ? resourceLabel(booking.resource, resources, t)
        : t('export.party', { name: what(booking) });
    return [
      booking.reference,
      venueDate(booking.startsAt),
      `${venueTime(booking.startsAt)}–${venueTime(booking.endsAt)}`,
      named,
      [...new Set(places)].join(', '),
      t(`status.${booking.status}`),
      booking.form === 'room' ? booking.players : booking.children,
      booking.name,
      booking.phone,
      booking.email,
      booking.message,
      // A party's extras (name × quantity) and the stored total, in the desk's money format.
      storedExtras(booking.price)
        .map((line) => `${extraName(line, locale)} × ${line.quantity}`)
        .join('; '),
      booking.totalCents == null ? '' : formatCents(booking.totalCents, locale),
    ];
  });
  return toCsv(header, rows);
}

/** The file's name: `cluville-bookings-<from>-<to>.csv`. */
export const exportFileName = (from: string, to: string) => `cluville-bookings-${from}-${to}.csv`;
