// The content facade: the only place pages get content from, and the only place it is cached.
// Every question is cached by Next (unstable_cache, on disk or in the shared Redis cache) and
// tagged per type, per list and per item (tags.ts), so `POST /api/revalidate` can refresh exactly
// what changed. When WordPress fails, Next keeps serving the stale answer: a failed refresh of a
// cached entry returns the previous value, and a prerendered page whose regeneration fails keeps
// its last HTML.
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { getContentSource, isLiveWordPress, sourceId } from './create-source';
import type { ContentKind } from './types';
import { getPageSlug } from './page-slugs';
import { NEWS_PER_PAGE } from './news';
import { contentTags } from './tags';
import { ask } from './resilience';
import { isUpstreamError } from './wordpress/client';
import { draftFor } from './preview';
import { isContentIncompleteError } from './source';

export { contentTags, typeTags, type ChangedType } from './tags';

/**
 * Whether a content error must fail `next build` rather than degrade the page: content missing
 * for good (ContentIncompleteError, e.g. WordPress without its options plugin) while building.
 * At run time the page degrades and the last good content stays.
 */
export function failsTheBuild(error: unknown): boolean {
  const incomplete =
    isContentIncompleteError(error) ||
    (error instanceof Error && isContentIncompleteError(error.cause));
  return incomplete && process.env.NEXT_PHASE === 'phase-production-build';
}

/** A safety net for a missed push from WordPress; the bundled snapshot never changes. */
const LIVE_REVALIDATE_SECONDS = 300;

function cached<Args extends unknown[], Result>(
  name: string,
  tags: (...args: NoInfer<Args>) => string[],
  load: (...args: Args) => Promise<Result>,
) {
  // React's cache() dedupes within one render; unstable_cache keeps results across requests
  // and instances. The source is part of the key: a cache never mixes snapshot and live answers.
  return cache((...args: Args): Promise<Result> =>
    unstable_cache(
      () => ask(`${name}|${args.join('|')}`, () => load(...args), isUpstreamError),
      [sourceId(), name, ...args.map(String)],
      {
        tags: tags(...args),
        revalidate: isLiveWordPress() ? LIVE_REVALIDATE_SECONDS : false,
      },
    )(),
  );
}

export const getSiteOptions = cached(
  'options',
  (locale: Locale) => [contentTags.type('options'), contentTags.options(locale)],
  (locale: Locale) => getContentSource().getSiteOptions(locale),
);

const getPublishedPage = cached(
  'page',
  (route: StaticPathname, locale: Locale) => [
    contentTags.type('page'),
    contentTags.item('page', locale, getPageSlug(route, locale)),
  ],
  (route: StaticPathname, locale: Locale) =>
    getContentSource().getPage(getPageSlug(route, locale), locale),
);

export const listRooms = cached(
  'rooms',
  () => [contentTags.type('room'), contentTags.list('room')],
  (locale: Locale) => getContentSource().listRooms(locale),
);

const getPublishedRoom = cached(
  'room',
  (slug: string, locale: Locale) => [
    contentTags.type('room'),
    contentTags.item('room', locale, slug),
  ],
  (slug: string, locale: Locale) => getContentSource().getRoom(slug, locale),
);

/** One page of news, newest first; `null` past the last page. */
export const listNews = cached(
  'news',
  () => [contentTags.type('post'), contentTags.list('post')],
  (locale: Locale, page: number) => getContentSource().listNews(locale, page, NEWS_PER_PAGE),
);

const getPublishedNewsItem = cached(
  'news-item',
  (slug: string, locale: Locale) => [
    contentTags.type('post'),
    contentTags.item('post', locale, slug),
  ],
  (slug: string, locale: Locale) => getContentSource().getNewsItem(slug, locale),
);

// In an editor's preview (draft mode) the previewed item comes from its draft (./preview.ts);
// every other question, and every visitor, gets the published content.

export async function getPage(route: StaticPathname, locale: Locale) {
  return (
    (await draftFor('page', getPageSlug(route, locale), locale)) ?? getPublishedPage(route, locale)
  );
}

export async function getRoom(slug: string, locale: Locale) {
  return (await draftFor('room', slug, locale)) ?? getPublishedRoom(slug, locale);
}

export async function getNewsItem(slug: string, locale: Locale) {
  return (await draftFor('post', slug, locale)) ?? getPublishedNewsItem(slug, locale);
}

export const getTranslation = cached(
  'translation',
  (...[kind, slug, from]: [ContentKind, string, Locale, Locale]) => [
    contentTags.type(kind),
    contentTags.item(kind, from, slug),
  ],
  (kind: ContentKind, slug: string, from: Locale, to: Locale) =>
    getContentSource().getTranslation(kind, slug, from, to),
);

/** Every slug of a kind in one language: the detail pages prerendered at build. */
export const listSlugs = cached(
  'slugs',
  (...[kind]: [ContentKind, Locale]) => [contentTags.type(kind), contentTags.list(kind)],
  async (kind: ContentKind, locale: Locale) =>
    (await getContentSource().listRefs(kind, locale)).map((ref) => ref.slug),
);

export type * from './types';
export type * from './modules';
