import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { localizedPath, parsePath, routeOf, switchLocalePath, type Href } from './paths';
import { routing, type AppPathname } from './routing';

// next-intl's own paths for this route table: what the site's paths were before and must stay.
const { getPathname } = createNavigation(routing);

const hrefs: Href[] = [
  ...(Object.keys(routing.pathnames) as AppPathname[]).filter((route) => !route.includes('[')),
  { pathname: '/rooms/[slug]', params: { slug: 'piratsko-blago' } },
  { pathname: '/news/[slug]', params: { slug: 'čarobni-dan' } },
  { pathname: '/news/page/[page]', params: { page: 3 } },
  { pathname: '/book-now', query: { form: 'birthday', package: 'super-party' } },
];

describe('localized paths without next-intl in the browser', () => {
  it("gives every route the path next-intl's getPathname gives, in both languages", () => {
    for (const locale of routing.locales) {
      for (const href of hrefs) {
        expect(localizedPath({ href, locale }), JSON.stringify(href)).toBe(
          getPathname({ href: href as Parameters<typeof getPathname>[0]['href'], locale }),
        );
      }
    }
    expect(localizedPath({ href: '/', locale: 'en' })).toBe('/en');
    expect(() =>
      localizedPath({ href: { pathname: '/rooms/[slug]', params: {} }, locale: 'me' }),
    ).toThrow(/Insufficient params/);
    // A slug that looks like a placeholder, as a visitor may type it (next-intl's getPathname
    // throws on it; the fuzz suite found a page answering 500 with it).
    expect(
      localizedPath({
        href: { pathname: '/rooms/[slug]', params: { slug: '[locale]' } },
        locale: 'me',
      }),
    ).toBe('/sobe/[locale]');
    expect(switchLocalePath('/sobe/[locale]', 'en')).toBe('/en/rooms/[locale]');
    expect(
      localizedPath({
        href: { pathname: '/rooms/[slug]', params: { slug: 'pirate-treasure' } },
        locale: 'en',
      }),
    ).toBe('/en/rooms/pirate-treasure');
  });

  it('knows the page shown from its public path and from the path it is prerendered under', () => {
    expect(parsePath('/sobe/piratsko-blago')).toEqual({
      locale: 'me',
      route: '/rooms/[slug]',
      params: { slug: 'piratsko-blago' },
    });
    expect(parsePath('/me/rooms/piratsko-blago')).toEqual({
      locale: 'me',
      route: '/rooms/[slug]',
      params: { slug: 'piratsko-blago' },
    });
    expect(parsePath('/en/news/page/2')).toEqual({
      locale: 'en',
      route: '/news/page/[page]',
      params: { page: '2' },
    });
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/me')).toBe('/');
    expect(routeOf('/en/franchise-opportunity')).toBe('/franchise-opportunity');
    expect(routeOf('/nepostoji')).toBeUndefined();
  });

  it('switches the language of a page, a prerendered one and a path outside the table', () => {
    expect(switchLocalePath('/sobe/piratsko-blago', 'en')).toBe('/en/rooms/piratsko-blago');
    expect(switchLocalePath('/me/rooms/piratsko-blago', 'en')).toBe('/en/rooms/piratsko-blago');
    expect(switchLocalePath('/en/rooms', 'me')).toBe('/sobe');
    expect(switchLocalePath('/en', 'me')).toBe('/');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/novosti/strana/2', 'en')).toBe('/en/news/page/2');
    expect(switchLocalePath('/en/no-such-page', 'me')).toBe('/no-such-page');
    expect(switchLocalePath('/nepostoji', 'en')).toBe('/en/nepostoji');
  });
});
