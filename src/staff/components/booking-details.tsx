// A booking's details on its desk page: everything the parent sent, where and when, the price.
import type { ReactNode } from 'react';
import type { Locale } from '@/content/types';
import { extraName, storedExtras, type StoredPrice } from '@/booking/rules/pricing';
import { holdsNoTime } from '@/booking/rules/status';
import { formatCents, formatDate, formatTime } from '@/lib/format';
import { notArrived, resourceLabel, telHref } from '../desk';
import type { BookingPageData } from '../loaders/booking';
import type { StaffTranslate } from '../translate';
import { STATUS_STYLE } from './desk-shell';

type Row = [string, ReactNode];

/** The lines that depend on the form: a team's company and dates, a room's players, a party's package. */
function formRows({ booking, what }: BookingPageData, t: StaffTranslate, lang: Locale): Row[] {
  const count = (value: number | null) => (value == null ? t('booking.none') : String(value));
  if (booking.form === 'team')
    return [
      [t('booking.company'), booking.company ?? t('booking.none')],
      [t('booking.groupSize'), String(booking.groupSize ?? '')],
      [t('booking.preferredDates'), booking.preferredDates || t('booking.none')],
    ];
  if (booking.form === 'room')
    return [
      [t('booking.room'), what],
      [t('booking.players'), count(booking.players)],
    ];
  return [
    [t('booking.package'), what],
    [t('booking.cake'), booking.withCake ? t('booking.withCake') : t('booking.withoutCake')],
    [t('booking.children'), count(booking.children)],
    [
      t('booking.extras'),
      storedExtras(booking.price)
        .map((line) =>
          t('booking.extraLine', {
            name: extraName(line, lang),
            count: line.quantity,
            price: formatCents(line.unitCents, lang),
            total: formatCents(line.totalCents, lang),
          }),
        )
        .join('\n') || t('booking.none'),
    ],
  ];
}

export function BookingDetails({
  data,
  lang,
  t,
}: {
  data: BookingPageData;
  lang: Locale;
  t: StaffTranslate;
}) {
  const { booking, resources } = data;
  const price = booking.price as StoredPrice | null;
  const arrivalText = booking.arrival
    ? t(booking.arrival === 'arrived' ? 'arrival.arrived' : 'arrival.noShow')
    : notArrived(booking, new Date())
      ? t('arrival.notArrived')
      : undefined;
  const rows: Row[] = [
    [t('booking.status'), t(`status.${booking.status}`)],
    ...(arrivalText ? ([[t('arrival.title'), arrivalText]] as Row[]) : []),
    [
      t('booking.what'),
      t(
        booking.form === 'room'
          ? 'booking.formRoom'
          : booking.form === 'team'
            ? 'booking.formTeam'
            : 'booking.formBirthday',
      ),
    ],
    ...formRows(data, t, lang),
    [
      t('booking.resource'),
      holdsNoTime(booking) ? t('booking.none') : resourceLabel(booking.resource, resources, t),
    ],
    ...(holdsNoTime(booking)
      ? ([[t('booking.date'), t('booking.noTimeYet')]] as Row[])
      : ([
          [t('booking.date'), formatDate(booking.startsAt, lang, 'desk')],
          [t('booking.time'), `${formatTime(booking.startsAt)}–${formatTime(booking.endsAt)}`],
        ] as Row[])),
    [t('booking.name'), booking.name],
    [
      t('booking.email'),
      booking.email ? (
        <a href={`mailto:${booking.email}`} className="underline">
          {booking.email}
        </a>
      ) : (
        t('booking.none')
      ),
    ],
    [
      t('booking.phone'),
      <a key="phone" href={telHref(booking.phone)} className="underline">
        {booking.phone}
      </a>,
    ],
    [t('booking.message'), booking.message || t('booking.none')],
    [t('booking.language'), booking.locale === 'en' ? 'English' : 'Crnogorski'],
    [t('booking.createdAt'), formatDate(booking.createdAt, lang, 'deskWhen')],
    [
      t('booking.price'),
      price
        ? formatCents(price.totalCents, lang)
        : booking.form === 'team'
          ? t('booking.none')
          : t('booking.noPrice'),
    ],
  ];
  return (
    <dl
      className={`grid gap-x-6 gap-y-2 rounded-xl border-l-4 bg-white p-4 sm:grid-cols-[max-content_1fr] ${STATUS_STYLE[booking.status] ?? ''}`}
      data-status={booking.status}
    >
      {rows.map(([label, value]) => (
        <div key={String(label)} className="contents">
          <dt className="font-bold">{label}</dt>
          <dd className="whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
