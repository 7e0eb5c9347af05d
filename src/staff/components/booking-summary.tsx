// The top of a booking's desk page: who, when (the desk's format), the state, the party size and
// the total, the booking's marks (src/staff/marks.ts); the guests' allergies in a marked banner;
// and a bar that stays on screen with the page's actions one tap away (the answers, the arrival,
// the guests, the game rooms) and the parent's phone and e-mail as `tel:` and `mailto:` links.
import type { Locale } from '@/content/types';
import type { StoredPrice } from '@/booking/rules/pricing';
import { holdsNoTime } from '@/booking/rules/status';
import { formatCents, formatDeskSpan } from '@/lib/format';
import { arrivalOpen, telHref } from '../desk';
import type { BookingPageData } from '../loaders/booking';
import { allergiesOf } from '../marks';
import type { StaffTranslate } from '../translate';
import { STATUS_STYLE } from './desk-shell';
import { DeskMarks } from './desk-marks';
import { ParentChangeSeen } from './parent-change-seen.client';

const barLink =
  'inline-flex min-h-11 shrink-0 items-center rounded-full bg-grey-tint px-4 font-bold underline-offset-2 hover:underline';

export function BookingSummary({
  data,
  lang,
  t,
}: {
  data: BookingPageData;
  lang: Locale;
  t: StaffTranslate;
}) {
  const { booking } = data;
  const price = booking.price as StoredPrice | null;
  const total = price?.totalCents ?? booking.totalCents;
  const size =
    booking.form === 'team'
      ? booking.groupSize
      : booking.form === 'room'
        ? booking.players
        : booking.children;
  const allergies = allergiesOf(data.guests);
  const facts: [string, string, string][] = [
    [
      'when',
      t('booking.date'),
      holdsNoTime(booking)
        ? t('booking.noTimeYet')
        : formatDeskSpan(booking.startsAt, booking.endsAt, lang),
    ],
    ['status', t('booking.status'), t(`status.${booking.status}`)],
    ['size', t('booking.partySize'), size == null ? t('booking.none') : String(size)],
    ['total', t('booking.total'), total == null ? t('booking.none') : formatCents(total, lang)],
  ];
  const jumps = (
    [
      ['#booking-actions', t('booking.barAnswer'), data.actions.length > 0],
      ['#booking-arrival', t('booking.barArrival'), arrivalOpen(booking, new Date())],
      ['#booking-guests', t('booking.barGuests'), data.guests !== undefined],
      ['#booking-rooms', t('booking.barRooms'), data.games !== undefined],
    ] as const
  ).filter(([, , shown]) => shown);
  return (
    <>
      <section
        aria-labelledby="booking-summary"
        className={`rounded-xl border-l-4 bg-white p-4 ${STATUS_STYLE[booking.status] ?? ''}`}
        data-booking-summary
      >
        <h2 id="booking-summary" className="font-display text-2xl font-bold break-words">
          <span className="sr-only">{t('booking.summary')}: </span>
          {booking.name}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {facts.map(([key, label, value]) => (
            <div key={key} data-fact={key}>
              <dt className="text-sm text-grey">{label}</dt>
              <dd className="font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <DeskMarks marks={data.marks} className="mt-2" />
        {booking.parentChangedAt && (
          <ParentChangeSeen id={booking.id} label={t('booking.parentChangeSeen')} />
        )}
      </section>
      {allergies.length > 0 && (
        <section
          aria-labelledby="booking-allergies"
          className="mt-4 rounded-xl border-4 border-red-700 bg-white p-4"
          data-allergies
        >
          <h2 id="booking-allergies" className="font-display text-lg font-bold text-red-700">
            <span aria-hidden="true">⚠ </span>
            {t('booking.allergies')}
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {allergies.map((guest) => (
              <li key={guest.id} className="break-words">
                {t('booking.allergyLine', { child: guest.childName, note: guest.foodNote ?? '' })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav
        aria-label={t('booking.bar')}
        className="sticky top-0 z-20 -mx-4 mt-4 border-b border-grey-tint bg-cream/95 px-4 py-2 backdrop-blur print:hidden"
        data-action-bar
      >
        <ul className="flex gap-2 overflow-x-auto">
          {jumps.map(([href, label]) => (
            <li key={href} className="shrink-0">
              <a href={href} className={barLink}>
                {label}
              </a>
            </li>
          ))}
          <li className="shrink-0">
            <a href={telHref(booking.phone)} className={barLink} data-bar-call>
              {t('booking.barCall')}
            </a>
          </li>
          {booking.email && (
            <li className="shrink-0">
              <a href={`mailto:${booking.email}`} className={barLink} data-bar-email>
                {t('booking.barEmail')}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
