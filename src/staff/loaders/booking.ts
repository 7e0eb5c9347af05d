// One booking's page: the booking, its holds and audit trail, the answers the desk may give
// (with a proposal's free times), and a party's game rooms.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import type { BookingEventRow, BookingRow } from '@/lib/db/schema';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { bookingById } from '@/booking/db/desk-repository';
import { holdsOf, type BookingHold } from '@/booking/db/holds-repository';
import { listEvents } from '@/booking/db/lifecycle-repository';
import { wallClock } from '@/booking/rules/availability';
import { allowedActions, type LifecycleAction } from '@/booking/rules/lifecycle-rules';
import type { BookingContext } from '@/booking/rules/rules-context';
import { HOLDING_STATUSES } from '@/booking/rules/status';
import { DESK_ANSWERS } from '@/booking/server/answer';
import { freeTimesFor } from '@/booking/server/link-page-data';
import { loadBookingContext } from '@/booking/server/runtime';
import { getInvitations } from '@/booking/invitations/runtime';
import { bookingMarks, type DeskMark } from '../marks';
import type { GuestAnswer } from '@/booking/invitations/repository';
import { deskResources, gamesOf, roomToAssign, whatIn, type DeskResource } from '../desk';
import { deskDate, isRowId } from '../query';
import { deskLocale, staffTranslator } from '../translate';

export interface BookingPageData {
  booking: BookingRow;
  events: BookingEventRow[];
  holds: BookingHold[];
  /** The booking rules in the desk's language. */
  context: BookingContext;
  resources: DeskResource[];
  /** A party holding its time but no game room. */
  toAssign: boolean;
  /** The answers the desk gives now (a parent's accept stays on the parent's page). */
  actions: LifecycleAction[];
  /** The date a proposal shows (the one asked, else the booking's) and its free times. */
  proposal?: { date: string; times: string[] };
  /** A date typed into the address that does not exist: said, and the booking's own date shown. */
  badDate: boolean;
  /** The room or package in the desk's language, whichever the parent wrote in. */
  what: string;
  /** A holding party's games: one room select each. */
  games?: number;
  /** A party's guests: the answers to its invitations. */
  guests?: GuestAnswer[];
  /** The booking's marks in its page's header (src/staff/marks.ts). */
  marks: DeskMark[];
}

/** The booking `id` (as the path has it) for the desk in `lang`; undefined when there is none. */
export async function loadBooking(
  id: string,
  lang: Locale,
  askedDate: string | undefined,
): Promise<BookingPageData | undefined> {
  const db = (await getDatabase()).db;
  const booking = isRowId(id) ? await bookingById(db, Number(id)) : undefined;
  if (!booking) return undefined;
  const [events, holds, context, parentContext] = await Promise.all([
    listEvents(db, booking.id),
    holdsOf(db, booking.id),
    loadBookingContext(lang),
    loadBookingContext(deskLocale(booking.locale)),
  ]);
  const actions = allowedActions(booking, 'staff').filter((action) =>
    (DESK_ANSWERS as readonly string[]).includes(action),
  );
  let proposal: BookingPageData['proposal'];
  if (actions.includes('propose')) {
    const date = deskDate(askedDate) ?? wallClock(booking.startsAt, VENUE_TIME_ZONE)[0];
    proposal = { date, times: await freeTimesFor(booking, date) };
  }
  const roomsHeld = holds.filter((hold) => hold.kind === 'room').length;
  const guests =
    booking.form === 'birthday'
      ? ((await getInvitations().guestsOf([booking.id])).get(booking.id) ?? [])
      : undefined;
  return {
    booking,
    events,
    holds,
    context,
    resources: deskResources(context),
    toAssign: roomToAssign(booking, holds),
    actions,
    proposal,
    badDate: askedDate !== undefined && !deskDate(askedDate),
    what: whatIn(booking, { desk: context, parent: parentContext }),
    games:
      booking.form === 'birthday' &&
      (HOLDING_STATUSES as readonly string[]).includes(booking.status)
        ? gamesOf(parentContext, booking.packageSlug, roomsHeld)
        : undefined,
    guests,
    marks: bookingMarks(booking, guests, staffTranslator(lang)),
  };
}
