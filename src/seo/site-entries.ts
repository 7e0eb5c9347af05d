// Every URL the site serves, with its other-language versions and last edit: the sitemap and the
// share images are built from this one list, and it is built from the content facade, so a page,
// room or news item the CMS adds or removes shows up or goes everywhere at once (its share image
// at the next build: the images are drawn at build time only).
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale, type StaticPathname } from '@/i18n/routing';
import { getPage, getTranslation, listNews, listRooms, type ContentKind } from '@/content';
import { getPageSlug } from '@/content/page-slugs';
import type { ShareKind } from './urls';

export interface SiteEntry {
  kind: ShareKind;
  locale: Locale;
  /** The CMS slug (for a static page, its WordPress page's slug). */
  slug: string;
  title: string;
  /** The public path (`/en/rooms/pirate-treasure`). */
  path: string;
  /** The path of this entry in each language it exists in, itself included. */
  alternates: Partial<Record<Locale, string>>;
  modified?: string;
  image?: { url: string };
}

const staticRoutes = Object.keys(routing.pathnames).filter(
  (route) => !route.includes('['),
) as StaticPathname[];

/** One language's entry, served at its own path among `alternates`. */
function siteEntry(
  kind: ShareKind,
  locale: Locale,
  slug: string,
  { title, modified, image }: Pick<SiteEntry, 'title' | 'modified' | 'image'>,
  alternates: Partial<Record<Locale, string>>,
): SiteEntry {
  return { kind, locale, slug, title, path: alternates[locale]!, alternates, modified, image };
}

async function pageEntries(): Promise<SiteEntry[]> {
  const entries: SiteEntry[] = [];
  for (const route of staticRoutes) {
    const pages = await Promise.all(routing.locales.map((locale) => getPage(route, locale)));
    const alternates: Partial<Record<Locale, string>> = {};
    routing.locales.forEach((locale, index) => {
      if (pages[index]) alternates[locale] = getPathname({ locale, href: route });
    });
    routing.locales.forEach((locale, index) => {
      const page = pages[index];
      if (!page) return;
      entries.push(siteEntry('page', locale, getPageSlug(route, locale), page, alternates));
    });
  }
  return entries;
}

type Item = { slug: string; title: string; modified?: string; image?: { url: string } };

async function itemEntries(
  kind: Extract<ContentKind, 'room' | 'post'>,
  lists: Record<Locale, Item[]>,
): Promise<SiteEntry[]> {
  const pathname = kind === 'room' ? '/rooms/[slug]' : '/news/[slug]';
  const path = (locale: Locale, slug: string) =>
    getPathname({ locale, href: { pathname, params: { slug } } });
  const entries: SiteEntry[] = [];
  for (const locale of routing.locales) {
    for (const item of lists[locale]) {
      const alternates: Partial<Record<Locale, string>> = { [locale]: path(locale, item.slug) };
      for (const other of routing.locales.filter((code) => code !== locale)) {
        const translation = await getTranslation(kind, item.slug, locale, other);
        // Only a translation that is itself listed is served.
        if (
          translation?.slug &&
          lists[other].some((candidate) => candidate.slug === translation.slug)
        ) {
          alternates[other] = path(other, translation.slug);
        }
      }
      entries.push(
        siteEntry(kind === 'room' ? 'room' : 'news', locale, item.slug, item, alternates),
      );
    }
  }
  return entries;
}

/** Every news item of a language, all list pages read. */
async function allNews(locale: Locale): Promise<Item[]> {
  const first = await listNews(locale, 1);
  if (!first) return [];
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page++)
    items.push(...((await listNews(locale, page))?.items ?? []));
  return items;
}

async function perLocale<T>(load: (locale: Locale) => Promise<T>): Promise<Record<Locale, T>> {
  const values = await Promise.all(routing.locales.map(load));
  return Object.fromEntries(
    routing.locales.map((locale, index) => [locale, values[index]]),
  ) as Record<Locale, T>;
}

/** Pages, rooms and news items in every language, in that order. */
export async function listSiteEntries(): Promise<SiteEntry[]> {
  const [pages, rooms, news] = await Promise.all([
    pageEntries(),
    perLocale(listRooms),
    perLocale(allNews),
  ]);
  return [...pages, ...(await itemEntries('room', rooms)), ...(await itemEntries('post', news))];
}
