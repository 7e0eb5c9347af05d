// Which page a signed link opens and whether it still works. The proxy checks every link before
// a page renders (a changed, incomplete or expired one gets a 403 page, see forbiddenLinkResponse);
// the page and the POST handler check it again. Server-only.
//
// Every link is the parent's and opens `/booking/<token>`. The venue's pages
// (`/booking-request/<token>`, linked from its mails before it answered on the desk) are gone: the
// path is still known, so an old mail's link gets the 403 page, not a 404.
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';
import { homePath, standalonePageResponse } from '@/lib/http/standalone-page';
import me from '../../../messages/me.json';
import en from '../../../messages/en.json';
import { getLifecycleSettings } from './runtime';
import type { LinkClaims } from '../rules/links';

const LINK_PATH = /^(?:\/(en))?\/(booking|booking-request)\/([^/]+)\/?$/;

/** The claims of a parent's link that verifies now, or null. */
export function verifyLink(token: string, now: Date = new Date()): LinkClaims | null {
  const result = getLifecycleSettings().links.verify(token, now);
  return result.ok ? result.claims : null;
}

function decoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return '';
  }
}

/**
 * For the proxy: a link path with a token that does not verify (or a venue page); null for any
 * other path. The confirmation page's link (`receipt`) opens only the confirmation page.
 */
export function refusedLink(pathname: string): Locale | null {
  const match = LINK_PATH.exec(pathname);
  if (!match) return null;
  const locale: Locale = match[1] === 'en' ? 'en' : 'me';
  if (match[2] !== 'booking') return locale;
  const claims = verifyLink(decoded(match[3]!));
  return claims && claims.action !== 'receipt' ? null : locale;
}

/**
 * The confirmation page the browser opens after sending a request (`/zahtjev-poslat/<token>`,
 * `/en/request-sent/<token>`), signed like the e-mails' links with the action `receipt`.
 */
const RECEIPT_PATH = /^(?:\/zahtjev-poslat|\/(en)\/request-sent)\/([^/]+)\/?$/;
const RECEIPT_SEGMENT: Record<Locale, string> = { me: '/zahtjev-poslat', en: '/en/request-sent' };

/** The confirmation page of a request just sent. */
export function receiptPagePath(locale: Locale, token: string): string {
  return `${RECEIPT_SEGMENT[locale]}/${token}`;
}

/**
 * For the proxy: the confirmation page's folder and language, or `missing` for an address on its
 * path whose token does not verify as a receipt (a made-up or changed one: the site's 404, which
 * says nothing of any booking); null for any other path.
 */
export function receiptPageTarget(
  pathname: string,
): { locale: Locale; path: string } | { locale: Locale; missing: true } | null {
  const match = RECEIPT_PATH.exec(pathname);
  if (!match) return null;
  const locale: Locale = match[1] === 'en' ? 'en' : 'me';
  const claims = verifyLink(decoded(match[2]!));
  if (!claims || claims.action !== 'receipt') return { locale, missing: true };
  return { locale, path: `/links/${locale}/request-sent/${match[2]}` };
}

/**
 * For the proxy: the folder a link page renders from (src/app/links/, a document without the
 * consent manager) and its language; null for any other path.
 */
export function linkPageTarget(pathname: string): { locale: Locale; path: string } | null {
  const match = LINK_PATH.exec(pathname);
  if (!match || match[2] !== 'booking') return null;
  const locale: Locale = match[1] === 'en' ? 'en' : 'me';
  return { locale, path: `/links/${locale}/booking/${match[3]}` };
}

/** The page a parent's link opens. */
export function linkPagePath(locale: Locale, token: string): string {
  return `${locale === 'me' ? '' : `/${locale}`}/booking/${token}`;
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
