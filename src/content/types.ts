// Domain types of the site's content. Nothing here knows WordPress: the transports in
// `wordpress/` and `snapshot/` produce these through the WordPress mappers.
import type { Locale } from '@/i18n/routing';
import type { Module } from './modules';

export type { Locale };
export type { Module };

export interface Image {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  title: string;
  /** A site path (`/en/rooms`), `mailto:`/`tel:` or an absolute external URL. */
  href: string;
  external: boolean;
  newTab: boolean;
}

export type Translations = Partial<Record<Locale, number>>;

export interface Seo {
  title?: string;
  description?: string;
}

export interface WorkingHours {
  text: string;
  start: string;
  end: string;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'twitter';

export interface Footer {
  address: string;
  email: string;
  phone: string;
  hoursNotice: string;
  workingHours: WorkingHours[];
  socialsLabel: string;
  faqLinkLabel: string;
  socials: { network: SocialNetwork; url: string }[];
}

export interface PriceItem {
  title: string;
  price: number | null;
  note: string;
  /** An escape room's line: the group sizes its price per player is for (`max` null: and more). */
  players?: { min: number; max: number | null };
}

export interface Package {
  name: string;
  price: number;
  cakePrice: number;
  childrenIncluded: number;
  durationMinutes: number;
  /** How many escape-room games the party plays (Legendary Party: two teams, two rooms). */
  escapeRooms: number;
  features: string[];
  image?: Image;
  highlighted: boolean;
}

/**
 * Something a parent may add to a party (options repeater `party_extras`): pizza per child, goody
 * bags, a photographer, a second cake. `price` is EUR; a per-child extra costs it once per child
 * of the party, any other as many times as taken, up to `max`.
 */
export interface PartyExtra {
  name: string;
  price: number;
  perChild: boolean;
  /** The most a parent may take of an extra that is not per child (per child: 1, yes or no). */
  max: number;
}

export interface Testimonial {
  name: string;
  text: string;
  image?: Image;
}

export interface FaqEntry {
  question: string;
  answerHtml: string;
}

export interface SiteOptions {
  prices: { title: string; subtitle: string; descriptionHtml: string; items: PriceItem[] };
  packages: { items: Package[]; descriptionHtml: string; disclaimer: string };
  /** What a party may add (pizza, goody bags, …); none when the CMS lists none. */
  partyExtras?: PartyExtra[];
  testimonials: { title: string; subtitle: string; items: Testimonial[] };
  faq: FaqEntry[];
  footer: Footer;
  booking: BookingSettings;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The booking grid's settings (ACF group `booking` on the options page). Times are `HH:MM`. */
export interface BookingSettings {
  /** Opening hours per weekday; a weekday without a row is closed. */
  openingHours: { weekday: Weekday; open: string; close: string }[];
  slotStepMinutes: number;
  bufferMinutes: number;
  leadHours: number;
  daysAhead: number;
  partyHalls: number;
  /** How long after a party's start its game (the escape room) begins. */
  gameOffsetMinutes: number;
  /** Closed dates and ranges (inclusive, `YYYY-MM-DD`), e.g. holidays and private events. */
  closedDates: { from: string; to: string; label: string }[];
}

export interface Page {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  /** One-sentence plain-text introduction (the WordPress excerpt). */
  intro: string;
  contentHtml: string;
  image?: Image;
  modules: Module[];
  seo: Seo;
  translations: Translations;
  /** When the item was last edited, ISO 8601 in UTC; absent when the CMS does not say. */
  modified?: string;
}

export interface RoomSummary {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  teaser: string;
  ageMin: number | null;
  ageMax: number | null;
  playersMin: number | null;
  playersMax: number | null;
  durationMinutes: number | null;
  difficulty: number | null;
  /** Lowest price of a game for a whole group, in euros ('from … €'); absent when not set. */
  priceFrom?: number;
  image?: Image;
  /** When the item was last edited, ISO 8601 in UTC; absent when the CMS does not say. */
  modified?: string;
  /** The same room's ids per language (bookings hold a room by its Montenegrin id). */
  translations: Translations;
}

export interface Room extends RoomSummary {
  locale: Locale;
  storyHtml: string;
  gallery: Image[];
  modules: Module[];
  seo: Seo;
  translations: Translations;
}

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  /** ISO 8601 publication date. */
  date: string;
  excerpt: string;
  image?: Image;
  /** When the item was last edited, ISO 8601 in UTC; absent when the CMS does not say. */
  modified?: string;
}

export interface NewsItem extends NewsSummary {
  locale: Locale;
  contentHtml: string;
  seo: Seo;
  translations: Translations;
}

export interface NewsList {
  items: NewsSummary[];
  page: number;
  totalPages: number;
  total: number;
}

/** The WordPress content types that have their own URL per item. */
export type ContentKind = 'page' | 'room' | 'post';

/** What identifies an item: enough to find its URL and its translations, without its content. */
export interface ItemRef {
  id: number;
  slug: string;
  /** The item's language, when WordPress says it (Polylang's `lang`). */
  locale?: Locale;
  translations: Translations;
}

/** What a content item of a kind is on its page. */
export interface ItemOfKind {
  page: Page;
  room: Room;
  post: NewsItem;
}

/**
 * An item as an editor last saved it (a draft, or a published item's newer autosave), for the
 * editor's preview only: never cached, never shown without draft mode.
 */
export type Draft = {
  [K in ContentKind]: {
    kind: K;
    id: number;
    /** The slug it has, or will get when published (WordPress's `generated_slug`). */
    slug: string;
    locale: Locale;
    /** Published (its public page exists) or not (a draft, pending, scheduled). */
    published: boolean;
    item: ItemOfKind[K];
  };
}[ContentKind];
