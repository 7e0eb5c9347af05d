import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { resolveRoute } from './i18n/resolve-route';
import { preflight } from './content/preflight';
import { unavailableResponse } from './content/unavailable-page';

const intl = createMiddleware(routing);

function newsPageOf(request: NextRequest): number {
  const page = Number(request.nextUrl.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export default async function proxy(request: NextRequest) {
  const resolved = resolveRoute(request.nextUrl.pathname);
  const verdict = resolved ? await preflight(resolved, newsPageOf(request)) : 'ok';
  if (resolved && verdict === 'missing') {
    // A path no route matches is server-rendered by app/not-found.tsx, in this language.
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', resolved.locale);
    return NextResponse.rewrite(new URL(`/${resolved.locale}/_missing`, request.url), { request: { headers } });
  }
  if (resolved && verdict === 'unavailable') {
    return unavailableResponse(resolved.locale, request.nextUrl.pathname + request.nextUrl.search);
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, snapshot media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
