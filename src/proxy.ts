import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { resolveRoute, type ResolvedRoute } from './i18n/resolve-route';
import { itemExists, newsPageExists } from './content/existence';
import { hasRememberedContent } from './content/availability';
import { isFailing } from './content/resilience';
import { unavailableResponse } from './content/unavailable-page';
import { NEWS_PER_PAGE } from './content/news';

const intl = createMiddleware(routing);

function newsPageOf(request: NextRequest): number {
  const page = Number(request.nextUrl.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * notFound() thrown from a page comes back as a 404 whose HTML is empty until client JS renders
 * it (vercel/next.js#62228). A path that matches no route is server-rendered by
 * `app/not-found.tsx` instead, so unknown slugs and news pages past the end are sent there.
 */
async function isMissing(resolved: ResolvedRoute, newsPage: number): Promise<boolean> {
  const { route, params, locale } = resolved;
  if (route === '/rooms/[slug]' || route === '/news/[slug]') {
    return !(await itemExists(route === '/rooms/[slug]' ? 'room' : 'post', params.slug ?? '', locale));
  }
  if (route === '/news' && newsPage > 1) return !(await newsPageExists(locale, newsPage, NEWS_PER_PAGE));
  return false;
}

export default async function proxy(request: NextRequest) {
  const resolved = resolveRoute(request.nextUrl.pathname);
  if (resolved) {
    const newsPage = newsPageOf(request);
    if (await isMissing(resolved, newsPage)) {
      const headers = new Headers(request.headers);
      headers.set('x-next-intl-locale', resolved.locale);
      return NextResponse.rewrite(new URL(`/${resolved.locale}/_missing`, request.url), { request: { headers } });
    }
    // While WordPress fails, a page whose content was never fetched cannot be shown.
    if (isFailing() && !hasRememberedContent(resolved, newsPage)) {
      return unavailableResponse(resolved.locale, request.nextUrl.pathname + request.nextUrl.search);
    }
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, snapshot media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
