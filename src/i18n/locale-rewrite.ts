import { NextResponse, type NextRequest } from 'next/server';
import { folderOf, needsNormalising, type ResolvedRoute } from './resolve-route';

/** The request header next-intl's middleware sets and `getRequestConfig` reads. */
const LOCALE_HEADER = 'x-next-intl-locale';

/**
 * What next-intl's middleware answers for a public path of the route table (`/sobe/x`,
 * `/en/rooms/x`, `/`): the same request, rewritten to its folder (`/me/rooms/x`) with the
 * locale header. The proxy runs on every page request and next-intl's middleware, which
 * resolves the locale and matches the route table again, was about a third of its cost (CPU
 * profile under autocannon). Paths with anything to normalise (encoded characters, repeated
 * slashes, backslashes, a trailing slash) return undefined and go through next-intl's middleware
 * as before; locale-rewrite.test.ts checks the answers match next-intl's for every route.
 */
export function localeRewrite(
  request: NextRequest,
  resolved: ResolvedRoute,
): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (needsNormalising(pathname) || request.nextUrl.basePath) return undefined;
  const target = folderOf(resolved);
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, resolved.locale);
  if (target === pathname) return NextResponse.next({ request: { headers } });
  return NextResponse.rewrite(new URL(target + search, request.url), { request: { headers } });
}
