// The consent cookie as vanilla-cookieconsent writes it, for tests that are not about consent:
// a visitor who has already chosen sees no bar over the page. The consent tests start without it.
import { randomUUID } from 'node:crypto';

export const CONSENT_COOKIE = 'cc_cookie';

export function consentCookie(categories: string[], domain = '127.0.0.1') {
  const now = new Date().toISOString();
  const value = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: randomUUID(),
    services: Object.fromEntries(
      ['necessary', 'analytics', 'functional'].map((category) => [category, []]),
    ),
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 86_400_000,
  };
  return {
    name: CONSENT_COOKIE,
    value: encodeURIComponent(JSON.stringify(value)),
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 182 * 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** Playwright storage state of a visitor who accepted the necessary cookie only. */
export const necessaryOnly = { cookies: [consentCookie(['necessary'])], origins: [] };
export const noChoiceYet = { cookies: [], origins: [] };
