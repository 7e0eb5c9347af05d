// Which page a signed link opens and whether it still works. The proxy checks every link before
// a page renders (a changed, incomplete or expired one gets a 403 page, see forbiddenLinkResponse);
// the page and the POST handler check it again. Server-only.
import { languageTags, type Locale } from '@/i18n/routing';
import me from '../../messages/me.json';
import en from '../../messages/en.json';
import { getLifecycleSettings } from './lifecycle-config';
import type { LinkAction, LinkClaims } from './links';

export type LinkPage = 'parent' | 'staff';

/** The parent's manage page is `/booking/<token>`; the venue's pages are `/booking-request/<token>`. */
export const LINK_PATH = /^(?:\/(en))?\/(booking|booking-request)\/([^/]+)\/?$/;

export function pageOf(action: LinkAction): LinkPage {
  return action === 'manage' ? 'parent' : 'staff';
}

export function verifyLink(token: string, page: LinkPage, now: Date = new Date()): LinkClaims | null {
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

export function linkPagePath(locale: Locale, page: LinkPage, token: string): string {
  return `${locale === 'me' ? '' : `/${locale}`}/${page === 'parent' ? 'booking' : 'booking-request'}/${token}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The 403 page of a link that does not work, written without the React app. */
export function forbiddenLinkResponse(locale: Locale): Response {
  const t = (locale === 'en' ? en : me).booking.lifecycle.page;
  const home = locale === 'en' ? '/en' : '/';
  const html = `<!doctype html>
<html lang="${languageTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.forbiddenTitle)} | Cluville</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff7ee;color:#414042;font:18px/1.6 system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
  main{max-width:36rem}
  h1{color:#1c1b1d;font-size:2rem;line-height:1.2;margin:0 0 12px}
  a{display:inline-block;margin:8px;padding:10px 22px;border-radius:999px;font-weight:700;text-decoration:none;background:#f37029;color:#1c1b1d}
  a:focus-visible{outline:3px solid #1c1b1d;outline-offset:3px}
</style>
</head>
<body>
<main data-link-forbidden>
<h1>${escapeHtml(t.forbiddenTitle)}</h1>
<p>${escapeHtml(t.forbiddenText)}</p>
<p><a href="${home}">Cluville</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}
