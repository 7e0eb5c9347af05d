// Structured data of the site's pages, each a server component placed in the page it
// describes. Every URL in it is absolute, on the public origin (NEXT_PUBLIC_SITE_URL).
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { languageTags, type Locale } from '@/i18n/routing';
import type { NewsItem, Room, SiteOptions } from '@/content';
import { getPageSlug } from '@/content/page-slugs';
import { JsonLd } from './json-ld';
import { breadcrumbJsonLd, newsArticleJsonLd, priceRange, venueJsonLd } from './structured-data';
import { absoluteUrl, shareImagePath } from './urls';
import { builtShareImagePath } from './built-share-image';

/** The mark the search engines show for the venue (src/app/icon.svg). */
const logoUrl = () => absoluteUrl('/icon.svg');

async function trail(
  locale: Locale,
  list: '/rooms' | '/news',
  title: string,
  href: Parameters<typeof getPathname>[0]['href'],
) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return breadcrumbJsonLd([
    { name: t('home'), url: absoluteUrl(getPathname({ locale, href: '/' })) },
    {
      name: t(list === '/rooms' ? 'rooms' : 'news'),
      url: absoluteUrl(getPathname({ locale, href: list })),
    },
    { name: title, url: absoluteUrl(getPathname({ locale, href })) },
  ]);
}

/** A room page: its place under the rooms list. */
export async function RoomJsonLd({ room, locale }: { room: Room; locale: Locale }) {
  return (
    <JsonLd
      data={await trail(locale, '/rooms', room.title, {
        pathname: '/rooms/[slug]',
        params: { slug: room.slug },
      })}
    />
  );
}

/** A news item: the article itself and its place under the news list. */
export async function NewsItemJsonLd({ item, locale }: { item: NewsItem; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const href = { pathname: '/news/[slug]', params: { slug: item.slug } } as const;
  const url = absoluteUrl(getPathname({ locale, href }));
  const article = newsArticleJsonLd(item, {
    url,
    image: absoluteUrl(builtShareImagePath(locale, 'news', item.slug)),
    language: languageTags[locale],
    publisher: {
      name: t('siteName'),
      url: absoluteUrl(getPathname({ locale, href: '/' })),
      logo: logoUrl(),
    },
  });
  return <JsonLd data={[article, await trail(locale, '/news', item.title, href)]} />;
}

/** The venue, on the home and contact pages: address, contacts, hours, prices and profiles. */
export async function VenueJsonLd({
  options,
  locale,
}: {
  options: SiteOptions | null;
  locale: Locale;
}) {
  if (!options) return null;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return (
    <JsonLd
      data={venueJsonLd({
        name: t('siteName'),
        description: t('description'),
        url: absoluteUrl(getPathname({ locale, href: '/' })),
        logo: logoUrl(),
        image: absoluteUrl(shareImagePath(locale, 'page', getPageSlug('/', locale))),
        footer: options.footer,
        range: priceRange(options),
        language: languageTags[locale],
      })}
    />
  );
}
