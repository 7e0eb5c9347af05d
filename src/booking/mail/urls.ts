// The links mails carry: the parent's signed links (confirm the request, manage the booking), the
// booking on the staff desk (the venue's only link: it answers there, signed in), the booking page.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import type { LinkAction } from '../rules/links';
import { bookingTranslator } from '../rules/translate';
import type { MailAction } from './layout';

const prefix = (locale: Locale) => (locale === 'me' ? '' : `/${locale}`);

/** A parent's link token: valid until the booking's end. */
export function parentToken(
  booking: Pick<BookingRow, 'id' | 'endsAt'>,
  action: LinkAction,
  settings: Pick<LifecycleSettings, 'links'>,
): string {
  return settings.links.sign(booking.id, action, booking.endsAt);
}

/** A parent's signed link: the booking page of `/booking/<token>` in their language. */
function parentUrl(
  booking: Pick<BookingRow, 'id' | 'locale' | 'endsAt'>,
  action: LinkAction,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  const token = parentToken(booking, action, settings);
  return new URL(`${prefix(booking.locale)}/booking/${token}`, settings.siteUrl).toString();
}

/** The parent's manage page. */
export function manageUrl(
  booking: Pick<BookingRow, 'id' | 'locale' | 'endsAt'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  return parentUrl(booking, 'manage', settings);
}

/**
 * The acknowledgement's one button: the page that confirms the request (a POST; the link alone
 * changes nothing). Once confirmed, the same link opens the manage page.
 */
export function verifyUrl(
  booking: Pick<BookingRow, 'id' | 'locale' | 'endsAt'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  return parentUrl(booking, 'verify', settings);
}

/** The booking on the staff desk (sign-in needed): the venue answers there, never by a mailed link. */
export function deskUrl(bookingId: number, siteUrl: URL): string {
  return new URL(`/staff/bookings/${bookingId}`, siteUrl).toString();
}

/** The button of every venue mail about a booking: the booking on the desk. */
export function deskAction(
  bookingId: number,
  settings: Pick<LifecycleSettings, 'siteUrl' | 'venueLocale'>,
): MailAction {
  const v = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  return { label: v('deskLabel'), url: deskUrl(bookingId, settings.siteUrl) };
}

export function bookNowUrl(locale: Locale, siteUrl: URL): string {
  return new URL(locale === 'me' ? '/rezervisi' : '/en/book-now', siteUrl).toString();
}
