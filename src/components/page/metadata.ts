import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { languageTags, routing, type AppPathname, type Locale } from '@/i18n/routing';
import type { Image, Seo } from '@/content';

type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * Title, description, canonical URL, hreflang alternates and social preview of a page.
 * `hrefs` gives the page's address in each language it exists in.
 */
export function buildMetadata({
  locale,
  hrefs,
  title,
  description,
  seo,
  image,
}: {
  locale: Locale;
  hrefs: Partial<Record<Locale, Href>>;
  title: string;
  description?: string;
  seo?: Seo;
  image?: Image;
}): Metadata {
  const languages: Record<string, string> = {};
  for (const code of routing.locales) {
    const href = hrefs[code];
    if (href) languages[languageTags[code]] = getPathname({ locale: code, href });
  }
  const own = hrefs[locale];
  const defaultHref = hrefs[routing.defaultLocale];
  if (defaultHref) languages['x-default'] = getPathname({ locale: routing.defaultLocale, href: defaultHref });
  const finalTitle = seo?.title ? { absolute: seo.title } : title;
  const finalDescription = seo?.description || description || undefined;
  return {
    title: finalTitle,
    description: finalDescription,
    alternates: { canonical: own ? getPathname({ locale, href: own }) : undefined, languages },
    openGraph: {
      title: seo?.title ?? title,
      description: finalDescription,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined,
    },
  };
}

/** The same static route in every language. */
export function allLocales(href: AppPathname & Href): Record<Locale, Href> {
  return Object.fromEntries(routing.locales.map((code) => [code, href])) as Record<Locale, Href>;
}
