import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { languageTags, routing, type Locale } from '@/i18n/routing';
import { getTranslation, type ContentKind, type Seo } from '@/content';
import type { ShareKind } from '@/seo/urls';
import { builtShareImagePath } from '@/seo/built-share-image';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Open Graph locale of each language (`og:locale`, `og:locale:alternate`). */
export const ogLocales: Record<Locale, string> = { me: 'sr_ME', en: 'en_GB' };

/** Share images are drawn at the size Facebook, X and WhatsApp ask for. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The hreflang map of a page: each language it exists in (`sr-ME`, `en`), plus `x-default`, the
 * Montenegrin page, when there is one. Paths only; `metadataBase` makes them absolute.
 */
function hreflangLanguages(hrefs: Partial<Record<Locale, Href>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const code of routing.locales) {
    const href = hrefs[code];
    if (href) languages[languageTags[code]] = getPathname({ locale: code, href });
  }
  const defaultHref = hrefs[routing.defaultLocale];
  if (defaultHref)
    languages['x-default'] = getPathname({ locale: routing.defaultLocale, href: defaultHref });
  return languages;
}

/**
 * Title, description, canonical URL, hreflang alternates and the social preview (Open Graph
 * and Twitter card, with a generated PNG) of a page. `hrefs` gives the page's address in each
 * language it exists in; `share` names the share image drawn for it (src/app/og/).
 * The page's `openGraph` replaces the layout's whole object, so everything is set here.
 */
export async function buildMetadata({
  locale,
  hrefs,
  title,
  description,
  seo,
  share,
  type = 'website',
}: {
  locale: Locale;
  hrefs: Partial<Record<Locale, Href>>;
  title: string;
  description?: string;
  seo?: Seo;
  share: { kind: ShareKind; slug: string };
  type?: 'website' | 'article';
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const own = hrefs[locale];
  const canonical = own ? getPathname({ locale, href: own }) : undefined;
  const finalTitle = seo?.title ? { absolute: seo.title } : title;
  const shareTitle = seo?.title ?? `${title} | ${t('siteName')}`;
  const finalDescription = seo?.description || description || t('description');
  const image = {
    url: builtShareImagePath(locale, share.kind, share.slug),
    ...SHARE_IMAGE_SIZE,
    alt: title,
    type: 'image/png',
  };
  return {
    title: finalTitle,
    description: finalDescription,
    alternates: { canonical, languages: hreflangLanguages(hrefs) },
    openGraph: {
      type,
      siteName: t('siteName'),
      locale: ogLocales[locale],
      alternateLocale: routing.locales
        .filter((code) => code !== locale && hrefs[code])
        .map((code) => ogLocales[code]),
      url: canonical,
      title: shareTitle,
      description: finalDescription,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: finalDescription,
      images: [image],
    },
  };
}

type DetailPathname = '/rooms/[slug]' | '/news/[slug]';

/**
 * A room's or news item's address in its own language and, through the CMS's translation
 * links, in each other language it is translated into (with the translated slug).
 */
export async function translatedHrefs(
  kind: Extract<ContentKind, 'room' | 'post'>,
  slug: string,
  locale: Locale,
) {
  const pathname: DetailPathname = kind === 'room' ? '/rooms/[slug]' : '/news/[slug]';
  const hrefs: Partial<Record<Locale, { pathname: DetailPathname; params: { slug: string } }>> = {
    [locale]: { pathname, params: { slug } },
  };
  for (const other of routing.locales.filter((code) => code !== locale)) {
    const translation = await getTranslation(kind, slug, locale, other).catch(() => null);
    if (translation?.slug) hrefs[other] = { pathname, params: { slug: translation.slug } };
  }
  return hrefs;
}
