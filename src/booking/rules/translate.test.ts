import { describe, expect, it } from 'vitest';
import { bookingTranslator } from './translate';

describe('the booking strings outside React', () => {
  it('say Montenegrin plurals with their few form (2–4) and 21 as one', () => {
    const t = bookingTranslator('me', 'booking.summary');
    expect(t('title', { count: 1 })).toBe('Provjerite 1 polje');
    expect(t('title', { count: 2 })).toBe('Provjerite 2 polja');
    expect(t('title', { count: 21 })).toBe('Provjerite 21 polje');
  });
});
