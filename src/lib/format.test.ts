import { describe, expect, it } from 'vitest';
import { toTelHref } from './format';

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
