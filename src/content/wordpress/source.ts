// The WordPress REST contract (DESIGN.md → "WordPress contract"): which request answers which
// question, and which mapper reads the answer. Both transports go through here.
import { logger } from '@/lib/logger';
import type { Locale } from '@/i18n/routing';
import type { ContentSource } from '../source';
import type { ContentKind } from '../types';
import type { WpClient, WpQuery } from './client';
import type { MapContext } from './fields';
import { mapSiteOptions } from './options';
import {
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

export function createWordPressSource(client: WpClient): ContentSource {
  const ctx = (where: string): MapContext => ({ where, wpOrigin: client.origin });

  /** A list request; items that cannot be shown are dropped and logged. */
  async function list(path: string, query: WpQuery) {
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
      return post ? [post] : [];
    });
    return { response, posts };
  }

  async function findBySlug(kind: ContentKind, slug: string, locale: Locale, withEmbed = true) {
    const { posts } = await list(`wp/v2/${restBase[kind]}`, {
      slug,
      lang: locale,
      ...(withEmbed ? embed : {}),
    });
    return posts.find((post) => post.slug === slug) ?? null;
  }

  return {
    async getSiteOptions(locale) {
      const response = await client.get('acf/v3/options/options', { lang: locale });
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
        response.status === 200 && typeof body?.slug === 'string' && body.slug ? body.slug : null;
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
          if (ref) refs.push(ref);
          else logger.warn('content.item_invalid', { path: restBase[kind], index });
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
