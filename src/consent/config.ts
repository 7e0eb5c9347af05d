// The one description of the site's cookies. The consent library's categories, the cookies it
// deletes when a category is declined, the tables in its settings dialog and the table on the
// cookies page are all generated from this list, so they cannot drift apart.
// Texts (purpose, lifetime, who sets it) live in messages/*.json under `consent.cookies.<id>`.

export type ConsentCategory = 'necessary' | 'analytics' | 'functional';

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'necessary',
  'analytics',
  'functional',
];

/** The cookie that keeps the visitor's choice: consent given, and the categories enabled. */
export const CONSENT_COOKIE = 'cc_cookie';
/** How long a choice is kept before the site asks again (about six months). */
export const CONSENT_DAYS = 182;

export interface SiteCookie {
  /** Key under `consent.cookies` in the messages. */
  id: string;
  /** The name as a visitor sees it in the browser (`<ID>` stands for a container's id). */
  name: string;
  category: ConsentCategory;
  /**
   * Cookies the site's own domain holds, which the site deletes when their category is declined
   * or withdrawn. Cookies of embedded players live on the provider's domain: the browser keeps
   * them away from the site, and only the visitor can delete them there.
   */
  clear?: RegExp;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  { id: 'consent', name: CONSENT_COOKIE, category: 'necessary' },
  { id: 'ga', name: '_ga', category: 'analytics', clear: /^_ga$/ },
  { id: 'gaContainer', name: '_ga_<ID>', category: 'analytics', clear: /^_ga_/ },
  { id: 'gid', name: '_gid', category: 'analytics', clear: /^_gid$/ },
  { id: 'gat', name: '_gat_<ID>', category: 'analytics', clear: /^_gat/ },
  { id: 'mapsNid', name: 'NID', category: 'functional' },
  { id: 'youtube', name: 'YSC, VISITOR_INFO1_LIVE', category: 'functional' },
  { id: 'vimeo', name: 'vuid', category: 'functional' },
];

export function cookiesOf(category: ConsentCategory): SiteCookie[] {
  return SITE_COOKIES.filter((cookie) => cookie.category === category);
}

/** The hosts a category loads from, for the cookie texts and the Content-Security-Policy. */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
