// The two shapes of a booking's lifecycle mail on the one layout: to the parent (their language,
// the manage link, the summary without contact details, a closing that fits the news, an .ics
// when the event is added, changed or removed) and to the venue (its language, every field, the
// booking on the desk: the venue's only link, never an action of its own).
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { directionsHref, formatDate, formatTime } from '@/lib/format';
import { cancelDeadline, type LifecycleSettings } from '../rules/lifecycle-rules';
import type { PartyGame } from '../rules/party-rooms';
import { EXPIRING_STATUSES } from '../rules/status';
import { bookingTranslator } from '../rules/translate';
import { calendarFile, eventUid, type CalendarMethod } from './calendar';
import {
  renderMail,
  type MailAction,
  type MailContent,
  type MailParts,
  type MailPlace,
  type RenderedMail,
} from './layout';
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
  /** The mail's heading key under `bookingLifecycle.mail.headings` (none: the subject). */
  heading?: string;
  /** Buttons before the manage link (e.g. "Pick another time"). */
  actions?: MailAction[];
  /** Buttons instead of the manage link (a proposal's accept and decline, both to that page). */
  replaceActions?: MailAction[];
  /** What the buttons do and until when (default: the manage link's note). */
  actionsNote?: string;
  outro?: string[];
  /** The address with the map button and when to come (a confirmed booking's mails). */
  place?: boolean;
  ics?: CalendarMethod;
  manageLabel?: string;
  /** The closing line: "See you soon" fits a booking, not a refusal. */
  signature?: 'signature' | 'signatureAnotherTime';
}

const ENDED: readonly string[] = ['declined', 'cancelled', 'expired'];

/** The mail's footer: the venue's phone and the site. */
export function mailFooter(input: Pick<MailInput, 'venue' | 'settings'>) {
  return { phone: input.venue.phone || undefined, siteUrl: input.settings.siteUrl.toString() };
}

/** Where the venue is: its address, a map button, and when to come. */
function placeOf(venue: VenueContact, locale: Locale): MailPlace | undefined {
  if (!venue.address) return undefined;
  const m = bookingTranslator(locale, 'bookingMail');
  return {
    title: m('placeTitle'),
    address: venue.address,
    mapLabel: m('mapLabel'),
    mapUrl: directionsHref(venue.address),
    lines: [m('early')],
  };
}

/** The manage link's note: what it opens and until when it works (the booking's end). */
function linksNote(booking: Pick<BookingRow, 'endsAt' | 'locale'>): string {
  return bookingTranslator(booking.locale, 'bookingLifecycle.mail')('linksNote', {
    end: formatDate(booking.endsAt, booking.locale, 'deadline'),
  });
}

/** A lifecycle mail's paragraphs: what happened, then the booking's reference. */
function withReference(intro: string[], reference: string, locale: Locale): string[] {
  return [...intro, bookingTranslator(locale, 'bookingMail')('referenceLine', { reference })];
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
  const subject = m(subjectKey, {
    reference: booking.reference,
    date: formatDate(booking.startsAt, locale, 'day'),
  });
  const actions = options.replaceActions ?? [
    ...(options.actions ?? []),
    { label: options.manageLabel ?? m('manageLabel'), url: manageUrl(booking, settings) },
  ];
  return {
    kind: 'parent',
    to: booking.email,
    replyTo: venue.email || undefined,
    ...renderMail({
      locale,
      subject,
      heading: options.heading ? m(`headings.${options.heading}`) : subject,
      greeting: base('greeting', { name: booking.name }),
      paragraphs: withReference(intro, booking.reference, locale),
      actions: actions.map((action, index) =>
        index > 0 && !options.replaceActions ? { ...action, secondary: true } : action,
      ),
      // A booking that has ended (declined, cancelled, expired) has nothing left to change there.
      actionsNote:
        options.actionsNote ?? (ENDED.includes(booking.status) ? undefined : linksNote(booking)),
      // A booking the venue confirmed is "your booking"; until then, "your request".
      rowsTitle: base(
        booking.status === 'confirmed' || booking.status === 'cancelled'
          ? 'bookingTitle'
          : 'summaryTitle',
      ),
      rows: bookingRows(shown(input), locale, {
        contact: false,
        message: false,
        place: venue.address,
      }),
      place: options.place ? placeOf(venue, locale) : undefined,
      outro: { lines: [...(options.outro ?? []), m('questions', { phone: venue.phone })] },
      signature: base(options.signature ?? 'signature'),
      footer: mailFooter(input),
    }),
    ics: options.ics ? bookingCalendar(input, options.ics) : undefined,
  };
}

/** A mail to the venue about a booking: every field, reply-to the parent, the booking on the desk. */
export function venueMail(input: MailInput, subjectKey: string, intro: string[]): LifecycleMail {
  const { booking, settings } = input;
  const locale = settings.venueLocale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const subject = m(subjectKey, {
    reference: booking.reference,
    when: formatDate(booking.startsAt, locale, 'when'),
    holdEnd: '',
  });
  return venueEnvelope(input, {
    locale,
    subject,
    heading: subject,
    paragraphs: withReference(intro, booking.reference, locale),
    actions: [deskAction(booking.id, settings)],
    rows: bookingRows(shown(input), locale, { reader: 'venue' }),
    footer: mailFooter(input),
  });
}

/** Any mail to the venue (a new request's, a lifecycle change's): to its address, reply-to the parent. */
export function venueEnvelope(
  { booking, venue }: Pick<MailInput, 'booking' | 'venue'>,
  content: MailContent | MailParts,
): RenderedMail {
  return { kind: 'venue', to: venue.email, replyTo: booking.email, ...renderMail(content) };
}

/** What a confirmed booking's mails say under the card: the cancellation deadline, what to bring. */
export function arrival(input: MailInput, locale: Locale): string[] {
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const deadline = cancelDeadline(input.booking, input.settings.cancelCutoffMs);
  return [
    m('cancelUntil', {
      deadline: formatDate(deadline, locale, 'deadline'),
      phone: input.venue.phone,
    }),
    m('bring'),
  ];
}
