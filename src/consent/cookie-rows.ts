import { cookiesOf, type ConsentCategory } from './config';

export interface CookieTexts {
  provider(id: string): string;
  purpose(id: string): string;
  lifetime(id: string): string;
}

export interface CookieRow {
  name: string;
  category: ConsentCategory;
  provider: string;
  purpose: string;
  lifetime: string;
}

/** A category's cookies with their texts: one source for the dialog's and the page's tables. */
export function cookieRows(category: ConsentCategory, texts: CookieTexts): CookieRow[] {
  return cookiesOf(category).map((cookie) => ({
    name: cookie.name,
    category,
    provider: texts.provider(cookie.id),
    purpose: texts.purpose(cookie.id),
    lifetime: texts.lifetime(cookie.id),
  }));
}
