import type { Locale } from '@/i18n/routing';
import type {
  ContentKind,
  ItemRef,
  NewsItem,
  NewsList,
  Page,
  Room,
  RoomSummary,
  SiteOptions,
} from './types';

/**
 * The content service answers, but part of what the site needs is missing for good (a WordPress
 * plugin is not installed): not an outage to wait out, a setting to fix. The message says which.
 * It fails a build; at run time the last good content stays and ready reports `incomplete`.
 */
export class ContentIncompleteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentIncompleteError';
  }
}

/** Across bundles `instanceof` is not enough. */
export const isContentIncompleteError = (error: unknown): error is ContentIncompleteError =>
  error instanceof Error && error.name === 'ContentIncompleteError';

/**
 * Everything the site reads. Implemented once, over WordPress's REST contract; the transport
 * underneath is either a live WordPress or the bundled snapshot.
 * Methods resolve `null` for "no such item"; they reject when the content service fails.
 */
export interface ContentSource {
  /** Rejects with ContentIncompleteError when the service has no site options at all. */
  getSiteOptions(locale: Locale): Promise<SiteOptions>;
  getPage(slug: string, locale: Locale): Promise<Page | null>;
  listRooms(locale: Locale): Promise<RoomSummary[]>;
  getRoom(slug: string, locale: Locale): Promise<Room | null>;
  /** `null` when `page` is past the last page. */
  listNews(locale: Locale, page: number, perPage: number): Promise<NewsList | null>;
  getNewsItem(slug: string, locale: Locale): Promise<NewsItem | null>;
  /**
   * The `to` translation of the `from` item with this slug: `null` when there is no such item in
   * `from`, `{ slug: null }` when the item exists but has no `to` translation.
   */
  getTranslation(
    kind: ContentKind,
    slug: string,
    from: Locale,
    to: Locale,
  ): Promise<{ slug: string | null } | null>;
  /** Every item of a kind in one language (id, slug, translations): what the slug index and prerendering list. */
  listRefs(kind: ContentKind, locale: Locale): Promise<ItemRef[]>;
  /** One item by its WordPress id, whatever its language; `null` when there is none (deleted). */
  getItemRef(kind: ContentKind, id: number): Promise<ItemRef | null>;
}
