// The two e-mails of a request, rendered once when the request is stored (so a retry days later
// sends exactly what the parent asked for): to the venue, with every field and reply-to the
// parent; to the parent, an acknowledgement in their language. Each has a text and an HTML part.
import { languageTags, type Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { escapeHtml, formatterPerLocale } from '@/lib/format';
import type { PriceBreakdown } from './pricing';
import type { BookingInput } from './schema';
import { bookingTranslator } from './translate';

export interface StoredBooking {
  reference: string;
  locale: Locale;
  input: BookingInput;
  roomTitle?: string;
  packageName?: string;
  price?: PriceBreakdown;
  createdAt: Date;
}

export interface RenderedMail {
  kind: 'venue' | 'parent' | 'staff';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The venue reads requests in Montenegrin, the site's main language (VENUE_LOCALE may change it). */
let VENUE_LOCALE: Locale = 'me';
export function setVenueLocale(locale: Locale): void {
  VENUE_LOCALE = locale;
}

/** What the booking lifecycle adds to the first two mails (lifecycle-mail.ts, receivedExtras). */
export interface ReceivedExtras {
  venueIntro: string[];
  venueActions: MailAction[];
  parentIntro: string[];
  parentActions: MailAction[];
}

export function renderBookingMails(
  booking: StoredBooking,
  venue: { email: string; phone: string },
  extras?: ReceivedExtras,
): RenderedMail[] {
  return [renderVenueMail(booking, venue, extras), renderParentMail(booking, venue, extras)];
}

const moneyFormat = formatterPerLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }),
);
const longDateFormat = formatterPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
);
const sentAtFormat = formatterPerLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: VENUE_TIME_ZONE,
    }),
);

function money(cents: number, locale: Locale): string {
  return moneyFormat(locale).format(cents / 100);
}

function longDate(isoDate: string, locale: Locale): string {
  return longDateFormat(locale).format(new Date(`${isoDate}T12:00:00Z`));
}

/** When a request arrived, on the venue's clock and in the venue's language. */
function sentAt(at: Date): string {
  return sentAtFormat(VENUE_LOCALE).format(at);
}

/** Label/value rows of a request in one language: the summary both e-mails show. */
export function summaryRows(
  booking: StoredBooking,
  locale: Locale,
  { withMessage = true } = {},
): [string, string][] {
  const f = bookingTranslator(locale, 'booking.fields');
  const m = bookingTranslator(locale, 'bookingMail');
  const p = bookingTranslator(locale, 'booking.price');
  const { input } = booking;
  const rows: [string, string][] = [[m('form'), m(`what.${input.form}`)]];
  if (input.form === 'birthday') {
    rows.push(
      [f('package'), booking.packageName ?? input.package],
      [f('cake'), input.cake ? f('withCake') : f('withoutCake')],
      [f('children'), String(input.children)],
    );
  } else {
    rows.push([f('room'), booking.roomTitle ?? input.room], [f('players'), String(input.players)]);
  }
  rows.push(
    [m('date'), longDate(input.date, locale)],
    [m('time'), input.time],
    [f('name'), input.name],
    [f('email'), input.email],
    [f('phone'), input.phone],
  );
  if (input.message && withMessage) rows.push([f('message'), input.message]);
  if (booking.price) {
    const price = booking.price;
    rows.push([
      p('package', { name: booking.packageName ?? '' }),
      money(price.packageCents, locale),
    ]);
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
    rows.push([p('total'), money(price.totalCents, locale)]);
  }
  return rows;
}

function renderVenueMail(
  booking: StoredBooking,
  venue: { email: string },
  extras?: ReceivedExtras,
): RenderedMail {
  const m = bookingTranslator(VENUE_LOCALE, 'bookingMail');
  const rows = summaryRows(booking, VENUE_LOCALE);
  rows.push(
    [m('language'), m(`languageName.${booking.locale}`)],
    [m('sentAt'), sentAt(booking.createdAt)],
  );
  const subject = m('venueSubject', {
    reference: booking.reference,
    what: m(`what.${booking.input.form}`),
    date: booking.input.date,
    time: booking.input.time,
  });
  const intro = [
    m('venueIntro'),
    m('referenceLine', { reference: booking.reference }),
    ...(extras?.venueIntro ?? []),
  ];
  const actions = extras?.venueActions ?? [];
  return {
    kind: 'venue',
    to: venue.email,
    replyTo: booking.input.email,
    subject,
    text: toText(intro, rows, [], undefined, actions),
    html: toHtml(VENUE_LOCALE, subject, intro, rows, [], undefined, actions),
  };
}

function renderParentMail(
  booking: StoredBooking,
  venue: { email: string; phone: string },
  extras?: ReceivedExtras,
): RenderedMail {
  const locale = booking.locale;
  const m = bookingTranslator(locale, 'bookingMail');
  const subject = m('parentSubject', { reference: booking.reference });
  const intro = [
    m('greeting', { name: booking.input.name }),
    m('received'),
    ...(extras?.parentIntro ?? []),
    m('referenceLine', { reference: booking.reference }),
  ];
  const actions = extras?.parentActions ?? [];
  const next = [
    m('nextTitle'),
    m('next1'),
    m('next2'),
    m('next3', { phone: venue.phone }),
    m('signature'),
  ];
  // Without the free-text message: the acknowledgement goes to whatever address was typed, so it
  // carries nothing a stranger could choose but the name (the venue's mail has the message).
  const rows = summaryRows(booking, locale, { withMessage: false });
  return {
    kind: 'parent',
    to: booking.input.email,
    replyTo: venue.email,
    subject,
    text: toText(intro, rows, next, m('summaryTitle'), actions),
    html: toHtml(locale, subject, intro, rows, next, m('summaryTitle'), actions),
  };
}

/** A link in a mail: a line `label: url` in the text part, a button in the HTML part. */
export interface MailAction {
  label: string;
  url: string;
}

export function toText(
  intro: string[],
  rows: [string, string][],
  outro: string[],
  title?: string,
  actions: MailAction[] = [],
): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  const table = rows.map(
    ([label, value]) =>
      `${`${label}:`.padEnd(width + 2)}${value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`,
  );
  const links = actions.length
    ? [...actions.map((action) => `${action.label}: ${action.url}`), '']
    : [];
  return (
    [
      intro.join('\n\n'),
      '',
      ...links,
      ...(title ? [title, ''] : []),
      ...table,
      '',
      outro.join('\n\n'),
    ]
      .join('\n')
      .trim() + '\n'
  );
}

export function toHtml(
  locale: Locale,
  subject: string,
  intro: string[],
  rows: [string, string][],
  outro: string[],
  title?: string,
  actions: MailAction[] = [],
): string {
  const paragraph = (line: string) =>
    `<p style="margin:0 0 12px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const [outroTitle, ...outroLines] = outro;
  return `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#414042;line-height:1.5">
${intro.map(paragraph).join('\n')}
${actions.length ? `<p style="margin:0 0 16px">${actions.map((action) => `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#414042;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>`).join('')}</p>` : ''}
${title ? `<h2 style="font-size:18px">${escapeHtml(title)}</h2>` : ''}<table role="presentation" style="border-collapse:collapse">${table}</table>
${outroTitle ? `<h2 style="font-size:18px">${escapeHtml(outroTitle)}</h2>${outroLines.map(paragraph).join('\n')}` : ''}
</body></html>`;
}
