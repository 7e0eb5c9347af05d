// The e-mails of the booking lifecycle, rendered from the stored booking when a transition (or a
// scheduled job) happens: to the parent in their language, to the venue in its language
// (settings.venueLocale). The confirmation and the reminder carry the booking's .ics, the
// cancellation one that removes it from the parent's calendar.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatDay, formatUntil, formatWhen } from '@/lib/format';
import type { LifecycleSettings } from '../lifecycle-config';
import type { ActorKind, LifecycleAction } from '../lifecycle';
import { bookingTranslator } from '../translate';
import { calendarFile, eventUid, type CalendarMethod } from './calendar';
import { renderMail, type MailAction, type RenderedMail } from './layout';
import { bookingRows, whatOf } from './rows';
import { bookNowUrl, manageUrl, venueActions } from './urls';
import type { ReceivedExtras } from './request';

export interface VenueContact {
  email: string;
  phone: string;
  address?: string;
}

export interface LifecycleMail extends RenderedMail {
  ics?: string;
}

interface MailInput {
  booking: BookingRow;
  venue: VenueContact;
  settings: LifecycleSettings;
  now: Date;
  /**
   * The calendar event's SEQUENCE: the booking's audit rows so far (lifecycle-repository.ts,
   * countEvents). Every transition adds one, so each change's .ics outranks the one before.
   */
  sequence?: number;
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
        description: [m('venueEventIntro', { what, reference: booking.reference }), venue.phone]
          .filter(Boolean)
          .join('\n'),
        url: method === 'PUBLISH' ? manageUrl(booking, settings) : undefined,
        status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
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

function parentMail(
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
        date: formatDay(booking.startsAt, locale),
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
      rows: bookingRows(booking, locale, { contact: false, message: false }),
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

function venueMail(
  input: MailInput,
  subjectKey: string,
  intro: string[],
  actions: MailAction[] = [],
): LifecycleMail {
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
        when: formatWhen(booking.startsAt, locale),
        holdEnd: '',
      }),
      intro: [...intro, base('referenceLine', { reference: booking.reference })],
      actions,
      rows: bookingRows(booking, locale),
    }),
  };
}

function arrival(input: MailInput, locale: Locale): string[] {
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  return [
    ...(input.venue.address ? [m('directions', { address: input.venue.address })] : []),
    m('bring'),
  ];
}

/** The mails of one transition. */
export function renderTransitionMails(
  input: MailInput & { action: LifecycleAction; actor: ActorKind; previous: BookingRow },
): LifecycleMail[] {
  const { booking, settings, previous } = input;
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const when = formatWhen(booking.startsAt, locale);
  const venueWhen = formatWhen(booking.startsAt, settings.venueLocale);
  const v = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  const toVenue = (key: string) =>
    venueMail(input, key, [v(key, { reference: booking.reference, when: venueWhen })]);
  switch (input.action) {
    case 'confirm':
    case 'accept': {
      const mails = [
        parentMail(input, 'confirmedSubject', [m('confirmedIntro', { when }), m('confirmedIcs')], {
          ics: 'PUBLISH',
          outro: arrival(input, locale),
        }),
      ];
      if (input.actor === 'parent') mails.push(toVenue('venueAcceptedSubject'));
      return mails;
    }
    case 'propose':
      return [
        parentMail(
          input,
          'proposedSubject',
          [
            m('proposedIntro', {
              requested: formatWhen(previous.startsAt, locale),
              when,
              holdEnd: formatUntil(booking.holdUntil ?? input.now, locale),
            }),
          ],
          { manageLabel: m('proposedLabel') },
        ),
      ];
    case 'decline': {
      if (input.actor === 'parent') return [toVenue('venueRejectedSubject')];
      const r = bookingTranslator(locale, 'bookingLifecycle.reasons');
      const intro = [m('declinedIntro', { when }), r(booking.declineReason ?? 'other')];
      if (booking.declineNote) intro.push(m('declinedNote', { note: booking.declineNote }));
      return [
        parentMail(input, 'declinedSubject', intro, {
          actions: [{ label: m('declinedRetryLabel'), url: bookNowUrl(locale, settings.siteUrl) }],
          signature: 'signatureAnotherTime',
        }),
      ];
    }
    case 'cancel': {
      // Only a confirmed booking was ever sent as an event; its removal goes with the mail.
      const mails = [
        parentMail(input, 'cancelledSubject', [m('cancelledIntro', { when })], {
          ics: previous.status === 'confirmed' ? 'CANCEL' : undefined,
          signature: 'signatureAnotherTime',
        }),
      ];
      if (input.actor === 'parent') mails.push(toVenue('venueCancelledSubject'));
      return mails;
    }
    case 'expire':
      return [
        parentMail(input, 'expiredSubject', [m('expiredIntro', { when })], {
          signature: 'signatureAnotherTime',
        }),
      ];
  }
}

/** The reminder before a confirmed booking, with the calendar file again. */
export function renderReminderMail(input: MailInput): LifecycleMail {
  const locale = input.booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  return parentMail(
    input,
    'reminderSubject',
    [m('reminderIntro', { when: formatWhen(input.booking.startsAt, locale) })],
    { ics: 'PUBLISH', outro: arrival(input, locale) },
  );
}

/** To the venue at half the hold time: the request still waits, with the three links again. */
export function renderNudgeMail(input: MailInput & { holdEnd: Date }): LifecycleMail {
  const v = bookingTranslator(input.settings.venueLocale, 'bookingLifecycle.mail');
  return venueMail(
    input,
    'nudgeSubject',
    [
      v('nudgeIntro', { holdEnd: formatUntil(input.holdEnd, input.settings.venueLocale) }),
      v('venueActions'),
    ],
    venueActions(input.booking.id, input.settings, input.now),
  );
}

/** Lines added to the request's first two mails: the venue's links, the parent's hold and manage link. */
export function receivedExtras(
  booking: Pick<BookingRow, 'id' | 'locale' | 'startsAt' | 'endsAt'>,
  holdEnd: Date,
  settings: LifecycleSettings,
  now: Date,
): ReceivedExtras {
  const m = bookingTranslator(booking.locale, 'bookingLifecycle.mail');
  const v = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  return {
    venueIntro: [v('venueActions'), v('venueLinksValid')],
    venueActions: venueActions(booking.id, settings, now),
    parentIntro: [
      m('holdLine', {
        when: formatWhen(booking.startsAt, booking.locale),
        holdEnd: formatUntil(holdEnd, booking.locale),
      }),
    ],
    parentActions: [{ label: m('manageLabel'), url: manageUrl(booking, settings) }],
  };
}
