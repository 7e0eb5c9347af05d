import { describe, expect, it } from 'vitest';
import { openingHoursSpecification, parseDays } from './opening-hours';

describe('parseDays', () => {
  it.each([
    ['Ponedjeljak – petak', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Monday – Friday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Subota i nedjelja', ['Saturday', 'Sunday']],
    ['Saturday and Sunday', ['Saturday', 'Sunday']],
    ['pon-pet', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Mon to Wed, Fri', ['Monday', 'Tuesday', 'Wednesday', 'Friday']],
    ['Petak – ponedjeljak', ['Monday', 'Friday', 'Saturday', 'Sunday']],
    ['Četvrtak', ['Thursday']],
    ['Vikendom', ['Saturday', 'Sunday']],
    ['Every day', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
  ])('reads %s', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(['Praznici', 'Holidays', '', 'Monday – Friday – Sunday', 'Ponedjeljak i praznici'])(
    'gives no days for %j',
    (text) => {
      expect(parseDays(text)).toEqual([]);
    },
  );
});

describe('openingHoursSpecification', () => {
  it('turns readable rows into entries and leaves out the others', () => {
    expect(
      openingHoursSpecification([
        { text: 'Monday – Friday', start: '12:00', end: '20:00' },
        { text: 'Public holidays', start: '10:00', end: '14:00' },
        { text: 'Saturday', start: '10:00', end: '' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '12:00',
        closes: '20:00',
      },
    ]);
  });
});
