import { snapshot } from './snapshot';

/** The spec's route table: public path per language and the WordPress page behind it. */
export const staticRoutes = [
  { me: '/', en: '/en', page: { me: 'pocetna', en: 'home' } },
  { me: '/novosti', en: '/en/news', page: { me: 'novosti', en: 'news' } },
  { me: '/sobe', en: '/en/rooms', page: { me: 'sobe', en: 'rooms' } },
  { me: '/rodendani', en: '/en/birthdays', page: { me: 'rodendani', en: 'birthdays' } },
  { me: '/rezervisi', en: '/en/book-now', page: { me: 'rezervisi', en: 'book-now' } },
  { me: '/kontakt', en: '/en/contact', page: { me: 'kontakt', en: 'contact' } },
  { me: '/kolacici', en: '/en/cookies', page: { me: 'kolacici', en: 'cookies' } },
  { me: '/faq', en: '/en/faq', page: { me: 'faq', en: 'faq' } },
  {
    me: '/franchise-opportunity',
    en: '/en/franchise-opportunity',
    page: { me: 'franchise-opportunity', en: 'franchise-opportunity' },
  },
  { me: '/o-nama', en: '/en/our-story', page: { me: 'o-nama', en: 'our-story' } },
  { me: '/cjenovnik', en: '/en/pricing', page: { me: 'cjenovnik', en: 'pricing' } },
  {
    me: '/politika-privatnosti',
    en: '/en/privacy',
    page: { me: 'politika-privatnosti', en: 'privacy' },
  },
  {
    me: '/team-building',
    en: '/en/team-building',
    page: { me: 'team-building', en: 'team-building' },
  },
  { me: '/pravila-koristenja', en: '/en/terms', page: { me: 'pravila-koristenja', en: 'terms' } },
] as const;

export type Locale = 'me' | 'en';
export const languageTag: Record<Locale, string> = { me: 'sr-ME', en: 'en' };

/** A page opening with a hero shows the hero's title as its h1, otherwise the page title. */
export function pageHeading(page: {
  title: { rendered: string };
  acf?: { modules?: unknown };
}): string {
  const modules = Array.isArray(page.acf?.modules)
    ? (page.acf.modules as { acf_fc_layout?: string; title?: string }[])
    : [];
  return modules[0]?.acf_fc_layout === 'hero' && modules[0].title
    ? modules[0].title
    : page.title.rendered;
}

/** All 32 URLs with the heading each must show. */
export function allUrls(): { url: string; locale: Locale; heading: string }[] {
  const urls: { url: string; locale: Locale; heading: string }[] = [];
  for (const locale of ['me', 'en'] as const) {
    const pages = snapshot.pages(locale);
    for (const route of staticRoutes) {
      const page = pages.find((candidate) => candidate.slug === route.page[locale]);
      if (!page) throw new Error(`snapshot has no ${locale} page ${route.page[locale]}`);
      urls.push({ url: route[locale], locale, heading: pageHeading(page) });
    }
    const room = snapshot.rooms(locale)[0]!;
    const post = snapshot.posts(locale)[0]!;
    const prefix = locale === 'me' ? '' : '/en';
    urls.push({
      url: `${prefix}/${locale === 'me' ? 'sobe' : 'rooms'}/${room.slug}`,
      locale,
      heading: room.title.rendered,
    });
    urls.push({
      url: `${prefix}/${locale === 'me' ? 'novosti' : 'news'}/${post.slug}`,
      locale,
      heading: post.title.rendered,
    });
  }
  return urls;
}
