import { describe, expect, it, vi } from 'vitest';
import { toTelHref } from './footer';

// footer.tsx is a server component: its next-intl imports resolve `next/navigation` and
// `next-intl/server`, which only exist inside Next's bundler. toTelHref needs neither.
vi.mock('@/i18n/navigation', () => ({ Link: () => null }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => () => '' }));

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
