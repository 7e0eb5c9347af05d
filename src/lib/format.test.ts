import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDeskSpan,
  formatTime,
  formatWeekday,
  roomPriceValues,
  toTelHref,
} from './format';
import {
  MONTENEGRIN_GENITIVE_MONTHS,
  MONTENEGRIN_MONTHS,
  MONTENEGRIN_SHORT_WEEKDAYS,
  MONTENEGRIN_WEEKDAYS,
} from '@/lib/testing/montenegrin-dates';

describe('toTelHref', () => {
  it.each([
    ['+382 67 123 456', 'tel:+38267123456'],
    ['+382 20-123-456', 'tel:+38220123456'],
    ['  +382 67 123 456  ', 'tel:+38267123456'],
    ['067/123-456', 'tel:067123456'],
  ])('turns %j into a dialable %s', (phone, href) => {
    expect(toTelHref(phone)).toBe(href);
  });
});

describe('prices, quotes and numbers as the venue writes them', () => {
  it('writes a price as the amount, a non-breaking space and € in both languages', async () => {
    const { formatPrice } = await import('./format');
    expect(formatPrice(8, 'en')).toBe('8\u00a0€');
    expect(formatPrice(8, 'me')).toBe('8\u00a0€');
    expect(formatPrice(12.5, 'en')).toBe('12.50\u00a0€');
    expect(formatPrice(12.5, 'me')).toBe('12,50\u00a0€');
  });
  it('turns straight quotes into typographic ones per language', async () => {
    const { typographicQuotes } = await import('./format');
    expect(typographicQuotes('A "Young Detective" certificate, isn\'t it?', 'en')).toBe(
      'A “Young Detective” certificate, isn’t it?',
    );
    expect(typographicQuotes('sa "pravim" zlatnicima', 'me')).toBe('sa „pravim“ zlatnicima');
  });
  it('keeps a number with its unit and with a short word before it', async () => {
    const { keepNumbersTogether } = await import('./format');
    expect(keepNumbersTogether('za djecu od 5 do 16 godina')).toBe(
      'za djecu od\u00a05\u00a0do\u00a016\u00a0godina',
    );
    expect(keepNumbersTogether('children aged 5 to 16')).toBe('children aged 5\u00a0to\u00a016');
  });
});

// The genitive after do, od, prije, poslije and nakon (GLOSSARY.md), one month after another.
const GENITIVE_MONTHS = MONTENEGRIN_GENITIVE_MONTHS;
const ENGLISH_MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
// The 15th of each month of 2027 at 14:30 in Podgorica: 13:30 UTC in winter, 12:30 in summer.
const fifteenth = (month: number) =>
  new Date(Date.UTC(2027, month, 15, month >= 3 && month <= 9 ? 12 : 13, 30));

describe('dates in the case their preposition asks for', () => {
  it.each(GENITIVE_MONTHS.map((genitive, month) => [month + 1, genitive] as const))(
    'month %i after do/od: the genitive %s, with the time on the venue’s clock',
    (month, genitive) => {
      const at = fifteenth(month - 1);
      expect(`do ${formatDate(at, 'me', 'deadline')}`).toBe(`do 15. ${genitive} 2027. u 14:30`);
      expect(`od ${formatDate(at, 'me', { case: 'genitive' })}`).toBe(`od 15. ${genitive} 2027.`);
      expect(`prije ${formatDate(at, 'me', { case: 'genitive', year: false })}`).toBe(
        `prije 15. ${genitive}`,
      );
      // Standing alone, the nominative.
      expect(formatDate(at, 'me', 'day')).toBe(`15. ${MONTENEGRIN_MONTHS[month - 1]} 2027.`);
      expect(`by ${formatDate(at, 'en', 'deadline')}`).toBe(
        `by ${ENGLISH_MONTHS[month - 1]} 15, 2027 at 14:30`,
      );
    },
  );

  it('writes the issue’s examples', () => {
    const deadline = new Date('2026-11-29T13:30:00Z');
    expect(`do ${formatDate(deadline, 'me', 'deadline')}`).toBe('do 29. novembra 2026. u 14:30');
    expect(`od ${formatDate('2026-12-19', 'me', { case: 'genitive', year: false })}`).toBe(
      'od 19. decembra',
    );
    expect(`prije ${formatDate('2027-01-03', 'me', { case: 'genitive', year: false })}`).toBe(
      'prije 3. januara',
    );
    expect(formatDate(deadline, 'me', 'day')).toBe('29. novembar 2026.');
  });

  it('writes weekdays in ijekavian, Monday to Sunday, long and short', () => {
    const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 30 + day, 12)));
    expect(days.map((day) => formatDate(day, 'me', 'fullDay').split(',')[0])).toEqual(
      MONTENEGRIN_WEEKDAYS,
    );
    expect(days.map((day) => formatDate(day, 'me', 'desk').split(',')[0])).toEqual(
      MONTENEGRIN_SHORT_WEEKDAYS,
    );
    expect(formatDate(days[0]!, 'me', 'when')).toBe('ponedjeljak, 30. novembar 2026. u 13:00');
    expect(formatDate(days[0]!, 'en', 'when')).toBe('Monday, November 30, 2026 at 13:00');
  });
});

