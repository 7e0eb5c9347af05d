// A language chosen with `?lang=me|en` on a page outside the localized routes (the desk, a
// party's invitation), remembered in a cookie of its own: read here, and set on the answer.
import type { NextRequest, NextResponse } from 'next/server';

export type ChosenLanguage = 'me' | 'en';

/** `?lang=` when it names a language of the site. */
export function askedLanguage(request: NextRequest): ChosenLanguage | undefined {
  const asked = request.nextUrl.searchParams.get('lang');
  return asked === 'en' || asked === 'me' ? asked : undefined;
}

/** Remembers a chosen language for a year, for the pages under `path`, out of scripts' reach. */
export function rememberLanguage(
  response: NextResponse,
  cookie: string,
  chosen: ChosenLanguage | undefined,
  path: string,
): NextResponse {
  if (chosen)
    response.cookies.set(cookie, chosen, {
      path,
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 365 * 86_400,
    });
  return response;
}
