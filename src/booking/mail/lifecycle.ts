// The e-mails of the booking lifecycle, rendered from the stored booking when a transition (or a
// scheduled job) happens: to the parent in their language, to the venue in its language
// (settings.venueLocale). The confirmation and the reminder carry the booking's .ics, the
// cancellation one that removes it from the parent's calendar.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatDate, formatTime } from '@/lib/format';
import type { ActorKind, LifecycleAction, LifecycleSettings } from '../rules/lifecycle-rules';
import { bookingTranslator } from '../rules/translate';
import { arrival, parentMail, venueMail, type LifecycleMail, type MailInput } from './booking-mail';
import { withinOf } from '../rules/lifecycle-rules';
import { bookNowUrl, manageUrl, verifyUrl } from './urls';
import { renderVenueRequestMail, type ReceivedExtras } from './request';

export type { LifecycleMail, VenueContact } from './booking-mail';

/** The mails of one transition. */
export function renderTransitionMails(
  input: MailInput & { action: LifecycleAction; actor: ActorKind; previous: BookingRow },
): LifecycleMail[] {
  const { booking, settings, previous } = input;
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const when = formatDate(booking.startsAt, locale, 'when');
  const venueWhen = formatDate(booking.startsAt, settings.venueLocale, 'when');
  const v = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  const toVenue = (key: string) =>
    venueMail(input, key, [v(key, { reference: booking.reference, when: venueWhen })]);
  switch (input.action) {
    // The parent confirmed the request: only now is the venue told.
    case 'verify':
      return [renderVenueRequestMail(input)];
    case 'confirm':
    case 'accept': {
      const mails = [
        parentMail(input, 'confirmedSubject', [m('confirmedIntro', { when }), m('confirmedIcs')], {
          heading: 'confirmed',
          ics: 'PUBLISH',
          place: true,
          outro: arrival(input, locale),
        }),
      ];
      if (input.actor === 'parent') mails.push(toVenue('venueAcceptedSubject'));
      return mails;
    }
    case 'propose': {
      const holdEnd = formatDate(booking.holdUntil ?? input.now, locale, 'deadline');
      const page = manageUrl(booking, settings);
      return [
        parentMail(
          input,
          'proposedSubject',
          [
            // An enquiry asked for no time of its own: the proposal is the first one.
            previous.form === 'team' && !booking.requestedStartsAt
              ? m('proposedEnquiryIntro', { when, holdEnd })
              : m('proposedIntro', {
                  requested: formatDate(previous.startsAt, locale, 'when'),
                  when,
                  holdEnd,
                }),
          ],
          {
            heading: 'proposed',
            // Accept and decline side by side, both to the booking's page: the link shows the
            // choice, and only the page's button (a POST) answers.
            replaceActions: [
              {
                label: m('proposedAccept', { when: shortWhen(booking.startsAt, locale) }),
                url: page,
              },
              { label: m('proposedDecline'), url: page, secondary: true },
            ],
            actionsNote: m('proposedNote'),
          },
        ),
      ];
    }
    case 'decline': {
      if (input.actor === 'parent') return [toVenue('venueRejectedSubject')];
      const r = bookingTranslator(locale, 'bookingLifecycle.reasons');
      const intro = [m('declinedIntro', { when }), r(booking.declineReason ?? 'other')];
      if (booking.declineNote) intro.push(m('declinedNote', { note: booking.declineNote }));
      return [
        parentMail(input, 'declinedSubject', intro, {
          heading: 'declined',
          actions: [{ label: m('declinedRetryLabel'), url: bookNowUrl(locale, settings.siteUrl) }],
          signature: 'signatureAnotherTime',
        }),
      ];
    }
    case 'cancel': {
      // Only a confirmed booking was ever sent as an event; its removal goes with the mail.
      const mails = [
        parentMail(input, 'cancelledSubject', [m('cancelledIntro', { when })], {
          heading: 'cancelled',
          ics: previous.status === 'confirmed' ? 'CANCEL' : undefined,
          signature: 'signatureAnotherTime',
        }),
      ];
      if (input.actor === 'parent') mails.push(toVenue('venueCancelledSubject'));
      return mails;
    }
    case 'expire':
      // A request never confirmed ends quietly: its e-mail was never shown to be the parent's.
      if (previous.status === 'unverified') return [];
      return [
        parentMail(input, 'expiredSubject', [m('expiredIntro', { when })], {
          heading: 'expired',
          signature: 'signatureAnotherTime',
        }),
      ];
  }
}

/** A mail to the parent with the booking's calendar file again; each intro line may say `{when}`. */
function withCalendar(
  input: MailInput,
  subjectKey: string,
  introKeys: string[],
  heading: string,
): LifecycleMail {
  const locale = input.booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const when = formatDate(input.booking.startsAt, locale, 'when');
  return parentMail(
    input,
    subjectKey,
    introKeys.map((key) => m(key, { when })),
    { heading, ics: 'PUBLISH', place: true, outro: arrival(input, locale) },
  );
}

