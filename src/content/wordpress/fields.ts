// Lenient readers for ACF/WordPress fields. ACF sends an empty field as `false`, `[]`, `""` or
// `null`, numbers as strings, and images/links as arrays (objects). A bad field degrades to its
// empty value and is logged; it never fails the page.
import { z } from 'zod';
import { logger } from '@/lib/logger';
import { htmlToText, sanitizeHtml } from '@/lib/html';
import type { Image, Link } from '../types';

export interface MapContext {
  /** Where the mapped value came from, for logs: `options:me`, `page:pocetna:me`. */
  where: string;
  /** Origin of the WordPress site; links to it become site paths. */
  wpOrigin?: string;
}

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function warnField(ctx: MapContext, field: string, value: unknown) {
  logger.warn('content.field_invalid', { where: ctx.where, field, got: describe(value) });
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

export function readText(value: unknown, ctx: MapContext, field: string): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (!isEmpty(value)) warnField(ctx, field, value);
  return '';
}

/** A `{rendered: string}` WordPress field (title, excerpt) as plain text. */
export function readRenderedText(value: unknown): string {
  const rendered = z.object({ rendered: z.string() }).safeParse(value);
  return rendered.success ? htmlToText(rendered.data.rendered) : '';
}

export function readRenderedHtml(value: unknown): string {
  const rendered = z.object({ rendered: z.string() }).safeParse(value);
  return rendered.success ? rendered.data.rendered : '';
}

export function readNumber(value: unknown, ctx: MapContext, field: string): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'));
    if (Number.isFinite(n)) return n;
  }
  if (!isEmpty(value)) warnField(ctx, field, value);
  return null;
}

/** A whole number within [min, max]; empty gives the fallback, a bad value too (logged). */
export function readWhole(
  value: unknown,
  ctx: MapContext,
  field: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const n = readNumber(value, ctx, field);
  if (n === null) return fallback;
  if (!Number.isInteger(n) || n < min || n > max) {
    warnField(ctx, field, value);
    return fallback;
  }
  return n;
}

export function readBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** An array whose bad items are dropped one by one (and logged). */
export function readList<T>(
  value: unknown,
  ctx: MapContext,
  field: string,
  readItem: (item: unknown, index: number) => T | null,
): T[] {
  if (!Array.isArray(value)) {
    if (!isEmpty(value)) warnField(ctx, field, value);
    return [];
  }
  return value.flatMap((item, index) => {
    const mapped = readItem(item, index);
    if (mapped === null) {
      warnField(ctx, `${field}[${index}]`, item);
      return [];
    }
    return [mapped];
  });
}

const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
  width: z.coerce.number().positive(),
  height: z.coerce.number().positive(),
});

/** An ACF image field with return format "array". */
export function readImage(value: unknown, ctx: MapContext, field: string): Image | undefined {
  if (isEmpty(value)) return undefined;
  const parsed = imageSchema.safeParse(value);
  if (!parsed.success) {
    warnField(ctx, field, value);
    return undefined;
  }
  return {
    url: parsed.data.url,
    alt: parsed.data.alt?.trim() ?? '',
    width: Math.round(parsed.data.width),
    height: Math.round(parsed.data.height),
  };
}

/** The `wp:featuredmedia` embed of a post. */
export function readFeaturedImage(embedded: unknown): Image | undefined {
  const media = z
    .object({
      'wp:featuredmedia': z
        .array(
          z.object({
            source_url: z.string().min(1),
            alt_text: z.string().nullish(),
            media_details: z.object({
              width: z.coerce.number().positive(),
              height: z.coerce.number().positive(),
            }),
          }),
        )
        .min(1),
    })
    .safeParse(embedded);
  if (!media.success) return undefined;
  const first = media.data['wp:featuredmedia'][0]!;
  return {
    url: first.source_url,
    alt: first.alt_text?.trim() ?? '',
    width: Math.round(first.media_details.width),
    height: Math.round(first.media_details.height),
  };
}

const linkSchema = z.object({
  title: z.string().nullish(),
  url: z.string().min(1),
  target: z.string().nullish(),
});

/** An ACF link field with return format "array". */
export function readLink(value: unknown, ctx: MapContext, field: string): Link | undefined {
  if (isEmpty(value)) return undefined;
  const parsed = linkSchema.safeParse(value);
  if (!parsed.success) {
    warnField(ctx, field, value);
    return undefined;
  }
  return toLink(parsed.data.title ?? '', parsed.data.url, parsed.data.target === '_blank', ctx);
}

function toLink(title: string, url: string, newTab: boolean, ctx: MapContext): Link {
  const href = toSiteHref(url.trim(), ctx.wpOrigin);
  const external = /^https?:\/\//i.test(href);
  return { title: title.trim(), href, external, newTab: newTab || false };
}

/**
 * A link to the WordPress site itself is a link to the same path on this site (Polylang's
 * paths are the site's localized paths): `https://cms.example/en/rooms/x/#map` → `/en/rooms/x#map`.
 */
export function toSiteHref(url: string, wpOrigin?: string): string {
  if (!wpOrigin) return url;
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(wpOrigin);
  } catch {
    return url;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  if (
    target.origin !== base.origin ||
    !(target.pathname === basePath || target.pathname.startsWith(`${basePath}/`))
  ) {
    return url;
  }
  const path = target.pathname.slice(basePath.length).replace(/\/+$/, '') || '/';
  return `${path}${target.search}${target.hash}`;
}

/** CMS HTML made safe, with links to the WordPress site turned into this site's paths. */
export function readHtml(html: string, ctx: MapContext): string {
  return sanitizeHtml(html, (href) => toSiteHref(href, ctx.wpOrigin));
}
