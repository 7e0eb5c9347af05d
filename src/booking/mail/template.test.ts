// @vitest-environment jsdom
// Every mail the site sends, in both languages, on the one template: its HTML read by a real HTML
// parser (jsdom) for the logo, the heading, the summary card, the buttons and their links, and its
// text part checked for the same facts; the proposal's two buttons, the venue's marked message and
// human subject, the place and the cancellation deadline of a confirmed booking.
import { describe, expect, it } from 'vitest';
import { languageTags } from '@/i18n/routing';
import { sampleMails, type SampleMail } from '../testing/mail-samples';

const LOCALES = ['me', 'en'] as const;

/** jsdom's parser (parse5), as a browser parses the mail. */
function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

const cell = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The card's rows as label → value, its marked rows, and its total. */
function card(document: Document) {
  const rows = [...document.querySelectorAll('table.mail-card tr')].map((row) => ({
    label: cell(row.children[0]).replace(/^⚠ /, ''),
    value: cell(row.children[1]),
    attention: row.classList.contains('mail-attention'),
  }));
  return rows;
}

function buttons(document: Document) {
  return [...document.querySelectorAll('a.mail-button')].map((a) => ({
    label: cell(a),
    href: a.getAttribute('href') ?? '',
    secondary: a.classList.contains('mail-secondary'),
  }));
}

