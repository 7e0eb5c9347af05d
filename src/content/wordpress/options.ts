import { z } from 'zod';
import type { Footer, SiteOptions, SocialNetwork } from '../types';
import { mapBookingSettings } from './booking-settings';
import {
  type MapContext,
  isEmpty,
  readHtml,
  readBoolean,
  readImage,
  readList,
  readNumber,
  readText,
  readWhole,
  warnField,
} from './fields';

/**
 * The group sizes an escape room's line of the price list is for: its `players_min` /
 * `players_max` fields when the CMS has them, else read from the line's title ("Escape soba – 2
 * do 3 igrača", "Escape room – 4 or more players"). Lines of other games have none.
 */
function playersOfPriceItem(
  row: Fields,
  title: string,
  ctx: MapContext,
): { min: number; max: number | null } | undefined {
  const min = readNumber(row.players_min, ctx, 'price_list.players_min');
  if (min !== null && min > 0) {
    const max = readNumber(row.players_max, ctx, 'price_list.players_max');
    return { min, max: max !== null && max >= min ? max : null };
  }
  if (!/escape/i.test(title)) return undefined;
  const range = /(\d+)\s*(?:–|-|do|to)\s*(\d+)/i.exec(title);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return from > 0 && to >= from ? { min: from, max: to } : undefined;
  }
  const open = /(\d+)\s*(?:\+|i više|ili više|or more|and more)/i.exec(title);
  return open && Number(open[1]) > 0 ? { min: Number(open[1]), max: null } : undefined;
}

const record = z.record(z.string(), z.unknown());
type Fields = Record<string, unknown>;

function asRecord(value: unknown, ctx: MapContext, field: string): Fields {
  const parsed = record.safeParse(value);
  if (parsed.success && !Array.isArray(value)) return parsed.data;
  if (!isEmpty(value)) warnField(ctx, field, value);
  return {};
}

/** `GET acf/v3/options/options?lang=..` → site options. `acf` may be `[]` (nothing saved yet). */
export function mapSiteOptions(body: unknown, ctx: MapContext): SiteOptions {
  const acf = asRecord(asRecord(body, ctx, 'body').acf, ctx, 'acf');
  const text = (key: string) => readText(acf[key], ctx, key);
  const html = (key: string) => readHtml(text(key), ctx);

  return {
    prices: {
      title: text('prices_title'),
      subtitle: text('prices_subtitle'),
      descriptionHtml: html('prices_description'),
      items: readList(acf.price_list, ctx, 'price_list', (item) => {
        const row = asRecord(item, ctx, 'price_list[]');
        const title = readText(row.title, ctx, 'price_list.title');
        if (!title) return null;
        const players = playersOfPriceItem(row, title, ctx);
        return {
          title,
          price: readNumber(row.price, ctx, 'price_list.price'),
          note: readText(row.note, ctx, 'price_list.note'),
          ...(players ? { players } : {}),
        };
      }),
    },
    packages: {
      items: readList(acf.packages, ctx, 'packages', (item) => {
        const row = asRecord(item, ctx, 'packages[]');
        const name = readText(row.name, ctx, 'packages.name');
        const price = readNumber(row.price, ctx, 'packages.price');
        if (!name || price === null) return null;
        return {
          name,
          price,
          cakePrice: readNumber(row.cake_price, ctx, 'packages.cake_price') ?? 0,
          childrenIncluded:
            readNumber(row.children_included, ctx, 'packages.children_included') ?? 0,
          durationMinutes: readNumber(row.duration_minutes, ctx, 'packages.duration_minutes') ?? 0,
          escapeRooms: readWhole(row.escape_rooms, ctx, 'packages.escape_rooms', 1, 4, 1),
          features: readList(row.features, ctx, 'packages.features', (feature) => {
            const value = readText(asRecord(feature, ctx, 'features[]').text, ctx, 'features.text');
            return value || null;
          }),
          image: readImage(row.image, ctx, 'packages.image'),
          highlighted: readBoolean(row.highlighted),
        };
      }),
      descriptionHtml: html('packages_description'),
      disclaimer: text('packages_disclaimer'),
    },
    partyExtras: readList(acf.party_extras, ctx, 'party_extras', (item) => {
      const row = asRecord(item, ctx, 'party_extras[]');
      const name = readText(row.name, ctx, 'party_extras.name');
      const price = readNumber(row.price, ctx, 'party_extras.price');
      if (!name || price === null || price < 0) return null;
      const perChild = readBoolean(row.per_child);
      return {
        name,
        price,
        perChild,
        max: perChild ? 1 : readWhole(row.max, ctx, 'party_extras.max', 1, 99, 1),
      };
    }),
    testimonials: {
      title: text('testimonials_title'),
      subtitle: text('testimonials_subtitle'),
      items: readList(acf.testimonials, ctx, 'testimonials', (item) => {
        const row = asRecord(item, ctx, 'testimonials[]');
        const name = readText(row.name, ctx, 'testimonials.name');
        const quote = readText(row.text, ctx, 'testimonials.text');
        if (!name || !quote) return null;
        return { name, text: quote, image: readImage(row.image, ctx, 'testimonials.image') };
      }),
    },
    faq: readList(acf.faq, ctx, 'faq', (item) => {
      const row = asRecord(item, ctx, 'faq[]');
      const question = readText(row.question, ctx, 'faq.question');
      const answerHtml = readHtml(readText(row.answer, ctx, 'faq.answer'), ctx);
      return question && answerHtml ? { question, answerHtml } : null;
    }),
    footer: mapFooter(acf.footer, ctx),
    booking: mapBookingSettings(acf.booking, ctx),
  };
}

const networks: SocialNetwork[] = ['instagram', 'facebook', 'twitter'];

function mapFooter(value: unknown, ctx: MapContext): Footer {
  const footer = asRecord(value, ctx, 'footer');
  const text = (key: string) => readText(footer[key], ctx, `footer.${key}`);
  return {
    address: text('address'),
    email: text('contact_email'),
    phone: text('phone'),
    hoursNotice: text('hours_notice'),
    workingHours: readList(footer.working_hours, ctx, 'footer.working_hours', (item) => {
      const row = asRecord(item, ctx, 'working_hours[]');
      const line = {
        text: readText(row.text, ctx, 'working_hours.text'),
        start: readText(row.start, ctx, 'working_hours.start'),
        end: readText(row.end, ctx, 'working_hours.end'),
      };
      return line.text || line.start ? line : null;
    }),
    socialsLabel: text('socials_label'),
    faqLinkLabel: text('faq_link_label'),
    socials: networks.flatMap((network) => {
      const url = readText(asRecord(footer[network], ctx, network).url, ctx, `${network}.url`);
      return /^https:\/\//i.test(url) ? [{ network, url }] : [];
    }),
  };
}
