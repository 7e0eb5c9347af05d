// The only module allowed to import `next/link` (through next-intl): every link in the site is
// built from the route table, so a path is never typed by hand.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