describe('the venue’s clock across a change of time', () => {
  it('reads the hour after the spring change on summer time and after the autumn one on winter time', () => {
    // 28 March 2027: at 02:00 (01:00 UTC) the clocks in Podgorica jump to 03:00.
    expect(formatTime(new Date('2027-03-28T00:59:00Z'))).toBe('01:59');
    expect(formatTime(new Date('2027-03-28T01:00:00Z'))).toBe('03:00');
    expect(formatDate(new Date('2027-03-28T01:30:00Z'), 'me', 'deadline')).toBe(
      '28. marta 2027. u 03:30',
    );
    // 31 October 2027: at 03:00 summer time (01:00 UTC) they go back to 02:00.
    expect(formatTime(new Date('2027-10-31T00:30:00Z'))).toBe('02:30');
    expect(formatTime(new Date('2027-10-31T01:30:00Z'))).toBe('02:30');
    expect(formatDate(new Date('2027-10-31T02:00:00Z'), 'en', 'when')).toBe(
      'Sunday, October 31, 2027 at 03:00',
    );
    // Midnight in Podgorica is still the day before in UTC: the venue's day is written.
    expect(formatDate(new Date('2026-12-18T23:30:00Z'), 'me', 'desk')).toBe('sub, 19. dec. 2026.');
  });
});

describe('the desk’s one format', () => {
  it('writes a span as the desk reads it, in its language', () => {
    const start = new Date('2026-12-19T10:00:00Z');
    const end = new Date('2026-12-19T12:30:00Z');
    expect(formatDeskSpan(start, end, 'me')).toBe('sub, 19. dec. 2026. · 11:00–13:30');
    expect(formatDeskSpan(start, end, 'en')).toBe('Sat, 19 Dec 2026 · 11:00–13:30');
    expect(formatDeskSpan(start, new Date('2026-12-20T08:00:00Z'), 'me')).toBe(
      'sub, 19. dec. 2026. · 11:00 – ned, 20. dec. 2026. · 09:00',
    );
  });

  it('abbreviates a month with a dot, and a month whose name is short enough not at all', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDate(fifteenth(month), 'me', { month: 'short' }),
    );
    expect(months).toEqual([
      '15. jan. 2027.',
      '15. feb. 2027.',
      '15. mar. 2027.',
      '15. apr. 2027.',
      '15. maj 2027.',
      '15. jun 2027.',
      '15. jul 2027.',
      '15. avg. 2027.',
      '15. sep. 2027.',
      '15. okt. 2027.',
      '15. nov. 2027.',
      '15. dec. 2027.',
    ]);
  });

  it('has no ISO date, no Z time and no AM/PM in any style', () => {
    const at = new Date('2026-12-23T15:00:00.000Z');
    const styles = [
      'day',
      'fullDay',
      'when',
      'deadline',
      'calendarDay',
      'month',
      'desk',
      'deskWhen',
    ] as const;
    for (const locale of ['me', 'en'] as const)
      for (const style of styles) {
        const text = formatDate(at, locale, style);
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}|Z|[AP]M/);
      }
    expect(formatDate(at, 'me', 'deskWhen')).toBe('sri, 23. dec. 2026. · 16:00');
  });

  it('writes nothing for a date that is not one', () => {
    expect(formatDate('not a date', 'me')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'en', 'when')).toBe('');
  });
});

describe('the booking calendar’s dates', () => {
  it('says a date in words and its month, in both languages', () => {
    expect(formatDate('2026-12-12', 'me', 'calendarDay')).toBe('subota, 12. decembar');
    expect(formatDate('2026-12-12', 'en', 'calendarDay')).toBe('Saturday, December 12');
    expect(formatDate('2027-01-01', 'me', 'month')).toBe('januar 2027.');
    expect(formatDate('2027-01-01', 'en', 'month')).toBe('January 2027');
  });

  it('writes the column heads in ijekavian: sri for srijeda', () => {
    const heads = Array.from({ length: 7 }, (_, day) => formatWeekday(`2024-01-0${day + 1}`, 'me'));
    expect(heads.map((head) => head.short)).toEqual(MONTENEGRIN_SHORT_WEEKDAYS);
    expect(heads[2]!.long).toBe('srijeda');
  });
});

describe('a room’s price, one framing', () => {
  it('gives the price per player of the smallest group and that game’s price', () => {
    expect(roomPriceValues(30, 2, 'me')).toEqual({ perPlayer: '15\u00a0€', price: '30\u00a0€' });
    expect(roomPriceValues(45, 3, 'en')).toEqual({ perPlayer: '15\u00a0€', price: '45\u00a0€' });
    expect(roomPriceValues(30, null, 'en')).toEqual({ price: '30\u00a0€' });
  });
});
