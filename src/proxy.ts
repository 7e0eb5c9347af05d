import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, type Locale } from './i18n/routing';
import { itemExists, newsPageExists } from './content/existence';
import { NEWS_PER_PAGE } from './content/news';

const intl = createMiddleware(routing);

type Match = { locale: Locale; kind: 'room' | 'post'; slug: string } | { locale: Locale; kind: 'news-list' };

/** Public path prefix of a locale (`''` for the default, `/en` otherwise). */
const prefix = (locale: Locale) => (locale === routing.defaultLocale ? '' : `/${locale}`);
const localized = (internal: keyof typeof routing.pathnames, locale: Locale) => {
  const value = routing.pathnames[internal];
  return prefix(locale) + (typeof value === 'string' ? value : value[locale]);
};

// Built from the route table, so these patterns follow any change of a localized path.
const patterns = routing.locales.flatMap((locale) => [
  { locale, kind: 'room' as const, re: new RegExp(`^${localized('/rooms/[slug]', locale).replace('[slug]', '([^/]+)')}/?$`) },
  { locale, kind: 'post' as const, re: new RegExp(`^${localized('/news/[slug]', locale).replace('[slug]', '([^/]+)')}/?$`) },
  { locale, kind: 'news-list' as const, re: new RegExp(`^${localized('/news', locale)}/?$`) },
]);

function match(pathname: string): Match | null {
  for (const pattern of patterns) {
    const found = pattern.re.exec(pathname);
    if (!found) continue;
    if (pattern.kind === 'news-list') return { locale: pattern.locale, kind: 'news-list' };
    return { locale: pattern.locale, kind: pattern.kind, slug: decodeURIComponent(found[1]!) };
  }
  return null;
}

/**
 * notFound() thrown from a page comes back as a 404 whose HTML is empty until client JS renders
 * it (vercel/next.js#62228). A path that matches no route is server-rendered by
 * `app/not-found.tsx` instead, so unknown slugs and news pages past the end are sent there.
 */
async function isMissing(request: NextRequest, found: Match): Promise<boolean> {
  if (found.kind === 'news-list') {
    const page = Number(request.nextUrl.searchParams.get('page'));
    return Number.isInteger(page) && page > 1 && !(await newsPageExists(found.locale, page, NEWS_PER_PAGE));
  }
  return !(await itemExists(found.kind, found.slug));
}

export default async function proxy(request: NextRequest) {
  const found = match(request.nextUrl.pathname);
  if (found && (await isMissing(request, found))) {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', found.locale);
    return NextResponse.rewrite(new URL(`/${found.locale}/_missing`, request.url), { request: { headers } });
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, snapshot media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
