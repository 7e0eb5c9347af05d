// The summary rows of a booking, the same in every booking mail (the request's two, the
// lifecycle's): what, the package or room (a party's game rooms with their times too), the day and
// the time on the venue's clock, and, as each mail needs, the contact, the message and the price.
import type { Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { BookingRow } from '@/lib/db/schema';
import { formatCents, formatDate } from '@/lib/format';
import { wallClock } from '../rules/availability';
import { gameRoomTitle, type PartyGame } from '../rules/party-rooms';
import { extraName, isRoomPrice, type PriceBreakdown, type StoredPrice } from '../rules/pricing';
import { bookingTranslator } from '../rules/translate';
import type { MailRow } from './layout';
import { ENQUIRY_RESOURCE } from '../rules/status';

/** What a mail shows of a booking: a stored row, or a request about to be stored. */
export type MailBooking = Pick<
  BookingRow,
  | 'form'
  | 'roomTitle'
  | 'players'
  | 'packageName'
  | 'withCake'
  | 'children'
  | 'startsAt'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'company'
  | 'groupSize'
  | 'preferredDates'
> & {
  /** The end of the booked time: the card shows start–end (none: the start alone). */
  endsAt?: Date;
  price?: unknown;
  /** A stored booking's resource: an enquiry's `enquiry` while it holds no time. */
  resource?: string;
  /** A party's games (rules/party-rooms.ts, from its holds); none: its room is still to be assigned. */
  games?: readonly PartyGame[];
};

/** Who reads the rows: the parent (their mails, the manage page) or the venue. */
export type RowsReader = 'parent' | 'venue';

const money = formatCents;

/** What was booked, in a few words: `escape room Space Mission` / `birthday Little Explorer`. */
export function whatOf(
  booking: Pick<BookingRow, 'form' | 'roomTitle' | 'packageName'>,
  locale: Locale,
): string {
  const m = bookingTranslator(locale, 'bookingMail');
  if (booking.form === 'team') return m('what.team');
  return `${m(`what.${booking.form}`)} ${booking.form === 'room' ? (booking.roomTitle ?? '') : (booking.packageName ?? '')}`.trim();
}

/**
 * A party's game rooms as one row: each room in the reader's language with the game's start on
 * the venue's clock, one a line; a party holding no room yet says so (to the parent: that the
 * venue will tell them). `separator` joins the rooms on one line instead (a calendar event).
 */
export function gameRow(
  games: readonly PartyGame[] | undefined,
  locale: Locale,
  reader: RowsReader = 'parent',
  separator = '\n',
): [label: string, value: string] {
  const m = bookingTranslator(locale, 'bookingMail');
  const label = m('gameRooms', { count: Math.max(1, games?.length ?? 0) });
  if (!games?.length)
    return [label, m(reader === 'venue' ? 'gameRoomUnassigned' : 'gameRoomToAssign')];
  return [
    label,
    games
      .map((game) =>
        m('gameRoom', {
          room: gameRoomTitle(game, locale),
          time: wallClock(game.startsAt, VENUE_TIME_ZONE)[1],
        }),
      )
      .join(separator),
  ];
}

export function bookingRows(
  booking: MailBooking,
  locale: Locale,
  {
    contact = true,
    message = true,
    reader = 'parent',
    place,
    extra = [],
  }: {
    contact?: boolean;
    message?: boolean;
    reader?: RowsReader;
    place?: string;
    /** Rows after the booking's own and before its price (the venue's language, sent at). */
    extra?: MailRow[];
  } = {},
): MailRow[] {
  const f = bookingTranslator(locale, 'booking.fields');
  const m = bookingTranslator(locale, 'bookingMail');
  const rows: MailRow[] = [[m('form'), m(`what.${booking.form}`)]];
  if (booking.form === 'team') {
    // An enquiry: no time yet, the company's group and the dates it would like.
    rows.push(
      [f('company'), booking.company ?? ''],
      [f('groupSize'), String(booking.groupSize ?? '')],
      [f('preferredDates'), booking.preferredDates ?? ''],
    );
    // Once the venue proposed a time, the enquiry has one.
    if (booking.resource && booking.resource !== ENQUIRY_RESOURCE)
      rows.push(
        [m('date'), formatDate(booking.startsAt, locale, 'fullDay')],
        timeRow(booking, locale),
      );
    if (place) rows.push([m('place'), place]);
    if (contact)
      rows.push(
        [bookingTranslator(locale, 'booking.enquiry')('contactName'), booking.name],
        [f('email'), booking.email],
        [f('phone'), booking.phone],
      );
    if (message && booking.message) rows.push(messageRow(booking.message, locale, reader));
    rows.push(...extra);
    return rows;
  }
  if (booking.form === 'birthday')
    rows.push(
      [f('package'), booking.packageName ?? ''],
      gameRow(booking.games, locale, reader),
      [f('cake'), booking.withCake ? f('withCake') : f('withoutCake')],
      [f('children'), String(booking.children ?? '')],
    );
  else
    rows.push([f('room'), booking.roomTitle ?? ''], [f('players'), String(booking.players ?? '')]);
  rows.push([m('date'), formatDate(booking.startsAt, locale, 'fullDay')], timeRow(booking, locale));
  if (place) rows.push([m('place'), place]);
  if (contact)
    rows.push([f('name'), booking.name], [f('email'), booking.email], [f('phone'), booking.phone]);
  if (message && booking.message) rows.push(messageRow(booking.message, locale, reader));
  rows.push(...extra);
  if (booking.price) rows.push(...priceRows(booking.price as StoredPrice, booking, locale));
  return rows;
}

/** The booked time on the venue's clock: `16:00–18:00` (the start alone without an end). */
function timeRow(booking: MailBooking, locale: Locale): MailRow {
  const m = bookingTranslator(locale, 'bookingMail');
  const start = wallClock(booking.startsAt, VENUE_TIME_ZONE)[1];
  const end = booking.endsAt ? wallClock(booking.endsAt, VENUE_TIME_ZONE)[1] : '';
  return [m('time'), end && end !== start ? `${start}–${end}` : start];
}

/**
 * The parent's message, word for word; marked in the venue's mails, where it may name an
 * allergy the party must know of.
 */
function messageRow(message: string, locale: Locale, reader: RowsReader): MailRow {
  const f = bookingTranslator(locale, 'booking.fields');
  if (reader !== 'venue') return [f('message'), message];
  return [bookingTranslator(locale, 'bookingMail')('venueMessage'), message, 'attention'];
}

/** The price rows of a booking (a room's players × price, or a birthday's items), then the total. */
export function priceRows(price: StoredPrice, booking: MailBooking, locale: Locale): MailRow[] {
  const p = bookingTranslator(locale, 'booking.price');
  if (isRoomPrice(price))
    return [
      [
        p('players', { count: price.players, price: money(price.perPlayerCents, locale) }),
        money(price.totalCents, locale),
      ],
      [p('total'), money(price.totalCents, locale), 'total'],
    ];
  return birthdayPriceRows(price, booking, locale);
}

function birthdayPriceRows(price: PriceBreakdown, booking: MailBooking, locale: Locale): MailRow[] {
  const p = bookingTranslator(locale, 'booking.price');
  const rows: MailRow[] = [
    [p('package', { name: booking.packageName ?? '' }), money(price.packageCents, locale)],
  ];
  if (price.cakeDeductionCents)
    rows.push([p('cakeDeduction'), `−${money(price.cakeDeductionCents, locale)}`]);
  if (price.extraChildren)
    rows.push([
      p('extraChildren', {
        count: price.extraChildren,
        price: money(price.extraChildPriceCents, locale),
      }),
      money(price.extraChildrenCents, locale),
    ]);
  // The extras with their prices at the time, named in the reader's language (as stored with the
  // line; a line stored before both names were: as the parent saw it).
  for (const line of price.extras ?? [])
    rows.push([
      p('extraLine', {
        name: extraName(line, locale),
        count: line.quantity,
        price: money(line.unitCents, locale),
      }),
      money(line.totalCents, locale),
    ]);
  rows.push([p('total'), money(price.totalCents, locale), 'total']);
  return rows;
}
