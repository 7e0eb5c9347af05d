// next-intl's navigation for this route table: `getPathname` and `redirect` on the server, and
// `Link` for the booking form (a client component inside its own NextIntlClientProvider). Server
// components link with `Link` from ./link.tsx; client components elsewhere get their hrefs as
// props, or work them out with ./paths.ts: this module's client side brings next-intl's client
// runtime with it.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);

export { LocalizedPathLink } from './path-link';
