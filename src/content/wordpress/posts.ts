// WordPress posts (pages, rooms, news) → domain objects. An item without an id, slug or title
// is unusable and is dropped (logged) by the caller; every other field degrades on its own.
import { z } from 'zod';
import { htmlToText } from '@/lib/html';
import { isLocale, type Locale } from '@/i18n/routing';
import type {
  ItemRef,
  NewsItem,
  NewsSummary,
  Page,
  Room,
  RoomSummary,
  Seo,
  Translations,
} from '../types';
import {
  type MapContext,
  readHtml,
  readFeaturedImage,
  readImage,
  readList,
  readNumber,
  readRenderedHtml,
  readRenderedText,
  readText,
} from './fields';
import { mapModules } from './modules';

/**
 * A slug as the site uses it: WordPress stores and sends a slug in another script
 * percent-encoded and lowercase (`%d0%bd%d0%be…`); the site (the proxy, the routes, the slug
 * index) works with the characters themselves (`но…`). Decoded once, here.
 */
export function decodeSlug(slug: string): string {
  if (!/%[0-9a-f]{2}/i.test(slug)) return slug;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

const postSchema = z.object({
  id: z.coerce.number().int().positive(),
  slug: z.string().min(1).transform(decodeSlug),
  date: z.string().optional(),
  date_gmt: z.string().nullish(),
  modified: z.string().optional(),
  modified_gmt: z.string().optional(),
  title: z.object({ rendered: z.string() }),
  content: z.unknown().optional(),
  excerpt: z.unknown().optional(),
  lang: z.string().optional(),
  translations: z.unknown().optional(),
  acf: z.unknown().optional(),
  yoast_head_json: z.unknown().optional(),
  _embedded: z.unknown().optional(),
});
type WpPost = z.infer<typeof postSchema>;

/** Validates the parts without which an item cannot be shown; null when they are missing. */
export function readPost(value: unknown): WpPost | null {
  const parsed = postSchema.safeParse(value);
  return parsed.success && htmlToText(parsed.data.title.rendered) ? parsed.data : null;
}

const refSchema = postSchema.pick({
  id: true,
  slug: true,
  title: true,
  lang: true,
  translations: true,
});

/**
 * An item asked for with `_fields=id,slug,title,lang,translations`; null when it could not be
 * shown (the same rule as readPost), so the slug index never lists a page that cannot render.
 */
export function readItemRef(value: unknown): ItemRef | null {
  const parsed = refSchema.safeParse(value);
  if (!parsed.success || !htmlToText(parsed.data.title.rendered)) return null;
  const { id, slug, lang, translations } = parsed.data;
  return {
    id,
    slug,
    ...(isLocale(lang) ? { locale: lang } : {}),
    translations: readTranslations(translations),
  };
}

function acfOf(post: WpPost): Record<string, unknown> {
  const acf = post.acf;
  return acf && typeof acf === 'object' && !Array.isArray(acf)
    ? (acf as Record<string, unknown>)
    : {};
}

export function readTranslations(value: unknown): Translations {
  const out: Translations = {};
  if (!value || typeof value !== 'object') return out;
  for (const [key, id] of Object.entries(value)) {
    const n = typeof id === 'string' ? Number(id) : id;
    if (isLocale(key) && typeof n === 'number' && Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}

function readSeo(value: unknown): Seo {
  const parsed = z
    .object({ title: z.string().nullish(), description: z.string().nullish() })
    .safeParse(value);
  if (!parsed.success) return {};
  return {
    title: parsed.data.title ? htmlToText(parsed.data.title) : undefined,
    description: parsed.data.description ? htmlToText(parsed.data.description) : undefined,
  };
}

const title = (post: WpPost) => htmlToText(post.title.rendered);

/**
 * A time as ISO 8601 in UTC, or undefined. WordPress gives `*_gmt` in UTC without a zone
 * (`2026-05-04T07:12:40`); a draft never published has `date_gmt` null, or
 * `0000-00-00T00:00:00` on older databases. The local field (`date`, `modified`) is the WordPress
 * site's own clock without a zone and is used only when it carries one.
 */
function readUtc(gmt: string | null | undefined, local: string | undefined): string | undefined {
  const value =
    gmt && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(gmt) && !gmt.startsWith('0000')
      ? `${gmt}Z`
      : local;
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) || !/(Z|[+-]\d{2}:?\d{2})$/.test(value!)
    ? undefined
    : new Date(time).toISOString();
}

/** The last edit as ISO 8601 in UTC, from `modified_gmt`. */
function readModified(post: WpPost): { modified?: string } {
  const modified = readUtc(post.modified_gmt, post.modified);
  return modified ? { modified } : {};
}

/**
 * The publication time as ISO 8601 in UTC, from `date_gmt`. A draft has none yet: its last edit
 * stands in (what a preview shows), else nothing.
 */
function readPublished(post: WpPost): string {
  return readUtc(post.date_gmt, post.date) ?? readModified(post).modified ?? '';
}

export function mapPage(post: WpPost, locale: Locale, ctx: MapContext): Page {
  return {
    id: post.id,
    slug: post.slug,
    locale,
    title: title(post),
    intro: readRenderedText(post.excerpt),
    contentHtml: readHtml(readRenderedHtml(post.content), ctx),
    image: readFeaturedImage(post._embedded),
    modules: mapModules(acfOf(post).modules, ctx),
    seo: readSeo(post.yoast_head_json),
    translations: readTranslations(post.translations),
    ...readModified(post),
  };
}

export function mapRoomSummary(post: WpPost, ctx: MapContext): RoomSummary {
  const acf = acfOf(post);
  const num = (key: string) => readNumber(acf[key], ctx, key);
  const difficulty = num('difficulty');
  const priceFrom = num('price_from');
  return {
    id: post.id,
    slug: post.slug,
    title: title(post),
    subtitle: readText(acf.subtitle, ctx, 'subtitle'),
    teaser: readText(acf.teaser, ctx, 'teaser') || readRenderedText(post.excerpt),
    ageMin: num('age_min'),
    ageMax: num('age_max'),
    playersMin: num('players_min'),
    playersMax: num('players_max'),
    durationMinutes: num('duration_minutes'),
    difficulty: difficulty === null ? null : Math.min(Math.max(Math.round(difficulty), 1), 5),
    image: readFeaturedImage(post._embedded),
    ...(priceFrom !== null && priceFrom > 0 ? { priceFrom } : {}),
    ...readModified(post),
    translations: readTranslations(post.translations),
  };
}

export function mapRoom(post: WpPost, locale: Locale, ctx: MapContext): Room {
  const acf = acfOf(post);
  return {
    ...mapRoomSummary(post, ctx),
    locale,
    storyHtml: readHtml(readRenderedHtml(post.content), ctx),
    gallery: readList(
      acf.gallery,
      ctx,
      'gallery',
      (image) => readImage(image, ctx, 'gallery[]') ?? null,
    ),
    modules: mapModules(acf.modules, ctx),
    seo: readSeo(post.yoast_head_json),
    translations: readTranslations(post.translations),
  };
}

export function mapNewsSummary(post: WpPost): NewsSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: title(post),
    date: readPublished(post),
    excerpt: readRenderedText(post.excerpt),
    image: readFeaturedImage(post._embedded),
    ...readModified(post),
  };
}

export function mapNewsItem(post: WpPost, locale: Locale, ctx: MapContext): NewsItem {
  return {
    ...mapNewsSummary(post),
    locale,
    contentHtml: readHtml(readRenderedHtml(post.content), ctx),
    seo: readSeo(post.yoast_head_json),
    translations: readTranslations(post.translations),
  };
}
