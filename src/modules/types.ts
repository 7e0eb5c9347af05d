import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Module, ModuleType, SiteOptions } from '@/content';

/** What a module may need beyond its own fields. */
export interface ModuleContext {
  locale: Locale;
  /** Site options (packages, prices, testimonials, FAQ, footer); null when they failed to load. */
  options: SiteOptions | null;
  /** Position on the page: module 0, when a hero, carries the page's h1; ids derive from it. */
  index: number;
  /**
   * The page's own heading(s) (its h1, and its title when a hero's headline differs): a module
   * heading that only repeats one of them is not shown.
   */
  pageHeadings?: string[];
  /**
   * How the route wants some modules shown: a legal page's hero as a plain title without the big
   * picture; the home page's packages as a short teaser that links to the birthdays page.
   */
  variant?: ModuleVariant;
  /**
   * The forms the route shows in place of a `book_now` module, given by the route itself: a
   * form's code (its schema, its message formatting) then loads only on the pages that import
   * it, never with the module registry that every page loads.
   */
  forms?: ModuleForms;
}

/** A form a `book_now` module can hold, by its `form` field. */
export interface ModuleForms {
  team?: ComponentType<{ locale: Locale }>;
}

export interface ModuleVariant {
  hero?: 'compact';
  packages?: 'teaser';
}

export type ModuleOf<T extends ModuleType> = Extract<Module, { type: T }>;

export type ModuleProps<T extends ModuleType> = { module: ModuleOf<T>; context: ModuleContext };

/** A server component; async ones may load what they need. */
export type ModuleRenderer<T extends ModuleType> = (
  props: ModuleProps<T>,
) => ReactNode | Promise<ReactNode>;

/** One renderer per module type: a type without one does not compile. */
export type ModuleRegistry = { [T in ModuleType]: ModuleRenderer<T> };
