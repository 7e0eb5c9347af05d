import type { MetadataRoute } from 'next';
import { languageTags, routing } from '@/i18n/routing';
import { listSiteEntries } from './site-entries';
import { absoluteUrl } from './urls';

/**
 * `sitemap.xml`: every page, room and news item in each language, each with its hreflang
 * alternates (the same as the page's own `<link rel="alternate">`) and its last edit.
 */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await listSiteEntries();
  return entries.map((entry) => {
    const languages: Record<string, string> = {};
    for (const locale of routing.locales) {
      const path = entry.alternates[locale];
      if (path) languages[languageTags[locale]] = absoluteUrl(path);
    }
    const defaultPath = entry.alternates[routing.defaultLocale];
    if (defaultPath) languages['x-default'] = absoluteUrl(defaultPath);
    return {
      url: absoluteUrl(entry.path),
      ...(entry.modified ? { lastModified: entry.modified } : {}),
      alternates: { languages },
    };
  });
}
