import { languageTags, type Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from './constants';

/**
 * An Intl formatter per language, made on first use and kept: building one costs far more than
 * formatting with it, and mails and pages format on every request.
 */
function formatterPerLocale<F>(
  create: (languageTag: string, locale: Locale) => F,
): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = create(languageTags[locale], locale)));
    return format;
  };
}

/**
 * Intl's Montenegrin data (CLDR `sr-ME`, Node 20 and Chromium alike) names Monday in ekavian
 * ("ponedeljak") and Serbian data without the region also Wednesday and Sunday; the site, its
 * mails and the desk write ijekavian. Only weekday names differ: the months are the same.
 */
const IJEKAVIAN_DAYS: Record<string, string> = {
  ponedeljak: 'ponedjeljak',
  sreda: 'srijeda',
  nedelja: 'nedjelja',
  // Short names (the calendar's column heads): "sre" is ekavian's Wednesday.
  sre: 'sri',
};

function ijekavian(day: string): string {
  const fixed = IJEKAVIAN_DAYS[day.toLowerCase()];
  if (!fixed) return day;
  return day[0] === day[0]!.toUpperCase() ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
}

export interface DateFormatter {
  format(date: Date): string;
}

/**
 * The one way dates are written for people (pages, mails, the desk): Intl with the language's
 * tag (`sr-ME`, `en`), Montenegrin weekdays in ijekavian. One formatter per language, kept.
 */
export function dateFormatter(
  options: Intl.DateTimeFormatOptions,
): (locale: Locale) => DateFormatter {
  return formatterPerLocale((tag, locale) => {
    const intl = new Intl.DateTimeFormat(tag, options);
    if (locale !== 'me') return intl;
    return {
      format: (date: Date) =>
        intl
          .formatToParts(date)
          .map((part) => (part.type === 'weekday' ? ijekavian(part.value) : part.value))
          .join(''),
    };
  });
}

const longDateFormat = dateFormatter({ dateStyle: 'long', timeZone: VENUE_TIME_ZONE });
// Times on the 24-hour clock in both languages (English's default would say "6:00 PM").
const whenFormat = dateFormatter({
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: VENUE_TIME_ZONE,
});
const untilFormat = dateFormatter({
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: VENUE_TIME_ZONE,
});
const fullDayFormat = dateFormatter({ dateStyle: 'full', timeZone: VENUE_TIME_ZONE });

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormat(locale).format(date);
}

/** `Wednesday, 25 November 2026 at 16:00` on the venue's clock, in the reader's language. */
export function formatWhen(at: Date, locale: Locale): string {
  return whenFormat(locale).format(at);
}

/** `25 November 2026 at 16:00`: an end (of a hold, of the cancel window), without the weekday. */
export function formatUntil(at: Date, locale: Locale): string {
  return untilFormat(locale).format(at);
}

/** `25 November 2026`: the venue's day of an instant. */
export function formatDay(at: Date, locale: Locale): string {
  return longDateFormat(locale).format(at);
}

/** `Wednesday, 25 November 2026`: the venue's day of an instant, with the weekday. */
export function formatFullDay(at: Date, locale: Locale): string {
  return fullDayFormat(locale).format(at);
}

/**
 * A price as the venue writes it in both languages: the amount, a non-breaking space and the
 * euro sign after it ("8 €", "12,50 €" / "12.50 €"), never "€8" or "8 EUR".
 */
export function formatPrice(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(languageTags[locale], {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
  return `${number}\u00a0€`;
}

/** A price in integer cents (the booking's money) as formatPrice writes it: "160 €", "12,50 €". */
export function formatCents(cents: number, locale: Locale): string {
  return formatPrice(cents / 100, locale);
}

/** Phone numbers as typed by the venue (`+382 67 123 456`) → a dialable `tel:` URI. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Directions to the venue in a maps app: to its coordinates when known, else to its address. */
export function directionsHref(address: string, lat?: number, lng?: number): string {
  const destination =
    lat !== undefined && lng !== undefined ? `${lat},${lng}` : encodeURIComponent(address);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/**
 * Straight quotes typed in the CMS as typographic ones: “…” and ’ in English, „…“ and ’ in
 * Montenegrin. A quote opens after a space, an opening bracket or at the start, else it closes.
 */
export function typographicQuotes(text: string, locale: Locale): string {
  const [open, close] = locale === 'en' ? ['“', '”'] : ['„', '“'];
  return text
    .replace(/(^|[\s([{—–-])"/g, `$1${open}`)
    .replace(/"/g, close)
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(/(^|[\s([{])'/g, '$1‘')
    .replace(/'/g, '’');
}

/**
 * Keeps a number with what belongs to it, so no line ends between them ("16 / godina",
 * "aged 5 to / 16"): a non-breaking space after a number followed by a word or unit, and after
 * a short word (up to three letters) followed by a number.
 */
export function keepNumbersTogether(text: string): string {
  return text
    .replace(/(\d)[ \t]+(?=[\p{L}€%])/gu, '$1\u00a0')
    .replace(/(^|\s)(\p{L}{1,3})[ \t]+(?=\d)/gu, '$1$2\u00a0');
}

/** Text for HTML built by hand (e-mails, the proxy's standalone pages): the five special characters as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const shortParts = formatterPerLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: VENUE_TIME_ZONE,
    }),
);
const longMonth = formatterPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { month: 'long', timeZone: VENUE_TIME_ZONE }),
);

/**
 * A start as the desk lists it: `sub, 12. dec. 15:00` / `Sat 12 Dec 15:00` (the venue's clock).
 * A month whose short name is the whole name (`maj`) gets no abbreviation's dot.
 */
export function formatShortWhen(at: Date, locale: Locale): string {
  const parts = Object.fromEntries(
    shortParts(locale)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  if (locale === 'en') return `${parts.weekday} ${parts.day} ${parts.month} ${time}`;
  const month = parts.month!.replace(/\.$/, '');
  const abbreviated = month !== longMonth(locale).format(at) ? `${month}.` : month;
  return `${parts.weekday!.replace(/\.$/, '')}, ${parts.day}. ${abbreviated} ${time}`;
}

// The booking form's month calendar: dates without a clock (`YYYY-MM-DD`), read at noon UTC.
const calendarDayFormat = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const calendarMonthFormat = dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayLongFormat = dateFormatter({ weekday: 'long', timeZone: 'UTC' });
const weekdayShortFormat = dateFormatter({ weekday: 'short', timeZone: 'UTC' });

function noonOf(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** `Saturday, December 12` / `subota, 12. decembar`: a calendar date in words. */
export function formatCalendarDay(date: string, locale: Locale): string {
  return calendarDayFormat(locale).format(noonOf(date));
}

/** `December 2026` / `decembar 2026.`: the month a date is in. */
export function formatCalendarMonth(date: string, locale: Locale): string {
  return calendarMonthFormat(locale).format(noonOf(date));
}

/** A date's weekday, long (`Monday`, `ponedjeljak`) and short (`Mon`, `pon`). */
export function formatWeekday(date: string, locale: Locale): { long: string; short: string } {
  return {
    long: weekdayLongFormat(locale).format(noonOf(date)),
    short: weekdayShortFormat(locale).format(noonOf(date)),
  };
}
