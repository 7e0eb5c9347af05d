import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { resolveRoute } from './i18n/resolve-route';
import { getPathname } from './i18n/navigation';
import { getSlugIndex } from './content/route-check';
import { unavailableResponse } from './content/unavailable-page';
import { forbiddenLinkResponse, refusedLink } from './booking/link-access';

const intl = createMiddleware(routing);

/** `/novosti?page=3` → `/novosti/strana/3` (308); page 1 is the list itself. */
function newsPageRedirect(request: NextRequest, locale: (typeof routing.locales)[number]) {
  const raw = request.nextUrl.searchParams.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const page = Number(raw);
  const target = request.nextUrl.clone();
  target.searchParams.delete('page');
  target.pathname = page > 1 ? getPathname({ locale, href: { pathname: '/news/page/[page]', params: { page: String(page) } } }) : getPathname({ locale, href: '/news' });
  return NextResponse.redirect(target, 308);
}

export default async function proxy(request: NextRequest) {
  // A booking link that was changed or has expired: 403, before any page renders.
  const refused = refusedLink(request.nextUrl.pathname);
  if (refused) return forbiddenLinkResponse(refused);
  const resolved = resolveRoute(request.nextUrl.pathname);
  if (!resolved) return intl(request);
  if (resolved.route === '/news') {
    const redirect = newsPageRedirect(request, resolved.locale);
    if (redirect) return redirect;
  }
  if (resolved.route === '/news/page/[page]' && resolved.params.page === '1') {
    return NextResponse.redirect(new URL(getPathname({ locale: resolved.locale, href: '/news' }), request.url), 308);
  }
  // Content that does not exist gets the server-rendered not-found page, in this language,
  // without a page rendering first (the slug index knows, see content/slug-index.ts).
  const verdict = await getSlugIndex().check(resolved);
  if (verdict === 'missing') {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', resolved.locale);
    // A path no route matches: app/global-not-found.tsx renders it with status 404.
    return NextResponse.rewrite(new URL(`/${resolved.locale}/_missing`, request.url), { request: { headers } });
  }
  if (verdict === 'unavailable') return unavailableResponse(resolved.locale, request.nextUrl.pathname + request.nextUrl.search);
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, snapshot media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
