// The two shapes of a booking's lifecycle mail on the one layout: to the parent (their language,
// the manage link, the summary without contact details, a closing that fits the news, an .ics
// when the event is added, changed or removed) and to the venue (its language, every field, the
// booking on the desk: the venue's only link, never an action of its own).
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatDate, formatTime } from '@/lib/format';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import type { PartyGame } from '../rules/party-rooms';
import { EXPIRING_STATUSES } from '../rules/status';
import { bookingTranslator } from '../rules/translate';
import { calendarFile, eventUid, type CalendarMethod } from './calendar';
import { renderMail, type MailAction, type RenderedMail } from './layout';
import { bookingRows, gameRow, whatOf, type MailBooking } from './rows';
import { deskAction, manageUrl } from './urls';

export interface VenueContact {
  email: string;
  phone: string;
  address?: string;
}

export interface LifecycleMail extends RenderedMail {
  ics?: string;
}

export interface MailInput {
  booking: BookingRow;
  venue: VenueContact;
  settings: LifecycleSettings;
  now: Date;
  /**
   * The calendar event's SEQUENCE: the booking's audit rows so far (lifecycle-repository.ts,
   * countEvents). Every transition adds one, so each change's .ics outranks the one before.
   */
  sequence?: number;
  /**
   * A party's games, from its holds as they are after the change (rules/party-rooms.ts,
   * partyGamesOf); none: its room is still to be assigned. Not read for a room booking.
   */
  games?: readonly PartyGame[];
}

/** The booking as the rows show it: with a party's games. */
function shown(input: MailInput): MailBooking {
  return { ...input.booking, games: input.games };
}

/** The calendar file of a booking for the parent: the event, or (CANCEL) its removal. */
export function bookingCalendar(input: MailInput, method: CalendarMethod = 'PUBLISH'): string {
  const { booking, venue, settings } = input;
  const m = bookingTranslator(booking.locale, 'bookingLifecycle.mail');
  const what = whatOf(booking, booking.locale);
  return calendarFile(
    [
      {
        uid: eventUid(booking),
        title: m('calendarTitle', { what }),
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        location: venue.address,
        description: [
          m('venueEventIntro', { what, reference: booking.reference }),
          // The venue's wall clock, in the reader's words: whatever zone the calendar shows.
          `${formatDate(booking.startsAt, booking.locale, 'when')}–${formatTime(booking.endsAt)}`,
          // A party's game room(s) and when the game starts: the parent's calendar says where to go.
          ...(booking.form === 'birthday'
            ? [gameRow(input.games, booking.locale, 'parent', '; ').join(': ')]
            : []),
          venue.phone,
        ]
          .filter(Boolean)
          .join('\n'),
        url: method === 'PUBLISH' ? manageUrl(booking, settings) : undefined,
        // A request not yet confirmed (the manage page's file) is tentative in the calendar.
        status:
          method === 'CANCEL'
            ? 'CANCELLED'
            : (EXPIRING_STATUSES as readonly string[]).includes(booking.status)
              ? 'TENTATIVE'
              : 'CONFIRMED',
        sequence: input.sequence ?? 0,
        organizerEmail: venue.email || undefined,
      },
    ],
    { method },
  );
}

interface ParentOptions {
  actions?: MailAction[];
  outro?: string[];
  ics?: CalendarMethod;
  manageLabel?: string;
  /** The closing line: "See you soon" fits a booking, not a refusal. */
  signature?: 'signature' | 'signatureAnotherTime';
}

export function parentMail(
  input: MailInput,
  subjectKey: string,
  intro: string[],
  options: ParentOptions = {},
): LifecycleMail {
  const { booking, venue, settings } = input;
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const base = bookingTranslator(locale, 'bookingMail');
  return {
    kind: 'parent',
    to: booking.email,
    replyTo: venue.email || undefined,
    ...renderMail({
      locale,
      subject: m(subjectKey, {
        reference: booking.reference,
        date: formatDate(booking.startsAt, locale, 'day'),
      }),
      intro: [
        base('greeting', { name: booking.name }),
        ...intro,
        base('referenceLine', { reference: booking.reference }),
      ],
      actions: [
        ...(options.actions ?? []),
        { label: options.manageLabel ?? m('manageLabel'), url: manageUrl(booking, settings) },
      ],
      rowsTitle: base('summaryTitle'),
      rows: bookingRows(shown(input), locale, { contact: false, message: false }),
      outro: {
        lines: [
          ...(options.outro ?? []),
          m('questions', { phone: venue.phone }),
          base(options.signature ?? 'signature'),
        ],
      },
    }),
    ics: options.ics ? bookingCalendar(input, options.ics) : undefined,
  };
}

/** A mail to the venue about a booking: every field, reply-to the parent, the booking on the desk. */
export function venueMail(input: MailInput, subjectKey: string, intro: string[]): LifecycleMail {
  const { booking, venue, settings } = input;
  const locale = settings.venueLocale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const base = bookingTranslator(locale, 'bookingMail');
  return {
    kind: 'venue',
    to: venue.email,
    replyTo: booking.email,
    ...renderMail({
      locale,
      subject: m(subjectKey, {
        reference: booking.reference,
        when: formatDate(booking.startsAt, locale, 'when'),
        holdEnd: '',
      }),
      intro: [...intro, base('referenceLine', { reference: booking.reference })],
      actions: [deskAction(booking.id, settings)],
      rows: bookingRows(shown(input), locale, { reader: 'venue' }),
    }),
  };
}

export function arrival(input: MailInput, locale: Locale): string[] {
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  return [
    ...(input.venue.address ? [m('directions', { address: input.venue.address })] : []),
    m('bring'),
  ];
}
