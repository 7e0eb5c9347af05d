import { routing, type AppPathname, type Locale } from './routing';
import {
  localePrefix as prefix,
  matchPattern,
  resolveRoute,
  templatePattern,
  type ResolvedRoute,
} from './resolve-route';

/** A route of the table, with its parameters and query when it has them. */
export type Href =
  | AppPathname
  | {
      pathname: AppPathname;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | readonly (string | number)[]>;
    };

function serializeQuery(query: NonNullable<Exclude<Href, string>['query']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

/**
 * The public path of a route in a language (`/rooms/[slug]` + `piratsko-blago` in `me` →
 * `/sobe/piratsko-blago`), the same as next-intl's `getPathname` gives for this route table.
 * Plain code with no next-intl import: client components use it without next-intl's client
 * runtime (and its message parser) reaching the browser.
 */
export function localizedPath({ href, locale }: { href: Href; locale: Locale }): string {
  const { pathname, params, query } =
    typeof href === 'string' ? { pathname: href, params: undefined, query: undefined } : href;
  const value = routing.pathnames[pathname];
  // One pass over the template's own placeholders: a value may itself contain brackets (a
  // visitor can ask for `/sobe/[locale]`), which must neither be filled in nor count as missing.
  const template = (typeof value === 'string' ? value : value[locale]).replace(
    /\[([^\]]+)\]/g,
    (_, key: string) => {
      const param = params?.[key];
      if (param === undefined)
        throw new Error(`Insufficient params for ${pathname}: ${JSON.stringify(params)}`);
      return String(param);
    },
  );
  // Non-ASCII characters encoded, as next-intl does (and `new URL()` never encodes twice).
  const encoded = new URL(template, 'http://l').pathname;
  const path = `${prefix(locale)}${encoded === '/' ? '' : encoded}` || '/';
  return query ? path + serializeQuery(query) : path;
}

// The route table's own keys as patterns (`/rooms/[slug]`), static ones first: the path a page is
// rendered under on the server (`/me/rooms/piratsko-blago`, the folders of src/app/[locale]),
// which is what `usePathname()` of next/navigation gives while a page is prerendered.
const internalPatterns = (Object.keys(routing.pathnames) as AppPathname[])
  .map((route) => ({ route, ...templatePattern(route) }))
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The route, language and parameters of the page shown, from `usePathname()`: its public path
 * (`/sobe/x`, `/en/rooms/x`) in the browser, or the path it is rendered under on the server
 * (`/me/rooms/x`) while it is prerendered.
 */
export function parsePath(pathname: string): ResolvedRoute | null {
  const resolved = resolveRoute(pathname);
  if (resolved) return resolved;
  const locale = routing.locales.find(
    (code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`),
  );
  if (!locale) return null;
  const rest = pathname.slice(locale.length + 1) || '/';
  const found = matchPattern(internalPatterns, rest);
  return found ? { locale, route: found.pattern.route, params: found.params } : null;
}

/**
 * The same page in another language, from the path `usePathname()` gives (`/sobe/x` →
 * `/en/rooms/x`). A path outside the route table (the 404 page) keeps its rest and changes only
 * its language prefix.
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const parsed = parsePath(pathname);
  if (parsed) {
    const params = Object.fromEntries(
      Object.entries(parsed.params).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    return localizedPath({
      href: Object.keys(params).length > 0 ? { pathname: parsed.route, params } : parsed.route,
      locale,
    });
  }
  const other = routing.locales.find(
    (code) =>
      code !== routing.defaultLocale &&
      (pathname === `/${code}` || pathname.startsWith(`/${code}/`)),
  );
  const rest = other ? pathname.slice(other.length + 1) || '/' : pathname;
  return `${prefix(locale)}${rest === '/' ? '' : rest}` || '/';
}

/** The route of the page shown (`/en/rooms/x`, `/me/rooms/x` → `/rooms/[slug]`), if any. */
export function routeOf(pathname: string): AppPathname | undefined {
  return parsePath(pathname)?.route;
}
