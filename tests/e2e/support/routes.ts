import { snapshot } from './snapshot';

/**
 * The spec's route table: public path per language, the WordPress page behind it, and the page
 * template that renders it (`src/app/[locale]/…`): `content` is the shared CMS page (`cmsRoute`),
 * the others have a page of their own.
 */
export const staticRoutes = [
  { me: '/', en: '/en', page: { me: 'pocetna', en: 'home' }, template: 'home' },
  { me: '/novosti', en: '/en/news', page: { me: 'novosti', en: 'news' }, template: 'news list' },
  { me: '/sobe', en: '/en/rooms', page: { me: 'sobe', en: 'rooms' }, template: 'room list' },
  {
    me: '/rodendani',
    en: '/en/birthdays',
    page: { me: 'rodendani', en: 'birthdays' },
    template: 'content',
  },
  {
    me: '/rezervisi',
    en: '/en/book-now',
    page: { me: 'rezervisi', en: 'book-now' },
    template: 'booking',
  },
  {
    me: '/kontakt',
    en: '/en/contact',
    page: { me: 'kontakt', en: 'contact' },
    template: 'contact',
  },
  {
    me: '/kolacici',
    en: '/en/cookies',
    page: { me: 'kolacici', en: 'cookies' },
    template: 'cookies',
  },
  { me: '/faq', en: '/en/faq', page: { me: 'faq', en: 'faq' }, template: 'content' },
  {
    me: '/franchise-opportunity',
    en: '/en/franchise-opportunity',
    page: { me: 'franchise-opportunity', en: 'franchise-opportunity' },
    template: 'content',
  },
  {
    me: '/o-nama',
    en: '/en/our-story',
    page: { me: 'o-nama', en: 'our-story' },
    template: 'content',
  },
  {
    me: '/cjenovnik',
    en: '/en/pricing',
    page: { me: 'cjenovnik', en: 'pricing' },
    template: 'content',
  },
  {
    me: '/politika-privatnosti',
    en: '/en/privacy',
    page: { me: 'politika-privatnosti', en: 'privacy' },
    template: 'content',
  },
  {
    me: '/team-building',
    en: '/en/team-building',
    page: { me: 'team-building', en: 'team-building' },
    template: 'content',
  },
  {
    me: '/pravila-koristenja',
    en: '/en/terms',
    page: { me: 'pravila-koristenja', en: 'terms' },
    template: 'content',
  },
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

const layoutsOf = (item: { acf?: { modules?: unknown } }): string[] =>
  Array.isArray(item.acf?.modules)
    ? (item.acf.modules as { acf_fc_layout?: string }[]).flatMap((row) =>
        row.acf_fc_layout ? [row.acf_fc_layout] : [],
      )
    : [];

/**
 * One URL per page template in each language, for the checks that look at how a template renders
 * (axe, sideways scrolling) rather than at one page's content: the home page, the news list and a
 * news item, the room list and a room, the booking page, the contact page, the cookies page, the
 * 404 page, and the shared content page. The content page renders whatever modules its WordPress
 * page lists, so as many content pages are taken as it needs for every module the snapshot uses
 * to be on one of the URLs (each time the page with the most modules not yet on one), and `also`
 * adds the URLs a page state needs (a gallery for the lightbox). New content with a new module
 * brings its page in by itself.
 */
export function templateUrls(also: readonly string[] = []): { url: string; locale: Locale }[] {
  const urls: { url: string; locale: Locale }[] = [];
  for (const locale of ['me', 'en'] as const) {
    const pages = snapshot.pages(locale);
    const pageOf = (route: (typeof staticRoutes)[number]) =>
      pages.find((candidate) => candidate.slug === route.page[locale])!;
    const room = snapshot.rooms(locale)[0]!;
    const post = snapshot.posts(locale)[0]!;
    const prefix = locale === 'me' ? '' : '/en';
    const chosen: { url: string; layouts: string[] }[] = [
      ...staticRoutes
        .filter((route) => route.template !== 'content')
        .map((route) => ({ url: route[locale] as string, layouts: layoutsOf(pageOf(route)) })),
      {
        url: `${prefix}/${locale === 'me' ? 'sobe' : 'rooms'}/${room.slug}`,
        layouts: layoutsOf(room),
      },
      { url: `${prefix}/${locale === 'me' ? 'novosti' : 'news'}/${post.slug}`, layouts: [] },
      { url: locale === 'me' ? '/nepostoji' : '/en/nope', layouts: [] },
    ];
    const content = staticRoutes
      .filter((route) => route.template === 'content')
      .map((route) => ({ url: route[locale] as string, layouts: layoutsOf(pageOf(route)) }));
    const everyLayout = new Set(
      [...pages, ...snapshot.rooms(locale), ...snapshot.posts(locale)].flatMap(layoutsOf),
    );
    // The content template itself, then every module: the content page bringing the most.
    for (let first = true; ; first = false) {
      const covered = new Set(chosen.flatMap((entry) => entry.layouts));
      const fresh = (entry: { layouts: string[] }) =>
        new Set(entry.layouts.filter((layout) => !covered.has(layout))).size;
      const remaining = content.filter((entry) => !chosen.includes(entry));
      const best = [...remaining].sort((a, b) => fresh(b) - fresh(a))[0];
      if (!best || (!first && fresh(best) === 0)) break;
      chosen.push(best);
    }
    const covered = new Set(chosen.flatMap((entry) => entry.layouts));
    const missing = [...everyLayout].filter((layout) => !covered.has(layout));
    if (missing.length)
      throw new Error(`no ${locale} page shows the modules ${missing.join(', ')}`);
    const localeOf = (url: string): Locale =>
      url === '/en' || url.startsWith('/en/') ? 'en' : 'me';
    for (const url of also)
      if (localeOf(url) === locale && !chosen.some((entry) => entry.url === url))
        chosen.push({ url, layouts: [] });
    urls.push(...chosen.map(({ url }) => ({ url, locale })));
  }
  return urls;
}
