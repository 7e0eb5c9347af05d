// The content facade: the only place pages get content from, and the only place it is cached.
// One tag per content type (`rooms`) and per item (`room:en:pirate-treasure`), so WordPress can
// push a change through `POST /api/revalidate`. When WordPress fails, the last good answer to
// the same question is served (see resilience.ts).
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { createContentSource, isLiveWordPress, sourceId } from './create-source';
import type { ContentSource } from './source';
import type { ContentKind } from './types';
import { getPageSlug } from './page-slugs';
import { NEWS_PER_PAGE } from './news';
import { question, type ChangedType } from './questions';
import { isUpstreamError } from './wordpress/client';
import {
  ContentUnavailableError,
  contentKey,
  isFailing,
  markFailing,
  markHealthy,
  recallGood,
  rememberGood,
} from './resilience';

export { NEWS_PER_PAGE };

export const contentTags = {
  options: 'options',
  pages: 'pages',
  rooms: 'rooms',
  posts: 'posts',
  item: (kind: ContentKind, locale: Locale, slug: string) => `${kind}:${locale}:${slug}`,
} as const;

/** The cache tag a change of each type revalidates (POST /api/revalidate). */
export const typeTags: Record<ChangedType, string> = {
  options: contentTags.options,
  page: contentTags.pages,
  room: contentTags.rooms,
  post: contentTags.posts,
};

/** A safety net for a missed push from WordPress; the bundled snapshot never changes. */
const LIVE_REVALIDATE_SECONDS = 300;

let source: ContentSource | undefined;
function getSource(): ContentSource {
  source ??= createContentSource();
  return source;
}

/** How long an answer the proxy's preflight just fetched counts as this request's answer. */
const JUST_FETCHED_MS = 5_000;

/**
 * The proxy fetches a page's content before a first render (preflight.ts); the page's cache miss
 * a moment later takes that answer instead of asking WordPress the same question again.
 */
function justFetched<Result>(key: string): Promise<Result> | undefined {
  const kept = recallGood(key);
  return kept && !kept.stale && Date.now() - kept.at < JUST_FETCHED_MS ? Promise.resolve(kept.value as Result) : undefined;
}

function cached<Args extends unknown[], Result>(
  name: string,
  tags: (...args: NoInfer<Args>) => string[],
  load: (...args: Args) => Promise<Result>,
) {
  // React's cache() dedupes within one render; unstable_cache keeps results across requests.
  return cache(async (...args: Args): Promise<Result> => {
    const key = contentKey(name, args);
    const kept = recallGood(key);
    // While WordPress is failing, answer from memory instead of waiting for its timeout again.
    if (isFailing()) {
      if (kept) return kept.value as Result;
      throw new ContentUnavailableError(key, new Error('content service failing'));
    }
    try {
      // The source is part of the key: a cache directory must never mix snapshot and live answers.
      const value = await unstable_cache(() => justFetched(key) ?? load(...args), [sourceId(), name, ...args.map(String)], {
        tags: tags(...args),
        revalidate: isLiveWordPress() ? LIVE_REVALIDATE_SECONDS : false,
      })();
      rememberGood(key, value);
      markHealthy();
      return value;
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      markFailing(error);
      if (kept) {
        logger.warn('content.serving_last_good', { key, since: new Date(kept.at).toISOString() });
        return kept.value as Result;
      }
      throw new ContentUnavailableError(key, error);
    }
  });
}

export const getSiteOptions = cached(
  question.options,
  (locale: Locale) => [contentTags.options, `options:${locale}`],
  (locale: Locale) => getSource().getSiteOptions(locale),
);

export const getPage = cached(
  question.page,
  (route: StaticPathname, locale: Locale) => [contentTags.pages, contentTags.item('page', locale, getPageSlug(route, locale))],
  (route: StaticPathname, locale: Locale) => getSource().getPage(getPageSlug(route, locale), locale),
);

export const listRooms = cached(
  question.rooms,
  () => [contentTags.rooms],
  (locale: Locale) => getSource().listRooms(locale),
);

export const getRoom = cached(
  question.room,
  (slug: string, locale: Locale) => [contentTags.rooms, contentTags.item('room', locale, slug)],
  (slug: string, locale: Locale) => getSource().getRoom(slug, locale),
);

export const listNews = cached(
  question.news,
  () => [contentTags.posts],
  (locale: Locale, page: number) => getSource().listNews(locale, page, NEWS_PER_PAGE),
);

export const getNewsItem = cached(
  question.newsItem,
  (slug: string, locale: Locale) => [contentTags.posts, contentTags.item('post', locale, slug)],
  (slug: string, locale: Locale) => getSource().getNewsItem(slug, locale),
);

export const getTranslation = cached(
  question.translation,
  (...[kind]: [ContentKind, string, Locale, Locale]) => [typeTags[kind]],
  (kind: ContentKind, slug: string, from: Locale, to: Locale) => getSource().getTranslation(kind, slug, from, to),
);

export type * from './types';
export type * from './modules';
