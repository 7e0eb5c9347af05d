import type { StaticPathname } from '@/i18n/routing';

/** The header navigation, in order. Labels come from `messages/*.json` → `nav`. */
export const navItems = [
  { key: 'home', href: '/' },
  { key: 'rooms', href: '/rooms' },
  { key: 'birthdays', href: '/birthdays' },
  { key: 'teamBuilding', href: '/team-building' },
  { key: 'news', href: '/news' },
  { key: 'prices', href: '/pricing' },
  { key: 'ourStory', href: '/our-story' },
  { key: 'contact', href: '/contact' },
] as const satisfies readonly { key: string; href: StaticPathname }[];

/** `href`: the route, for the active state; `path`: its public path in the page's language. */
export type NavItem = { label: string; href: StaticPathname; path: string };

/** A nav item stays active on its detail pages: Rooms on `/rooms/[slug]`, News on `/news/[slug]`. */
export function isNavItemActive(href: StaticPathname, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
