// The links mails carry: the parent's manage page, the venue's signed answers, the booking page.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { STAFF_LINK_MS, type LinkAction } from '../rules/links';
import { bookingTranslator } from '../rules/translate';
import type { MailAction } from './layout';

const prefix = (locale: Locale) => (locale === 'me' ? '' : `/${locale}`);

/** The parent's manage page: valid until the booking's end. */
export function manageUrl(
  booking: Pick<BookingRow, 'id' | 'locale' | 'endsAt'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  const token = settings.links.sign(booking.id, 'manage', booking.endsAt);
  return new URL(`${prefix(booking.locale)}/booking/${token}`, settings.siteUrl).toString();
}

/** A venue link (confirm, propose, decline): valid 14 days. */
function staffUrl(
  bookingId: number,
  action: Exclude<LinkAction, 'manage'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl' | 'venueLocale'>,
  now: Date,
): string {
  const token = settings.links.sign(bookingId, action, new Date(now.getTime() + STAFF_LINK_MS));
  return new URL(
    `${prefix(settings.venueLocale)}/booking-request/${token}`,
    settings.siteUrl,
  ).toString();
}

export function bookNowUrl(locale: Locale, siteUrl: URL): string {
  return new URL(locale === 'me' ? '/rezervisi' : '/en/book-now', siteUrl).toString();
}

/**
 * The venue's three links: Potvrdite, Predložite drugi termin, Odbijte. A team-building enquiry
 * (`enquiry`) names no time to confirm: propose one, or decline.
 */
export function venueActions(
  bookingId: number,
  settings: LifecycleSettings,
  now: Date,
  { enquiry = false }: { enquiry?: boolean } = {},
): MailAction[] {
  const m = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  return [
    ...(enquiry
      ? []
      : [{ label: m('venueConfirm'), url: staffUrl(bookingId, 'confirm', settings, now) }]),
    { label: m('venuePropose'), url: staffUrl(bookingId, 'propose', settings, now) },
    { label: m('venueDecline'), url: staffUrl(bookingId, 'decline', settings, now) },
  ];
}
