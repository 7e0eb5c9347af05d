// The newsletter service wired to the site's configuration. Server-only.
import { getDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getRateLimiter } from '@/lib/rate-limit';
import { createNewsletterService, type NewsletterService } from './service';

export function getNewsletterService(): NewsletterService {
  return processSingleton('newsletter', () =>
    createNewsletterService({
      listUrl: getEnv().NEWSLETTER_URL,
      apiKey: getEnv().NEWSLETTER_API_KEY,
      doubleOptIn: getEnv().NEWSLETTER_DOUBLE_OPT_IN === 'true',
      getDb: async () => (await getDatabase()).db,
      rateLimiter: getRateLimiter(),
    }),
  );
}
