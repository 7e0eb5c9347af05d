import { describe, expect, it } from 'vitest';
import { routing, type StaticPathname } from '@/i18n/routing';
import { getPageSlug } from './page-slugs';

describe('getPageSlug', () => {
  it.each([
    ['/', 'pocetna', 'home'],
    ['/pricing', 'cjenovnik', 'pricing'],
    ['/faq', 'faq', 'faq'],
    ['/our-story', 'o-nama', 'our-story'],
    ['/birthdays', 'rodendani', 'birthdays'],
    ['/team-building', 'team-building', 'team-building'],
    ['/privacy', 'politika-privatnosti', 'privacy'],
  ] as const)('%s → %s (me) / %s (en)', (route, me, en) => {
    expect(getPageSlug(route, 'me')).toBe(me);
    expect(getPageSlug(route, 'en')).toBe(en);
  });

  it('gives every static route a distinct, non-empty slug per language', () => {
    const routes = Object.keys(routing.pathnames).filter(
      (route) => !route.includes('['),
    ) as StaticPathname[];
    expect(routes).toHaveLength(14);
    for (const locale of routing.locales) {
      const slugs = routes.map((route) => getPageSlug(route, locale));
      expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
      expect(new Set(slugs).size).toBe(routes.length);
    }
  });
});
