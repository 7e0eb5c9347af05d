// The e-mails of the booking lifecycle, rendered from the stored booking when a transition (or a
// scheduled job) happens: to the parent in their language, to the venue in VENUE_LOCALE. Each has
// a text and an HTML part and the reference; the confirmation and the reminder carry an .ics.
import { languageTags, type Locale } from '@/i18n/routing';
import { formatterPerLocale } from '@/lib/format';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { BookingRow } from '@/lib/db/schema';
import { calendarFile, eventUid } from './calendar';
import type { LifecycleSettings } from './lifecycle-config';
import type { ActorKind, LifecycleAction } from './lifecycle';
import { STAFF_LINK_MS, type LinkAction } from './links';
import { toHtml, toText, type MailAction, type RenderedMail } from './mail';
import { bookingTranslator } from './translate';

export interface VenueContact {
  email: string;
  phone: string;
  address?: string;
}

export interface LifecycleMail extends RenderedMail {
  ics?: string;
}

const prefix = (locale: Locale) => (locale === 'me' ? '' : `/${locale}`);

/** The parent's manage page: valid until the booking's end. */
export function manageUrl(
  booking: Pick<BookingRow, 'id' | 'locale' | 'endsAt'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  const token = settings.links.sign(booking.id, 'manage', booking.endsAt);
  return new URL(`${prefix(booking.locale)}/booking/${token}`, settings.siteUrl).toString();
}

/** A venue link (confirm, propose, decline): valid 14 days. */
export function staffUrl(
  bookingId: number,
  action: Exclude<LinkAction, 'manage'>,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl' | 'venueLocale'>,
  now: Date,
): string {
  const token = settings.links.sign(bookingId, action, new Date(now.getTime() + STAFF_LINK_MS));
  return new URL(
    `${prefix(settings.venueLocale)}/booking-request/${token}`,
    settings.siteUrl,
  ).toString();
}

export function bookNowUrl(locale: Locale, siteUrl: URL): string {
  return new URL(locale === 'me' ? '/rezervisi' : '/en/book-now', siteUrl).toString();
}

const whenFormat = formatterPerLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: VENUE_TIME_ZONE,
    }),
);
const untilFormat = formatterPerLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: VENUE_TIME_ZONE,
    }),
);

/** `Wednesday, 25 November 2026 at 16:00` in the venue's zone, in the reader's language. */
export function formatWhen(at: Date, locale: Locale): string {
  return whenFormat(locale).format(at);
}

/** `25 November 2026 at 16:00`: an end (of a hold, of the cancel window), without the weekday. */
export function formatUntil(at: Date, locale: Locale): string {
  return untilFormat(locale).format(at);
}

export function formatDay(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'long',
    timeZone: VENUE_TIME_ZONE,
  }).format(at);
}

/** What was booked, in a few words: `escape room Space Mission` / `birthday Little Explorer`. */
export function whatOf(booking: BookingRow, locale: Locale): string {
  const m = bookingTranslator(locale, 'bookingMail');
  return `${m(`what.${booking.form}`)} ${booking.form === 'room' ? (booking.roomTitle ?? '') : (booking.packageName ?? '')}`.trim();
}

/** The label/value rows of a stored booking. */
export function bookingRows(
  booking: BookingRow,
  locale: Locale,
  { contact = true } = {},
): [string, string][] {
  const f = bookingTranslator(locale, 'booking.fields');
  const m = bookingTranslator(locale, 'bookingMail');
  const rows: [string, string][] = [[m('form'), m(`what.${booking.form}`)]];
  if (booking.form === 'birthday')
    rows.push(
      [f('package'), booking.packageName ?? ''],
      [f('cake'), booking.withCake ? f('withCake') : f('withoutCake')],
      [f('children'), String(booking.children ?? '')],
    );
  else
    rows.push([f('room'), booking.roomTitle ?? ''], [f('players'), String(booking.players ?? '')]);
  rows.push([
    bookingTranslator(locale, 'bookingLifecycle.page')('when'),
    formatWhen(booking.startsAt, locale),
  ]);
  if (contact)
    rows.push([f('name'), booking.name], [f('email'), booking.email], [f('phone'), booking.phone]);
  return rows;
}

/** The calendar file of a booking for the parent. */
export function bookingCalendar(
  booking: BookingRow,
  venue: VenueContact,
  settings: Pick<LifecycleSettings, 'links' | 'siteUrl'>,
): string {
  const m = bookingTranslator(booking.locale, 'bookingLifecycle.mail');
  const what = whatOf(booking, booking.locale);
  return calendarFile([
    {
      uid: eventUid(booking),
      title: m('calendarTitle', { what }),
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      location: venue.address,
      description: [m('venueEventIntro', { what, reference: booking.reference }), venue.phone]
        .filter(Boolean)
        .join('\n'),
      url: manageUrl(booking, settings),
    },
  ]);
}

interface MailInput {
  booking: BookingRow;
  venue: VenueContact;
  settings: LifecycleSettings;
  now: Date;
}

