import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { resolveRoute } from './i18n/resolve-route';
import { localeRewrite } from './i18n/locale-rewrite';
import { getPathname } from './i18n/navigation';
import { getSlugIndex } from './content/slug-index-runtime';
import { unavailableResponse } from './content/unavailable-page';
import {
  forbiddenLinkResponse,
  linkPageTarget,
  receiptPageTarget,
  refusedLink,
} from './booking/server/link-access';
import linkPageHeaders from '../server/link-page-headers.json';
import { isCrossSite } from './lib/http/cross-site';
import { logger } from './lib/logger';
import { sameSecret } from './lib/http/revalidate-auth';
import { readPreviewModeId } from './content/prerendered';
import { refusedActionCall, type ActionShapes } from './lib/http/server-actions';
import { bookingActionShapes } from './booking/server/action-shapes';
import { staffActionShapes } from './staff/action-shapes';
import { invitationRequest } from './booking/invitations/proxy';
import { askedLanguage, rememberLanguage } from './lib/http/chosen-language';

/** Every server action's arguments (src/lib/http/server-actions.ts). */
const actionShapes: ActionShapes = { ...bookingActionShapes, ...staffActionShapes };

const intl = createMiddleware(routing);

/** `/novosti?page=3` → `/novosti/strana/3` (308); page 1 is the list itself. */
function newsPageRedirect(request: NextRequest, locale: (typeof routing.locales)[number]) {
  const raw = request.nextUrl.searchParams.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const page = Number(raw);
  const target = request.nextUrl.clone();
  target.searchParams.delete('page');
  target.pathname =
    page > 1
      ? getPathname({
          locale,
          href: { pathname: '/news/page/[page]', params: { page: String(page) } },
        })
      : getPathname({ locale, href: '/news' });
  return NextResponse.redirect(target, 308);
}

/** The staff desk (src/app/staff/): not localized, never indexed or cached. */
const STAFF_PATH = /^\/staff(\/|$)/;
const STAFF_LANG_COOKIE = 'cluville-staff-lang';
const STAFF_LANG_HEADER = 'x-cluville-staff-lang';

/**
 * Without STAFF_EMAILS and BOOKING_NOTIFY_TO (who may sign in: src/staff/config.ts) the desk does
 * not exist (the site's 404 page). Otherwise its language is
 * `?lang=` (remembered in a cookie) or the cookie, Montenegrin by default, passed on in a header.
 */
