'use client';

import { usePathname } from 'next/navigation';
import { LocalizedPathLink } from '@/i18n/path-link';
import { routeOf } from '@/i18n/paths';
import { isNavItemActive, type NavItem } from './nav-items';

export function NavList({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  // The route of the page shown (`/sobe/x` → `/rooms/[slug]`), from the public path.
  const route = routeOf(usePathname()) ?? '';
  return (
    <ul className={className}>
      {items.map((item) => {
        const active = isNavItemActive(item.href, route);
        return (
          <li key={item.href}>
            <LocalizedPathLink
              href={item.path}
              className={linkClassName}
              aria-current={active ? 'page' : undefined}
              data-active={active}
              data-nav-link
              onClick={onNavigate}
            >
              {item.label}
            </LocalizedPathLink>
          </li>
        );
      })}
    </ul>
  );
}
