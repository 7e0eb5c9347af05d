// The desk's process-wide parts, wired to the site's configuration. Server-only.
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { after } from 'next/server';
import { getDatabase } from '@/lib/db/client';
import { getEnv, getSiteUrl } from '@/lib/env';
import { configuredOrGeneratedSecret } from '@/lib/generated-secret';
import { forgetProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import { getRateLimiter } from '@/lib/rate-limit';
import type { Locale } from '@/content/types';
import { loadBookingContext, startBookingOutbox } from '@/booking/server/runtime';
import { createStaffAuth, wantsSecureCookies, type StaffAuth } from './auth';
import { deskEnabled, staffEmails } from './config';
import { deskLocale } from './translate';
import { whatIn } from './desk';

export function getStaffAuth(): Promise<StaffAuth> {
  return processSingleton('staff-auth', openStaffAuth);
}

/** A failed start (the database not reachable) is forgotten: the next request tries again. */
function openStaffAuth(): Promise<StaffAuth> {
  return (async () => {
    const siteUrl = getSiteUrl();
    return createStaffAuth({
      db: (await getDatabase()).db,
      siteUrl,
      staffEmails,
      rateLimiter: getRateLimiter(),
      // STAFF_AUTH_SECRET, or a key generated once into DATA_DIR: sessions outlive a restart.
      secret: configuredOrGeneratedSecret(getEnv().STAFF_AUTH_SECRET, 'staff-auth-secret', {
        minLength: 32,
        event: 'staff.auth_secret_generated',
        setting: 'STAFF_AUTH_SECRET',
      }),
      secureCookies: wantsSecureCookies(siteUrl),
      // The token and the mail are made once the desk's answer has gone (the same for any address).
      afterAnswer: (work) => after(work),
      onMailQueued: () => startBookingOutbox().kick(),
      nextCookies: true,
    });
  })().catch((error: unknown) => {
    forgetProcessSingleton('staff-auth');
    throw error;
  });
}

/** The desk's language for this request (the proxy decides it: `?lang=` or its cookie). */
export async function deskLang(): Promise<Locale> {
  return deskLocale((await headers()).get('x-cluville-staff-lang'));
}

/** The signed-in staff member, or a redirect to the sign-in page; 404 when the desk is off. */
export async function requireStaff(): Promise<{ email: string }> {
  if (!deskEnabled()) notFound();
  const staff = await (await getStaffAuth()).currentStaff(await headers());
  if (!staff) redirect('/staff/sign-in');
  return staff;
}

/**
 * What a booking is for (its room or package), named in the desk's language whichever language
 * the parent wrote in (`whatIn`): one language per desk page, lists and search included.
 */
export async function deskWhat(
  lang: Locale,
): Promise<(booking: Parameters<typeof whatIn>[0]) => string> {
  const [desk, other] = await Promise.all([
    loadBookingContext(lang),
    loadBookingContext(lang === 'me' ? 'en' : 'me'),
  ]);
  return (booking) =>
    whatIn(booking, { desk, parent: deskLocale(booking.locale) === lang ? desk : other });
}
