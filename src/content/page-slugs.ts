import { routing, type Locale, type StaticPathname } from '@/i18n/routing';

/**
 * One WordPress page per static route. Its slug is the route's localized path segment
 * (`/cjenovnik` → `cjenovnik`), except home, which WordPress cannot call `/`.
 */
const homeSlugs: Record<Locale, string> = { me: 'pocetna', en: 'home' };

export function getPageSlug(route: StaticPathname, locale: Locale): string {
  if (route === '/') return homeSlugs[locale];
  const localized = routing.pathnames[route];
  const pathname = typeof localized === 'string' ? localized : localized[locale];
  return pathname.slice(1);
}
