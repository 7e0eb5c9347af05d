// The booking feature wired once, to the site's configuration: submit (the booking service),
// answer (the signed links and the desk), availability, the lifecycle and its transitions, the
// delivery loop (outbox) and the content the rules need. The routes, the desk, the jobs and the
// metrics take what they use from here. Server-only.
import path from 'node:path';
import { getSiteOptions, listRooms } from '@/content';
import { getContentSource } from '@/content/create-source';
import type { Locale } from '@/content/types';
import { routing } from '@/i18n/routing';
import { getDatabase, getDataDir } from '@/lib/db/client';
import { durationMs, parseDuration } from '@/lib/duration';
import { getEnv, getSiteUrl } from '@/lib/env';
import { logger } from '@/lib/logger';
import { configuredOrGeneratedSecret } from '@/lib/generated-secret';
import { existingProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import { onShutdown } from '@/lib/shutdown';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { getRateLimiter } from '@/lib/rate-limit';
import {
  dateInZone,
  legacyRoomKeys,
  toBookingExtras,
  toBookingPackages,
  toRoomPrices,
  toBookingRooms,
  toBookingSettings,
  withAliases,
  type BookingContext,
} from '../rules/rules-context';
import { roomTitlesOf, type RoomTitles } from '../rules/party-rooms';
import { createAvailabilityService, type AvailabilityService } from './availability-service';
import { createMailSender } from '../mail/sender';
import { startOutboxLoop, type OutboxLoop } from '../mail/outbox';
import { rekeyResources, roomKeysInUse } from '../db/repository';
import { createBookingService, type BookingService } from './service';
import { createLifecycle, type Lifecycle, type LifecycleDeps } from './lifecycle';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { createLinkSigner, MIN_SECRET_LENGTH } from '../rules/links';
import type { VenueContact } from '../mail/lifecycle';
import { createAnswering, type Answering } from './answer';
import { DEFAULT_CHANGE_CUTOFF } from '../invitations/rules';
import { DEFAULT_CHANGE_CUTOFF_MS } from '../rules/parent-change';
import { planPartyChange } from './party-change';

const LIFECYCLE_DEFAULTS = {
  verifyWithin: '30m',
  holdTtl: '48h',
  reminderBefore: '24h',
  cancelCutoff: '48h',
} as const;

const ms = (value: string | undefined, fallback: string) =>
  durationMs(parseDuration(value ?? fallback) ?? parseDuration(fallback)!);

/** BOOKING_LINK_SECRET, or (embedded database, one instance) a key generated once into DATA_DIR. */
export function linkSecret(): string {
  return configuredOrGeneratedSecret(getEnv().BOOKING_LINK_SECRET, 'booking-link-secret', {
    minLength: MIN_SECRET_LENGTH,
    event: 'booking.link_secret_generated',
    setting: 'BOOKING_LINK_SECRET',
  });
}

/**
 * The lifecycle's settings from the environment: the link key, the time to confirm the e-mail,
 * the hold time, the reminder and cancel times, the venue's language and the site's address for links.
 */
export function getLifecycleSettings(): LifecycleSettings {
  return processSingleton('lifecycle-settings', readLifecycleSettings);
}

function readLifecycleSettings(): LifecycleSettings {
  const env = getEnv();
  return {
    // The previous key verifies links mailed before a rotation; it never signs.
    links: createLinkSigner(linkSecret(), env.BOOKING_LINK_SECRET_PREVIOUS),
    siteUrl: getSiteUrl(),
    venueLocale: env.VENUE_LOCALE ?? 'me',
    verifyWithinMs: ms(env.BOOKING_VERIFY_WITHIN, LIFECYCLE_DEFAULTS.verifyWithin),
    holdTtlMs: ms(env.BOOKING_HOLD_TTL, LIFECYCLE_DEFAULTS.holdTtl),
    reminderBeforeMs: ms(env.BOOKING_REMINDER_BEFORE, LIFECYCLE_DEFAULTS.reminderBefore),
    cancelCutoffMs: ms(env.BOOKING_CANCEL_CUTOFF, LIFECYCLE_DEFAULTS.cancelCutoff),
    // The invitations' answers close at the same time (src/booking/invitations/runtime.ts).
    changeCutoffMs: ms(env.BOOKING_CHANGE_CUTOFF, DEFAULT_CHANGE_CUTOFF),
  };
}

/** Starts the delivery loop once per process (src/instrumentation.ts calls this at start-up). */
export function startBookingOutbox(): OutboxLoop {
  return processSingleton('outbox', startOutbox);
}

function startOutbox(): OutboxLoop {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Cluville <no-reply@${getSiteUrl().hostname}>`;
  const mailDir = path.join(getDataDir(), 'mail');
  const sender = createMailSender({ smtpUrl: env.SMTP_URL, from, mailDir });
  const lease = env.OUTBOX_LEASE ? parseDuration(env.OUTBOX_LEASE) : undefined;
  const loop = startOutboxLoop(
    async () => (await getDatabase()).db,
    sender,
    lease ? { leaseMs: durationMs(lease) } : {},
  );
  onShutdown('outbox', () => loop.stop());
  if (env.SMTP_URL) logger.info('outbox.started', { transport: 'smtp' });
  else
    logger.warn('outbox.files_only', {
      note: `SMTP_URL is not set: booking e-mails are written as files under ${mailDir} and not sent`,
    });
  void checkVenueAddress();
  checkDesk();
  void rekeyLegacyRooms();
  return loop;
}

/**
 * Requests stored before holds name their room by the slug the parent chose; the rules key a room
 * by its id. Re-keyed at every start (nothing to do once done), so those requests hold their time.
 */
async function rekeyLegacyRooms(): Promise<void> {
  try {
    const { db } = await getDatabase();
    // Rooms are keyed by a WordPress id (`room:200`): the content is asked for its slugs only when
    // some request still names its room otherwise, not at every start.
    if (!(await roomKeysInUse(db)).some((key) => !/^room:\d+$/.test(key))) return;
    const source = getContentSource();
    const rooms = await Promise.all(
      (['me', 'en'] as const).map((locale) => source.listRooms(locale)),
    );
    const { moved, released } = await rekeyResources(db, legacyRoomKeys(rooms));
    if (moved) logger.info('booking.resources_rekeyed', { moved, released });
  } catch (error) {
    logger.warn('booking.resources_not_rekeyed', { error });
  }
}

/** The venue answers requests on the staff desk only: without anyone who may sign in, say so. */
function checkDesk(): void {
  const env = getEnv();
  if (env.STAFF_EMAILS?.trim() || env.BOOKING_NOTIFY_TO) return;
  logger.warn('booking.no_desk', {
    note: 'neither STAFF_EMAILS nor BOOKING_NOTIFY_TO is set: the staff desk is off, and nobody can answer booking requests',
  });
}

/** Without BOOKING_NOTIFY_TO and a footer e-mail the venue never hears of a request: say so loudly. */
async function checkVenueAddress(): Promise<void> {
  if (getEnv().BOOKING_NOTIFY_TO) return;
  let options: Awaited<ReturnType<typeof getSiteOptions>>;
  try {
    // Straight from the source: the cached facade needs a request around it.
    options = await getContentSource().getSiteOptions('me');
  } catch (error) {
    // The content is not reachable yet: every request checks again (service.ts).
    logger.warn('booking.venue_address_unchecked', {
      error: error instanceof Error ? error.name : 'error',
    });
    return;
  }
  if (!options?.footer.email)
    logger.error('booking.no_venue_address', {
      note: 'neither BOOKING_NOTIFY_TO nor the footer e-mail is set: the venue gets no e-mail about booking requests',
    });
}

/** Wakes the delivery loop (after a state change stored mails). */
export function kickOutbox(): void {
  existingProcessSingleton<OutboxLoop>('outbox')?.kick();
}

// The services hold no state of their own (the database, the limiter and the outbox loop they use
// are the process's), so each call builds one; only shared state is a process singleton.
export function getBookingService(): BookingService {
  return createBookingService({
    getDb: async () => (await getDatabase()).db,
    rateLimiter: getRateLimiter(),
    notifyTo: getEnv().BOOKING_NOTIFY_TO,
    ackMailsPerHour:
      getEnv().BOOKING_ACK_MAILS_PER_HOUR === undefined
        ? undefined
        : Number(getEnv().BOOKING_ACK_MAILS_PER_HOUR),
    concurrentWriters: Boolean(getEnv().DATABASE_URL),
    onStored: kickOutbox,
    onStoreTimeout: () => void getDatabase().then((handle) => handle.renew?.('store_timeout')),
    lifecycle: getLifecycleSettings(),
    roomTitles: loadRoomTitles,
  });
}

export function getAvailabilityService(): AvailabilityService {
  return createAvailabilityService({ getDb: async () => (await getDatabase()).db });
}

/**
 * The rooms' titles in both languages, for a party's games in the mails and pages: through the
 * pages' data cache within a request, from the content source itself for the scheduled jobs
 * (`fresh`). The jobs run outside any request, where Next.js's data cache (`unstable_cache`) has
 * no cache to use until the server's first request: read through it, the first run after a start
 * logged `booking.rooms_unavailable` four times, and a reminder it sent named no room.
 */
export async function loadRoomTitles(options: { fresh?: boolean } = {}): Promise<RoomTitles> {
  const list = options.fresh ? (locale: Locale) => getContentSource().listRooms(locale) : listRooms;
  return roomTitlesOf(
    await Promise.all(
      routing.locales.map(async (locale) => ({
        locale,
        rooms: toBookingRooms(
          await list(locale).catch((error: unknown) => {
            logger.error('booking.rooms_unavailable', { error });
            return [];
          }),
        ),
      })),
    ),
  );
}

/** Rooms, packages and hours from the CMS; a CMS failure leaves empty lists, never a crash. */
export async function loadBookingContext(locale: Locale): Promise<BookingContext> {
  const roomsIn = (language: Locale) =>
    listRooms(language).catch((error: unknown) => {
      logger.error('booking.rooms_unavailable', { error });
      return [];
    });
  const optionsIn = (language: Locale) =>
    getSiteOptions(language).catch((error: unknown) => {
      logger.error('booking.options_unavailable', { error });
      return null;
    });
  const other: Locale = locale === 'me' ? 'en' : 'me';
  const [options, otherOptions, rooms, otherRooms] = await Promise.all([
    optionsIn(locale),
    // The extras' names in the other language, stored with a party's lines (staff read either).
    optionsIn(other),
    roomsIn(locale),
    // A party's rooms may be named in either language (the same room: the same resource).
    roomsIn(other),
  ]);
  return {
    locale,
    rooms: withAliases(toBookingRooms(rooms), toBookingRooms(otherRooms)),
    packages: toBookingPackages(options),
    extras: toBookingExtras(options, { [other]: otherOptions }, locale),
    roomPrices: toRoomPrices(options),
    settings: toBookingSettings(options),
    venueEmail: options?.footer.email ?? '',
    venuePhone: options?.footer.phone ?? '',
    venueAddress: options?.footer.address || undefined,
    today: dateInZone(new Date(), VENUE_TIME_ZONE),
  };
}

/** The venue's e-mail (BOOKING_NOTIFY_TO first), phone and address from the CMS footer. */
async function venueContact(): Promise<VenueContact> {
  const settings = getLifecycleSettings();
  const options = await getContentSource()
    .getSiteOptions(settings.venueLocale)
    .catch((error: unknown) => {
      logger.error('booking.options_unavailable', { error });
      return null;
    });
  return {
    email: getEnv().BOOKING_NOTIFY_TO ?? options?.footer.email ?? '',
    phone: options?.footer.phone ?? '',
    address: options?.footer.address ?? undefined,
  };
}

/**
 * What the lifecycle reads besides the database. `scheduled`: for the scheduled jobs, which run
 * outside any request (loadRoomTitles, `fresh`); the venue's contact is read from the content
 * source itself either way.
 */
export function getLifecycleDeps(options: { scheduled?: boolean } = {}): LifecycleDeps {
  return {
    settings: getLifecycleSettings(),
    venue: venueContact,
    roomTitles: () => loadRoomTitles({ fresh: options.scheduled }),
  };
}

export function getLifecycle(options: { scheduled?: boolean } = {}): Lifecycle {
  return createLifecycle(getLifecycleDeps(options));
}

/**
 * Changes a booking's state: one transaction with the new state, the audit row and the mails;
 * refused (nothing changed) when the rules do not allow it. E.g.
 * `transition(db, id, 'confirm', { actor: { kind: 'staff', address } })`.
 */
const transition: Lifecycle['transition'] = async (db, bookingId, action, options) => {
  const result = await getLifecycle().transition(db, bookingId, action, options);
  if (result.ok) {
    logger.info('booking.transition', {
      id: bookingId,
      action,
      from: result.from,
      to: result.to,
      actor: options.actor.kind,
    });
    kickOutbox();
  } else
    logger.info('booking.transition_refused', {
      id: bookingId,
      action,
      reason: result.reason,
      status: result.status,
    });
  return result;
};

/** The answer command on the site's database, lifecycle and free times. */
export function answering(): Answering {
  return createAnswering({
    getDb: async () => (await getDatabase()).db,
    transition,
    movesFor: async (booking, date) =>
      getAvailabilityService().movesFor(
        await loadBookingContext(getLifecycleSettings().venueLocale),
        booking,
        date,
      ),
    // The package is named in the booking's language; rooms in either.
    roomsFor: async (booking, rooms) =>
      getAvailabilityService().roomsFor(await loadBookingContext(booking.locale), booking, rooms),
    assignRooms: async (db, bookingId, plan, actor) => {
      const result = await getLifecycle().assignRooms(db, bookingId, plan, actor);
      if (result.ok) {
        logger.info('booking.rooms_assigned', { id: bookingId, rooms: result.rooms });
        // A confirmed party's parent is mailed the rooms.
        kickOutbox();
      } else logger.info('booking.rooms_refused', { id: bookingId, reason: result.reason });
      return result;
    },
    changeFor: async (booking, change) =>
      planPartyChange(await loadBookingContext(booking.locale), booking, change, {
        getDb: async () => (await getDatabase()).db,
        availability: getAvailabilityService(),
        cutoffMs: getLifecycleSettings().changeCutoffMs ?? DEFAULT_CHANGE_CUTOFF_MS,
      }),
    changeParty: async (db, bookingId, plan, actor) => {
      const result = await getLifecycle().changeParty(db, bookingId, plan, actor);
      if (result.ok) {
        logger.info('booking.changed_by_parent', { id: bookingId });
        kickOutbox();
      } else logger.info('booking.change_refused', { id: bookingId, reason: result.reason });
      return result;
    },
    markArrival: async (db, bookingId, arrival, actor) => {
      const result = await getLifecycle().markArrival(db, bookingId, arrival, actor);
      if (result.ok)
        logger.info('booking.arrival', { id: bookingId, arrival: arrival ?? 'undone' });
      else logger.info('booking.arrival_refused', { id: bookingId, reason: result.reason });
      return result;
    },
  });
}
