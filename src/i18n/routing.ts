import { defineRouting } from 'next-intl/routing';
import { languageTags as tags } from './language-tags.mjs';

/**
 * The one route table of the site. Internal keys are English and match the folders under
 * `src/app/[locale]`; public paths per locale come from the product specification.
 */
export const routing = defineRouting({
  locales: ['me', 'en'],
  defaultLocale: 'me',
  localePrefix: 'as-needed',
  // The language lives in the path only: no Accept-Language redirect and no locale cookie,
  // so nothing is stored in the visitor's browser before consent.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are written by the pages, with BCP 47 tags (`sr-ME`, not `me`).
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/news': { me: '/novosti', en: '/news' },
    '/news/[slug]': { me: '/novosti/[slug]', en: '/news/[slug]' },
    // List pages from 2 on; page 1 is `/news` itself. A path segment, so each can be prerendered.
    '/news/page/[page]': { me: '/novosti/strana/[page]', en: '/news/page/[page]' },
    '/rooms': { me: '/sobe', en: '/rooms' },
    '/rooms/[slug]': { me: '/sobe/[slug]', en: '/rooms/[slug]' },
    '/birthdays': { me: '/rodendani', en: '/birthdays' },
    '/book-now': { me: '/rezervisi', en: '/book-now' },
    '/contact': { me: '/kontakt', en: '/contact' },
    '/cookies': { me: '/kolacici', en: '/cookies' },
    '/faq': '/faq',
    '/franchise-opportunity': '/franchise-opportunity',
    '/our-story': { me: '/o-nama', en: '/our-story' },
    '/pricing': { me: '/cjenovnik', en: '/pricing' },
    '/privacy': { me: '/politika-privatnosti', en: '/privacy' },
    '/team-building': '/team-building',
    '/terms': { me: '/pravila-koristenja', en: '/terms' },
  },
});

export type Locale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;
/** Routes backed by one WordPress page each (everything but the detail and list-page routes). */
export type StaticPathname = Exclude<
  AppPathname,
  '/news/[slug]' | '/rooms/[slug]' | '/news/page/[page]'
>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>`, hreflang and Intl formatting: a bare `me` is no language tag. */
export const languageTags: Readonly<Record<Locale, string>> = tags;

export function otherLocale(locale: Locale): Locale {
  return locale === 'me' ? 'en' : 'me';
}
