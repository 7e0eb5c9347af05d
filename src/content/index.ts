// The content facade: the only place pages get content from, and the only place it is cached.
// One tag per content type (`rooms`) and per item (`room:en:pirate-treasure`), so WordPress can
// push a change through `POST /api/revalidate`.
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { createContentSource } from './create-source';
import type { ContentSource } from './source';
import type { ContentKind } from './types';
import { getPageSlug } from './page-slugs';

export { NEWS_PER_PAGE } from './news';
import { NEWS_PER_PAGE } from './news';

export const contentTags = {
  options: 'options',
  pages: 'pages',
  rooms: 'rooms',
  posts: 'posts',
  item: (kind: ContentKind, locale: Locale, slug: string) => `${kind}:${locale}:${slug}`,
} as const;

const typeTag: Record<ContentKind, string> = { page: 'pages', room: 'rooms', post: 'posts' };

let source: ContentSource | undefined;
function getSource(): ContentSource {
  source ??= createContentSource();
  return source;
}

function cached<Args extends unknown[], Result>(
  name: string,
  tags: (...args: NoInfer<Args>) => string[],
  load: (...args: Args) => Promise<Result>,
) {
  // React's cache() dedupes within one render; unstable_cache keeps results across requests.
  return cache((...args: Args) =>
    unstable_cache(() => load(...args), [name, ...args.map(String)], { tags: tags(...args) })(),
  );
}

export const getSiteOptions = cached(
  'options',
  (locale: Locale) => [contentTags.options, `options:${locale}`],
  (locale: Locale) => getSource().getSiteOptions(locale),
);

export const getPage = cached(
  'page',
  (route: StaticPathname, locale: Locale) => [contentTags.pages, contentTags.item('page', locale, getPageSlug(route, locale))],
  (route: StaticPathname, locale: Locale) => getSource().getPage(getPageSlug(route, locale), locale),
);

export const listRooms = cached(
  'rooms',
  () => [contentTags.rooms],
  (locale: Locale) => getSource().listRooms(locale),
);

export const getRoom = cached(
  'room',
  (slug: string, locale: Locale) => [contentTags.rooms, contentTags.item('room', locale, slug)],
  (slug: string, locale: Locale) => getSource().getRoom(slug, locale),
);

export const listNews = cached(
  'news',
  () => [contentTags.posts],
  (locale: Locale, page: number) => getSource().listNews(locale, page, NEWS_PER_PAGE),
);

export const getNewsItem = cached(
  'news-item',
  (slug: string, locale: Locale) => [contentTags.posts, contentTags.item('post', locale, slug)],
  (slug: string, locale: Locale) => getSource().getNewsItem(slug, locale),
);

export const getTranslation = cached(
  'translation',
  (...[kind]: [ContentKind, string, Locale, Locale]) => [typeTag[kind]],
  (kind: ContentKind, slug: string, from: Locale, to: Locale) => getSource().getTranslation(kind, slug, from, to),
);

export type * from './types';
export type { ModuleType } from './modules';
