// The newsletter service wired to the site's configuration. Server-only.
import { getDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { getRateLimiter } from '@/lib/rate-limit';
import { createNewsletterService, type NewsletterService } from './service';

const shared = globalThis as unknown as { __cluvilleNewsletter?: NewsletterService };

export function getNewsletterService(): NewsletterService {
  shared.__cluvilleNewsletter ??= createNewsletterService({
    listUrl: getEnv().NEWSLETTER_URL,
    apiKey: getEnv().NEWSLETTER_API_KEY,
    doubleOptIn: getEnv().NEWSLETTER_DOUBLE_OPT_IN === 'true',
    getDb: async () => (await getDatabase()).db,
    rateLimiter: getRateLimiter(),
  });
  return shared.__cluvilleNewsletter;
}