function mailOf(locale: (typeof LOCALES)[number], name: string): SampleMail['mail'] {
  const found = sampleMails(locale).find((sample) => sample.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found.mail;
}

describe.each(LOCALES)('every mail in %s', (locale) => {
  const samples = sampleMails(locale);

  it('covers the parent’s, the venue’s and the staff’s mails', () => {
    expect(samples.map((sample) => sample.name)).toEqual(
      expect.arrayContaining([
        'received',
        'confirmed',
        'proposed',
        'declined',
        'cancelled',
        'reminder',
        'venue-request',
        'staff-sign-in',
        'enquiry-received',
        'venue-enquiry',
      ]),
    );
  });

  it.each(samples.map((sample) => [sample.name, sample.mail] as const))(
    '%s: one template, and the text part says what the HTML says',
    (_name, mail) => {
      const document = parse(mail.html);
      // The frame: the language, 600 px, light and dark, the logo readable without images.
      expect(document.documentElement.getAttribute('lang')).toBe(languageTags[locale]);
      expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
        'light dark',
      );
      expect(document.querySelector('style')?.textContent).toContain('prefers-color-scheme:dark');
      expect(document.querySelector('table.mail-sheet')?.getAttribute('width')).toBe('600');
      const logo = document.querySelector('[aria-label="Cluville"]');
      expect(cell(logo)).toBe('Cluville');
      expect(document.querySelectorAll('img')).toHaveLength(0);
      // The heading opens both parts.
      const heading = cell(document.querySelector('h1'));
      expect(heading.length).toBeGreaterThan(5);
      expect(mail.text.split('\n')[0]).toBe(heading);
      expect(cell(document.querySelector('title'))).toBe(mail.subject);
      // Every button is a line `label: url` of the text, and every link of the text a link here.
      const shown = buttons(document);
      expect(shown.length).toBeGreaterThan(0);
      for (const { label, href } of shown) expect(mail.text).toContain(`${label}: ${href}`);
      const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
      for (const [url] of mail.text.matchAll(/https?:\/\/\S+/g)) expect(hrefs).toContain(url);
      // The card's facts are in the text, in the same order.
      let from = 0;
      for (const { label, value } of card(document)) {
        const at = flat(mail.text).indexOf(`${label}:`, from);
        expect(at, `${label} in the text`).toBeGreaterThanOrEqual(from);
        expect(flat(mail.text).slice(at)).toMatch(
          new RegExp(`^${escape(label)}:\\s+(! )?${escape(value)}`.replace(/ /g, '\\s+')),
        );
        from = at;
      }
      // One greeting for everyone, no "/a"; no ISO date anywhere a person reads.
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Poštovan|\p{L}\/a\b|\d{4}-\d{2}-\d{2}/u);
    },
  );

  it('the parent’s booking mails carry a summary card: date, start–end, place, party size, total', () => {
    for (const name of ['received', 'confirmed', 'proposed', 'reminder', 'cancelled']) {
      const rows = card(parse(mailOf(locale, name).html));
      const value = (label: string) => rows.find((row) => row.label === label)?.value;
      const labels =
        locale === 'me'
          ? ['Datum', 'Termin', 'Mjesto', 'Broj djece', 'Ukupno']
          : ['Date', 'Time', 'Place', 'Number of children', 'Total'];
      for (const label of labels) expect(value(label), `${name}: ${label}`).toBeTruthy();
      expect(value(labels[1]!)).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
      expect(value(labels[4]!)).toBe('204 €');
    }
  });

  it('the proposal: accept and decline side by side, both to the booking’s page', () => {
    const mail = mailOf(locale, 'proposed');
    const [accept, decline, ...more] = buttons(parse(mail.html));
    expect(more).toEqual([]);
    expect(accept!.label).toBe(
      locale === 'me' ? 'Prihvatite: sri, 23. dec. u 16:00' : 'Accept: Wed, 23 Dec at 16:00',
    );
    expect(decline!.label).toBe(locale === 'me' ? 'Odbijte' : 'Decline');
    expect(decline!.secondary).toBe(true);
    expect(accept!.href).toBe(decline!.href);
    expect(new URL(accept!.href).pathname).toMatch(
      locale === 'me' ? /^\/booking\/[^/]+$/ : /^\/en\/booking\/[^/]+$/,
    );
    expect(mail.text).toContain(`${accept!.label}: ${accept!.href}`);
    expect(mail.text).toContain(`${decline!.label}: ${decline!.href}`);
  });

  it('a confirmed booking: the address with a map button, come early, the cancellation deadline, the .ics', () => {
    for (const name of ['confirmed', 'reminder']) {
      const mail = mailOf(locale, name);
      const document = parse(mail.html);
      const place = document.querySelector('[data-mail-place]');
      expect(cell(place)).toContain('Bulevar Svetog Petra Cetinjskog 1, Podgorica');
      const map = place?.querySelector('a.mail-button');
      expect(new URL(map!.getAttribute('href')!).hostname).toBe('www.google.com');
      const early = locale === 'me' ? 'Dođite 10 minuta ranije.' : 'Come 10 minutes early.';
      expect(cell(place)).toContain(early);
      expect(mail.text).toContain(early);
      // 48 hours before Saturday 19 December, 11:00; the genitive after "do".
      const deadline =
        locale === 'me'
          ? 'otkazati na sajtu do 17. decembra 2026. u 11:00'
          : 'on the site until December 17, 2026 at 11:00';
      expect(flat(cell(document.body))).toContain(deadline);
      expect(mail.text).toContain(deadline);
      expect(mail.ics).toContain('BEGIN:VCALENDAR');
    }
  });

  it('the manage link says what it opens and until when it works: the booking’s end, not “14 days”', () => {
    const mail = mailOf(locale, 'confirmed');
    expect(mail.text).toContain(
      locale === 'me'
        ? 'Važi do 19. decembra 2026. u 13:30'
        : 'It works until December 19, 2026 at 13:30',
    );
    expect(mail.text).not.toMatch(/14 (dana|days)/);
  });

  it('the venue’s mail: a human date in the subject, the parent’s message marked, only the desk link', () => {
    const mail = mailOf(locale, 'venue-request');
    expect(mail.subject).toContain(
      locale === 'me'
        ? 'subota, 19. decembar 2026. u 11:00'
        : 'Saturday, December 19, 2026 at 11:00',
    );
    const marked = card(parse(mail.html)).filter((row) => row.attention);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.value).toMatch(/kikiriki|peanuts/);
    expect(mail.text).toMatch(/^! .*(alergije|allergies).*(kikiriki|peanuts)/mu);
    const paths = buttons(parse(mail.html)).map(({ href }) => new URL(href).pathname);
    expect(paths).toEqual(['/staff/bookings/41']);
    expect(mail.text).not.toMatch(/\/booking\//);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
