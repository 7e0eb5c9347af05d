// The parent's manage page as a quiet ticket: the status as a pill, the time (a proposal beside
// the time asked for, struck through), until when it is held, the summary with the price, "Add to
// calendar" (the booking's .ics), and the venue's address with directions and phone. A request
// whose e-mail is not confirmed yet says plainly what is needed, by when, and where the mail went.
// Times on the 24-hour clock in both languages. The buttons the link allows come below it.
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { formatDate, toTelHref } from '@/lib/format';
import { MapLink } from './map-link';
import { wallClock } from '../rules/availability';
import type { PartyGame } from '../rules/party-rooms';
import type { StoredPrice } from '../rules/pricing';
import { withinOf } from '../rules/lifecycle-rules';
import { EXPIRING_STATUSES, HOLDING_STATUSES } from '../rules/status';
import { bookingTranslator } from '../rules/translate';
import { gameRow, priceRows, whatOf } from '../mail/rows';
import { LinkNotice, type LinkPageNotice } from './link-page';

const PILL: Record<string, string> = {
  unverified: 'bg-amber-100 text-amber-950 border-amber-700',
  pending: 'bg-amber-100 text-amber-950 border-amber-700',
  proposed: 'bg-sky-100 text-sky-950 border-sky-700',
  confirmed: 'bg-green-100 text-green-950 border-green-700',
};
const PILL_ENDED = 'bg-grey-tint text-ink border-grey';

function Span({ startsAt, endsAt, locale }: { startsAt: Date; endsAt: Date; locale: Locale }) {
  const time = (at: Date) => wallClock(at, VENUE_TIME_ZONE)[1];
  return (
    <>
      <span className="block">{formatDate(startsAt, locale, 'fullDay')}</span>
      <span className="block font-display text-3xl font-extrabold tabular-nums">
        {time(startsAt)}–{time(endsAt)}
      </span>
    </>
  );
}

