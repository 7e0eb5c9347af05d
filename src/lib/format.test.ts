import { describe, expect, it } from 'vitest';
import { toTelHref } from './format';
import { formatCalendarDay, formatCalendarMonth, formatWeekday } from './format';
import { MONTENEGRIN_WEEKDAYS } from '@/lib/testing/montenegrin-dates';

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

describe('dates for people: one formatter for pages, mails and the desk', () => {
  it('writes Montenegrin weekdays in ijekavian, in any style, and English as Intl does', async () => {
    const { dateFormatter, formatFullDay, formatWhen } = await import('./format');
    const monday = new Date('2026-11-30T15:00:00Z');
    expect(formatFullDay(monday, 'me')).toBe('ponedjeljak, 30. novembar 2026.');
    expect(formatWhen(monday, 'me')).toMatch(/^ponedjeljak, 30\. novembar 2026\.,? (u )?16:00$/);
    expect(formatFullDay(monday, 'en')).toBe('Monday, November 30, 2026');
    // The 24-hour clock in English too, as on the pages and the desk.
    expect(formatWhen(monday, 'en')).toBe('Monday, November 30, 2026 at 16:00');
    const weekday = dateFormatter({ weekday: 'long', timeZone: 'UTC' });
    const week = Array.from({ length: 7 }, (_, day) =>
      weekday('me').format(new Date(Date.UTC(2026, 10, 30 + day, 12))),
    );
    expect(week).toEqual(MONTENEGRIN_WEEKDAYS);
  });
});

describe('the booking calendar’s dates', () => {
  it('says a date in words and its month, in both languages', () => {
    expect(formatCalendarDay('2026-12-12', 'me')).toBe('subota, 12. decembar');
    expect(formatCalendarDay('2026-12-12', 'en')).toMatch(
      /^Saturday, December 12$|^Saturday 12 December$/,
    );
    expect(formatCalendarMonth('2027-01-01', 'me')).toBe('januar 2027.');
    expect(formatCalendarMonth('2027-01-01', 'en')).toBe('January 2027');
  });

  it('writes the column heads in ijekavian: sri for srijeda', () => {
    const heads = Array.from({ length: 7 }, (_, day) => formatWeekday(`2024-01-0${day + 1}`, 'me'));
    expect(heads.map((head) => head.short)).toEqual([
      'pon',
      'uto',
      'sri',
      'čet',
      'pet',
      'sub',
      'ned',
    ]);
    expect(heads[2]!.long).toBe('srijeda');
  });
});
