import { routing, type AppPathname, type Locale } from './routing';

export interface ResolvedRoute {
  locale: Locale;
  route: AppPathname;
  params: { slug?: string; page?: string };
}

const prefix = (locale: Locale) => (locale === routing.defaultLocale ? '' : `/${locale}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every public path of the route table as a pattern, built once from routing.ts. Static paths
// come first, so `/en/news/page/2` is the list page, not a news item.
const patterns = routing.locales
  .flatMap((locale) =>
    (Object.keys(routing.pathnames) as AppPathname[]).map((route) => {
      const value = routing.pathnames[route];
      const localized = typeof value === 'string' ? value : value[locale];
      const path = `${prefix(locale)}${localized === '/' ? '' : localized}` || '/';
      const names = [...localized.matchAll(/\[(\w+)\]/g)].map(
        (match) => match[1] as 'slug' | 'page',
      );
      const source = escape(path).replace(/\\\[\w+\\\]/g, '([^/]+)');
      return { locale, route, names, re: new RegExp(`^${source}/?$`) };
    }),
  )
  .sort((a, b) => a.names.length - b.names.length);

/** The route and language a public path (`/sobe/x`, `/en/pricing`) stands for, if any. */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  for (const { locale, route, names, re } of patterns) {
    const match = re.exec(pathname);
    if (!match) continue;
    const params: ResolvedRoute['params'] = {};
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    } catch {
      return null;
    }
    return { locale, route, params };
  }
  return null;
}
