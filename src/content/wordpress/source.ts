// The WordPress REST contract (DESIGN.md → "WordPress contract"): which request answers which
// question, and which mapper reads the answer. Both transports go through here.
import { logger } from '@/lib/logger';
import { routing, type Locale } from '@/i18n/routing';
import { ContentIncompleteError, type ContentSource } from '../source';
import type { ContentKind } from '../types';
import type { WpClient, WpQuery } from './client';
import type { MapContext } from './fields';
import { mapSiteOptions } from './options';
import { OPTIONS_ROUTE, OPTIONS_ROUTE_MISSING } from './options-route.mjs';
import {
  decodeSlug,
  mapNewsItem,
  mapNewsSummary,
  mapPage,
  mapRoom,
  mapRoomSummary,
  readItemRef,
  readPost,
  readTranslations,
} from './posts';

const embed = { _embed: 'wp:featuredmedia' };
const refFields = { _fields: 'id,slug,title,lang,translations' };
/** WordPress's largest page; the slug lists are paged through up to this many pages. */
const REF_PAGE_SIZE = 100;
const MAX_REF_PAGES = 50;
export const restBase: Record<ContentKind, string> = {
  page: 'pages',
  room: 'rooms',
  post: 'posts',
};

/**
 * Polylang gives every item its `lang` and filters lists by `?lang=`. An item of another language
 * (WordPress ignored `lang`) or without one (no Polylang at all) says Polylang is missing: logged
 * at error once per process, not on every list.
 */
let polylangReported = false;
function reportPolylangMissing(path: string, asked: Locale, found: unknown) {
  if (polylangReported) return;
  polylangReported = true;
  logger.error('content.polylang_missing', {
    path,
    asked,
    found: typeof found === 'string' ? found : null,
    hint: 'WordPress answers items of another language or without one: install and activate Polylang',
  });
}

/**
 * Whether an item is in the language asked for; one of another language is never shown. An item
 * without a `lang` (no Polylang: a WordPress in one language) counts as the default language's.
 */
function inLanguage(path: string, locale: Locale, lang: unknown): boolean {
  if (lang === locale) return true;
  reportPolylangMissing(path, locale, lang);
  return (typeof lang !== 'string' || lang === '') && locale === routing.defaultLocale;
}

export function createWordPressSource(client: WpClient): ContentSource {
  const ctx = (where: string): MapContext => ({ where, wpOrigin: client.origin });

  /**
   * A list request in one language; items that cannot be shown are dropped and logged, items of
   * another language dropped.
   */
  async function list(path: string, query: WpQuery & { lang: Locale }) {
    const response = await client.get(path, query);
    if (!Array.isArray(response.body)) {
      // HTTP 400 past the last news page is an answer, not invalid content.
      if (response.status !== 400)
        logger.warn('content.list_invalid', { path, status: response.status });
      return { response, posts: [] };
    }
    const posts = response.body.flatMap((item, index) => {
      const post = readPost(item);
      if (!post) logger.warn('content.item_invalid', { path, index });
      return post && inLanguage(path, query.lang, post.lang) ? [post] : [];
    });
    return { response, posts };
  }

  /** `slug` either decoded or as WordPress encodes it: WordPress sanitises what it is asked. */
  async function findBySlug(kind: ContentKind, asked: string, locale: Locale, withEmbed = true) {
    const slug = decodeSlug(asked);
    const { posts } = await list(`wp/v2/${restBase[kind]}`, {
      slug,
      lang: locale,
      ...(withEmbed ? embed : {}),
    });
    return posts.find((post) => post.slug === slug) ?? null;
  }

  return {
    async getSiteOptions(locale) {
      const response = await client.get(OPTIONS_ROUTE, { lang: locale });
      // No such route: the ACF to REST API plugin is missing or inactive. Empty options would
      // show no prices, packages, FAQ or contacts, and turn parents away from the birthday form.
      if (response.status === 404) {
        logger.error('content.options_route_missing', { locale, plugin: 'ACF to REST API' });
        throw new ContentIncompleteError(OPTIONS_ROUTE_MISSING);
      }
      return mapSiteOptions(response.body, ctx(`options:${locale}`));
    },

    async getPage(slug, locale) {
      const post = await findBySlug('page', slug, locale);
      return post && mapPage(post, locale, ctx(`page:${slug}:${locale}`));
    },

    async listRooms(locale) {
      const { posts } = await list('wp/v2/rooms', {
        lang: locale,
        per_page: 100,
        orderby: 'menu_order',
        order: 'asc',
        ...embed,
      });
      return posts.map((post) => mapRoomSummary(post, ctx(`room:${post.slug}:${locale}`)));
    },

    async getRoom(slug, locale) {
      const post = await findBySlug('room', slug, locale);
      return post && mapRoom(post, locale, ctx(`room:${slug}:${locale}`));
    },

    async listNews(locale, page, perPage) {
      const { response, posts } = await list('wp/v2/posts', {
        lang: locale,
        per_page: perPage,
        page,
        ...embed,
      });
      // WordPress answers a page past the end with HTTP 400 (rest_post_invalid_page_number).
      if (response.status === 400) return null;
      const total = response.total ?? posts.length;
      const totalPages = Math.max(response.totalPages ?? 1, 1);
      return { items: posts.map(mapNewsSummary), page, total, totalPages };
    },

    async getNewsItem(slug, locale) {
      const post = await findBySlug('post', slug, locale);
      return post && mapNewsItem(post, locale, ctx(`post:${slug}:${locale}`));
    },

    async getTranslation(kind, slug, from, to) {
      const post = await findBySlug(kind, slug, from, false);
      if (!post) return null;
      const id = readTranslations(post.translations)[to];
      if (!id) return { slug: null };
      const response = await client.get(`wp/v2/${restBase[kind]}/${id}`, { _fields: 'id,slug' });
      const body = response.body as { slug?: unknown } | null;
      const translated =
        response.status === 200 && typeof body?.slug === 'string' && body.slug
          ? decodeSlug(body.slug)
          : null;
      return { slug: translated };
    },

    async listRefs(kind, locale) {
      const refs = [];
      for (let page = 1; page <= MAX_REF_PAGES; page++) {
        const response = await client.get(`wp/v2/${restBase[kind]}`, {
          lang: locale,
          per_page: REF_PAGE_SIZE,
          page,
          ...refFields,
        });
        // HTTP 400 past the last page: an empty type has no page 2.
        if (response.status === 400 && page > 1) break;
        if (!Array.isArray(response.body)) {
          logger.warn('content.list_invalid', { path: restBase[kind], status: response.status });
          break;
        }
        for (const [index, item] of response.body.entries()) {
          const ref = readItemRef(item);
          if (!ref) logger.warn('content.item_invalid', { path: restBase[kind], index });
          else if (inLanguage(restBase[kind], locale, (item as { lang?: unknown }).lang))
            refs.push(ref);
        }
        if (page >= (response.totalPages ?? 1)) break;
      }
      return refs;
    },

    async getItemRef(kind, id) {
      const response = await client.get(`wp/v2/${restBase[kind]}/${id}`, refFields);
      return response.status === 200 ? readItemRef(response.body) : null;
    },
  };
}
