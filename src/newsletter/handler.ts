// POST /api/newsletter. Two callers:
// - the footer form with JavaScript sends JSON {email, locale} and gets JSON back: 200
//   {status: 'subscribed'}, 422/429/502 {error, message} with the message in the visitor's language;
// - the same form without JavaScript posts form data and is sent back (303) to the page it came
//   from, with `#newsletter-<result>` in the address: the footer shows that result with CSS
//   `:target`, so the prerendered page itself never changes.
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { readLimitedBody } from '@/lib/http/read-body';
import { isCrossSite } from '@/lib/http/cross-site';
import { clientAddress } from '@/lib/http/client-address';
import type { NewsletterService, SubscribeResult } from './service';
import { json } from '@/lib/http/json';

const MAX_BODY_BYTES = 4 * 1024;

export type NewsletterOutcome = 'subscribed' | 'invalid' | 'rate-limited' | 'failed';

const statusOf: Record<NewsletterOutcome, number> = {
  subscribed: 200,
  invalid: 422,
  'rate-limited': 429,
  failed: 502,
};

async function outcomeMessage(result: SubscribeResult, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  switch (result.status) {
    case 'subscribed':
      return t('success');
    case 'invalid':
      return t('errors.invalid');
    case 'rate-limited':
      return t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) });
    case 'failed':
      return t('errors.failed');
  }
}

/**
 * Where a form post returns: the page of this site it came from, else the home page of the
 * language. Only a path with a single leading slash: `//evil.example/` (from a Referer of
 * `https://site//evil.example/`) or `/\evil.example` would be read by the browser as another host.
 */
function returnPath(request: Request, locale: Locale): string {
  const referer = request.headers.get('referer');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (referer && URL.canParse(referer)) {
    const { host: from, pathname, search } = new URL(referer);
    const sitePath = /^\/(?![/\\])/.test(pathname) && !pathname.startsWith('/api/');
    if (from === host && sitePath) return pathname + search;
  }
  return getPathname({ href: '/', locale });
}

export async function handleNewsletterPost(
  request: Request,
  service: NewsletterService,
): Promise<Response> {
  if (isCrossSite(request.headers)) {
    logger.warn('newsletter.cross_origin', { origin: request.headers.get('origin') });
    return json({ error: 'cross-origin requests are not accepted' }, 403);
  }
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  const isJson = type.startsWith('application/json');
  const isForm = type.startsWith('application/x-www-form-urlencoded');
  if (!isJson && !isForm)
    return json({ error: 'send JSON or a form (application/x-www-form-urlencoded)' }, 415);
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return json({ error: `body larger than ${MAX_BODY_BYTES} bytes` }, 413);

  let fields: Record<string, unknown>;
  if (isJson) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return json({ error: 'body must be a JSON object' }, 400);
      fields = parsed as Record<string, unknown>;
    } catch {
      return json({ error: 'body is not valid JSON' }, 400);
    }
  } else {
    fields = Object.fromEntries(new URLSearchParams(body));
  }
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'me';
  const result = await service.subscribe(fields.email, {
    locale,
    clientAddress: clientAddress(request.headers),
  });
  const outcome: NewsletterOutcome = result.status;

  if (isForm) {
    const location = `${returnPath(request, locale)}#newsletter-${outcome}`;
    return new Response(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store' },
    });
  }
  const headers: Record<string, string> =
    result.status === 'rate-limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
  const message = await outcomeMessage(result, locale);
  return json(
    outcome === 'subscribed' ? { status: 'subscribed', message } : { error: outcome, message },
    statusOf[outcome],
    headers,
  );
}
