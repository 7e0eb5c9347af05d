// The only module allowed to import `next/link` (through next-intl, and for CMS links below):
// every link in the site is built from the route table, so a path is never typed by hand.
import NextLink from 'next/link';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);

/**
 * A link to a path that is already public and localized (`/sobe/piratsko-blago`,
 * `/en/book-now?form=room`), as CMS content gives them: client-side navigation without a
 * second translation of the path.
 */
export const LocalizedPathLink = NextLink;