/**
 * To the parent of a confirmed party whose game rooms the venue set or changed: the rooms in the
 * summary, and the calendar file again (its SEQUENCE outranks the one before).
 */
export function renderRoomsMail(input: MailInput): LifecycleMail {
  return withCalendar(input, 'roomsSubject', ['roomsIntro', 'roomsIcs'], 'rooms');
}

/**
 * A party the parent changed on the manage page (the children, the cake): to the parent, the
 * booking as it is now with the new price (a confirmed party's calendar file again: its rooms may
 * have moved), and to the venue in its language, what changed, the booking on the desk.
 */
export function renderChangeMails(input: MailInput & { previous: BookingRow }): LifecycleMail[] {
  const { booking, settings } = input;
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const v = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  const when = formatDate(booking.startsAt, locale, 'when');
  const venueWhen = formatDate(booking.startsAt, settings.venueLocale, 'when');
  const confirmed = booking.status === 'confirmed';
  return [
    parentMail(
      input,
      'changedSubject',
      [m('changedIntro', { when }), ...(confirmed ? [m('roomsIcs')] : [])],
      confirmed ? { ics: 'PUBLISH', outro: arrival(input, locale) } : {},
    ),
    venueMail(input, 'venueChangedSubject', [
      v('venueChangedIntro', { reference: booking.reference, when: venueWhen }),
      ...changeLines(input.previous, booking, settings.venueLocale),
    ]),
  ];
}

/** What a change did, one line each, in a language: the children and the cake, before → after. */
function changeLines(before: BookingRow, after: BookingRow, locale: Locale): string[] {
  const v = bookingTranslator(locale, 'bookingLifecycle.mail');
  const f = bookingTranslator(locale, 'booking.fields');
  const cake = (withCake: boolean | null) => (withCake ? f('withCake') : f('withoutCake'));
  const lines: string[] = [];
  if (before.children !== after.children)
    lines.push(v('changedChildren', { before: before.children ?? 0, after: after.children ?? 0 }));
  if (Boolean(before.withCake) !== Boolean(after.withCake))
    lines.push(v('changedCake', { before: cake(before.withCake), after: cake(after.withCake) }));
  return lines;
}

/** The reminder before a confirmed booking, with the calendar file again. */
export function renderReminderMail(input: MailInput): LifecycleMail {
  return withCalendar(input, 'reminderSubject', ['reminderIntro'], 'reminder');
}

/** To the venue at half the hold time: the request still waits; answer it on the desk. */
export function renderNudgeMail(input: MailInput & { holdEnd: Date }): LifecycleMail {
  const v = bookingTranslator(input.settings.venueLocale, 'bookingLifecycle.mail');
  return venueMail(input, 'nudgeSubject', [
    v('nudgeIntro', { holdEnd: formatDate(input.holdEnd, input.settings.venueLocale, 'deadline') }),
    v('deskLine'),
  ]);
}

/**
 * What the lifecycle adds to the parent's acknowledgement. A booking: the one button that
 * confirms the request, and what happens without it (the time held until `holdEnd`, then
 * released). A team-building enquiry holds no time: the company is told so, with its manage link.
 */
export function receivedExtras(
  booking: Pick<BookingRow, 'id' | 'locale' | 'startsAt' | 'endsAt'> & { form?: string },
  holdEnd: Date,
  settings: LifecycleSettings,
): ReceivedExtras {
  const m = bookingTranslator(booking.locale, 'bookingLifecycle');
  if (booking.form === 'team')
    return {
      parentIntro: [m('mail.enquiryLine')],
      parentActions: [{ label: m('mail.manageLabel'), url: manageUrl(booking, settings) }],
      siteUrl: settings.siteUrl.toString(),
    };
  return {
    parentIntro: [
      m('mail.verifyLine', {
        within: m('within', withinOf(settings.verifyWithinMs)),
        when: formatDate(booking.startsAt, booking.locale, 'when'),
        holdEnd: formatDate(holdEnd, booking.locale, 'deadline'),
      }),
    ],
    parentActions: [{ label: m('mail.verifyLabel'), url: verifyUrl(booking, settings) }],
    siteUrl: settings.siteUrl.toString(),
  };
}

/** A proposal's time on its button: `sri, 23. dec. u 16:00` / `Wed, 23 Dec at 16:00`. */
export function shortWhen(at: Date, locale: Locale): string {
  const day = formatDate(at, locale, { weekday: 'short', month: 'short', year: false });
  return `${day} ${locale === 'me' ? 'u' : 'at'} ${formatTime(at)}`;
}
