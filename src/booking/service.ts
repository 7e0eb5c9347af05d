// Submitting a booking request: the rules every entry point shares (the server action, the
// no-JavaScript form post and POST /api/bookings). Persist first, notify later: the request
// and its two e-mails are stored in one transaction; the outbox loop sends them.
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import type { RateLimiter } from '@/lib/rate-limit';
import type { BookingContext } from './context';
import { renderBookingMails } from './mail';
import { priceBirthday, type PriceBreakdown } from './pricing';
import { createReference } from './reference';
import { findRecentReference, storeBooking, type NewBooking } from './repository';
import { validateBooking, type BookingInput, type FieldErrors } from './schema';
import { bookingTranslator } from './translate';

export const BOOKING_RULES = {
  perAddressPerHour: 10,
  duplicateWindowMs: 10 * 60_000,
} as const;

export type SubmitResult =
  | { status: 'created'; reference: string }
  | { status: 'duplicate'; reference: string }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'unavailable' };

export interface BookingServiceDeps {
  getDb: () => Promise<Database>;
  rateLimiter: RateLimiter;
  /** BOOKING_NOTIFY_TO; without it, the venue's contact e-mail from the CMS. */
  notifyTo?: string;
  /**
   * Whether other connections may write at the same time (PostgreSQL): identical submissions
   * are then serialised with a lock. Embedded PGlite runs one statement at a time. Default true.
   */
  concurrentWriters?: boolean;
  /** Called after a request is stored, e.g. to wake the delivery loop. */
  onStored?: () => void;
}

export interface SubmitMeta {
  context: BookingContext;
  /** The visitor's address, for the hourly limit. */
  clientAddress: string;
  /** The honeypot field: people never see it, bots fill it. */
  honeypot?: string;
}

export function createBookingService(deps: BookingServiceDeps) {
  return {
    async submit(raw: unknown, meta: SubmitMeta): Promise<SubmitResult> {
      const { context } = meta;
      const validation = validateBooking(raw, context, bookingTranslator(context.locale, 'errors'));
      if (!validation.ok) return { status: 'invalid', errors: validation.errors };
      const input = validation.data;

      if (meta.honeypot) {
        // Looks like success to the bot; nothing is stored or sent.
        logger.warn('booking.honeypot', { address: meta.clientAddress });
        return { status: 'created', reference: createReference() };
      }

      const booking = toRow(input, context);
      try {
        const db = await deps.getDb();
        const duplicateSince = new Date(Date.now() - BOOKING_RULES.duplicateWindowMs);
        const limit = await deps.rateLimiter.consume(`booking:ip:${meta.clientAddress}`, BOOKING_RULES.perAddressPerHour, 3600);
        if (!limit.allowed) {
          // A repeat of a request already made is still answered with its reference.
          const earlier = await findRecentReference(db, booking.fingerprint, duplicateSince);
          if (earlier) return { status: 'duplicate', reference: earlier };
          logger.warn('booking.rate_limited', { address: meta.clientAddress });
          return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
        }
        const venue = { email: deps.notifyTo ?? context.venueEmail, phone: context.venuePhone };
        const stored = await storeBooking(db, booking, {
          duplicateSince,
          createReference,
          serialiseDuplicates: deps.concurrentWriters ?? true,
          renderMails: (reference, createdAt) =>
            renderBookingMails(
              { reference, locale: context.locale, input, roomTitle: booking.roomTitle ?? undefined, packageName: booking.packageName ?? undefined, price: (booking.price as PriceBreakdown | null) ?? undefined, createdAt },
              venue,
            ).filter((mail) => mail.to),
        });
        if (stored.duplicate) {
          logger.info('booking.duplicate', { reference: stored.reference });
          return { status: 'duplicate', reference: stored.reference };
        }
        logger.info('booking.stored', { reference: stored.reference, form: input.form, locale: context.locale });
        deps.onStored?.();
        return { status: 'created', reference: stored.reference };
      } catch (error) {
        logger.error('booking.store_failed', { error });
        return { status: 'unavailable' };
      }
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

function toRow(input: BookingInput, context: BookingContext): NewBooking {
  const common = {
    form: input.form,
    locale: context.locale,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    preferredDate: input.date,
    preferredTime: input.time,
    fingerprint: fingerprint(input, context.locale),
  };
  if (input.form === 'room') {
    const room = context.rooms.find((candidate) => candidate.slug === input.room);
    return { ...common, roomSlug: input.room, roomTitle: room?.title ?? input.room, players: input.players };
  }
  const chosen = context.packages.find((candidate) => candidate.slug === input.package)!;
  const price = priceBirthday(chosen, { withCake: input.cake, children: input.children });
  return { ...common, packageSlug: chosen.slug, packageName: chosen.name, withCake: input.cake, children: input.children, price, totalCents: price.totalCents };
}

/** Same person, same request: case and spacing do not make a submission new. */
function fingerprint(input: BookingInput, locale: string): string {
  const normalised = Object.entries({ ...input, locale })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${String(value).toLowerCase().replace(/\s+/g, ' ').trim()}`);
  return createHash('sha256').update(normalised.join('\n')).digest('hex');
}
