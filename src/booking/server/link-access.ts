// Which page a signed link opens and whether it still works. The proxy checks every link before
// a page renders (a changed, incomplete or expired one gets a 403 page, see forbiddenLinkResponse);
// the page and the POST handler check it again. Server-only.
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';
import { homePath, standalonePageResponse } from '@/lib/http/standalone-page';
import me from '../../../messages/me.json';
import en from '../../../messages/en.json';
import { getLifecycleSettings } from './runtime';
import type { LinkAction, LinkClaims } from '../rules/links';

export type LinkPage = 'parent' | 'staff';

/** The parent's manage page is `/booking/<token>`; the venue's pages are `/booking-request/<token>`. */
const LINK_PATH = /^(?:\/(en))?\/(booking|booking-request)\/([^/]+)\/?$/;

export function pageOf(action: LinkAction): LinkPage {
  return action === 'manage' ? 'parent' : 'staff';
}

export function verifyLink(
  token: string,
  page: LinkPage,
  now: Date = new Date(),
): LinkClaims | null {
  const result = getLifecycleSettings().links.verify(token, now);
  if (!result.ok || pageOf(result.claims.action) !== page) return null;
  return result.claims;
}

/** For the proxy: a link path with a token that does not verify; null for any other path. */
export function refusedLink(pathname: string): Locale | null {
  const match = LINK_PATH.exec(pathname);
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[3]!);
  } catch {
    return match[1] === 'en' ? 'en' : 'me';
  }
  const claims = verifyLink(token, match[2] === 'booking' ? 'parent' : 'staff');
  return claims ? null : match[1] === 'en' ? 'en' : 'me';
}

/**
 * For the proxy: the folder a link page renders from (src/app/links/, a document without the
 * consent manager) and its language; null for any other path.
 */
export function linkPageTarget(pathname: string): { locale: Locale; path: string } | null {
  const match = LINK_PATH.exec(pathname);
  if (!match) return null;
  const locale: Locale = match[1] === 'en' ? 'en' : 'me';
  return { locale, path: `/links/${locale}/${match[2]}/${match[3]}` };
}

export function linkPagePath(locale: Locale, page: LinkPage, token: string): string {
  return `${locale === 'me' ? '' : `/${locale}`}/${page === 'parent' ? 'booking' : 'booking-request'}/${token}`;
}

/** The 403 page of a link that does not work, written without the React app. */
export function forbiddenLinkResponse(locale: Locale): Response {
  const t = (locale === 'en' ? en : me).bookingLifecycle.page;
  return standalonePageResponse({
    locale,
    status: 403,
    title: t.forbiddenTitle,
    marker: 'data-link-forbidden',
    body: `<p>${escapeHtml(t.forbiddenText)}</p>\n<p><a class="primary" href="${homePath[locale]}">Cluville</a></p>`,
  });
}
