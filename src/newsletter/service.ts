// Newsletter sign-up: validates the address, limits attempts per client address, then either
// forwards it to the configured list (Mailchimp members API style) or, without one, stores it
// in the site's database so nothing is lost. Failures are logged and answered as `failed`,
// which the form shows as a localized message; they never affect the rest of the page.
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/client';
import { addressForLog, limitKeyOf } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import type { RateLimiter } from '@/lib/rate-limit';
import { storeSubscriber } from './repository';

const NEWSLETTER_RULES = {
  /** Sign-ups per client address per hour, as for booking requests. */
  perAddressPerHour: 10,
  /** How long the list may take to answer. */
  upstreamTimeoutMs: 5000,
  maxEmailLength: 254,
};

export type SubscribeResult =
  | { status: 'subscribed'; via: 'list' | 'database' }
  | { status: 'invalid' }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'failed' };

export interface NewsletterDeps {
  /** The list's members endpoint (NEWSLETTER_URL); without it addresses go to the database. */
  listUrl?: string;
  /** NEWSLETTER_API_KEY, sent as HTTP Basic auth as Mailchimp expects. */
  apiKey?: string;
  /** NEWSLETTER_DOUBLE_OPT_IN: sign-ups go to the list as `pending`, so the list asks the person to confirm. */
  doubleOptIn?: boolean;
  getDb: () => Promise<Database>;
  rateLimiter: RateLimiter;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const emailSchema = z.email().max(NEWSLETTER_RULES.maxEmailLength);

/** The address as it will be sent and stored, or undefined when it is not one. */
function normaliseEmail(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const email = raw.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : undefined;
}

export function createNewsletterService(deps: NewsletterDeps) {
  const doFetch = deps.fetch ?? fetch;

  async function forward(email: string): Promise<SubscribeResult> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (deps.apiKey)
      headers.Authorization = `Basic ${Buffer.from(`cluville:${deps.apiKey}`).toString('base64')}`;
    let response: Response;
    try {
      response = await doFetch(deps.listUrl!, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email_address: email,
          status: deps.doubleOptIn ? 'pending' : 'subscribed',
        }),
        signal: AbortSignal.timeout(deps.timeoutMs ?? NEWSLETTER_RULES.upstreamTimeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      logger.error('newsletter.list_unreachable', { error });
      return { status: 'failed' };
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      logger.info('newsletter.subscribed', { via: 'list', status: response.status });
      return { status: 'subscribed', via: 'list' };
    }
    let title: unknown;
    try {
      title = (JSON.parse(text) as { title?: unknown }).title;
    } catch {
      title = undefined;
    }
    // Mailchimp answers 400 "Member Exists" for an address already on the list: that is success.
    if (title === 'Member Exists') {
      logger.info('newsletter.already_subscribed', { via: 'list' });
      return { status: 'subscribed', via: 'list' };
    }
    // Only the status and Mailchimp's error title: the body's `detail` repeats the address.
    logger.error('newsletter.list_failed', {
      status: response.status,
      title: typeof title === 'string' ? title.slice(0, 80) : undefined,
    });
    return { status: 'failed' };
  }

  return {
    async subscribe(
      rawEmail: unknown,
      meta: { locale: Locale; clientAddress: string },
    ): Promise<SubscribeResult> {
      const email = normaliseEmail(rawEmail);
      if (!email) return { status: 'invalid' };
      try {
        const limit = await deps.rateLimiter.consume(
          `newsletter:ip:${limitKeyOf(meta.clientAddress)}`,
          NEWSLETTER_RULES.perAddressPerHour,
          3600,
        );
        if (!limit.allowed) {
          logger.warn('newsletter.rate_limited', { address: addressForLog(meta.clientAddress) });
          return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
        }
        if (deps.listUrl) return await forward(email);
        const { stored } = await storeSubscriber(await deps.getDb(), email, meta.locale);
        logger.info('newsletter.subscribed', { via: 'database', duplicate: !stored });
        return { status: 'subscribed', via: 'database' };
      } catch (error) {
        logger.error('newsletter.failed', { error });
        return { status: 'failed' };
      }
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
