import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import me from '../../messages/me.json';
import en from '../../messages/en.json';
import './plural-rules';

// next-intl formats with the route's locale code, `me`, as the public pages do.
const tMe = createTranslator({ locale: 'me', messages: me });
const tEn = createTranslator({ locale: 'en', messages: en });

describe('Montenegrin plurals under the locale code me', () => {
  it('says 1 soba, 2 sobe, 5 soba, 21 soba… as Montenegrin counts them', () => {
    const rooms = (count: number) => tMe('home.roomsValue', { count, min: 6, max: 12 });
    expect(rooms(1)).toMatch(/^1 soba /);
    expect(rooms(2)).toMatch(/^2 sobe /);
    expect(rooms(5)).toMatch(/^5 soba /);
    expect(rooms(22)).toMatch(/^22 sobe /);
  });

  it('says 1 slobodan termin, 3 slobodna termina, 5 slobodnih termina, 21 slobodan termin', () => {
    const free = (count: number) => tMe('booking.times.count', { count });
    expect(free(1)).toBe('1 slobodan termin tog dana.');
    expect(free(3)).toBe('3 slobodna termina tog dana.');
    expect(free(5)).toBe('5 slobodnih termina tog dana.');
    expect(free(11)).toBe('11 slobodnih termina tog dana.');
    expect(free(21)).toBe('21 slobodan termin tog dana.');
  });

  it('leaves English as it was', () => {
    expect(tEn('booking.times.count', { count: 1 })).toMatch(/^1 free time/);
    expect(tEn('booking.times.count', { count: 2 })).toMatch(/^2 free times/);
    expect(new Intl.PluralRules('me').resolvedOptions().locale).toMatch(/^sr/);
    expect(new Intl.PluralRules('en').select(2)).toBe('other');
  });
});
