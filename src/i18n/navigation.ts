// Paths and redirects from the route table, for server code (pages, metadata, the proxy, API
// routes). No next-intl navigation here: its `createNavigation` module imports next-intl's client
// `Link`, and any server module that imports it puts that Link, next-intl's client runtime and
// its message parser into the first load of every page below (seen in the build's client
// manifests). Server components link with `Link` from ./link.tsx; client components get their
// hrefs as props or work them out with ./paths.ts.
import { redirect as nextRedirect } from 'next/navigation';
import { localizedPath, type Href } from './paths';
import type { Locale } from './routing';

/** The public path of a route in a language: `/rooms/[slug]` → `/sobe/piratsko-blago`. */
export const getPathname = localizedPath;

/** A redirect (307) to a route in a language, as next-intl's `redirect` gives. */
export function redirect(args: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedPath(args));
}
