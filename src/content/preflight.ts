// The proxy's look at a page's own content before the page renders, for two answers a page
// cannot give itself with the right status and a server-rendered body:
// - 404 for a slug or news page that does not exist (notFound() thrown from a page answers with
//   an empty HTML shell, vercel/next.js#62228);
// - 503 "temporarily unavailable" when WordPress fails and the content was never fetched.
// What it fetches is remembered under the facade's keys (resilience.ts), so the page has it as
// last good content too. Site options are not checked: without them only the footer is plainer.
import type { ResolvedRoute } from '@/i18n/resolve-route';
import { routing, type Locale, type StaticPathname } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { createContentSource } from './create-source';
import { NEWS_PER_PAGE } from './news';
import { getPageSlug } from './page-slugs';
import { question } from './questions';
import type { ContentSource } from './source';
import { contentKey, isFailing, markFailing, recallGood, rememberGood } from './resilience';
import { isUpstreamError } from './wordpress/client';

export type Preflight = 'ok' | 'missing' | 'unavailable';

interface Need {
  key: string;
  load: (source: ContentSource) => Promise<unknown>;
}

const NEGATIVE_TTL_MS = 30_000;

// On globalThis so that `POST /api/revalidate` (another bundle) can forget "missing" answers.
const store = globalThis as typeof globalThis & { __cluvilleMissing?: Map<string, number> };
function missing() {
  store.__cluvilleMissing ??= new Map();
  return store.__cluvilleMissing;
}

/** A newly published item must not stay "missing" until the memo expires. */
export function forgetMissing() {
  missing().clear();
}

let source: ContentSource | undefined;

/** The content a route's page cannot render without, under the facade's names and arguments. */
function needsOf({ locale, route, params }: ResolvedRoute, newsPage: number): Need[] {
  const page = (pathname: StaticPathname): Need => ({
    key: contentKey(question.page, [pathname, locale]),
    load: (content) => content.getPage(getPageSlug(pathname, locale), locale),
  });
  const slug = params.slug ?? '';
  switch (route) {
    case '/rooms/[slug]':
      return [{ key: contentKey(question.room, [slug, locale]), load: (content) => content.getRoom(slug, locale) }];
    case '/news/[slug]':
      return [{ key: contentKey(question.newsItem, [slug, locale]), load: (content) => content.getNewsItem(slug, locale) }];
    case '/rooms':
      return [page(route), { key: contentKey(question.rooms, [locale]), load: (content) => content.listRooms(locale) }];
    case '/news':
      return [page(route), { key: contentKey(question.news, [locale, newsPage]), load: (content) => content.listNews(locale, newsPage, NEWS_PER_PAGE) }];
    default:
      return [page(route)];
  }
}

/** A detail slug of another language is not missing: the page redirects to its translation. */
async function existsElsewhere(content: ContentSource, { locale, route, params }: ResolvedRoute): Promise<boolean> {
  if (route !== '/rooms/[slug]' && route !== '/news/[slug]') return false;
  for (const other of routing.locales.filter((code): code is Locale => code !== locale)) {
    const item = route === '/rooms/[slug]' ? await content.getRoom(params.slug ?? '', other) : await content.getNewsItem(params.slug ?? '', other);
    if (item) return true;
  }
  return false;
}

export async function preflight(resolved: ResolvedRoute, newsPage: number): Promise<Preflight> {
  for (const need of needsOf(resolved, newsPage)) {
    const kept = recallGood(need.key);
    // Remembered content (not a remembered "no such item") the page also has is enough, unless
    // WordPress has since said it changed.
    if (kept?.value && !kept.stale) continue;
    const missedAt = missing().get(need.key);
    if (missedAt !== undefined && Date.now() - missedAt < NEGATIVE_TTL_MS) return 'missing';
    if (isFailing()) {
      if (kept?.value) continue;
      return 'unavailable';
    }
    source ??= createContentSource();
    try {
      const value = await need.load(source);
      if (value) {
        rememberGood(need.key, value);
        continue;
      }
      if (await existsElsewhere(source, resolved)) return 'ok';
      missing().set(need.key, Date.now());
      return 'missing';
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      markFailing(error);
      logger.warn('content.preflight_failed', { key: need.key, error });
      // The page serves what it had before; only content never fetched is unavailable.
      if (kept?.value) continue;
      return 'unavailable';
    }
  }
  return 'ok';
}
