// Page modules: one discriminated union, told apart by `type`. The renderers live in
// `src/modules/`, and their registry must name a renderer for every member of this union.
import type { Image, Link, Testimonial } from './types';

export interface HeroModule {
  type: 'hero';
  title: string;
  subtitle: string;
  image?: Image;
  button?: Link;
}
export interface BigTextModule {
  type: 'big_text';
  text: string;
}
export interface RichTextModule {
  type: 'rich_text';
  html: string;
}
/** `image_left` and `image_right` in WordPress: one module with a side. */
export interface ImageTextModule {
  type: 'image_text';
  side: 'left' | 'right';
  title: string;
  html: string;
  image?: Image;
  button?: Link;
}
export interface GalleryModule {
  type: 'gallery';
  title: string;
  images: Image[];
}
export interface VideoModule {
  type: 'video';
  title: string;
  provider: 'youtube' | 'vimeo';
  videoId: string;
  url: string;
  poster?: Image;
}
export interface ProcessModule {
  type: 'process';
  title: string;
  steps: { title: string; text: string }[];
}
export interface MapModule {
  type: 'map';
  title: string;
  lat: number;
  lng: number;
  zoom: number;
}
export interface PackagesModule {
  type: 'packages';
  title: string;
}
export interface PriceListModule {
  type: 'price_list';
  title: string;
}
export interface TestimonialsModule {
  type: 'testimonials';
  /**
   * The page's own quotes (team building has grown-ups' quotes, not children's); without them
   * the module shows the site options' testimonials.
   */
  own?: { title: string; subtitle: string; items: Testimonial[] };
}
export interface FaqModule {
  type: 'faq';
  title: string;
}
export interface BookNowModule {
  type: 'book_now';
  title: string;
  text: string;
  /** `team`: the team-building enquiry form itself, in place (not a link to the booking page). */
  form: 'birthday' | 'room' | 'team';
}

export type Module =
  | HeroModule
  | BigTextModule
  | RichTextModule
  | ImageTextModule
  | GalleryModule
  | VideoModule
  | ProcessModule
  | MapModule
  | PackagesModule
  | PriceListModule
  | TestimonialsModule
  | FaqModule
  | BookNowModule;

export type ModuleType = Module['type'];
