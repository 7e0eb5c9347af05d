import { routing, type AppPathname, type Locale } from './routing';

export interface ResolvedRoute {
  locale: Locale;
  route: AppPathname;
  params: { slug?: string };
}

const prefix = (locale: Locale) => (locale === routing.defaultLocale ? '' : `/${locale}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every public path of the route table as a pattern, built once from routing.ts.
const patterns = routing.locales.flatMap((locale) =>
  (Object.keys(routing.pathnames) as AppPathname[]).map((route) => {
    const value = routing.pathnames[route];
    const localized = typeof value === 'string' ? value : value[locale];
    const path = `${prefix(locale)}${localized === '/' ? '' : localized}` || '/';
    const source = escape(path).replace(escape('[slug]'), '([^/]+)');
    return { locale, route, re: new RegExp(`^${source}/?$`) };
  }),
);

/** The route and language a public path (`/sobe/x`, `/en/pricing`) stands for, if any. */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  for (const { locale, route, re } of patterns) {
    const match = re.exec(pathname);
    if (!match) continue;
    let slug: string | undefined;
    try {
      slug = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    return { locale, route, params: slug === undefined ? {} : { slug } };
  }
  return null;
}
