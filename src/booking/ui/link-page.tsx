// The pages signed booking links open: the request, its state and the buttons the link allows.
// Every button is a form that POSTs to /api/booking-links (no JavaScript needed); the answer
// comes back here with `?done=` or `?refused=`.
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { BookingEventRow, BookingRow } from '@/lib/db/schema';
import { formatPrice, formatUntil, formatWhen, toTelHref } from '@/lib/format';
import { gameRow, whatOf, type RowsReader } from '../mail/rows';
import type { PartyGame } from '../rules/party-rooms';
import { inputClass } from './field';
import { bookingTranslator } from '../rules/translate';
import { holdsNoTime } from '../rules/status';
import { AnswerForm, type AnswerFormLook } from './answer-forms';

/** The site's look of the answer forms (./answer-forms.tsx) on the link pages. */
export const linkAnswerLook: AnswerFormLook = {
  heading: 'font-display text-2xl font-extrabold text-ink',
  legend: 'font-bold text-ink',
  input: inputClass,
  button: 'btn btn-primary',
  secondaryButton: 'btn btn-secondary',
  chip: 'rounded-xl border-2 border-grey/50 px-3',
  destructiveButton:
    'inline-flex min-h-11 items-center rounded-full bg-red-700 px-6 py-3 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
};

/**
 * What the venue needs to decide on a request's page, beside the request's own rows (what, when,
 * the party size): who asked and how to reach them (a `tel:` and a `mailto:` link), their message
 * and the stored price, and the booking on the desk. Only on the venue's pages, never the parent's.
 */
function VenueDetails({ locale, booking }: { locale: Locale; booking: BookingRow }) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const f = bookingTranslator(locale, 'booking.fields');
  const link = 'font-bold text-ink underline underline-offset-2';
  const rows: [string, string, ReactNode][] = [
    ['name', f('name'), booking.name],
    [
      'phone',
      f('phone'),
      <a key="phone" href={toTelHref(booking.phone)} className={link}>
        {booking.phone}
      </a>,
    ],
  ];
  if (booking.email)
    rows.push([
      'email',
      f('email'),
      <a key="email" href={`mailto:${booking.email}`} className={link}>
        {booking.email}
      </a>,
    ]);
  rows.push([
    'price',
    t('page.price'),
    booking.totalCents != null ? formatPrice(booking.totalCents / 100, locale) : t('page.noPrice'),
  ]);
  rows.push(['message', f('message'), booking.message || t('page.noMessage')]);
  return (
    <section
      aria-labelledby="venue-details"
      className="mt-8 rounded-2xl border-2 border-grey/40 bg-white p-5"
      data-venue-details
    >
      <h2 id="venue-details" className="font-display text-2xl font-extrabold text-ink">
        {t('page.contact')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="font-bold text-ink">{label}</dt>
            <dd
              className="mb-2 min-w-0 whitespace-pre-line [overflow-wrap:anywhere] sm:mb-0"
              data-contact={key}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a href={`/staff/bookings/${booking.id}`} className={link} data-desk-link>
          {t('page.openOnDesk')}
        </a>
      </p>
    </section>
  );
}

/** One button of a link page: a POST of the link's token to /api/booking-links. */
export function ActionForm({
  token,
  locale,
  op,
  label,
  secondary,
  children,
}: {
  token: string;
  locale: Locale;
  op: string;
  label: string;
  secondary?: boolean;
  children?: ReactNode;
}) {
  return (
    <AnswerForm
      target={{ action: '/api/booking-links', fields: { token, locale } }}
      op={op}
      label={label}
      secondary={secondary}
      look={linkAnswerLook}
    >
      {children}
    </AnswerForm>
  );
}

/** What a signed link's answer said: done, or refused (and why). */
export type LinkPageNotice = { text: string; tone: 'ok' | 'refused' };

/** The notice at the top of a signed link's page, after an answer was posted. */
export function LinkNotice({ text, tone }: LinkPageNotice) {
  return (
    <p
      role="status"
      data-notice={tone}
      className={`mt-6 rounded-xl border-2 px-4 py-3 font-bold text-ink ${tone === 'ok' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
    >
      {text}
    </p>
  );
}

export async function LinkPageShell({
  locale,
  title,
  booking,
  holdEnd,
  notice,
  children,
  events,
  games,
  reader = 'parent',
}: {
  locale: Locale;
  title: string;
  booking: BookingRow;
  /** A party's game rooms (link-page-data.ts); none: still to be assigned. */
  games?: readonly PartyGame[];
  /** Who opened the page: the parent (the manage link) or the venue (a request's link). */
  reader?: RowsReader;
  holdEnd?: Date;
  notice?: LinkPageNotice;
  children?: ReactNode;
  events?: BookingEventRow[];
}) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const f = bookingTranslator(locale, 'booking.fields');
  const rows: [string, string][] = [
    [t('page.status'), t(`status.${booking.status}`)],
    [
      t('page.when'),
      holdsNoTime(booking)
        ? t(reader === 'venue' ? 'page.noTimeYet' : 'page.noTimeYetParent')
        : formatWhen(booking.startsAt, locale),
    ],
  ];
  if (booking.status === 'proposed' && booking.requestedStartsAt)
    rows.push([t('page.requested'), formatWhen(booking.requestedStartsAt, locale)]);
  if (
    holdEnd &&
    !holdsNoTime(booking) &&
    (booking.status === 'pending' || booking.status === 'proposed')
  )
    rows.push([t('page.holdUntil'), formatUntil(holdEnd, locale)]);
  if (booking.form === 'team')
    rows.push(
      [t('page.what'), t('page.enquiry')],
      [f('company'), booking.company ?? ''],
      [f('preferredDates'), booking.preferredDates ?? ''],
      [f('groupSize'), String(booking.groupSize ?? '')],
    );
  else
    rows.push([
      booking.form === 'room' ? f('room') : f('package'),
      (booking.form === 'room' ? booking.roomTitle : booking.packageName) ??
        whatOf(booking, locale),
    ]);
  if (booking.form === 'birthday') rows.push(gameRow(games, locale, reader));
  if (booking.form !== 'team')
    rows.push(
      booking.form === 'room'
        ? [f('players'), String(booking.players ?? '')]
        : [f('children'), String(booking.children ?? '')],
    );
  if (booking.status === 'declined' && booking.declineReason)
    rows.push([t('page.reason'), t(`reasons.${booking.declineReason}`)]);
  if (booking.status === 'declined' && booking.declineNote)
    rows.push([t('page.note'), booking.declineNote]);
  return (
    <section
      className="container-page max-w-3xl py-12 md:py-16"
      data-link-page
      data-status={booking.status}
    >
      <h1 className="font-display text-3xl font-extrabold text-ink md:text-4xl">{title}</h1>
      {notice && <LinkNotice {...notice} />}
      <dl className="mt-8 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-ink">{label}</dt>
            <dd
              className="mb-2 min-w-0 whitespace-pre-line [overflow-wrap:anywhere] sm:mb-0"
              data-field={label}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {reader === 'venue' && <VenueDetails locale={locale} booking={booking} />}
      {children && <div className="mt-10 grid gap-8">{children}</div>}
      {events && events.length > 0 && (
        <>
          <h2 className="mt-12 font-display text-2xl font-extrabold text-ink">{t('page.audit')}</h2>
          <ol className="mt-4 grid gap-1 text-sm" data-audit>
            {events.map((event) => (
              <li key={event.id}>
                {formatWhen(event.at, locale)}: {t(`status.${event.fromStatus}`)} →{' '}
                {t(`status.${event.toStatus}`)} ({event.actor})
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
