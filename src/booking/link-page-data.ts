// What the pages of signed links read: the booking, its history and, for a proposal, the free
// times of the same resource (the availability service). Server-only.
import type { BookingRow } from '@/lib/db/schema';
import { getDatabase } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { zonedInstant } from './availability';
import { getAvailabilityService, loadBookingContext } from './runtime';
import { getLifecycleSettings } from './lifecycle-config';
import { findBooking, listEvents } from './lifecycle-repository';
import type { Translate } from './schema';

export async function loadLinkedBooking(bookingId: number) {
  const db = (await getDatabase()).db;
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  return { booking, events: await listEvents(db, booking.id) };
}

/** Free start times (`HH:MM`) on a date for the booking's own resource and session length. */
export async function freeTimesFor(booking: BookingRow, date: string): Promise<string[]> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  const sessionMinutes = Math.round(
    (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000,
  );
  const [day] = await getAvailabilityService().forTarget(
    context,
    { resources: [booking.resource], sessionMinutes },
    date,
    1,
  );
  return (day?.slots ?? []).filter((slot) => slot.free).map((slot) => slot.time);
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The start of a proposed time (`date`, `HH:MM`) when the availability service offers it as free
 * for the booking's resource; undefined otherwise. The venue's link and the staff desk propose
 * through this.
 */
export async function proposedStart(
  booking: BookingRow,
  date: string,
  time: string,
): Promise<Date | undefined> {
  const match = HHMM.exec(time);
  if (!DATE.test(date) || !match) return undefined;
  if (!(await freeTimesFor(booking, date)).includes(time)) return undefined;
  return zonedInstant(date, Number(match[1]) * 60 + Number(match[2]), VENUE_TIME_ZONE) ?? undefined;
}

export async function venuePhone(): Promise<string> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  return context.venuePhone;
}

/**
 * The line at the top of a link page after an action came back to it: `?done=<what>` (one of
 * `done`) says what happened, `?refused=<why>` (one of `refused`) why nothing did; anything else
 * in the address is ignored.
 */
export function linkPageNotice(
  query: Record<string, string | string[] | undefined>,
  status: string,
  t: Translate,
  known: { done: readonly string[]; refused: readonly string[] },
): { text: string; tone: 'ok' | 'refused' } | undefined {
  const done =
    typeof query.done === 'string' && known.done.includes(query.done) ? query.done : undefined;
  if (done) return { text: t(`page.done.${done}`), tone: 'ok' };
  const refused =
    typeof query.refused === 'string' && known.refused.includes(query.refused)
      ? query.refused
      : undefined;
  if (refused)
    return {
      text: t(`page.refused.${refused}`, { status: t(`status.${status}`) }),
      tone: 'refused',
    };
  return undefined;
}
