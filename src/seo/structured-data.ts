// schema.org structured data (JSON-LD) built from the site's content. Pure functions: the pages
// pass in content and absolute URLs; src/seo/json-ld.tsx writes the result into the page.
import type { FaqEntry, Footer, NewsItem, Package, SiteOptions } from '@/content';
import { htmlToText } from '@/lib/html';
import { openingHoursSpecification } from './opening-hours';

export type JsonLd = { '@context'?: string; '@type'?: string | string[]; [key: string]: unknown };

const context = 'https://schema.org';

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the
 * script element, and U+2028/U+2029 so the text stays valid in every JavaScript parser.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** "Bulevar Svetog Petra Cetinjskog 12, 81000 Podgorica, Montenegro" as a PostalAddress. */
export function postalAddress(text: string, country: string) {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: country };
  if (parts.length === 0) return address;
  address.streetAddress = parts[0]!;
  for (const part of parts.slice(1)) {
    const match = /^(\d{4,6})\s+(.+)$/.exec(part);
    if (match) {
      address.postalCode = match[1]!;
      address.addressLocality = match[2]!;
    } else if (!address.addressLocality && !/^(montenegro|crna gora)$/i.test(part)) {
      address.addressLocality = part;
    }
  }
  return address;
}

/** "5–120 €": the cheapest and the dearest price the venue lists (per player and packages). */
export function priceRange(options: Pick<SiteOptions, 'prices' | 'packages'>): string | undefined {
  const prices = [
    ...options.prices.items.map((item) => item.price),
    ...options.packages.items.map((item) => item.price),
  ].filter((price): price is number => typeof price === 'number' && price > 0);
  if (prices.length === 0) return undefined;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? `${min} €` : `${min}–${max} €`;
}

const organization = (name: string, url: string, logo: string) => ({
  '@type': 'Organization',
  name,
  url,
  logo: { '@type': 'ImageObject', url: logo },
});

/** The venue: an EntertainmentBusiness with its address, contacts, opening hours and profiles. */
export function venueJsonLd({
  name,
  description,
  url,
  logo,
  image,
  footer,
  range,
  language,
}: {
  name: string;
  description: string;
  url: string;
  logo: string;
  image?: string;
  footer: Footer;
  range?: string;
  language: string;
}): JsonLd {
  const hours = openingHoursSpecification(footer.workingHours);
  return {
    '@context': context,
    '@type': 'EntertainmentBusiness',
    '@id': `${new URL('/', url).toString()}#venue`,
    name,
    description,
    url,
    logo,
    image: image ?? logo,
    inLanguage: language,
    ...(footer.address ? { address: postalAddress(footer.address, 'ME') } : {}),
    ...(footer.phone ? { telephone: footer.phone } : {}),
    ...(footer.email ? { email: footer.email } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(range ? { priceRange: range } : {}),
    ...(footer.socials.length ? { sameAs: footer.socials.map((social) => social.url) } : {}),
  };
}

/** Each birthday package as a Product with its Offer (price in euros, booked through `url`). */
export function packagesJsonLd(
  packages: Package[],
  {
    brand,
    offerUrl,
    imageUrl,
  }: { brand: string; offerUrl: (item: Package) => string; imageUrl: (path: string) => string },
): JsonLd {
  return {
    '@context': context,
    '@graph': packages.map((item) => ({
      '@type': 'Product',
      name: item.name,
      description: item.features.join('; ') || item.name,
      brand: { '@type': 'Brand', name: brand },
      ...(item.image ? { image: imageUrl(item.image.url) } : {}),
      offers: {
        '@type': 'Offer',
        price: item.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: offerUrl(item),
      },
    })),
  };
}

/** A news item as a NewsArticle published by the venue. */
export function newsArticleJsonLd(
  item: Pick<NewsItem, 'title' | 'excerpt' | 'date' | 'modified'>,
  {
    url,
    image,
    language,
    publisher,
  }: {
    url: string;
    image: string;
    language: string;
    publisher: { name: string; url: string; logo: string };
  },
): JsonLd {
  const org = organization(publisher.name, publisher.url, publisher.logo);
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: item.title.slice(0, 110),
    ...(item.excerpt ? { description: item.excerpt } : {}),
    image: [image],
    ...(item.date ? { datePublished: item.date } : {}),
    ...(item.modified || item.date ? { dateModified: item.modified ?? item.date } : {}),
    inLanguage: language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: org,
    publisher: org,
  };
}

/** The trail from the home page to a detail page, each step with its absolute URL. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The questions shown by the FAQ module, answers as plain text. */
export function faqJsonLd(items: FaqEntry[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answerHtml) },
    })),
  };
}