function parentMail(
  input: MailInput,
  subjectKey: string,
  intro: string[],
  options: { actions?: MailAction[]; outro?: string[]; ics?: boolean; manageLabel?: string } = {},
): LifecycleMail {
  const { booking, venue, settings } = input;
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingLifecycle.mail');
  const base = bookingTranslator(locale, 'bookingMail');
  const subject = m(subjectKey, {
    reference: booking.reference,
    date: formatDay(booking.startsAt, locale),
  });
  const lines = [
    base('greeting', { name: booking.name }),
    ...intro,
    base('referenceLine', { reference: booking.reference }),
  ];
  const actions = [
    ...(options.actions ?? []),
    { label: options.manageLabel ?? m('manageLabel'), url: manageUrl(booking, settings) },
  ];
  const outro = [
    '',
    ...(options.outro ?? []),
    m('questions', { phone: venue.phone }),
    base('signature'),
  ];
  const rows = bookingRows(booking, locale, { contact: false });
  return {
    kind: 'parent',
    to: booking.email,
    replyTo: venue.email || undefined,
    subject,
    text: toText(lines, rows, outro.filter(Boolean), base('summaryTitle'), actions),
    html: toHtml(locale, subject, lines, rows, outro, base('summaryTitle'), actions),
    ics: options.ics ? bookingCalendar(booking, venue, settings) : undefined,
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
  const subject = m(subjectKey, {
    reference: booking.reference,
    when: formatWhen(booking.startsAt, locale),
    holdEnd: '',
  });
  const lines = [...intro, base('referenceLine', { reference: booking.reference })];
  const rows = bookingRows(booking, locale);
  if (booking.message)
    rows.push([bookingTranslator(locale, 'booking.fields')('message'), booking.message]);
  return {
    kind: 'venue',
    to: venue.email,
    replyTo: booking.email,
    subject,
    text: toText(lines, rows, [], undefined, actions),
    html: toHtml(locale, subject, lines, rows, [], undefined, actions),
  };
}

/** The venue's three links: Potvrdite, Predložite drugi termin, Odbijte. */
export function venueActions(
  bookingId: number,
  settings: LifecycleSettings,
  now: Date,
): MailAction[] {
  const m = bookingTranslator(settings.venueLocale, 'bookingLifecycle.mail');
  return [
    { label: m('venueConfirm'), url: staffUrl(bookingId, 'confirm', settings, now) },
    { label: m('venuePropose'), url: staffUrl(bookingId, 'propose', settings, now) },
    { label: m('venueDecline'), url: staffUrl(bookingId, 'decline', settings, now) },
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
  switch (input.action) {
    case 'confirm':
    case 'accept': {
      const mails = [
        parentMail(input, 'confirmedSubject', [m('confirmedIntro', { when }), m('confirmedIcs')], {
          ics: true,
          outro: [
            ...(input.venue.address ? [m('directions', { address: input.venue.address })] : []),
            m('bring'),
          ],
        }),
      ];
      if (input.actor === 'parent')
        mails.push(
          venueMail(input, 'venueAcceptedSubject', [
            v('venueAcceptedSubject', { reference: booking.reference, when: venueWhen }),
          ]),
        );
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
      if (input.actor === 'parent') {
        return [
          venueMail(input, 'venueRejectedSubject', [
            v('venueRejectedSubject', { reference: booking.reference }),
          ]),
        ];
      }
      const r = bookingTranslator(locale, 'bookingLifecycle.reasons');
      const intro = [m('declinedIntro', { when }), r(booking.declineReason ?? 'other')];
      if (booking.declineNote) intro.push(m('declinedNote', { note: booking.declineNote }));
      return [
        parentMail(input, 'declinedSubject', intro, {
          actions: [{ label: m('declinedRetryLabel'), url: bookNowUrl(locale, settings.siteUrl) }],
        }),
      ];
    }
    case 'cancel': {
      const mails = [parentMail(input, 'cancelledSubject', [m('cancelledIntro', { when })])];
      if (input.actor === 'parent')
        mails.push(
          venueMail(input, 'venueCancelledSubject', [
            v('venueCancelledSubject', { reference: booking.reference, when: venueWhen }),
          ]),
        );
      return mails;
    }
    case 'expire':
      return [parentMail(input, 'expiredSubject', [m('expiredIntro', { when })])];
  }
}

/** The reminder before a confirmed booking, with the calendar file again. */
export function renderReminderMail(input: MailInput): LifecycleMail {
  const m = bookingTranslator(input.booking.locale, 'bookingLifecycle.mail');
  return parentMail(
    input,
    'reminderSubject',
    [m('reminderIntro', { when: formatWhen(input.booking.startsAt, input.booking.locale) })],
    {
      ics: true,
      outro: [
        ...(input.venue.address ? [m('directions', { address: input.venue.address })] : []),
        m('bring'),
      ],
    },
  );
}

/** To the venue at half the hold time: the request still waits, with the three links again. */
export function renderNudgeMail(input: MailInput & { holdEnd: Date }): LifecycleMail {
  const v = bookingTranslator(input.settings.venueLocale, 'bookingLifecycle.mail');
  const mail = venueMail(
    input,
    'nudgeSubject',
    [
      v('nudgeIntro', { holdEnd: formatUntil(input.holdEnd, input.settings.venueLocale) }),
      v('venueActions'),
    ],
    venueActions(input.booking.id, input.settings, input.now),
  );
  return mail;
}

/** Lines added to the request's first two mails: the venue's links, the parent's hold and manage link. */
export function receivedExtras(
  booking: Pick<BookingRow, 'id' | 'locale' | 'startsAt' | 'endsAt'>,
  holdEnd: Date,
  settings: LifecycleSettings,
  now: Date,
) {
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
