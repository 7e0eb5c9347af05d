import { routing, type AppPathname, type Locale } from './routing';

export interface ResolvedRoute {
  locale: Locale;
  route: AppPathname;
  params: { slug?: string; page?: string };
}

/** The language's path prefix: none for the default language, `/en` for English. */
export const localePrefix = (locale: Locale) =>
  locale === routing.defaultLocale ? '' : `/${locale}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type ParamName = keyof ResolvedRoute['params'];

/** A path template (`/sobe/[slug]`) as a pattern capturing its parameters, in order. */
export function templatePattern(template: string): { names: ParamName[]; re: RegExp } {
  const names = [...template.matchAll(/\[(\w+)\]/g)].map((match) => match[1] as ParamName);
  const source = escape(template).replace(/\\\[\w+\\\]/g, '([^/]+)');
  return { names, re: new RegExp(`^${source}/?$`) };
}

/**
 * The first pattern a path matches, with its parameters decoded; null when none matches or a
 * parameter is not valid percent-encoding.
 */
export function matchPattern<P extends { names: ParamName[]; re: RegExp }>(
  patterns: readonly P[],
  path: string,
): { pattern: P; params: ResolvedRoute['params'] } | null {
  for (const pattern of patterns) {
    const match = pattern.re.exec(path);
    if (!match) continue;
    const params: ResolvedRoute['params'] = {};
    try {
      pattern.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    } catch {
      return null;
    }
    return { pattern, params };
  }
  return null;
}

// Every public path of the route table as a pattern, built once from routing.ts. Static paths
// come first, so `/en/news/page/2` is the list page, not a news item.
const patterns = routing.locales
  .flatMap((locale) =>
    (Object.keys(routing.pathnames) as AppPathname[]).map((route) => {
      const value = routing.pathnames[route];
      const localized = typeof value === 'string' ? value : value[locale];
      const path = `${localePrefix(locale)}${localized === '/' ? '' : localized}` || '/';
      return { locale, route, ...templatePattern(path) };
    }),
  )
  .sort((a, b) => a.names.length - b.names.length);

/** The route and language a public path (`/sobe/x`, `/en/pricing`) stands for, if any. */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const found = matchPattern(patterns, pathname);
  return found
    ? { locale: found.pattern.locale, route: found.pattern.route, params: found.params }
    : null;
}

/** A path with anything to normalise: encoded characters, repeated slashes, backslashes, a trailing slash. */
export const needsNormalising = (pathname: string) => /[%\\]|\/\/|.\/$/.test(pathname);

/** A resolved route's folder under src/app/[locale] (`/me/rooms/x`, `/en`). */
export function folderOf(resolved: ResolvedRoute): string {
  let internal: string = resolved.route;
  for (const [name, value] of Object.entries(resolved.params)) {
    if (value === undefined) continue;
    internal = internal.replace(`[${name}]`, value);
  }
  return `/${resolved.locale}${internal === '/' ? '' : internal}`;
}
