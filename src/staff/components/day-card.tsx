// One card of the day view: a booking (a room's, a party in its hall, a party's game) or a
// blocked time, placed on the wide view's time line.
import type { CSSProperties } from 'react';
import type { Locale } from '@/content/types';
import { arrivalOpen, notArrived, telHref, venueTime } from '../desk';
import { minuteOf, type Day, type DayAxis, type DayItem } from '../loaders/day';
import type { StaffTranslate } from '../translate';
import { ArrivalForms } from './arrival-forms';
import { DeskMarks } from './desk-marks';
import { STATUS_STYLE } from './desk-shell';
import { DeskGuests } from '@/booking/invitations/ui/desk-guests';
import { extraName, storedExtras } from '@/booking/rules/pricing';

const REM_PER_HOUR = 6;

/** Where a time sits on the axis (`rem`), and a span's top and length as CSS variables (`place`). */
export function timeline(axis: DayAxis) {
  const rem = (minutes: number) => `${((minutes - axis.start) / 60) * REM_PER_HOUR}rem`;
  const place = (start: Date, end: Date) => {
    const top = Math.max(axis.start, minuteOf(axis.from, start));
    const bottom = Math.min(axis.end, minuteOf(axis.from, end));
    return {
      '--top': rem(top),
      '--len': `${((bottom - top) / 60) * REM_PER_HOUR}rem`,
    } as CSSProperties;
  };
  return { rem, place };
}

export function DayItemCard({
  item,
  day,
  now,
  t,
  lang,
  where,
}: {
  item: DayItem;
  day: Day;
  now: Date;
  t: StaffTranslate;
  lang: Locale;
  /** The phone's list: the room or hall the card is in (a column's heading says it otherwise). */
  where?: string;
}) {
  const { place } = timeline(day.axis);
  const whereLine = where && (
    <p className="font-bold" data-where>
      {where}
    </p>
  );
  if (item.kind === 'block') {
    const { block } = item;
    return (
      <li
        className="rounded-lg border-l-4 border-ink bg-grey-tint p-2 lg:absolute lg:inset-x-0 lg:top-(--top) lg:ml-1 lg:h-(--len) lg:overflow-hidden lg:px-1.5 lg:py-1 lg:text-xs lg:leading-tight"
        style={place(block.startsAt, block.endsAt)}
        data-blocked
      >
        <p className="font-bold">
          {venueTime(block.startsAt)}–{venueTime(block.endsAt)}
          <span className="lg:hidden"> · </span>
          <span className="lg:block">{t('day.blocked')}</span>
        </p>
        {whereLine}
        {block.label && <p className="break-words">{block.label}</p>}
      </li>
    );
  }
  const { entry } = item;
  const { booking } = entry;
  const game = entry.role === 'game';
  const gameRooms = day.gameRooms(booking.id);
  return (
    <li
      className={`rounded-lg border-l-4 p-2 lg:absolute lg:inset-x-0 lg:top-(--top) lg:z-10 lg:ml-1 lg:h-(--len) lg:overflow-y-auto lg:px-1.5 lg:py-1 lg:text-xs lg:leading-tight ${STATUS_STYLE[booking.status] ?? 'border-grey bg-grey-tint'} ${game ? 'border-dashed' : ''}`}
      style={place(entry.startsAt, entry.endsAt)}
      data-status={booking.status}
      data-role={entry.role}
      // The phone's list repeats the columns' cards: its own marker, so each booking has one data-reference.
      {...(where
        ? { 'data-list-reference': booking.reference }
        : { 'data-reference': booking.reference })}
      data-arrival={booking.arrival ?? undefined}
      data-not-arrived={notArrived(booking, now) || undefined}
      id={game || where ? undefined : `booking-${booking.id}`}
    >
      {/* The time and the state share a line (a card is at least 180 px wide). */}
      <p className="font-bold">
        {venueTime(entry.startsAt)}–{venueTime(entry.endsAt)} · {t(`status.${booking.status}`)}
      </p>
      {/* A room booking's line below names its room already. */}
      {booking.form !== 'room' && whereLine}
      {entry.role !== 'room' && (
        <p className="font-bold" data-party-mark>
          {t(game ? 'day.partyGame' : 'day.party')}
        </p>
      )}
      {entry.role === 'party' &&
        (day.roomToAssign(booking) ? (
          <p
            className="mt-0.5 inline-block rounded bg-ink px-1 font-bold text-white"
            data-room-to-assign
          >
            {t('day.roomToAssign')}
          </p>
        ) : (
          gameRooms && <p className="break-words">{t('day.game', { rooms: gameRooms })}</p>
        ))}
      {/* A game's column is short in the wide view: the name is on the hall's entry. */}
      {/* The name opens the booking's page. */}
      <p className={`break-words lg:truncate ${game ? 'lg:hidden' : ''}`} data-parent>
        <a href={`/staff/bookings/${booking.id}`} className="font-bold underline">
          {booking.name}
        </a>
      </p>
      <p className={`break-words ${game ? 'lg:hidden' : ''}`} data-what>
        {day.what(booking)}
        {' · '}
        <span data-party-size>
          {booking.form === 'room'
            ? t('day.players', { count: booking.players ?? '—' })
            : t('day.children', { count: booking.children ?? '—' })}
        </span>
      </p>
      {/* A party's extras, on the hall's card (what the venue prepares). */}
      {entry.role === 'party' && storedExtras(booking.price).length > 0 && (
        <p className="break-words" data-extras>
          {t('day.extras', {
            list: storedExtras(booking.price)
              .map((line) =>
                t('day.extraItem', {
                  name: extraName(line, lang),
                  count: String(line.quantity),
                }),
              )
              .join(', '),
          })}
        </p>
      )}
      {!game && <DeskMarks marks={day.marks(booking)} className="my-0.5" />}
      {!game && (
        <a
          href={telHref(booking.phone)}
          // In the wide view the number never breaks: a card (180 px at least) has room for it.
          className="block min-h-11 break-words py-2.5 font-bold underline lg:min-h-6 lg:py-0 lg:leading-6 lg:whitespace-nowrap"
          data-call
        >
          {t('day.call', { phone: booking.phone })}
        </a>
      )}
      {/* A party's guests, allergies marked: on the hall's card, screen and printed sheet. */}
      {entry.role === 'party' && day.guests(booking.id) && (
        <DeskGuests
          answers={day.guests(booking.id)!}
          booked={booking.children}
          lang={lang}
          compact
        />
      )}
      <a
        href={`/staff/bookings/${booking.id}`}
        className="inline-flex min-h-6 items-center underline"
      >
        {booking.reference}
      </a>
      {/* Arrivals on the hall's or room's card; a party's games only show the mark. */}
      {notArrived(booking, now) && (
        <p
          className="mt-1 inline-block rounded bg-red-700 px-1 font-bold text-white"
          data-not-arrived-mark
        >
          {t('arrival.notArrived')}
        </p>
      )}
      {!game && arrivalOpen(booking, now) ? (
        <ArrivalForms booking={booking} back="day" compact t={t} />
      ) : (
        booking.arrival && (
          <p className="mt-1 font-bold" data-arrival-mark>
            {t(booking.arrival === 'arrived' ? 'arrival.arrived' : 'arrival.noShow')}
          </p>
        )
      )}
      {/* On the printed day sheet: the message (the card shows the party size and the phone). */}
      {!game && booking.message && (
        <p className="hidden break-words" data-print-detail>
          {t('export.columns.notes')}: {booking.message}
        </p>
      )}
    </li>
  );
}
