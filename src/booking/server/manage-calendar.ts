// The parent's "Add to calendar" on the manage page and on the confirmation page after sending:
// the booking's event as an .ics file, made by the same builder as the confirmation's and the
// reminder's (mail/booking-mail.ts). Only for a booking that holds its time; from the manage page
// once the parent confirmed the request, from the confirmation page (`receipt`) at once, tentative
// until the venue confirms. The link's token is checked as the page checks it. Server-only.
import { HOLDING_STATUSES } from '../rules/status';
import { bookingCalendar } from '../mail/booking-mail';
import { getLifecycleSettings, loadBookingContext } from './runtime';
import { verifyLink } from './link-access';
import { loadLinkedBooking } from './link-page-data';

export interface ManageCalendarFile {
  filename: string;
  body: string;
}

export async function manageCalendar(token: string): Promise<ManageCalendarFile | null> {
  const claims = verifyLink(token);
  if (!claims) return null;
  const linked = await loadLinkedBooking(claims.bookingId);
  if (
    !linked ||
    (linked.booking.status === 'unverified' && claims.action !== 'receipt') ||
    !(HOLDING_STATUSES as readonly string[]).includes(linked.booking.status)
  )
    return null;
  const settings = getLifecycleSettings();
  const context = await loadBookingContext(linked.booking.locale);
  const body = bookingCalendar({
    booking: linked.booking,
    venue: {
      email: context.venueEmail,
      phone: context.venuePhone,
      address: context.venueAddress,
    },
    settings,
    now: new Date(),
    // Each change so far counts: the file outranks the one an earlier mail carried.
    sequence: linked.events.length,
    games: linked.games,
  });
  return { filename: `cluville-${linked.booking.reference.toLowerCase()}.ics`, body };
}
