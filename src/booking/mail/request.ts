// The two e-mails of a request. To the parent, an acknowledgement in their language, rendered
// once when the request is stored (so a retry days later sends exactly what the parent asked
// for); for a booking it carries the one button that confirms the request. To the venue in its
// language, with every field, reply-to the parent and a link to the booking on the desk (no
// action of its own: the venue answers there), rendered from the stored row when the venue is to
// hear of it: once the parent confirmed the request, or at once for a team-building enquiry.
import type { Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { formatDate, formatTime } from '@/lib/format';
import { toMinutes, zonedInstant } from '../rules/availability';
import type { PartyGame } from '../rules/party-rooms';
import type { StoredPrice } from '../rules/pricing';
import type { BookingInput } from '../rules/schema';
import { bookingTranslator } from '../rules/translate';
import { mailFooter, venueEnvelope, type MailInput } from './booking-mail';
import { renderMail, type MailAction, type RenderedMail } from './layout';
import { bookingRows, type MailBooking } from './rows';
import { deskAction } from './urls';

export interface StoredBooking {
  reference: string;
  locale: Locale;
  input: BookingInput;
  roomTitle?: string;
  packageName?: string;
  price?: StoredPrice;
  /** A party's games as stored (its room holds); none: its room is still to be assigned. */
  games?: readonly PartyGame[];
  createdAt: Date;
  /** The end of the requested time (the stored row's): the card shows start–end. */
  endsAt?: Date;
}

/** Where the venue reads its mails: its address and phone, and its language (VENUE_LOCALE). */
interface VenueRecipient {
  email: string;
  phone: string;
  locale: Locale;
  address?: string;
}

/** What the booking lifecycle adds to the acknowledgement (lifecycle.ts, receivedExtras). */
export interface ReceivedExtras {
  parentIntro: string[];
  parentActions: MailAction[];
  /** What the button does and until when. */
  actionsNote?: string;
  /** The mails' footer (the venue's phone, the site). */
  siteUrl?: string;
}

/** The parent's acknowledgement of a request, rendered when it is stored. */
export function renderAcknowledgement(
  booking: StoredBooking,
  venue: VenueRecipient,
  extras?: ReceivedExtras,
): RenderedMail {
  return renderParentMail({ booking, venue, extras });
}

/** What the acknowledgement is rendered from. */
interface ReceivedRequest {
  booking: StoredBooking;
  venue: VenueRecipient;
  extras?: ReceivedExtras;
}

/** The request as the rows show it: the chosen day and time as an instant on the venue's clock. */
function mailBooking({
  input,
  roomTitle,
  packageName,
  price,
  games,
  createdAt,
  endsAt,
}: StoredBooking): MailBooking {
  // An enquiry names no time: its rows show its company, group and preferred dates instead.
  if (input.form === 'team')
    return {
      ...input,
      startsAt: createdAt,
      roomTitle: null,
      players: null,
      packageName: null,
      withCake: null,
      children: null,
    };
  const startsAt = zonedInstant(input.date, toMinutes(input.time), VENUE_TIME_ZONE)!;
  const common = {
    ...input,
    startsAt,
    endsAt,
    price,
    company: null,
    groupSize: null,
    preferredDates: null,
  };
  return input.form === 'birthday'
    ? {
        ...common,
        packageName: packageName ?? input.package,
        withCake: input.cake,
        children: input.children,
        games,
        roomTitle: null,
        players: null,
      }
    : {
        ...common,
        roomTitle: roomTitle ?? input.room,
        players: input.players,
        packageName: null,
        withCake: null,
        children: null,
      };
}

/**
 * The venue's mail about a new request, from the stored row (a party's games as its holds are):
 * every field, the language and when it arrived, reply-to the parent, and the booking on the desk.
 */
export function renderVenueRequestMail(input: MailInput): RenderedMail {
  const { booking, settings, games } = input;
  const locale = settings.venueLocale;
  const m = bookingTranslator(locale, 'bookingMail');
  const v = bookingTranslator(locale, 'bookingLifecycle.mail');
  const enquiry = booking.form === 'team';
  const rows = bookingRows({ ...booking, games }, locale, {
    reader: 'venue',
    extra: [
      [m('language'), m(`languageName.${booking.locale}`)],
      // When the request arrived, on the venue's clock.
      [m('sentAt'), formatDate(booking.createdAt, locale, { time: true })],
    ],
  });
  return venueEnvelope(input, {
    locale,
    heading: m(enquiry ? 'headings.venueEnquiry' : 'headings.venue'),
    footer: mailFooter(input),
    subject: enquiry
      ? m('venueEnquirySubject', {
          reference: booking.reference,
          company: booking.company ?? '',
          size: booking.groupSize ?? '',
        })
      : m('venueSubject', {
          reference: booking.reference,
          what: m(`what.${booking.form}`),
          // A human date in the subject, never `2026-11-28`.
          date: formatDate(booking.startsAt, locale, 'fullDay'),
          time: formatTime(booking.startsAt),
        }),
    intro: [
      m(enquiry ? 'venueEnquiryIntro' : 'venueIntro'),
      m('referenceLine', { reference: booking.reference }),
      ...(enquiry ? [v('venueEnquiry')] : []),
      v('deskLine'),
    ],
    actions: [deskAction(booking.id, settings)],
    rows,
  });
}

function renderParentMail({ booking, venue, extras }: ReceivedRequest): RenderedMail {
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingMail');
  const outro = (lines: string[]) => ({ title: m('nextTitle'), lines });
  const footer = { phone: venue.phone || undefined, siteUrl: extras?.siteUrl };
  // An enquiry's acknowledgement repeats nothing its sender typed (not even the name): it goes to
  // whatever address was given, branded Cluville, so any words of theirs would reach a stranger
  // under the venue's name. The reference, what happens next and the venue's contact; the venue's
  // mail has the rest.
  const enquiry = booking.input.form === 'team';
  return {
    kind: 'parent',
    to: booking.input.email,
    replyTo: venue.email,
    ...renderMail({
      locale,
      subject: m(enquiry ? 'parentEnquirySubject' : 'parentSubject', {
        reference: booking.reference,
      }),
      heading: m(enquiry ? 'headings.enquiry' : 'headings.received'),
      greeting: enquiry ? m('enquiryGreeting') : m('greeting', { name: booking.input.name }),
      footer,
      actionsNote: extras?.actionsNote,
      signature: m('signature'),
      intro: [
        m(enquiry ? 'enquiryReceived' : 'received'),
        ...(extras?.parentIntro ?? []),
        m('referenceLine', { reference: booking.reference }),
      ],
      actions: extras?.parentActions,
      rowsTitle: enquiry ? undefined : m('summaryTitle'),
      // Without the free-text message: the acknowledgement goes to whatever address was typed, so
      // it carries nothing a stranger could choose but the name (the venue's mail has the message).
      rows: enquiry
        ? undefined
        : bookingRows(mailBooking(booking), locale, { message: false, place: venue.address }),
      outro: outro([
        ...(enquiry ? [m('enquiryNext1')] : [m('next1'), m('next2')]),
        m('next3', { phone: venue.phone }),
      ]),
    }),
  };
}
