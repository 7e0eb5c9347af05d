// A form posted by one of the site's own pages to an API route (the parent's link pages, a party's
// invitation): refused with 403 when it comes from another site (logged at warn under `event`,
// with the Origin only), 413 over `maxBytes`; else its fields and the page's language.
import { isLocale, type Locale } from '@/i18n/routing';
import { isCrossSite } from './cross-site';
import { readLimitedBody } from './read-body';
import { logger } from '@/lib/logger';

export type SiteForm = { refused: Response } | { form: URLSearchParams; locale: Locale };

export async function readSiteForm(
  request: Request,
  event: string,
  maxBytes: number,
): Promise<SiteForm> {
  if (isCrossSite(request.headers)) {
    logger.warn(event, { origin: request.headers.get('origin') });
    return {
      refused: new Response('cross-origin requests are not accepted', {
        status: 403,
        headers: { 'Cache-Control': 'no-store' },
      }),
    };
  }
  const body = await readLimitedBody(request, maxBytes);
  if (body === null) return { refused: new Response('request too large', { status: 413 }) };
  const form = new URLSearchParams(body);
  const asked = form.get('locale');
  return { form, locale: isLocale(asked) ? (asked as Locale) : 'me' };
}
