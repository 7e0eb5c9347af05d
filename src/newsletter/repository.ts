// Newsletter addresses kept in the site's database while no list is configured.
import type { Database } from '@/lib/db/client';
import type { Locale } from '@/i18n/routing';
import { newsletterSubscribers } from '@/lib/db/schema';

/** Stores the address once: a second sign-up of the same address changes nothing. */
export async function storeSubscriber(
  db: Database,
  email: string,
  locale: Locale,
): Promise<{ stored: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { stored: rows.length > 0 };
}
