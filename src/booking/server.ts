// The booking feature's process-wide parts, wired to the site's configuration: the service,
// the delivery loop and the content the rules need. Server-only.
import path from 'node:path';
import { getSiteOptions, listRooms } from '@/content';
import type { Locale } from '@/content/types';
import { getDatabase, getDataDir } from '@/lib/db/client';
import { getEnv, getSiteUrl } from '@/lib/env';
import { logger } from '@/lib/logger';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { getRateLimiter } from '@/lib/rate-limit';
import { dateInZone, toBookingPackages, toBookingRooms, toWorkingHours, type BookingContext } from './context';
import { createMailSender } from './mail-sender';
import { startOutboxLoop, type OutboxLoop } from './outbox';
import { createBookingService, type BookingService } from './service';

const shared = globalThis as unknown as { __cluvilleOutbox?: OutboxLoop; __cluvilleBooking?: BookingService };

/** Starts the delivery loop once per process (src/instrumentation.ts calls this at start-up). */
export function startBookingOutbox(): OutboxLoop {
  if (shared.__cluvilleOutbox) return shared.__cluvilleOutbox;
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Cluville <no-reply@${getSiteUrl().hostname}>`;
  const sender = createMailSender({ smtpUrl: env.SMTP_URL, from, mailDir: path.join(getDataDir(), 'mail') });
  shared.__cluvilleOutbox = startOutboxLoop(async () => (await getDatabase()).db, sender);
  logger.info('outbox.started', { transport: env.SMTP_URL ? 'smtp' : 'files', dataDir: getDataDir() });
  return shared.__cluvilleOutbox;
}

export function getBookingService(): BookingService {
  shared.__cluvilleBooking ??= createBookingService({
    getDb: async () => (await getDatabase()).db,
    rateLimiter: getRateLimiter(),
    notifyTo: getEnv().BOOKING_NOTIFY_TO,
    concurrentWriters: Boolean(getEnv().DATABASE_URL),
    onStored: () => shared.__cluvilleOutbox?.kick(),
  });
  return shared.__cluvilleBooking;
}

/** Rooms, packages and hours from the CMS; a CMS failure leaves empty lists, never a crash. */
export async function loadBookingContext(locale: Locale): Promise<BookingContext> {
  const [options, rooms] = await Promise.all([
    getSiteOptions(locale).catch((error: unknown) => {
      logger.error('booking.options_unavailable', { error });
      return null;
    }),
    listRooms(locale).catch((error: unknown) => {
      logger.error('booking.rooms_unavailable', { error });
      return [];
    }),
  ]);
  return {
    locale,
    rooms: toBookingRooms(rooms),
    packages: toBookingPackages(options),
    workingHours: toWorkingHours(options),
    venueEmail: options?.footer.email ?? '',
    venuePhone: options?.footer.phone ?? '',
    today: dateInZone(new Date(), VENUE_TIME_ZONE),
  };
}

/** The visitor's address as the proxy in front of the site reports it (first X-Forwarded-For hop). */
export function clientAddressFrom(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}
