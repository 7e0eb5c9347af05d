// Answers, for the proxy, whether a detail URL or news page can exist, so an unknown one is
// answered with the server-rendered not-found page (see `src/proxy.ts` for why).
import { routing, type Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { createContentSource } from './create-source';
import type { ContentSource } from './source';
import { contentKey, hasGood, isFailing, markFailing } from './resilience';
import { isUpstreamError } from './wordpress/client';

const TTL_MS = 30_000;

// On globalThis so that `POST /api/revalidate` (another bundle) can forget stale answers.
const store = globalThis as typeof globalThis & { __cluvilleExistence?: Map<string, { at: number; value: Promise<boolean> }> };
function memo() {
  store.__cluvilleExistence ??= new Map();
  return store.__cluvilleExistence;
}

/** A newly published item must not stay "missing" until the memo expires. */
export function forgetExistence() {
  memo().clear();
}

let source: ContentSource | undefined;

function remember(key: string, check: (source: ContentSource) => Promise<boolean>): Promise<boolean> {
  // While WordPress fails, let the page answer from what it remembers (or the proxy say 503).
  if (isFailing()) return Promise.resolve(true);
  const hit = memo().get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  source ??= createContentSource();
  const value = check(source).catch((error: unknown) => {
    if (isUpstreamError(error)) markFailing(error);
    logger.warn('content.existence_check_failed', { key, error });
    memo().delete(key);
    return true;
  });
  memo().set(key, { at: Date.now(), value });
  return value;
}

/** A room or news item with this slug exists in some language (the page redirects across). */
export function itemExists(kind: 'room' | 'post', slug: string, preferred: Locale): Promise<boolean> {
  const name = kind === 'room' ? 'room' : 'news-item';
  const locales = [preferred, ...routing.locales.filter((locale) => locale !== preferred)];
  if (locales.some((locale) => hasGood(contentKey(name, [slug, locale])))) return Promise.resolve(true);
  return remember(`${kind}:${slug}`, async (content) => {
    for (const locale of locales) {
      const item = kind === 'room' ? await content.getRoom(slug, locale) : await content.getNewsItem(slug, locale);
      if (item) return true;
    }
    return false;
  });
}

export function newsPageExists(locale: Locale, page: number, perPage: number): Promise<boolean> {
  if (hasGood(contentKey('news', [locale, page]))) return Promise.resolve(true);
  return remember(`news:${locale}:${page}`, async (content) => (await content.listNews(locale, page, perPage)) !== null);
}
