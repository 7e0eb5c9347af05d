// ACF flexible content (`acf.modules`) → page modules. A row with an unknown layout or without
// its essential fields is dropped with a logged warning; the rest of the page still renders.
import { logger } from '@/lib/logger';
import type { Module } from '../modules';
import {
  type MapContext,
  isEmpty,
  readHtml,
  readImage,
  readLink,
  readList,
  readNumber,
  readText,
} from './fields';

type Row = Record<string, unknown>;
type RowMapper = (row: Row, ctx: MapContext) => Module | null;

const text = (row: Row, key: string, ctx: MapContext) => readText(row[key], ctx, key);
const html = (row: Row, key: string, ctx: MapContext) => readHtml(text(row, key, ctx), ctx);

function imageText(side: 'left' | 'right'): RowMapper {
  return (row, ctx) => {
    const title = text(row, 'title', ctx);
    const body = html(row, 'text', ctx);
    if (!title && !body) return null;
    return {
      type: 'image_text',
      side,
      title,
      html: body,
      image: readImage(row.image, ctx, 'image'),
      button: readLink(row.button, ctx, 'button'),
    };
  };
}

/** YouTube and Vimeo only: the two players the consent layer knows how to gate. */
export function parseVideoUrl(
  url: string,
): { provider: 'youtube' | 'vimeo'; videoId: string } | null {
  const youtube = url.match(
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i,
  );
  if (youtube?.[1]) return { provider: 'youtube', videoId: youtube[1] };
  const vimeo = url.match(/^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i);
  if (vimeo?.[1]) return { provider: 'vimeo', videoId: vimeo[1] };
  return null;
}

const mappers: Record<string, RowMapper> = {
  hero: (row, ctx) => {
    const title = text(row, 'title', ctx);
    if (!title) return null;
    return {
      type: 'hero',
      title,
      subtitle: text(row, 'subtitle', ctx),
      image: readImage(row.image, ctx, 'image'),
      button: readLink(row.button, ctx, 'button'),
    };
  },
  big_text: (row, ctx) => {
    const value = text(row, 'text', ctx);
    return value ? { type: 'big_text', text: value } : null;
  },
  rich_text: (row, ctx) => {
    const value = html(row, 'content', ctx);
    return value ? { type: 'rich_text', html: value } : null;
  },
  image_left: imageText('left'),
  image_right: imageText('right'),
  gallery: (row, ctx) => {
    const images = readList(
      row.images,
      ctx,
      'images',
      (image) => readImage(image, ctx, 'images[]') ?? null,
    );
    return images.length ? { type: 'gallery', title: text(row, 'title', ctx), images } : null;
  },
  video: (row, ctx) => {
    const url = text(row, 'video_url', ctx);
    const video = parseVideoUrl(url);
    if (!video) return null;
    return {
      type: 'video',
      title: text(row, 'title', ctx),
      ...video,
      url,
      poster: readImage(row.poster, ctx, 'poster'),
    };
  },
  process: (row, ctx) => {
    const steps = readList(row.steps, ctx, 'steps', (step) => {
      const s = (step ?? {}) as Row;
      const title = readText(s.title, ctx, 'steps.title');
      return title ? { title, text: readText(s.text, ctx, 'steps.text') } : null;
    });
    return steps.length ? { type: 'process', title: text(row, 'title', ctx), steps } : null;
  },
  map: (row, ctx) => {
    const lat = readNumber(row.lat, ctx, 'lat');
    const lng = readNumber(row.lng, ctx, 'lng');
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    const zoom = readNumber(row.zoom, ctx, 'zoom') ?? 15;
    return {
      type: 'map',
      title: text(row, 'title', ctx),
      lat,
      lng,
      zoom: Math.min(Math.max(zoom, 1), 20),
    };
  },
  packages: (row, ctx) => ({ type: 'packages', title: text(row, 'title', ctx) }),
  price_list: (row, ctx) => ({ type: 'price_list', title: text(row, 'title', ctx) }),
  testimonials: (row, ctx) => {
    // Optional quotes of the page's own; a row without any keeps to the site options' set.
    const items = readList(row.testimonials, ctx, 'testimonials', (item) => {
      const quote = item && typeof item === 'object' ? (item as Row) : {};
      const name = text(quote, 'name', ctx);
      const said = text(quote, 'text', ctx);
      return name && said
        ? { name, text: said, image: readImage(quote.image, ctx, 'testimonials.image') }
        : null;
    });
    if (!items.length) return { type: 'testimonials' };
    return {
      type: 'testimonials',
      own: { title: text(row, 'title', ctx), subtitle: text(row, 'subtitle', ctx), items },
    };
  },
  faq: (row, ctx) => ({ type: 'faq', title: text(row, 'title', ctx) }),
  book_now: (row, ctx) => {
    const form = text(row, 'form', ctx);
    return {
      type: 'book_now',
      title: text(row, 'title', ctx),
      text: text(row, 'text', ctx),
      form: form === 'room' || form === 'team' ? form : 'birthday',
    };
  },
};

export function mapModules(value: unknown, ctx: MapContext): Module[] {
  if (!Array.isArray(value)) {
    if (!isEmpty(value)) logger.warn('content.modules_invalid', { where: ctx.where });
    return [];
  }
  return value.flatMap((raw, index) => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Row;
    const layout = typeof row.acf_fc_layout === 'string' ? row.acf_fc_layout : '';
    const mapper = Object.hasOwn(mappers, layout) ? mappers[layout] : undefined;
    if (!mapper) {
      logger.warn('content.module_unknown', { where: ctx.where, index, layout });
      return [];
    }
    const moduleCtx = { ...ctx, where: `${ctx.where}:modules[${index}]:${layout}` };
    const mapped = mapper(row, moduleCtx);
    if (!mapped) logger.warn('content.module_incomplete', { where: moduleCtx.where });
    return mapped ? [mapped] : [];
  });
}
