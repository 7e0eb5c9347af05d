// Answers, for the proxy, whether a detail URL or news page can exist, so an unknown one is
// answered with the server-rendered not-found page (see `src/proxy.ts` for why).
import { routing, type Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { createContentSource } from './create-source';
import type { ContentSource } from './source';

const TTL_MS = 30_000;
const memo = new Map<string, { at: number; value: Promise<boolean> }>();
let source: ContentSource | undefined;

function remember(key: string, check: (source: ContentSource) => Promise<boolean>): Promise<boolean> {
  const hit = memo.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  source ??= createContentSource();
  // When the content service fails, let the page answer (last good content, or its error page).
  const value = check(source).catch((error: unknown) => {
    logger.warn('content.existence_check_failed', { key, error });
    memo.delete(key);
    return true;
  });
  memo.set(key, { at: Date.now(), value });
  return value;
}

/** A room or news item with this slug exists in some language (the page redirects across). */
export function itemExists(kind: 'room' | 'post', slug: string): Promise<boolean> {
  return remember(`${kind}:${slug}`, async (content) => {
    for (const locale of routing.locales) {
      const item = kind === 'room' ? await content.getRoom(slug, locale) : await content.getNewsItem(slug, locale);
      if (item) return true;
    }
    return false;
  });
}

export function newsPageExists(locale: Locale, page: number, perPage: number): Promise<boolean> {
  return remember(`news:${locale}:${page}`, async (content) => (await content.listNews(locale, page, perPage)) !== null);
}
