import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('accepts real dates, leap days included', () => {
    for (const date of ['2027-01-01', '2027-12-31', '2028-02-29', '2027-04-30'])
      expect(isCalendarDate(date), date).toBe(true);
  });

  it('refuses impossible dates and other shapes', () => {
    for (const date of [
      '2027-13-45',
      '2027-02-30',
      '2027-02-29',
      '2027-04-31',
      '2027-00-10',
      '2027-01-00',
      '2027-1-05',
      '27-01-05',
      '2027-01-05T00:00',
      '',
      undefined,
      20270105,
    ])
      expect(isCalendarDate(date), String(date)).toBe(false);
  });
});
