// The cache tags of the content facade, and which of them a change in WordPress revalidates.
// One tag per type (`rooms`), one per list (`room:list`: every list and page count that shows
// the type's items) and one per item and language (`room:en:pirate-treasure`).
import { routing, type Locale } from '@/i18n/routing';
import type { ContentKind, ItemRef } from './types';

/** What WordPress says changed: the site options or one content type. */
export type ChangedType = 'options' | ContentKind;

export const typeTags: Record<ChangedType, string> = {
  options: 'options',
  page: 'pages',
  room: 'rooms',
  post: 'posts',
};

export const contentTags = {
  type: (type: ChangedType) => typeTags[type],
  options: (locale: Locale) => `options:${locale}`,
  list: (kind: ContentKind) => `${kind}:list`,
  item: (kind: ContentKind, locale: Locale, slug: string) => `${kind}:${locale}:${slug}`,
} as const;

/**
 * The tags to revalidate when one item changed: the item in its language (in every language
 * when WordPress does not say which), its translations (whose language switch and hreflang name
 * it), and the lists that show its type.
 */
export function tagsForItem(
  kind: ContentKind,
  item: ItemRef,
  translations: readonly ItemRef[],
): string[] {
  const tags = new Set<string>();
  for (const ref of [item, ...translations]) {
    for (const locale of ref.locale ? [ref.locale] : routing.locales)
      tags.add(contentTags.item(kind, locale, ref.slug));
  }
  tags.add(contentTags.list(kind));
  return [...tags];
}
