// The slug index starts from what the build prerendered: a page in the build is served during a
// WordPress outage even when this process never fetched an index.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resolveRoute } from '@/i18n/resolve-route';
import { slugsFromManifest } from './prerendered';
import { createSlugIndex } from './slug-index';

const manifestRoutes = {
  '/_global-error': { srcRoute: '/_global-error' },
  '/en': { srcRoute: '/[locale]' },
  '/me': { srcRoute: '/[locale]' },
  '/en/pricing': { srcRoute: '/[locale]/pricing' },
  '/me/pricing': { srcRoute: '/[locale]/pricing' },
  '/en/rooms/the-dragons-cave': { srcRoute: '/[locale]/rooms/[slug]' },
  '/me/rooms/zmajeva-pecina': { srcRoute: '/[locale]/rooms/[slug]' },
  '/en/news/school-visits': { srcRoute: '/[locale]/news/[slug]' },
  '/me/news/page/2': { srcRoute: '/[locale]/news/page/[page]' },
  '/og/en/room/the-dragons-cave.png': { srcRoute: '/og/[locale]/[kind]/[file]' },
  '/robots.txt': { srcRoute: '/robots.txt' },
};

let errors: MockInstance<typeof console.error>;
beforeEach(() => void (errors = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterEach(() => errors.mockRestore());

describe('prerendered slugs', () => {
  it('reads rooms, news and static pages per language from the prerender manifest', () => {
    expect(slugsFromManifest(manifestRoutes)).toEqual({
      'page:en': ['home', 'pricing'],
      'page:me': ['cjenovnik', 'pocetna'],
      'room:en': ['the-dragons-cave'],
      'room:me': ['zmajeva-pecina'],
      'post:en': ['school-visits'],
    });
  });

  it('let a restarted instance serve every page of the build while WordPress fails, and only those', async () => {
    const index = createSlugIndex({
      load: async () => {
        throw new Error('WordPress answers 500');
      },
      prerendered: slugsFromManifest(manifestRoutes),
    });
    const check = (pathname: string) => index.check(resolveRoute(pathname)!);
    expect(await check('/en/rooms/the-dragons-cave')).toBe('ok');
    expect(await check('/sobe/zmajeva-pecina')).toBe('ok');
    expect(await check('/en/news/school-visits')).toBe('ok');
    expect(await check('/cjenovnik')).toBe('ok');
    expect(await check('/en/rooms/not-in-the-build')).toBe('unavailable');
  });

  it('give way to what WordPress answers once it does', async () => {
    const index = createSlugIndex({
      load: async (kind, locale) => (kind === 'room' && locale === 'en' ? ['a-new-room'] : []),
      prerendered: slugsFromManifest(manifestRoutes),
    });
    expect(await index.check(resolveRoute('/en/rooms/a-new-room')!)).toBe('ok');
    expect(await index.check(resolveRoute('/en/rooms/the-dragons-cave')!)).toBe('missing');
  });
});
