import { languageTags, type Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from './constants';

// ---------------------------------------------------------------------------------------------
// Dates for people: one formatter for pages, mails, the desk and calendar files.
//
// Intl only turns an instant into the venue's wall-clock fields (year, month, day, hour, minute);
// the words come from the tables below. Intl's Montenegrin data (CLDR `sr-ME`) knows neither the
// genitive a preposition asks for ("do 29. novembra") nor ijekavian weekdays ("ponedeljak",
// "sreda", "nedelja" are ekavian), and differs between ICU versions; tables do not.
// ---------------------------------------------------------------------------------------------

const ME_MONTHS = {
  nominative: [
    'januar',
    'februar',
    'mart',
    'april',
    'maj',
    'jun',
    'jul',
    'avgust',
    'septembar',
    'oktobar',
    'novembar',
    'decembar',
  ],
  genitive: [
    'januara',
    'februara',
    'marta',
    'aprila',
    'maja',
    'juna',
    'jula',
    'avgusta',
    'septembra',
    'oktobra',
    'novembra',
    'decembra',
  ],
  // An abbreviation takes no case; a name short enough to be whole (maj, jun, jul) takes no dot.
  short: [
    'jan.',
    'feb.',
    'mar.',
    'apr.',
    'maj',
    'jun',
    'jul',
    'avg.',
    'sep.',
    'okt.',
    'nov.',
    'dec.',
  ],
};
// Monday first, ijekavian.
const ME_WEEKDAYS = {
  long: ['ponedjeljak', 'utorak', 'srijeda', 'četvrtak', 'petak', 'subota', 'nedjelja'],
  short: ['pon', 'uto', 'sri', 'čet', 'pet', 'sub', 'ned'],
};
const EN_MONTHS = {
  long: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const EN_WEEKDAYS = {
  long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

/**
 * How a date is written. Montenegrin months take the case of the word before them: after *do*,
 * *od*, *prije*, *poslije* and *nakon* the genitive ("do 29. novembra 2026."); a date standing
 * alone or after a label the nominative ("29. novembar 2026."). English ignores `case`.
 */
export interface DateStyle {
  case?: 'nominative' | 'genitive';
  /** The weekday before the date: `long` (subota, Saturday) or `short` (sub, Sat). */
  weekday?: 'long' | 'short';
  /** `long` (default: decembar, December) or `short` (dec., Dec: the desk's). */
  month?: 'long' | 'short';
  /** With the year (default true). */
  year?: boolean;
  /** With the day of the month (default true; false: "decembar 2026."). */
  day?: boolean;
  /** With the venue's time on the 24-hour clock: "u 16:00" / "at 16:00"; the desk's " · 16:00". */
  time?: boolean;
}

/**
 * Named styles, the same on every surface:
 * - `day`: 29. novembar 2026. / November 29, 2026
 * - `fullDay`: subota, 29. novembar 2026. / Saturday, November 29, 2026
 * - `when`: subota, 29. novembar 2026. u 14:30 / Saturday, November 29, 2026 at 14:30
 * - `deadline` (after do/until): 29. novembra 2026. u 14:30 / November 29, 2026 at 14:30
 * - `calendarDay`: subota, 12. decembar / Saturday, December 12
 * - `month`: decembar 2026. / December 2026
 * - `desk`: sub, 19. dec. 2026. / Sat, 19 Dec 2026
 * - `deskWhen`: sub, 19. dec. 2026. · 11:00 / Sat, 19 Dec 2026 · 11:00
 */
export const DATE_STYLES = {
  day: {},
  fullDay: { weekday: 'long' },
  when: { weekday: 'long', time: true },
  deadline: { case: 'genitive', time: true },
  calendarDay: { weekday: 'long', year: false },
  month: { day: false },
  desk: { weekday: 'short', month: 'short' },
  deskWhen: { weekday: 'short', month: 'short', time: true },
} as const satisfies Record<string, DateStyle>;

export type DateStyleName = keyof typeof DATE_STYLES;

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
let venueFields: Intl.DateTimeFormat | undefined;

function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The venue's wall clock (Europe/Podgorica) at an instant; a calendar date (`YYYY-MM-DD`, a day
 * without a clock) is that day, at midnight.
 */
export function venueWallClock(at: Date | string): WallClock | undefined {
  if (typeof at === 'string') {
    const calendar = CALENDAR_DATE.exec(at);
    if (calendar) {
      const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
      return { year, month, day, weekday: weekdayOf(year, month, day), hour: 0, minute: 0 };
    }
    at = new Date(at);
  }
  if (Number.isNaN(at.getTime())) return undefined;
  venueFields ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of venueFields.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts as Record<string, number>;
  return {
    year: year!,
    month: month!,
    day: day!,
    weekday: weekdayOf(year!, month!, day!),
    hour: hour! % 24,
    minute: minute!,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `16:00`: the venue's time of an instant, on the 24-hour clock in both languages. */
export function formatTime(at: Date): string {
  const clock = venueWallClock(at);
  return clock ? `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : '';
}

/**
 * The one way dates are written for people. `at` is an instant (read on the venue's clock) or a
 * calendar date `YYYY-MM-DD`; `style` a name of DATE_STYLES or a DateStyle. An invalid date
 * gives ''.
 */
export function formatDate(
  at: Date | string,
  locale: Locale,
  style: DateStyleName | DateStyle = 'day',
): string {
  const clock = venueWallClock(at);
  if (!clock) return '';
  const options: DateStyle = typeof style === 'string' ? DATE_STYLES[style] : style;
  const { month: monthForm = 'long', year = true, day = true } = options;
  const desk = monthForm === 'short';
  const time = `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
  let text: string;
  if (locale === 'me') {
    const months =
      monthForm === 'short' ? ME_MONTHS.short : ME_MONTHS[options.case ?? 'nominative'];
    const month = months[clock.month - 1]!;
    text = day ? `${clock.day}. ${month}` : month;
    if (year) text += ` ${clock.year}.`;
    if (options.weekday) text = `${ME_WEEKDAYS[options.weekday][clock.weekday]}, ${text}`;
    if (options.time) text += desk ? ` · ${time}` : ` u ${time}`;
  } else {
    const month = EN_MONTHS[monthForm][clock.month - 1]!;
    if (desk) {
      // The desk's compact English: "Sat, 19 Dec 2026".
      text = day ? `${clock.day} ${month}` : month;
      if (year) text += ` ${clock.year}`;
    } else {
      text = day ? `${month} ${clock.day}` : month;
      if (year) text += day ? `, ${clock.year}` : ` ${clock.year}`;
    }
    if (options.weekday) text = `${EN_WEEKDAYS[options.weekday][clock.weekday]}, ${text}`;
    if (options.time) text += desk ? ` · ${time}` : ` at ${time}`;
  }
  return text;
}

/**
 * The desk's one format of a time span: `sub, 19. dec. 2026. · 11:00–13:30` /
 * `Sat, 19 Dec 2026 · 11:00–13:30`; an end on another day is written in full after the dash.
 */
export function formatDeskSpan(startsAt: Date, endsAt: Date, locale: Locale): string {
  const start = formatDate(startsAt, locale, 'deskWhen');
  const sameDay = formatDate(startsAt, locale, 'desk') === formatDate(endsAt, locale, 'desk');
  return sameDay
    ? `${start}–${formatTime(endsAt)}`
    : `${start} – ${formatDate(endsAt, locale, 'deskWhen')}`;
}

/**
 * A calendar date (`YYYY-MM-DD`) as the desk's date fields show and take it, day first on the
 * 24-hour desk's numbers in both languages: `05.12.2026` (never a browser's `mm/dd/yyyy`).
 */
export function formatDeskInputDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** A date's weekday, long (`Monday`, `ponedjeljak`) and short (`Mon`, `pon`). */
export function formatWeekday(date: string, locale: Locale): { long: string; short: string } {
  const clock = venueWallClock(date);
  const names = locale === 'me' ? ME_WEEKDAYS : EN_WEEKDAYS;
  return { long: names.long[clock!.weekday]!, short: names.short[clock!.weekday]! };
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

/**
 * A room's price, framed one way everywhere (rooms' cards, a room's page, the book-now chooser):
 * the price per player for the smallest group and the price of that game, "15 € po igraču · od
 * 30 €". `fromEuros` is the room's "from" price (its smallest group's game), `playersMin` that group.
 */
export function roomPriceValues(
  fromEuros: number,
  playersMin: number | null,
  locale: Locale,
): { perPlayer: string; price: string } | { price: string } {
  const price = formatPrice(fromEuros, locale);
  if (!playersMin || playersMin < 1) return { price };
  return {
    perPlayer: formatPrice(Math.round((fromEuros / playersMin) * 100) / 100, locale),
    price,
  };
}
