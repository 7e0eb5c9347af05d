// The proxy's part for invitation pages (src/proxy.ts): the guest's language and the page's
// folder. `?lang=me|en` (the page's switch) is remembered in a cookie; a later visit to the other
// language's address goes to the remembered one. The page renders from src/app/links/ (no consent
// manager, no tag manager), never stored and without a Referer.
import { NextResponse, type NextRequest } from 'next/server';
import linkPageHeaders from '../../../server/link-page-headers.json';
import { invitationPath, parseInvitationPath } from './paths';
import { INVITATION_LANG_COOKIE } from './token';
import { askedLanguage, rememberLanguage } from '@/lib/http/chosen-language';

export function invitationRequest(request: NextRequest): NextResponse | undefined {
  const parsed = parseInvitationPath(request.nextUrl.pathname);
  if (!parsed) return undefined;
  const chosen = askedLanguage(request);
  const remembered = request.cookies.get(INVITATION_LANG_COOKIE)?.value;
  const headers = { ...linkPageHeaders, 'Cache-Control': 'no-store' };
  if (
    !chosen &&
    request.method === 'GET' &&
    (remembered === 'en' || remembered === 'me') &&
    remembered !== parsed.locale
  ) {
    const target = request.nextUrl.clone();
    target.pathname = invitationPath(remembered, parsed.token);
    return NextResponse.redirect(target, { status: 307, headers });
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-next-intl-locale', parsed.locale);
  const response = NextResponse.rewrite(
    new URL(
      `/links/${parsed.locale}/invitation/${parsed.token}${request.nextUrl.search}`,
      request.url,
    ),
    { request: { headers: requestHeaders }, headers },
  );
  return rememberLanguage(response, INVITATION_LANG_COOKIE, chosen, '/');
}
