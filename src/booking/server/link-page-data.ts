// What the pages of signed links read: the booking, its history, a party's game rooms and, for a
// proposal, the free times of the same kind of resource (the availability service). Server-only.
import type { BookingRow } from '@/lib/db/schema';
import { getDatabase } from '@/lib/db/client';
import {
  getAvailabilityService,
  getLifecycleSettings,
  loadBookingContext,
  loadRoomTitles,
} from './runtime';
import { gamesOf } from './party-games';
import { findBooking, listEvents } from '../db/lifecycle-repository';
import { parentToken } from '../mail/urls';
import type { Translate } from '../rules/schema';

export async function loadLinkedBooking(bookingId: number) {
  const db = (await getDatabase()).db;
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  return {
    booking,
    events: await listEvents(db, booking.id),
    games: await gamesOf(db, booking, await loadRoomTitles()),
  };
}

/**
 * Free start times (`HH:MM`) a booking can be moved to on a date: any resource of its kind, its
 * own hold left out (the availability service's `movesFor`, which the answer command checks too).
 */
export async function freeTimesFor(booking: BookingRow, date: string): Promise<string[]> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  return (await getAvailabilityService().movesFor(context, booking, date)).map((move) => move.time);
}

/** How long the confirmation page of a team-building enquiry works (it names no time of its own). */
const ENQUIRY_RECEIPT_MS = 30 * 86_400_000;

/**
 * The token of the confirmation page the browser opens after sending a request (`receipt`), for a
 * booking just stored: valid until the booking's end, as the e-mails' links are; an enquiry's for
 * 30 days from when it came in. Undefined when it cannot be read back.
 */
export async function receiptTokenOf(bookingId: number): Promise<string | undefined> {
  const booking = await findBooking((await getDatabase()).db, bookingId);
  if (!booking) return undefined;
  const expiresAt =
    booking.form === 'team'
      ? new Date(booking.createdAt.getTime() + ENQUIRY_RECEIPT_MS)
      : booking.endsAt;
  return getLifecycleSettings().links.sign(booking.id, 'receipt', expiresAt);
}

/** The token of a booking's manage page (where its confirm link leads once the request is confirmed). */
export function manageLinkOf(booking: Pick<BookingRow, 'id' | 'endsAt'>): string {
  return parentToken(booking, 'manage', getLifecycleSettings());
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