export function ManageTicket({
  locale,
  title,
  booking,
  games,
  holdEnd,
  verify,
  venue,
  calendarHref,
  notice,
  children,
}: {
  locale: Locale;
  title: string;
  booking: BookingRow;
  games?: readonly PartyGame[];
  holdEnd?: Date;
  /**
   * For a request not confirmed yet: BOOKING_VERIFY_WITHIN, and whether this page has the button
   * that confirms it (the acknowledgement's link) or the parent must find the e-mail.
   */
  verify?: { withinMs: number; here: boolean };
  venue: { address?: string; phone?: string };
  /** The booking's .ics; none when it no longer holds a time. */
  calendarHref?: string;
  notice?: LinkPageNotice;
  children?: ReactNode;
}) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const f = bookingTranslator(locale, 'booking.fields');
  const holding = (HOLDING_STATUSES as readonly string[]).includes(booking.status);
  const proposal = booking.status === 'proposed' && booking.requestedStartsAt;
  const team = booking.form === 'team';
  // A team-building enquiry names no time (its times are when it came in): its own words instead.
  const summary: [string, string][] = team
    ? [
        [t('ticket.what'), whatOf(booking, locale)],
        ...(booking.company ? [[f('company'), booking.company] as [string, string]] : []),
        ...(booking.groupSize
          ? [
              [t('ticket.party'), t('ticket.people', { count: booking.groupSize })] as [
                string,
                string,
              ],
            ]
          : []),
        ...(booking.preferredDates
          ? [[f('preferredDates'), booking.preferredDates] as [string, string]]
          : []),
      ]
    : [
        [
          booking.form === 'room' ? f('room') : f('package'),
          (booking.form === 'room' ? booking.roomTitle : booking.packageName) ?? '',
        ],
      ];
  if (booking.form === 'birthday') {
    summary.push(gameRow(games, locale, 'parent'));
    summary.push([f('cake'), booking.withCake ? f('withCake') : f('withoutCake')]);
  }
  const count = booking.form === 'room' ? booking.players : booking.children;
  if (count)
    summary.push([
      t('ticket.party'),
      t(booking.form === 'room' ? 'ticket.players' : 'ticket.children', { count }),
    ]);
  const price = booking.price as StoredPrice | null;
  const money = price ? priceRows(price, booking, locale) : [];
  const card = 'rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)]';
  return (
    <section
      className="container-page max-w-2xl py-10 md:py-14"
      data-link-page
      data-ticket
      data-status={booking.status}
    >
      <h1 className="font-display text-3xl font-extrabold text-ink md:text-4xl">{title}</h1>
      {notice && <LinkNotice {...notice} />}
      {booking.status === 'unverified' && verify && (
        <div
          className="mt-6 rounded-2xl border-2 border-amber-700 bg-amber-50 px-5 py-4 text-ink"
          data-verify-needed
        >
          <p className="text-lg font-bold">
            {verify.here && holdEnd
              ? t('page.verifyHere', { deadline: formatDate(holdEnd, locale, 'deadline') })
              : t('page.verifyNeeded', { within: t('within', withinOf(verify.withinMs)) })}
          </p>
          <p className="mt-1 [overflow-wrap:anywhere]" data-verify-address>
            {t('page.verifySentTo', { email: booking.email })}
          </p>
        </div>
      )}
      <article className={`${card} mt-6 text-ink`} aria-label={title}>
        <div className="flex flex-wrap items-center justify-between gap-3 p-5 md:p-7">
          <p
            className={`inline-flex items-center rounded-full border-2 px-3 py-1 text-sm font-bold ${PILL[booking.status] ?? PILL_ENDED}`}
            data-status-pill
          >
            <span className="sr-only">{t('page.status')}: </span>
            {t(`ticket.pill.${booking.status}`)}
          </p>
          <p className="font-display text-lg font-extrabold tracking-wider" data-reference>
            {booking.reference}
          </p>
        </div>
        {!team && (
          <div className="border-t-2 border-dashed border-grey-tint p-5 md:p-7">
            {proposal ? (
              <div className="grid gap-4 sm:grid-cols-2" data-proposal>
                <div className="text-grey">
                  <p className="text-sm font-bold">{t('ticket.oldTime')}</p>
                  <del className="block" data-old-time>
                    <Span
                      startsAt={booking.requestedStartsAt!}
                      endsAt={booking.requestedEndsAt ?? booking.requestedStartsAt!}
                      locale={locale}
                    />
                  </del>
                </div>
                <div>
                  <p className="text-sm font-bold">{t('ticket.newTime')}</p>
                  <ins className="block no-underline" data-new-time>
                    <Span startsAt={booking.startsAt} endsAt={booking.endsAt} locale={locale} />
                  </ins>
                </div>
              </div>
            ) : (
              <div data-time>
                <p className="text-sm font-bold">{t('page.when')}</p>
                <p className={holding ? '' : 'text-grey line-through'}>
                  <Span startsAt={booking.startsAt} endsAt={booking.endsAt} locale={locale} />
                </p>
              </div>
            )}
            {holdEnd && (EXPIRING_STATUSES as readonly string[]).includes(booking.status) && (
              <p className="mt-4 rounded-xl bg-brand-tint px-4 py-2" data-hold-until>
                {t('page.holdUntil')}: <strong>{formatDate(holdEnd, locale, 'deadline')}</strong>
              </p>
            )}
            {booking.status === 'declined' && booking.declineReason && (
              <p className="mt-4">
                {t('page.reason')}: {t(`reasons.${booking.declineReason}`)}
                {booking.declineNote && <span className="block">{booking.declineNote}</span>}
              </p>
            )}
          </div>
        )}
        <div className="border-t-2 border-dashed border-grey-tint p-5 md:p-7">
          <h2 className="font-display text-xl font-extrabold">{t('ticket.summary')}</h2>
          <dl className="mt-3 divide-y divide-grey-tint" data-ticket-summary>
            {[...summary, ...(money.length ? money : [[t('ticket.noPrice'), '']])].map(
              ([label, value], index) => (
                <div
                  key={`${label}-${index}`}
                  className={`flex justify-between gap-4 py-2 ${index === summary.length + money.length - 1 && money.length ? 'text-lg font-extrabold' : ''}`}
                >
                  <dt className={value ? 'font-bold' : ''}>{label}</dt>
                  <dd
                    className="whitespace-pre-line text-right"
                    data-price={index === summary.length + money.length - 1 ? 'total' : undefined}
                  >
                    {value}
                  </dd>
                </div>
              ),
            )}
          </dl>
        </div>
        {(venue.address || venue.phone || calendarHref) && (
          <div className="grid gap-4 border-t-2 border-dashed border-grey-tint p-5 md:p-7">
            {venue.address && (
              <div data-venue-address>
                <h2 className="font-display text-xl font-extrabold">{t('ticket.where')}</h2>
                <p className="mt-1">{venue.address}</p>
                <MapLink address={venue.address}>{t('ticket.directions')}</MapLink>
              </div>
            )}
            <div className="flex flex-wrap gap-3">
              {calendarHref && (
                <a href={calendarHref} download className="btn btn-primary" data-add-to-calendar>
                  {t('ticket.addToCalendar')}
                </a>
              )}
              {venue.phone && (
                <a href={toTelHref(venue.phone)} className="btn btn-secondary" data-venue-phone>
                  {t('ticket.call')}: {venue.phone}
                </a>
              )}
            </div>
          </div>
        )}
      </article>
      {children && <div className="mt-10 grid gap-8">{children}</div>}
    </section>
  );
}