function staffRequest(request: NextRequest) {
  if (!process.env.STAFF_EMAILS?.trim() && !process.env.BOOKING_NOTIFY_TO?.trim()) {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', 'me');
    return NextResponse.rewrite(new URL('/me/_missing', request.url), { request: { headers } });
  }
  const chosen = askedLanguage(request);
  const lang = chosen ?? (request.cookies.get(STAFF_LANG_COOKIE)?.value === 'en' ? 'en' : 'me');
  const headers = new Headers(request.headers);
  headers.set(STAFF_LANG_HEADER, lang);
  // The page's own address, for the language switch (it keeps the date and other choices).
  headers.set('x-cluville-staff-url', request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return rememberLanguage(response, STAFF_LANG_COOKIE, chosen, '/staff');
}

/** Paths of the first matcher below: pages the proxy localizes (no API, framework file, media or extension). */
const PAGE_PATH = /^\/(?!api|_next|_vercel|media|.*\..*)/;
/** The desk's CSV export (the fourth matcher): a desk address with an extension, handled like a desk page. */
const STAFF_EXPORT_PATH = /^\/staff\/export\.csv$/;
/**
 * Static routes (built once, every path listed at build): the consent texts and the share images.
 * Next.js serves their stored body for any method, so a POST or PUT would get 200, and a method
 * asked before a path's first GET could be the answer it stores for everyone. They answer GET and
 * HEAD only, like pages (the third and fourth matchers below name the same paths).
 */
const STATIC_ROUTE_PATH = /^\/(api\/consent-texts|og)(\/|$)/;
const refusal = (
  status: number,
  headers: Record<string, string> = {},
  body: string | null = null,
) => new NextResponse(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * Pages answer GET and HEAD, and POST when it is a server action: with `Next-Action` when
 * scripts run, as a multipart form before they do. Next.js would render a page for any other
 * method, and answers a multipart body it cannot read with a 500, so both are refused here.
 * API routes refuse methods themselves (src/lib/http/methods.ts), except static ones: a refusal
 * export would make them dynamic, so any method but GET and HEAD is refused here, forms included.
 * Methods Next.js does not know at all (TRACE, PROPFIND) are refused by the server entry before
 * the proxy runs.
 */
async function refusedMethod(request: NextRequest, kind: 'page' | 'static-route' | 'other') {
  const { method, headers } = request;
  if (method === 'GET' || method === 'HEAD') return undefined;
  // A form posted before scripts run: its body is read by refusedAction below.
  if (
    kind !== 'static-route' &&
    method === 'POST' &&
    /^multipart\/form-data/i.test(headers.get('content-type') ?? '')
  )
    return undefined;
  if (kind === 'other') return undefined;
  if (method === 'OPTIONS') return refusal(204, { Allow: 'GET, HEAD, OPTIONS' });
  if (kind === 'page' && method === 'POST' && headers.has('next-action')) return undefined;
  return refusal(405, { Allow: 'GET, HEAD' });
}

/**
 * A server action's body (src/lib/http/server-actions.ts): over 64 KB 413, unreadable or with
 * arguments of the wrong shape for the action 400, before Next.js decodes it (it answered 500 and
 * logged a stack trace). One warning line, without the path.
 */
async function refusedAction(request: NextRequest) {
  const refused = await refusedActionCall(request, actionShapes);
  if (!refused) return undefined;
  logger.warn('action.refused', refused);
  return refusal(
    refused.status,
    { 'Content-Type': 'text/plain; charset=utf-8' },
    refused.status === 413 ? 'Request too large.' : 'Malformed request.',
  );
}

/**
 * A server action (`Next-Action`, or a form posted before scripts run) from another site: 403.
 * Next.js refuses a foreign Origin itself, but with a 500 and an error in the log; this is a
 * visitor's browser doing what another site asked, so it is a warning. The path is not logged (a
 * booking link's path holds its token).
 */
function refusedCrossSiteAction(request: NextRequest) {
  const { method, headers } = request;
  const action =
    headers.has('next-action') || /^multipart\/form-data/i.test(headers.get('content-type') ?? '');
  if (method !== 'POST' || !action || !isCrossSite(headers)) return undefined;
  logger.warn('action.cross_site', {
    area: STAFF_PATH.test(request.nextUrl.pathname) ? 'staff' : 'site',
  });
  return refusal(403, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Forbidden.');
}

let previewModeId: string | undefined | null = null;

/**
 * An editor's preview: Next.js's draft-mode cookie with this build's key (src/content/preview.ts).
 * Its pages render per request from drafts, so the slug index (published slugs) does not apply,
 * and no answer of it may be indexed.
 */
function isDraftRequest(request: NextRequest): boolean {
  const cookie = request.cookies.get('__prerender_bypass')?.value;
  if (!cookie) return false;
  if (previewModeId === null) previewModeId = readPreviewModeId();
  return previewModeId !== undefined && sameSecret(cookie, previewModeId);
}

function noindex(response: NextResponse): NextResponse {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const page = PAGE_PATH.test(pathname) || STAFF_EXPORT_PATH.test(pathname);
  const refusedRequest =
    (await refusedMethod(
      request,
      page ? 'page' : STATIC_ROUTE_PATH.test(pathname) ? 'static-route' : 'other',
    )) ??
    refusedCrossSiteAction(request) ??
    (await refusedAction(request));
  if (refusedRequest) return refusedRequest;
  // A form posted to any other path (the second matcher): nothing else to do.
  if (!page) return NextResponse.next();
  // A party's invitation page (src/booking/invitations/proxy.ts): its language and its folder.
  const invitation = invitationRequest(request);
  if (invitation) return invitation;
  // The confirmation page after sending (a signed `receipt` link): its folder in src/app/links/,
  // or, for a token that does not verify, the site's 404 page.
  const receipt = receiptPageTarget(pathname);
  if (receipt) {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', receipt.locale);
    const path = 'missing' in receipt ? `/${receipt.locale}/_missing` : receipt.path;
    return NextResponse.rewrite(new URL(path + request.nextUrl.search, request.url), {
      request: { headers },
      headers: linkPageHeaders,
    });
  }
  // A booking link that was changed or has expired: 403, before any page renders.
  const refused = refusedLink(pathname);
  if (refused) return forbiddenLinkResponse(refused);
  // A working link: its page renders from src/app/links/ (no consent manager, no tag manager),
  // never indexed, and no address with its token leaves as a Referer.
  const linkPage = linkPageTarget(pathname);
  if (linkPage) {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', linkPage.locale);
    return NextResponse.rewrite(new URL(linkPage.path + request.nextUrl.search, request.url), {
      request: { headers },
      headers: linkPageHeaders,
    });
  }
  if (STAFF_PATH.test(pathname)) return staffRequest(request);
  const resolved = resolveRoute(pathname);
  if (!resolved) return isDraftRequest(request) ? noindex(intl(request)) : intl(request);
  if (resolved.route === '/news') {
    const redirect = newsPageRedirect(request, resolved.locale);
    if (redirect) return redirect;
  }
  if (resolved.route === '/news/page/[page]' && resolved.params.page === '1') {
    return NextResponse.redirect(
      new URL(getPathname({ locale: resolved.locale, href: '/news' }), request.url),
      308,
    );
  }
  // An editor's preview may show a draft no published slug names yet.
  if (isDraftRequest(request)) return noindex(localeRewrite(request, resolved) ?? intl(request));
  // Content that does not exist gets the server-rendered not-found page, in this language,
  // without a page rendering first (the slug index knows, see content/slug-index.ts).
  const verdict = await getSlugIndex().check(resolved);
  if (verdict === 'missing') {
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', resolved.locale);
    // A path no route matches: app/global-not-found.tsx renders it with status 404.
    return NextResponse.rewrite(new URL(`/${resolved.locale}/_missing`, request.url), {
      request: { headers },
    });
  }
  if (verdict === 'unavailable')
    return unavailableResponse(resolved.locale, pathname + request.nextUrl.search);
  // The page's rewrite to its folder, as next-intl's middleware would answer, without running it.
  return localeRewrite(request, resolved) ?? intl(request);
}

export const config = {
  matcher: [
    // Everything but API routes, Next internals, snapshot media and files with an extension, and
    // the prerendered pages the server entry already rewrote to their folder (its header, which
    // it removes from every request it did not rewrite: server/prerendered-pages.mjs).
    {
      source: '/((?!api|_next|_vercel|media|.*\\..*).*)',
      missing: [{ type: 'header', key: 'x-cluville-prerendered' }],
    },
    // A form posted to any other path: Next.js reads it as a server action wherever a page or the
    // not-found page answers (`/sobe/x.svg`, `/api/nothing-here`).
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    // Static routes (STATIC_ROUTE_PATH): their methods.
    '/api/consent-texts/:path*',
    '/og/:path*',
    // The desk's CSV export (STAFF_EXPORT_PATH): its language, its methods, 404 without a desk.
    '/staff/export.csv',
  ],
};
